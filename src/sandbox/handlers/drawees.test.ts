import { describe, expect, it } from 'vitest';
import { getToken } from '../../authProvider/session';
import { currentBrand } from '../../brands';
import type { Drawee } from '../../contract/invoices';
import { DRAWEE_MESSAGES, MAX_BATCH_ROWS } from '../../domain/drawee';
import { CSV_FILE_MESSAGES, CSV_MESSAGES, DRAWEE_CSV_TEMPLATE } from '../../domain/draweeCsv';
import { apiUrl, BRAND_HEADER, request } from '../../http/client';
import { errorCodeFor } from '../../http/errorCodes';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { call, refusal } from '../../test/signupCalls';
import { boundStore } from '../route';
import type { DemoUserKey } from '../seed/users';

withSandbox();

type Page = { data: (Drawee & { owner_name: string | null })[]; meta: { total: number } };

const list = (filter: Record<string, string> = {}) =>
    call<Page>('payment/drawee', { query: { per_page: 100, filter } });

const personOf = async (key: DemoUserKey) => {
    const user = await signIn(key);
    return boundStore().state.users.find((u) => u.username === user.username)?.person_id;
};

const NEW = {
    name: 'Oficina Mecânica Bom Motor Ltda',
    document: '11.222.333/0001-81',
    email: 'contato@bommotor.com.br',
    phone: '(11) 3456-7890',
    address: {
        zip: '01310-100',
        street: 'Avenida Paulista',
        number: '900',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
    },
};

describe('payment/drawee', () => {
    it('lists only the holder’s own payers; staff who open accounts see everyone’s', async () => {
        const person = await personOf('titular_pj');
        const own = await list();
        expect(own.meta.total).toBeGreaterThanOrEqual(15);
        expect(own.data.every((d) => d.owner_person_id === person)).toBe(true);

        await signIn('controller');
        expect((await list()).meta.total).toBe(boundStore().state.drawees.length);
    });

    it('searches by name and by CPF/CNPJ with or without mask, letters of alphanumeric CNPJs kept', async () => {
        const person = await personOf('titular_pj');
        const mine = boundStore().state.drawees.filter((d) => d.owner_person_id === person);
        const cpf = mine.find((d) => d.document.length === 11) as Drawee;
        const alpha = mine.find((d) => /[A-Z]/.test(d.document)) as Drawee;
        const masked = `${cpf.document.slice(0, 3)}.${cpf.document.slice(3, 6)}.${cpf.document.slice(6, 9)}-${cpf.document.slice(9)}`;
        for (const search of [cpf.document, masked, cpf.document.slice(2, 8)]) {
            expect((await list({ search })).data.map((d) => d.id)).toContain(cpf.id);
        }
        const d = alpha.document;
        const maskedCnpj = `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
        for (const search of [d, maskedCnpj, maskedCnpj.toLowerCase()]) {
            expect((await list({ search })).data.map((x) => x.id)).toEqual([alpha.id]);
        }
        const [first] = cpf.name.split(' ');
        const byName = await list({ search: first.toUpperCase() });
        expect(byName.data.every((x) => x.name.toLowerCase().includes(first.toLowerCase()))).toBe(true);
        expect((await list({ status: 'disabled' })).data.every((x) => x.status === 'disabled')).toBe(true);
    });

    it('creates a payer for the holder, normalized, and refuses the same document twice', async () => {
        const person = await personOf('titular_pf');
        const created = await call<{ data: Drawee }>('payment/drawee', { method: 'POST', body: NEW });
        expect(created.data).toMatchObject({
            owner_person_id: person,
            document: '11222333000181',
            phone: '1134567890',
            status: 'active',
            address: { zip: '01310100' },
        });
        const again = await refusal(request('payment/drawee', { method: 'POST', body: NEW, quiet: true }));
        expect(again).toEqual({ status: 422, errors: { document: [DRAWEE_MESSAGES.documentTaken] } });

        // Another holder may have the same payer.
        await signIn('titular_pj');
        await call('payment/drawee', { method: 'POST', body: NEW });
    });

    it('answers the rules in pt-BR on each field', async () => {
        await signIn('titular_pj');
        const bad = {
            ...NEW,
            name: 'AB',
            document: '123.456.789-00',
            address: { ...NEW.address, state: 'XX' },
        };
        expect(await refusal(request('payment/drawee', { method: 'POST', body: bad, quiet: true }))).toEqual({
            status: 422,
            errors: {
                name: [DRAWEE_MESSAGES.nameLength],
                document: [DRAWEE_MESSAGES.cpfInvalid],
                'address.state': [DRAWEE_MESSAGES.ufInvalid],
            },
        });
    });

    it('hides another holder’s payer (404) and updates, edits and disables one’s own', async () => {
        const person = await personOf('empreendedor');
        const other = boundStore().state.drawees.find((d) => d.owner_person_id !== person) as Drawee;
        const own = boundStore().state.drawees.find(
            (d) => d.owner_person_id === person && d.status === 'active',
        );
        expect((await refusal(request(`payment/drawee/${other.id}`, { quiet: true }))).status).toBe(404);
        expect(
            (await refusal(request(`payment/drawee/${other.id}/disable`, { method: 'PUT', quiet: true })))
                .status,
        ).toBe(404);

        const id = own?.id as number;
        const edit = await call<{ data: Drawee; options: { states: unknown[] } }>(
            `payment/drawee/${id}/edit`,
        );
        expect(edit.data.id).toBe(id);
        expect(edit.options.states).toHaveLength(27);
        const updated = await call<{ data: Drawee }>(`payment/drawee/${id}`, {
            method: 'PUT',
            body: { ...edit.data, name: 'Nome Novo do Sacado', phone: '(19) 3232-1000' },
        });
        expect(updated.data).toMatchObject({
            name: 'Nome Novo do Sacado',
            phone: '1932321000',
            status: 'active',
        });

        const disabled = await call<{ data: Drawee }>(`payment/drawee/${id}/disable`, { method: 'PUT' });
        expect(disabled.data.status).toBe('disabled');
        expect(
            await refusal(request(`payment/drawee/${id}/disable`, { method: 'PUT', quiet: true })),
        ).toEqual({
            status: 422,
            errors: { status: [DRAWEE_MESSAGES.alreadyDisabled] },
        });
    });

    it('is closed to a profile without the permission', async () => {
        await signIn('caixa');
        expect((await refusal(request('payment/drawee', { quiet: true }))).status).toBe(403);
    });

    it('has its own error codes', () => {
        expect(errorCodeFor('GET', 'payment/drawee')).toBe('DRW001-1');
        expect(errorCodeFor('POST', 'payment/drawee')).toBe('DRW001-2');
        expect(errorCodeFor('PUT', 'payment/drawee/7')).toBe('DRW002-3');
        expect(errorCodeFor('PUT', 'payment/drawee/7/disable')).toBe('DRW004-3');
        expect(errorCodeFor('POST', 'payment/drawee/batch')).toBe('DRW005-2');
        expect(errorCodeFor('POST', 'payment/drawee/batch-file')).toBe('DRW006-2');
    });
});

describe('payment/drawee/batch', () => {
    it('creates the valid rows and answers each row, by the line the client gave', async () => {
        const person = await personOf('titular_pf');
        const before = boundStore().state.drawees.length;
        const answer = await call<{ data: { created: number; rejected: number; results: unknown[] } }>(
            'payment/drawee/batch',
            {
                method: 'POST',
                body: {
                    rows: [
                        { ...NEW, line: 2 },
                        { ...NEW, name: 'Outra', line: 3 },
                        { ...NEW, document: '123', line: 4 },
                        { ...NEW, document: '00172383749', name: 'Maria Helena Souza', line: 5 },
                    ],
                },
            },
        );
        expect(answer.data).toEqual({
            created: 2,
            rejected: 2,
            results: [
                { line: 2, status: 'created', id: before + 1 },
                { line: 3, status: 'rejected', reasons: [DRAWEE_MESSAGES.documentTaken] },
                { line: 4, status: 'rejected', reasons: [DRAWEE_MESSAGES.documentShape] },
                { line: 5, status: 'created', id: before + 2 },
            ],
        });
        const added = boundStore().state.drawees.slice(before);
        expect(added.map((d) => [d.owner_person_id, d.document])).toEqual([
            [person, '11222333000181'],
            [person, '00172383749'],
        ]);
    });

    it('refuses an empty batch and one over the limit', async () => {
        await signIn('titular_pj');
        const post = (rows: unknown) =>
            refusal(request('payment/drawee/batch', { method: 'POST', body: { rows }, quiet: true }));
        expect((await post([])).errors).toEqual({ rows: [DRAWEE_MESSAGES.batchEmpty] });
        expect((await post(Array.from({ length: MAX_BATCH_ROWS + 1 }, () => NEW))).errors).toEqual({
            rows: [DRAWEE_MESSAGES.batchTooLarge],
        });
    });
});

describe('payment/drawee/batch-file', () => {
    /** A multipart body as a browser sends it (jsdom's File does not survive Node's fetch, so it is built by hand). */
    const upload = async (fileName: string, content: string) => {
        const boundary = '----sacados-lote';
        const body = new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
                `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
        );
        const response = await fetch(apiUrl('payment/drawee/batch-file'), {
            method: 'POST',
            headers: {
                Authorization: `Bearer ${getToken()}`,
                [BRAND_HEADER]: currentBrand().id,
                'Content-Type': `multipart/form-data; boundary=${boundary}`,
            },
            body,
        });
        return { status: response.status, body: await response.json() };
    };

    it('parses the CSV on the bank side and imports its good lines', async () => {
        await signIn('titular_pf');
        const before = boundStore().state.drawees.length;
        const text = `${DRAWEE_CSV_TEMPLATE}\r\nFulano;123;;;01310100;Avenida Paulista;1;;Bela Vista;São Paulo;SP`;
        const answer = await upload('sacados.csv', `\uFEFF${text}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ created: 2, rejected: 1 });
        expect(answer.body.data.results).toEqual([
            { line: 2, status: 'created', id: before + 1 },
            { line: 3, status: 'created', id: before + 2 },
            { line: 4, status: 'rejected', reasons: [DRAWEE_MESSAGES.documentShape] },
        ]);
        expect(
            boundStore()
                .state.drawees.slice(before)
                .map((d) => d.name),
        ).toEqual(['Fulano de Tal', 'Empresa Exemplo Ltda']);
    });

    it('checks the file: its type, and a file the reader cannot use', async () => {
        await signIn('titular_pf');
        expect(await upload('sacados.xlsx', 'x')).toMatchObject({
            status: 422,
            body: { errors: { file: [CSV_FILE_MESSAGES.type] } },
        });
        expect(await upload('a.csv', 'nome;documento\nMaria;123')).toMatchObject({
            status: 422,
            body: {
                errors: {
                    file: [
                        CSV_MESSAGES.missingColumns([
                            'cep',
                            'logradouro',
                            'numero',
                            'bairro',
                            'cidade',
                            'uf',
                        ]),
                    ],
                },
            },
        });
    });
});

describe('access/search/cep', () => {
    it('answers the address of a known CEP, and 422 for an unknown one', async () => {
        await signIn('titular_pj');
        const found = await call<{ data: unknown }>('access/search/cep', {
            method: 'POST',
            body: { cep: '01310-100' },
        });
        expect(found.data).toEqual({
            zip: '01310100',
            street: 'Avenida Paulista',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
        });
        const unknown = request('access/search/cep', {
            method: 'POST',
            body: { cep: '99999-999' },
            quiet: true,
        });
        expect(await refusal(unknown)).toEqual({
            status: 422,
            errors: { cep: [DRAWEE_MESSAGES.zipNotFound] },
        });
    });
});
