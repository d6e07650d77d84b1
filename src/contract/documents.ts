/** Holders' documents and imported A1 certificates (`/v1`): metadata only. */

export type DocumentType =
    | 'cnh'
    | 'rg'
    | 'qsa'
    | 'admidentity'
    | 'admaddress'
    | 'companyaddress'
    | 'attorneyaddress'
    | 'attorneyproxy'
    | 'attorneyidentity'
    | 'companyrevenue'
    | 'revenue'
    | 'cre'
    | 'front'
    | 'back'
    | 'selfie'
    | 'file'
    | 'address';

/** Whose document it is: the holder's own, a partner's (by CPF) or the attorney's. */
export type DocumentOwner = 'holder' | 'partner' | 'attorney';

/**
 * A holder's document (docs/documents): metadata and a small preview only. The file itself is kept out of
 * localStorage, in sandbox/fileStore.ts (IndexedDB), under the document's uuid.
 */
export interface StoredDocument {
    id: number;
    uuid: string;
    person_id: number;
    type: DocumentType;
    owner: DocumentOwner;
    /** A partner's or the attorney's CPF; null for the holder's own. */
    owner_document: string | null;
    file_name: string;
    mime: string;
    size: number;
    /** The client's JPEG thumbnail (data URL, ≤ 60 KB) of an image; null for a PDF and the seed's documents. */
    preview: string | null;
    /**
     * False for the seed's documents: no file is stored, the sandbox draws one from the metadata when it is
     * read (a PNG or a one-page PDF), so the seed stays light.
     */
    has_file: boolean;
    /** Stored status: `processing` is derived on reading (domain/documents effectiveDocumentStatus). */
    status: 'pending' | 'approved' | 'rejected';
    reason: string | null;
    uploaded_by: number | null;
    created_at: string;
    decided_at: string | null;
    decided_by: number | null;
}

/**
 * An imported A1 certificate (docs/certificate): the certificate's fields only. The file and its private key
 * are read once at import and never kept.
 */
export interface StoredCertificate {
    id: number;
    uuid: string;
    person_id: number;
    /** The subject's common name, and the holder's name without the ':DOCUMENT' suffix. */
    subject: string;
    holder_name: string;
    document: string;
    document_type: 'cnpj' | 'cpf';
    issuer: string;
    serial: string;
    not_before: string;
    not_after: string;
    file_name: string;
    imported_at: string;
    imported_by: number;
}
