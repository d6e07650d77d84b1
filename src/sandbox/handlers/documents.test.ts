import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_UPLOAD_MESSAGES, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { requestFile } from '../../http/transfer';
import { personOf, state } from '../../test/bank';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%fim\n');

interface DocumentAnswer {
    id: number;
    uuid: string;
    status: string;
    type: string;
    type_label: string;
    preview: string | null;
    person_id: number;
    owner_document: string | null;
    created_at: string;
}

const form = (fields: Record<string, string | File>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
};

const upload = async (fields: Record<string, string | File>) =>
    (
        await request<{ data: DocumentAnswer }>('docs/documents', {
            method: 'POST',
            body: form(fields),
            quiet: true,
        })
    ).body.data;

const refusal = async (promise: Promise<unknown>) => {
    try {
        await promise;
    } catch (error) {
        if (!isHttpError(error)) throw error;
        const body = error.body as { errors?: Record<string, string[]>; message?: string };
        return { status: error.status, errors: body.errors ?? {}, message: body.message };
    }
    throw new Error('a chamada deveria falhar');
};

/** Makes a stored document old enough to have left `processing`. */
const age = (id: number) => {
    const doc = state().documents.find((d) => d.id === id);
    if (doc) doc.created_at = new Date(Date.now() - 60_000).toISOString();
};

const decide = (id: number, body: Record<string, unknown>) =>
    request<{ data: DocumentAnswer & { decided_by_name: string } }>(`docs/documents/${id}`, {
        method: 'PUT',
        body,
        quiet: true,
    });

describe('POST docs/documents', () => {
    it('keeps the file out of the collection and answers it from the file endpoint', async () => {
        await signIn('titular_pf');
        const person = personOf('titular_pf');
        const preview = `data:image/jpeg;base64,${'A'.repeat(200)}`;
        const doc = await upload({
            person_id: String(person),
            type: 'rg',
            owner: 'holder',
            file: new File([PNG], 'rg.png', { type: 'image/png' }),
            preview,
        });
        expect(doc).toMatchObject({ status: 'processing', type: 'rg', type_label: 'RG', preview });
        const stored = state().documents.find((d) => d.id === doc.id);
        expect(stored).toMatchObject({
            has_file: true,
            size: PNG.length,
            mime: 'image/png',
            status: 'pending',
        });
        expect(JSON.stringify(stored)).not.toContain('iVBOR'); // no base64 of the file itself

        const blob = await requestFile(`docs/documents/${doc.id}/file`);
        expect(blob.type).toBe('image/png');
        expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);

        age(doc.id);
        const list = await request<{ data: DocumentAnswer[]; meta: { person: { status: string } } }>(
            'docs/documents',
            { query: { person } },
        );
        expect(list.body.data[0]).toMatchObject({ id: doc.id, status: 'pending' });
        expect(list.body.meta.person.status).toBe('active');
    });

    it('refuses a wrong, empty, too large or disguised file and a bad thumbnail', async () => {
        await signIn('titular_pf');
        const person_id = String(personOf('titular_pf'));
        const base = { person_id, type: 'address', owner: 'holder' };
        const cases: [File, string][] = [
            [new File(['texto'], 'a.txt', { type: 'text/plain' }), DOCUMENT_MESSAGES.wrongType],
            [new File([], 'vazio.pdf', { type: 'application/pdf' }), DOCUMENT_MESSAGES.empty],
            [
                new File([new Uint8Array(MAX_DOCUMENT_BYTES + 1)], 'g.pdf', { type: 'application/pdf' }),
                DOCUMENT_MESSAGES.tooLarge,
            ],
            [
                new File([PNG], 'falso.pdf', { type: 'application/pdf' }),
                DOCUMENT_UPLOAD_MESSAGES.contentMismatch,
            ],
        ];
        for (const [file, message] of cases) {
            expect((await refusal(upload({ ...base, file }))).errors.file).toEqual([message]);
        }
        const noFile = await refusal(upload({ ...base, type: 'passaporte' }));
        expect(noFile.errors).toEqual({
            type: [DOCUMENT_UPLOAD_MESSAGES.typeInvalid],
            file: [DOCUMENT_UPLOAD_MESSAGES.fileRequired],
        });
        const big = `data:image/jpeg;base64,${'A'.repeat(61 * 1024)}`;
        const preview = await refusal(
            upload({
                ...base,
                type: 'rg',
                file: new File([PNG], 'rg.png', { type: 'image/png' }),
                preview: big,
            }),
        );
        expect(preview.errors.preview).toEqual([DOCUMENT_UPLOAD_MESSAGES.previewInvalid]);
        expect(state().documents.filter((d) => d.person_id === Number(person_id) && d.has_file)).toHaveLength(
            0,
        );
    });

    it("lets a holder act only on their own person, staff on anyone's", async () => {
        const other = state().persons.find((p) => p.status === 'pending' && p.type === 'natural');
        if (!other) throw new Error('sem cadastro pendente no seed');
        const pdf = () => new File([PDF], 'conta.pdf', { type: 'application/pdf' });
        await signIn('titular_pf');
        expect(
            (await refusal(upload({ person_id: String(other.id), type: 'address', file: pdf() }))).status,
        ).toBe(403);
        expect(
            (await refusal(request('docs/documents', { query: { person: other.id }, quiet: true }))).status,
        ).toBe(403);
        expect((await refusal(request('docs/documents', { quiet: true }))).status).toBe(403);

        await signIn('gestor');
        const doc = await upload({ person_id: String(other.id), type: 'address', file: pdf() });
        expect(doc).toMatchObject({ person_id: other.id, preview: null });
        expect(state().documents.find((d) => d.id === doc.id)?.uploaded_by).toBe(
            state().users.find((u) => u.username === demoUser('gestor').username)?.id,
        );
    });

    it("checks a partner's CPF against the company's partners", async () => {
        const company = state().persons.find((p) => p.id === personOf('titular_pj'));
        if (!company) throw new Error('sem empresa');
        company.partners = [
            {
                name: 'Sócia Um',
                document: '11144477735',
                birth_date: '1980-01-01',
                email: 'a@b.com',
                phone: '11999999999',
                share_bp: 10_000,
                administrator: true,
            },
        ];
        await signIn('titular_pj');
        const base = { person_id: String(company.id), type: 'admidentity', owner: 'partner' };
        const file = () => new File([PDF], 'rg.pdf', { type: 'application/pdf' });
        const wrong = await refusal(upload({ ...base, owner_document: '52998224725', file: file() }));
        expect(wrong.errors.owner_document).toEqual([DOCUMENT_UPLOAD_MESSAGES.notPartner]);
        const doc = await upload({ ...base, owner_document: '111.444.777-35', file: file() });
        expect(doc.owner_document).toBe('11144477735');
        const attorney = await refusal(
            upload({ ...base, type: 'attorneyproxy', owner: 'attorney', file: file() }),
        );
        expect(attorney.errors.owner).toEqual([DOCUMENT_UPLOAD_MESSAGES.noAttorney]);
    });
});

describe('staff analysis', () => {
    it('lists every holder’s documents, oldest waiting first, with filters', async () => {
        await signIn('backoffice');
        const page = await request<{ data: DocumentAnswer[]; meta: { total: number } }>('docs/documents', {
            query: { per_page: 500 },
        });
        expect(page.body.meta.total).toBe(state().documents.length);
        const waiting = page.body.data.filter((d) => d.status === 'pending');
        expect(waiting.length).toBeGreaterThan(3);
        expect(page.body.data.slice(0, waiting.length)).toEqual(waiting);
        const times = waiting.map((d) => d.created_at);
        expect(times).toEqual([...times].sort());

        const approved = await request<{ data: DocumentAnswer[] }>('docs/documents', {
            query: { 'filter[status]': 'approved', 'filter[type]': 'cnh', 'filter[search]': 'maria helena' },
        });
        expect(approved.body.data).toHaveLength(1);
        expect(approved.body.data[0]).toMatchObject({
            type: 'cnh',
            status: 'approved',
            person_id: personOf('titular_pf'),
        });
    });

    it('approves and rejects, telling the holder, and only once', async () => {
        const holder = personOf('titular_pf');
        const pending = state().documents.find((d) => d.person_id === holder && d.status === 'pending');
        if (!pending) throw new Error('sem documento pendente do titular');
        await signIn('gestor');
        expect((await refusal(decide(pending.id, { decision: 'approve' }))).status).toBe(403);

        await signIn('backoffice');
        const short = await refusal(decide(pending.id, { decision: 'reject', reason: 'ruim' }));
        expect(short.errors.reason).toEqual([DOCUMENT_UPLOAD_MESSAGES.reasonShort]);
        const answer = await decide(pending.id, { decision: 'reject', reason: 'Comprovante antigo.' });
        expect(answer.body.data).toMatchObject({
            status: 'rejected',
            reason: 'Comprovante antigo.',
            decided_by_name: demoUser('backoffice').name,
        });
        const again = await refusal(decide(pending.id, { decision: 'approve' }));
        expect(again.errors.status).toEqual([DOCUMENT_UPLOAD_MESSAGES.notPending]);

        const userId = state().users.find((u) => u.person_id === holder)?.id;
        const notice = state()
            .notifications.filter((n) => n.user_id === userId)
            .at(-1);
        expect(notice).toMatchObject({
            title: 'Documento rejeitado',
            category: 'warning',
            link: { label: 'Enviar novamente', to: '/upload-de-documentos' },
        });
        expect(notice?.body).toContain('Motivo: Comprovante antigo. Envie o documento novamente.');
    });

    it('does not decide a document still being processed', async () => {
        await signIn('titular_pf');
        const doc = await upload({
            person_id: String(personOf('titular_pf')),
            type: 'address',
            file: new File([PDF], 'luz.pdf', { type: 'application/pdf' }),
        });
        await signIn('backoffice');
        const early = await refusal(decide(doc.id, { decision: 'approve' }));
        expect(early.errors.status).toEqual([DOCUMENT_UPLOAD_MESSAGES.stillProcessing]);
        age(doc.id);
        expect((await decide(doc.id, { decision: 'approve' })).body.data.status).toBe('approved');
    });

    it("answers a seeded document's file, a PDF or a PNG, and 404 when a sent file is not in this browser", async () => {
        await signIn('backoffice');
        const seeded = (mime: string) => {
            const doc = state().documents.find((d) => !d.has_file && d.mime === mime);
            if (!doc) throw new Error(`sem documento ${mime} no seed`);
            return doc;
        };
        for (const [mime, signature] of [
            ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
            ['image/png', [0x89, 0x50, 0x4e, 0x47]],
        ] as const) {
            const doc = seeded(mime);
            const blob = await requestFile(`docs/documents/${doc.id}/file`);
            const bytes = new Uint8Array(await blob.arrayBuffer());
            expect(blob.type).toBe(mime);
            expect([...bytes.subarray(0, signature.length)]).toEqual(signature);
            expect(bytes.length).toBe(doc.size);
        }
        const pdf = seeded('application/pdf');
        const holder = state().persons.find((p) => p.id === pdf.person_id);
        const text = new TextDecoder('latin1').decode(
            await (await requestFile(`docs/documents/${pdf.id}/file`)).arrayBuffer(),
        );
        expect(text).toContain(`Titular: ${holder?.name}`);

        const sent = seeded('image/png');
        sent.has_file = true;
        const gone = await refusal(requestFile(`docs/documents/${sent.id}/file`, { quiet: true }));
        expect(gone).toMatchObject({ status: 404, message: DOCUMENT_UPLOAD_MESSAGES.fileGone });
    });

    it('names who sent each seeded document: the staff who registered the holder, or the holder', async () => {
        await signIn('backoffice');
        const page = await request<{
            data: (DocumentAnswer & { uploaded_by_name: string | null; uploaded_by_role: string })[];
        }>('docs/documents', { query: { per_page: 500 } });
        expect(page.body.data.every((d) => d.uploaded_by_name)).toBe(true);
        const byStaff = state().persons.find((p) => p.origin === 'backoffice' && p.created_by);
        const staffName = state().users.find((u) => u.id === byStaff?.created_by)?.name;
        expect(page.body.data.find((d) => d.person_id === byStaff?.id)).toMatchObject({
            uploaded_by_name: staffName,
            uploaded_by_role: 'staff',
        });
        const self = state().persons.find(
            (p) => p.origin === 'self' && !p.responsible && p.status === 'pending',
        );
        expect(page.body.data.find((d) => d.person_id === self?.id)).toMatchObject({
            uploaded_by_name: self?.name,
            uploaded_by_role: 'holder',
        });
        const minor = state().persons.find((p) => p.responsible && p.status === 'pending');
        expect(page.body.data.find((d) => d.person_id === minor?.id)).toMatchObject({
            uploaded_by_name: demoUser('titular_pf').name,
            uploaded_by_role: 'responsible',
        });
    });

    it('does not let who sent a document approve or reject it', async () => {
        const other = state().persons.find((p) => p.status === 'pending' && p.type === 'natural');
        if (!other) throw new Error('sem cadastro pendente no seed');
        await signIn('backoffice');
        const doc = await upload({
            person_id: String(other.id),
            type: 'address',
            file: new File([PDF], 'luz.pdf', { type: 'application/pdf' }),
        });
        age(doc.id);
        const own = await refusal(decide(doc.id, { decision: 'approve' }));
        expect(own.errors.status).toEqual(['Quem enviou o documento não pode aprová-lo nem rejeitá-lo.']);
        await signIn('controller');
        expect((await decide(doc.id, { decision: 'approve' })).body.data.status).toBe('approved');
    });
});
