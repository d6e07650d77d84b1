import type {
    DocumentOwner,
    DocumentRequirement,
    DocumentStatus,
    DocumentType,
    RequirementState,
} from '../../domain/documents';
import { request } from '../../http/client';
import { requestFile, uploadWithProgress } from '../../http/transfer';

/** A document as docs/documents answers it (docs/api.md "Documents"). */
export interface DocumentView {
    id: number;
    uuid: string;
    person_id: number;
    person: { name: string; document: string; type: 'natural' | 'legal' } | null;
    type: DocumentType;
    type_label: string;
    owner: DocumentOwner;
    owner_document: string | null;
    file_name: string;
    mime: string;
    size: number;
    preview: string | null;
    has_file: boolean;
    status: DocumentStatus;
    reason: string | null;
    uploaded_by_name: string | null;
    created_at: string;
    decided_at: string | null;
    decided_by_name: string | null;
}

export interface HolderSummary {
    id: number;
    name: string;
    type: 'natural' | 'legal';
    status: string;
    minor: boolean;
    partners: { name: string; document: string; administrator: boolean }[];
    attorney: { name: string; document: string } | null;
}

export interface HolderDocuments {
    documents: DocumentView[];
    person: HolderSummary;
    requirements: (DocumentRequirement & { state: RequirementState })[];
}

export interface QueueFilters {
    status: string;
    type: string;
    search: string;
    person: string;
}

export interface QueuePage {
    data: DocumentView[];
    meta: { current_page: number; last_page: number; total: number };
}

export interface UploadFields {
    personId: number;
    type: DocumentType;
    owner: DocumentOwner;
    ownerDocument?: string;
}

export const documentsApi = {
    forPerson: async (personId: number, signal?: AbortSignal): Promise<HolderDocuments> => {
        const answer = await request<{ data: DocumentView[]; meta: Omit<HolderDocuments, 'documents'> }>(
            'docs/documents',
            { query: { person: personId }, signal },
        );
        return { documents: answer.body.data, ...answer.body.meta };
    },
    queue: async (filters: QueueFilters, page: number, signal?: AbortSignal): Promise<QueuePage> =>
        (
            await request<QueuePage>('docs/documents', {
                query: {
                    'filter[status]': filters.status || undefined,
                    'filter[type]': filters.type || undefined,
                    'filter[search]': filters.search.trim() || undefined,
                    'filter[person_id]': filters.person || undefined,
                    page,
                    per_page: 10,
                },
                signal,
            })
        ).body,
    decide: async (id: number, decision: 'approve' | 'reject', reason?: string): Promise<DocumentView> =>
        (
            await request<{ data: DocumentView }>(`docs/documents/${id}`, {
                method: 'PUT',
                body: decision === 'reject' ? { decision, reason } : { decision },
                quiet: true,
            })
        ).body.data,
    upload: async (
        fields: UploadFields,
        file: File,
        preview: string | null,
        onProgress: (fraction: number) => void,
    ): Promise<DocumentView> => {
        const form = new FormData();
        form.append('person_id', String(fields.personId));
        form.append('type', fields.type);
        form.append('owner', fields.owner);
        if (fields.ownerDocument) form.append('owner_document', fields.ownerDocument);
        if (preview) form.append('preview', preview);
        form.append('file', file);
        const answer = await uploadWithProgress<{ data: DocumentView }>('docs/documents', form, {
            onProgress,
            quiet: true,
        });
        return answer.data;
    },
    file: (id: number, signal?: AbortSignal) =>
        requestFile(`docs/documents/${id}/file`, { signal, quiet: true }),
};
