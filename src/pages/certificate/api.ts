import type { CertificateState } from '../../domain/certificates';
import { request } from '../../http/client';

/** An imported A1 certificate as `docs/certificate` answers it (docs/api.md). */
export interface CertificateView {
    id: number;
    uuid: string;
    subject: string;
    holder_name: string;
    document: string;
    document_type: 'cnpj' | 'cpf';
    issuer: string;
    serial: string;
    not_before: string;
    not_after: string;
    state: CertificateState;
    days_left: number;
    file_name: string;
    imported_at: string;
}

export const certificateApi = {
    list: async (signal?: AbortSignal) =>
        (await request<{ data: CertificateView[] }>('docs/certificate', { signal })).body.data,
    import: async (file: File, password: string) => {
        const body = new FormData();
        body.append('file', file);
        body.append('password', password);
        return (await request<{ data: CertificateView }>('docs/certificate', { method: 'POST', body })).body
            .data;
    },
    remove: (id: number) => request(`docs/certificate/${id}`, { method: 'DELETE' }),
};
