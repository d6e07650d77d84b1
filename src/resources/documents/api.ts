import type {
    DocumentOwner,
    DocumentRequirement,
    DocumentStatus,
    DocumentType,
    RequirementState,
} from '../../domain/documents';

/** A document as docs/documents answers it (resource `documentos`, docs/api.md "Documents"). */
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
}

export interface UploadFields {
    personId: number;
    type: DocumentType;
    owner: DocumentOwner;
    ownerDocument?: string;
}

/** The multipart form `documentos`' upload sends: who and what the document is, its thumbnail and file. */
export const uploadForm = (fields: UploadFields, file: File, preview: string | null) => {
    const form = new FormData();
    form.append('person_id', String(fields.personId));
    form.append('type', fields.type);
    form.append('owner', fields.owner);
    if (fields.ownerDocument) form.append('owner_document', fields.ownerDocument);
    if (preview) form.append('preview', preview);
    form.append('file', file);
    return form;
};
