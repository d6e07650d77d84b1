import { PERMISSIONS } from '../../contract/permissions';
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
    /** The sender's user uuid, as in the session; null when the holder sent it with a self-registration. */
    uploaded_by_uuid: string | null;
    uploaded_by_name: string | null;
    /** Whom the sender acted as: the holder, their responsible adult (a minor's), or the bank's staff. */
    uploaded_by_role: 'holder' | 'responsible' | 'staff' | null;
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

/** The queue's status and type filters (the search by name or CPF/CNPJ is kept apart, never in the URL). */
export interface QueueFilters {
    status: string;
    type: string;
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

/** How the viewer names the sender's role (documents.viewer.sender_role). */
export const SENDER_ROLE_TEXT = {
    holder: 'documents.viewer.sender_role.holder',
    responsible: 'documents.viewer.sender_role.responsible',
    staff: 'documents.viewer.sender_role.staff',
} as const;

/**
 * Whether the signed-in user may decide the document: `allowed`; `own` when they sent it (the approvals'
 * rule: who made it does not approve it; the bank refuses it too); `no` without the permission or once decided.
 */
export const decisionOf = (
    document: Pick<DocumentView, 'status' | 'uploaded_by_uuid'>,
    user: { uuid: string; permissions: readonly string[] } | null,
): 'allowed' | 'own' | 'no' => {
    if (!user?.permissions.includes(PERMISSIONS.documentApprove) || document.status !== 'pending')
        return 'no';
    return document.uploaded_by_uuid === user.uuid ? 'own' : 'allowed';
};

/** The holder's registration: the holders' listing opens its drawer at `?holder=<person id>`. */
export const holderDetailsPath = (personId: number) => `/listagem-contas/tudo?holder=${personId}`;
