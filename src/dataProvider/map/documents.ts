import type { ResourceMap } from '../types';

/** Documents and the A1 certificate (docs/api.md "Documents"). */
export const documents: ResourceMap = {
    /**
     * Staff's analysis queue, every holder's documents, oldest waiting first (`filter.status`, `filter.type`,
     * `filter.search` by name or CPF/CNPJ, `filter.person_id`), and what is done with one document.
     */
    documentos: {
        path: 'docs/documents',
        operations: {
            /** One holder's documents (`id`: the person) with the holder and what the bank still needs. */
            forPerson: {
                method: 'GET',
                path: () => 'docs/documents',
                query: ({ id }) => ({ person: id }),
                answer: (body) => {
                    const { data, meta } = body as { data: unknown[]; meta: Record<string, unknown> };
                    return { documents: data, ...meta };
                },
            },
            /** `data`: `{ decision: 'approve' }` or `{ decision: 'reject', reason }`. */
            decide: { method: 'PUT', path: ({ id }) => `docs/documents/${id}` },
            /** `data`: the FormData of `uploadForm`; `onProgress` as the bytes leave. */
            upload: { method: 'POST', path: () => 'docs/documents', upload: true },
            /** The document's file (a Blob). */
            file: { method: 'GET', path: ({ id }) => `docs/documents/${id}/file`, file: true },
        },
    },
    /** The user's imported A1 certificates, answered whole. */
    certificados: {
        path: 'docs/certificate',
        operations: {
            /** `data`: FormData with `file` and `password`. */
            import: { method: 'POST', path: () => 'docs/certificate' },
            remove: { method: 'DELETE', path: ({ id }) => `docs/certificate/${id}` },
        },
    },
};
