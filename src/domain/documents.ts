/**
 * Holder documents (spec 2 §3 labels, §4 statuses): their pt-BR names, what each kind of holder must send
 * before the back office may approve the registration, and the upload limits. Shared by the upload screens,
 * the staff screens and the sandbox bank.
 */
import type { DocumentOwner, DocumentType } from '../contract/documents';

export type { DocumentOwner, DocumentType };

export type DocumentStatus = 'pending' | 'approved' | 'processing' | 'rejected';

export const DOCUMENT_LABELS: Readonly<Record<DocumentType, string>> = {
    cnh: 'CNH',
    rg: 'RG',
    qsa: 'Comprovante de inscrição no CNPJ (QSA)',
    admidentity: 'Documento de identidade do administrador',
    admaddress: 'Comprovante de endereço do administrador',
    companyaddress: 'Comprovante de endereço da empresa',
    attorneyaddress: 'Comprovante de endereço do procurador',
    attorneyproxy: 'Procuração',
    attorneyidentity: 'Documento de identidade do procurador',
    companyrevenue: 'Comprovante de faturamento da empresa',
    revenue: 'Comprovante de renda',
    cre: 'Contrato social ou estatuto',
    front: 'Documento de identidade (frente)',
    back: 'Documento de identidade (verso)',
    selfie: 'Selfie com o documento',
    file: 'Outro documento',
    address: 'Comprovante de endereço',
};

/** One requirement: any one of `anyOf`, approved, satisfies it. */
export interface DocumentRequirement {
    label: string;
    anyOf: readonly DocumentType[];
}

const IDENTITY: DocumentRequirement = {
    label: 'Documento de identidade (RG ou CNH)',
    anyOf: ['rg', 'cnh', 'front'],
};
const SELFIE: DocumentRequirement = { label: DOCUMENT_LABELS.selfie, anyOf: ['selfie'] };
const ADDRESS: DocumentRequirement = { label: DOCUMENT_LABELS.address, anyOf: ['address'] };

interface HolderShape {
    type: 'natural' | 'legal';
    /** A minor's registration carries the responsible adult. */
    responsible?: unknown;
    attorney?: unknown;
}

/** What the back office needs approved before it may approve this holder's registration. */
export function requiredDocuments(holder: HolderShape): DocumentRequirement[] {
    if (holder.type === 'natural')
        return holder.responsible ? [IDENTITY, ADDRESS] : [IDENTITY, SELFIE, ADDRESS];
    const company: DocumentRequirement[] = [
        { label: DOCUMENT_LABELS.cre, anyOf: ['cre'] },
        { label: DOCUMENT_LABELS.qsa, anyOf: ['qsa'] },
        { label: DOCUMENT_LABELS.companyaddress, anyOf: ['companyaddress'] },
        { label: DOCUMENT_LABELS.admidentity, anyOf: ['admidentity'] },
        { label: DOCUMENT_LABELS.admaddress, anyOf: ['admaddress'] },
    ];
    if (!holder.attorney) return company;
    return [
        ...company,
        { label: DOCUMENT_LABELS.attorneyproxy, anyOf: ['attorneyproxy'] },
        { label: DOCUMENT_LABELS.attorneyidentity, anyOf: ['attorneyidentity'] },
        { label: DOCUMENT_LABELS.attorneyaddress, anyOf: ['attorneyaddress'] },
    ];
}

/** The requirements not yet met by the approved documents' types. */
export function missingDocuments(
    holder: HolderShape,
    documents: readonly { type: DocumentType; status: DocumentStatus }[],
): DocumentRequirement[] {
    const approved = new Set(documents.filter((d) => d.status === 'approved').map((d) => d.type));
    return requiredDocuments(holder).filter((requirement) => !requirement.anyOf.some((t) => approved.has(t)));
}

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

export const DOCUMENT_MESSAGES = {
    tooLarge: 'O arquivo deve ter no máximo 10 MB.',
    empty: 'O arquivo está vazio.',
    wrongType: 'Envie uma imagem JPG ou PNG, ou um PDF.',
    missing: (labels: string[]) => `Faltam documentos aprovados: ${labels.join(', ')}.`,
} as const;

/** Why this file cannot be sent (pt-BR), or null. */
export function documentFileProblem(file: { size: number; type: string }): string | null {
    if (!DOCUMENT_MIME_TYPES.includes(file.type)) return DOCUMENT_MESSAGES.wrongType;
    if (file.size === 0) return DOCUMENT_MESSAGES.empty;
    if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
    return null;
}

/** The client's thumbnail of an image: at most this wide or tall, JPEG, and at most this long as a data URL. */
export const PREVIEW_MAX_SIDE = 320;
export const PREVIEW_MAX_CHARS = 60 * 1024;
/** A document shows `processing` for this long after it arrives, then `pending` (waiting for analysis). */
export const PROCESSING_MS = 3000;
/** The rejection reason, as in the approval queues. */
export const MIN_DOCUMENT_REASON = 5;

export const DOCUMENT_UPLOAD_MESSAGES = {
    fileRequired: 'Escolha o arquivo do documento.',
    typeInvalid: 'Escolha um tipo de documento válido.',
    ownerInvalid: 'Informe de quem é o documento: titular, sócio ou procurador.',
    personInvalid: 'Titular não encontrado.',
    notPartner: 'Este CPF não é de um sócio da empresa.',
    noAttorney: 'Este titular não tem procurador cadastrado.',
    contentMismatch: 'O conteúdo do arquivo não corresponde a uma imagem JPG ou PNG, nem a um PDF.',
    previewInvalid: 'A miniatura enviada não é uma imagem JPEG válida ou passa de 60 KB.',
    decisionInvalid: 'Escolha aprovar ou rejeitar.',
    reasonRequired: 'Informe o motivo da rejeição.',
    reasonShort: `O motivo deve ter pelo menos ${MIN_DOCUMENT_REASON} caracteres.`,
    notPending: 'Este documento não está mais aguardando análise.',
    stillProcessing: 'O documento ainda está sendo processado. Tente de novo em alguns segundos.',
    fileGone:
        'O arquivo deste documento não está neste navegador: ele foi enviado em outro navegador ou os dados de demonstração foram redefinidos.',
    demoFile: 'Arquivo de demonstração sem conteúdo.',
    uploadFailed: 'Não foi possível enviar o arquivo. Tente novamente.',
} as const;

/** The rejection reason's problem (pt-BR), or null. */
export function documentReasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return DOCUMENT_UPLOAD_MESSAGES.reasonRequired;
    return text.length < MIN_DOCUMENT_REASON ? DOCUMENT_UPLOAD_MESSAGES.reasonShort : null;
}

/** The status a reader sees: a fresh upload is `processing` for its first seconds. */
export function effectiveDocumentStatus(
    document: { status: DocumentStatus; created_at: string },
    now = Date.now(),
): DocumentStatus {
    if (document.status !== 'pending') return document.status;
    return now - Date.parse(document.created_at) < PROCESSING_MS ? 'processing' : 'pending';
}

export const isDocumentType = (value: unknown): value is DocumentType =>
    typeof value === 'string' && Object.hasOwn(DOCUMENT_LABELS, value);

const ATTORNEY_TYPES: readonly DocumentType[] = ['attorneyproxy', 'attorneyidentity', 'attorneyaddress'];
export const IDENTITY_UPLOAD_TYPES: readonly DocumentType[] = ['front', 'back', 'selfie'];
export const ATTORNEY_UPLOAD_TYPES = ATTORNEY_TYPES;

/** The types a holder sends on /upload-de-documentos: what its registration requires, then the optional ones. */
export function holderUploadTypes(holder: HolderShape): DocumentType[] {
    const required = requiredDocuments(holder)
        .flatMap((requirement) => requirement.anyOf)
        .filter((type) => type !== 'front' && !ATTORNEY_TYPES.includes(type));
    const optional: DocumentType[] =
        holder.type === 'legal' ? ['companyrevenue', 'file'] : ['revenue', 'file'];
    return [...new Set([...required, ...optional])];
}

/** A partner's documents: an administrator's count for the company's registration. */
export const partnerUploadTypes = (partner: { administrator: boolean }): DocumentType[] =>
    partner.administrator ? ['admidentity', 'admaddress'] : ['rg', 'cnh', 'address'];

/** Where a document of this kind is sent (again): the page a rejection notice links to. */
export function uploadPathFor(document: {
    type: DocumentType;
    owner: DocumentOwner;
    owner_document: string | null;
}): string {
    if (document.owner === 'attorney' || ATTORNEY_TYPES.includes(document.type)) return '/upload-procurador';
    if (document.owner === 'partner' && document.owner_document) {
        return `/upload-documentos-socio?partner=${document.owner_document}`;
    }
    if (IDENTITY_UPLOAD_TYPES.includes(document.type)) return '/upload-identidade';
    return '/upload-de-documentos';
}

export type RequirementState = 'approved' | 'sent' | 'rejected' | 'missing';

/**
 * Where each requirement stands for the holder: approved, sent and waiting for analysis, last sent one
 * rejected, or never sent. Documents come newest first or in any order; the newest decides among rejected ones.
 */
export function requirementProgress(
    holder: HolderShape,
    documents: readonly { type: DocumentType; status: DocumentStatus }[],
): { requirement: DocumentRequirement; state: RequirementState }[] {
    return requiredDocuments(holder).map((requirement) => {
        const sent = documents.filter((d) => requirement.anyOf.includes(d.type));
        const state: RequirementState = sent.some((d) => d.status === 'approved')
            ? 'approved'
            : sent.some((d) => d.status === 'pending' || d.status === 'processing')
              ? 'sent'
              : sent.length > 0
                ? 'rejected'
                : 'missing';
        return { requirement, state };
    });
}

/** A file size as people read it: 850 KB, 1,2 MB. */
export function formatFileSize(bytes: number): string {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
    return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
