import type { StoredDocument } from '../../contract/documents';
import { PERMISSIONS } from '../../contract/permissions';
import {
    DOCUMENT_LABELS,
    DOCUMENT_UPLOAD_MESSAGES,
    type DocumentOwner,
    documentFileProblem,
    documentReasonProblem,
    effectiveDocumentStatus,
    isDocumentType,
    PREVIEW_MAX_CHARS,
    requirementProgress,
    uploadPathFor,
} from '../../domain/documents';
import { fileStore } from '../fileStore';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    json,
    matchesSearch,
    notFound,
    paginate,
    SandboxError,
    validationError,
} from '../laravel';
import { type Context, route } from '../route';
import { seedDocumentFile } from '../seed/documents';
import type { SandboxState } from '../types';
import { isResponsibleFor, isStaff } from './accounts';

/**
 * docs/documents (docs/api.md "Documents"): holders send their registration documents, staff analyse them.
 * A holder reads and sends only their own person's; staff who open accounts (access.account.create) anyone's.
 */

const P = PERMISSIONS;
const OWNERS: readonly DocumentOwner[] = ['holder', 'partner', 'attorney'];

/** The person the caller may act for: their own, a minor's they are responsible for, or anyone's for staff. */
const allowedPerson = (ctx: Context, personId: number) => {
    if (!isStaff(ctx) && personId !== ctx.user.person_id && !isResponsibleFor(ctx, personId))
        throw forbidden();
    return ctx.store.state.persons.find((p) => p.id === personId);
};

const userName = (state: SandboxState, id: number | null) =>
    id === null ? null : (state.users.find((u) => u.id === id)?.name ?? null);

/** Whom a document's sender acted as: the holder, their responsible adult (a minor's), or the bank's staff. */
export type SenderRole = 'holder' | 'responsible' | 'staff';

/**
 * Who sent the document and as whom. No user: it came with a self-registration (the seed gives those holders
 * no login), so the holder sent it.
 */
const senderOf = (
    state: SandboxState,
    doc: StoredDocument,
    person: SandboxState['persons'][number] | undefined,
) => {
    const user = doc.uploaded_by === null ? null : state.users.find((u) => u.id === doc.uploaded_by);
    if (!user) {
        const name = doc.uploaded_by === null ? (person?.name ?? null) : null;
        return { name, role: 'holder' as const, uuid: null };
    }
    const role: SenderRole =
        user.person_id === doc.person_id
            ? 'holder'
            : user.person_id !== null && user.person_id === person?.responsible?.person_id
              ? 'responsible'
              : 'staff';
    return { name: user.name, role, uuid: user.uuid };
};

export const documentView = (state: SandboxState, doc: StoredDocument, now = Date.now()) => {
    const person = state.persons.find((p) => p.id === doc.person_id);
    const sender = senderOf(state, doc, person);
    return {
        ...doc,
        type_label: DOCUMENT_LABELS[doc.type],
        person: person ? { name: person.name, document: person.document, type: person.type } : null,
        status: effectiveDocumentStatus(doc, now),
        uploaded_by_name: sender.name,
        uploaded_by_role: sender.name === null ? null : sender.role,
        /** The sender's user uuid (the session's), so a screen knows its user sent it. */
        uploaded_by_uuid: sender.uuid,
        decided_by_name: userName(state, doc.decided_by),
    };
};

/** The approvals' rule (domain/approvals): who sent a document does not analyse it. */
const OWN_DOCUMENT = 'Quem enviou o documento não pode aprová-lo nem rejeitá-lo.';

const SIGNATURES: Record<string, number[]> = {
    'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    'image/jpeg': [0xff, 0xd8, 0xff],
    'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
};
const contentMatches = (type: string, bytes: Uint8Array) =>
    SIGNATURES[type]?.every((byte, i) => bytes[i] === byte) ?? false;

const text = (form: FormData, name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
};

/** Who the document belongs to, checked against the holder's partners and attorney. */
const ownerDocument = (
    form: FormData,
    owner: DocumentOwner,
    person: SandboxState['persons'][number],
    errors: FieldErrors,
): string | null => {
    const given = text(form, 'owner_document').replace(/\D/g, '');
    if (owner === 'partner') {
        if (!person.partners?.some((partner) => partner.document === given)) {
            errors.owner_document = [DOCUMENT_UPLOAD_MESSAGES.notPartner];
        }
        return given;
    }
    if (owner === 'attorney') {
        if (!person.attorney) errors.owner = [DOCUMENT_UPLOAD_MESSAGES.noAttorney];
        return person.attorney?.document ?? null;
    }
    return null;
};

const readForm = async (ctx: Context) => {
    try {
        return await ctx.request.formData();
    } catch {
        throw validationError({ file: [DOCUMENT_UPLOAD_MESSAGES.fileRequired] });
    }
};

/** `POST docs/documents` (multipart): the file goes to the file store, its metadata to the collection. */
const upload = async (ctx: Context) => {
    const form = await readForm(ctx);
    const person = allowedPerson(ctx, Number(text(form, 'person_id')));
    if (!person) throw validationError({ person_id: [DOCUMENT_UPLOAD_MESSAGES.personInvalid] });
    const errors: FieldErrors = {};
    const type = text(form, 'type');
    if (!isDocumentType(type)) errors.type = [DOCUMENT_UPLOAD_MESSAGES.typeInvalid];
    const owner = (text(form, 'owner') || 'holder') as DocumentOwner;
    let ownerDoc: string | null = null;
    if (!OWNERS.includes(owner)) errors.owner = [DOCUMENT_UPLOAD_MESSAGES.ownerInvalid];
    else ownerDoc = ownerDocument(form, owner, person, errors);
    const entry = form.get('file');
    // Not `instanceof File`: in node tests the request's File is undici's, not the page's.
    const file = entry && typeof entry !== 'string' ? entry : null;
    let bytes: Uint8Array | null = null;
    if (!file) errors.file = [DOCUMENT_UPLOAD_MESSAGES.fileRequired];
    else {
        const problem = documentFileProblem(file);
        if (problem) errors.file = [problem];
        else {
            bytes = new Uint8Array(await file.arrayBuffer());
            // The declared type must match the content, as a real server checks.
            if (!contentMatches(file.type, bytes)) errors.file = [DOCUMENT_UPLOAD_MESSAGES.contentMismatch];
        }
    }
    const preview = text(form, 'preview');
    const image = !!file?.type.startsWith('image/');
    if (
        preview &&
        image &&
        (!preview.startsWith('data:image/jpeg;base64,') || preview.length > PREVIEW_MAX_CHARS)
    ) {
        errors.preview = [DOCUMENT_UPLOAD_MESSAGES.previewInvalid];
    }
    assertValid(errors);
    if (!file || !bytes || !isDocumentType(type)) throw notFound(); // unreachable: assertValid threw

    const { store } = ctx;
    const doc: StoredDocument = {
        id: store.nextId('documents'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        type,
        owner,
        owner_document: ownerDoc,
        file_name: file.name || `${type}.${file.type === 'application/pdf' ? 'pdf' : 'jpg'}`,
        mime: file.type,
        size: file.size,
        preview: image && preview ? preview : null,
        has_file: true,
        status: 'pending',
        reason: null,
        uploaded_by: ctx.user.id,
        created_at: new Date().toISOString(),
        decided_at: null,
        decided_by: null,
    };
    await fileStore.put(doc.uuid, { type: doc.mime, bytes: bytes.slice().buffer });
    store.state.documents.push(doc);
    store.save('documents');
    return json({ data: documentView(store.state, doc) }, 201);
};

const newestFirst = (a: StoredDocument, b: StoredDocument) => b.created_at.localeCompare(a.created_at);

/** One holder's documents with where its registration stands (what the home card and the upload pages read). */
const personDocuments = (ctx: Context, personId: number) => {
    const person = allowedPerson(ctx, personId);
    if (!person) throw notFound();
    const { state } = ctx.store;
    const now = Date.now();
    const data = state.documents
        .filter((d) => d.person_id === person.id)
        .sort(newestFirst)
        .map((d) => documentView(state, d, now));
    return {
        data,
        meta: {
            person: {
                id: person.id,
                name: person.name,
                type: person.type,
                status: person.status,
                minor: !!person.responsible,
                partners: (person.partners ?? []).map(({ name, document, administrator }) => ({
                    name,
                    document,
                    administrator,
                })),
                attorney: person.attorney
                    ? { name: person.attorney.name, document: person.attorney.document }
                    : null,
            },
            requirements: requirementProgress(person, data).map(({ requirement, state: progress }) => ({
                ...requirement,
                state: progress,
            })),
        },
    };
};

const waiting = (status: string) => status === 'pending' || status === 'processing';

/** `GET docs/documents`: one holder's (`person`), or for staff every holder's, oldest waiting first. */
const list = (ctx: Context) => {
    const person = ctx.url.searchParams.get('person');
    if (person !== null) return personDocuments(ctx, Number(person));
    if (!isStaff(ctx)) throw forbidden();
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const now = Date.now();
    const rows = state.documents
        .map((d) => documentView(state, d, now))
        .filter((d) => {
            if (filters.status && d.status !== filters.status) return false;
            if (filters.type && d.type !== filters.type) return false;
            if (filters.person_id && String(d.person_id) !== filters.person_id) return false;
            return !filters.search || matchesSearch(filters.search, d.person?.name, d.person?.document);
        })
        .sort((a, b) =>
            waiting(a.status) !== waiting(b.status)
                ? waiting(a.status)
                    ? -1
                    : 1
                : waiting(a.status)
                  ? a.created_at.localeCompare(b.created_at)
                  : b.created_at.localeCompare(a.created_at),
        );
    return paginate(rows, ctx.url, []);
};

const findDocument = (ctx: Context) => {
    const doc = ctx.store.state.documents.find((d) => d.id === Number(ctx.params.id));
    if (!doc) throw notFound();
    allowedPerson(ctx, doc.person_id);
    return doc;
};

/**
 * `GET docs/documents/{id}/file`: the bytes as sent (a seeded document's drawn from its metadata), or 404 when
 * this browser does not have a sent one.
 */
const file = async (ctx: Context) => {
    const doc = findDocument(ctx);
    const holder = ctx.store.state.persons.find((p) => p.id === doc.person_id);
    const stored = doc.has_file ? await fileStore.get(doc.uuid) : seedDocumentFile(doc, holder);
    if (!stored) throw new SandboxError(404, { message: DOCUMENT_UPLOAD_MESSAGES.fileGone });
    return new Response(stored.bytes, {
        headers: {
            'Content-Type': stored.type,
            'Content-Disposition': `inline; filename="${encodeURIComponent(doc.file_name)}"`,
        },
    });
};

/** `PUT docs/documents/{id}`: approve or reject; the holder's users are told, a rejection with a link to resend. */
const decide = (ctx: Context) => {
    const doc = findDocument(ctx);
    const decision = ctx.body.decision;
    const errors: FieldErrors = {};
    if (decision !== 'approve' && decision !== 'reject')
        errors.decision = [DOCUMENT_UPLOAD_MESSAGES.decisionInvalid];
    const reasonProblem = decision === 'reject' ? documentReasonProblem(ctx.body.reason) : null;
    if (reasonProblem) errors.reason = [reasonProblem];
    const status = effectiveDocumentStatus(doc);
    if (status === 'processing') errors.status = [DOCUMENT_UPLOAD_MESSAGES.stillProcessing];
    else if (status !== 'pending') errors.status = [DOCUMENT_UPLOAD_MESSAGES.notPending];
    else if (doc.uploaded_by === ctx.user.id) errors.status = [OWN_DOCUMENT];
    assertValid(errors);

    const { store } = ctx;
    const now = new Date().toISOString();
    doc.status = decision === 'approve' ? 'approved' : 'rejected';
    doc.reason = decision === 'reject' ? String(ctx.body.reason).trim() : null;
    doc.decided_at = now;
    doc.decided_by = ctx.user.id;
    store.save('documents');
    const label = DOCUMENT_LABELS[doc.type];
    for (const user of store.state.users.filter((u) => u.person_id === doc.person_id)) {
        store.state.notifications.push({
            id: store.nextId('notifications'),
            user_id: user.id,
            title: doc.status === 'approved' ? 'Documento aprovado' : 'Documento rejeitado',
            body:
                doc.status === 'approved'
                    ? `${label} (${doc.file_name}) foi aprovado.`
                    : `${label} (${doc.file_name}) foi rejeitado. Motivo: ${doc.reason?.replace(/\.$/, '')}. Envie o documento novamente.`,
            category: doc.status === 'approved' ? 'info' : 'warning',
            read_at: null,
            created_at: now,
            created_by: null,
            ...(doc.status === 'rejected'
                ? { link: { label: 'Enviar novamente', to: uploadPathFor(doc) } }
                : {}),
        });
    }
    store.save('notifications');
    return { data: documentView(store.state, doc) };
};

export const documentHandlers = [
    route('post', 'docs/documents', { permission: P.documentStore }, upload),
    route('get', 'docs/documents', { permission: P.documentIndex }, list),
    route('get', 'docs/documents/:id/file', { permission: P.documentIndex }, file),
    route('put', 'docs/documents/:id', { permission: P.documentApprove }, decide),
];
