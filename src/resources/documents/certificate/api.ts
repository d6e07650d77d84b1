import type { StoredCertificate } from '../../../contract/documents';
import type { CertificateState } from '../../../domain/certificates';
import { request } from '../../../http/client';

/** An imported A1 certificate as `docs/certificate` answers it (docs/api.md). */
export interface CertificateView extends Omit<StoredCertificate, 'person_id' | 'imported_by'> {
    state: CertificateState;
    days_left: number;
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
