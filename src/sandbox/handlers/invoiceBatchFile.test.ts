import { describe, expect, it } from 'vitest';
import { getToken } from '../../authProvider/session';
import { currentBrand } from '../../brands';
import { CSV_BOM } from '../../domain/csv';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { CSV_FILE_MESSAGES } from '../../domain/draweeCsv';
import { INVOICE_MESSAGES } from '../../domain/invoice';
import {
    buildInvoiceCsvTemplate,
    INVOICE_CSV_MESSAGES,
    MAX_INVOICE_CSV_ROWS,
    serializeInvoiceCsv,
} from '../../domain/invoiceCsv';
import { apiUrl, BRAND_HEADER } from '../../http/client';
import { errorCodeFor } from '../../http/errorCodes';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { boundStore } from '../route';
import type { DemoUserKey } from '../seed/users';
import { MAX_INVOICE_BATCH_ROWS } from './invoices';

withSandbox();

const today = () => toDateOnlyBrasilia();

const holder = async (key: DemoUserKey = 'titular_pj') => {
    const user = await signIn(key);
    const { state } = boundStore();
    const person = state.users.find((u) => u.username === user.username)?.person_id as number;
    const account = state.accounts.find((a) => a.person_id === person && a.status === 'active');
    const payers = state.drawees.filter((d) => d.owner_person_id === person && d.status === 'active');
    return { account: account as NonNullable<typeof account>, payers };
};

/** A multipart body as a browser sends it (jsdom's File does not survive Node's fetch, so it is built by hand). */
const upload = async (fields: { account_id?: number | string; file?: { name: string; content: string } }) => {
    const boundary = '----boletos-lote';
    const parts: string[] = [];
    if (fields.account_id !== undefined) {
        parts.push(`Content-Disposition: form-data; name="account_id"\r\n\r\n${fields.account_id}`);
    }
    if (fields.file) {
        parts.push(
            `Content-Disposition: form-data; name="file"; filename="${fields.file.name}"\r\n` +
                `Content-Type: text/csv\r\n\r\n${fields.file.content}`,
        );
    }
    const body = new TextEncoder().encode(
        `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
    );
    const response = await fetch(apiUrl('payment/invoice/batch-file'), {
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

describe('payment/invoice/batch-file', () => {
    it('reads the CSV on the bank side: good lines become drafts of a new batch, bad ones are answered', async () => {
        const { account, payers } = await holder();
        const cpf = payers.find((d) => d.document.length === 11);
        const company = payers.find((d) => d.document.length === 14);
        if (!cpf || !company) throw new Error('o titular PJ deveria ter sacados CPF e CNPJ');
        const template = buildInvoiceCsvTemplate(today(), [cpf.document, company.document]);
        const text = `${template}\r\n00172383749;10,00;01/01/2020\r\n${company.document};abc;${'10/10/2099'}`;
        const before = boundStore().state.invoices.length;

        const answer = await upload({
            account_id: account.id,
            file: { name: 'boletos-marco.csv', content: `${CSV_BOM}${text}` },
        });
        expect(answer.status).toBe(200);
        const { batch, created, rejected, results } = answer.body.data;
        expect({ created, rejected }).toEqual({ created: 2, rejected: 2 });
        const added = boundStore().state.invoices.slice(before);
        // The company's line is in 3 installments: 1 + 3 drafts.
        expect(added.map((i) => [i.drawee_id, i.status, i.batch_id])).toEqual([
            [cpf.id, 'draft', batch.id],
            [company.id, 'draft', batch.id],
            [company.id, 'draft', batch.id],
            [company.id, 'draft', batch.id],
        ]);
        expect(results).toEqual([
            { line: 2, status: 'created', ids: [added[0].id] },
            { line: 3, status: 'created', ids: added.slice(1).map((i) => i.id) },
            {
                line: 4,
                status: 'rejected',
                reasons: [INVOICE_MESSAGES.dueDatePast],
            },
            {
                line: 5,
                status: 'rejected',
                reasons: [INVOICE_CSV_MESSAGES.amount, INVOICE_MESSAGES.dueDateFar],
            },
        ]);
        expect(batch).toMatchObject({
            kind: 'file',
            file_name: 'boletos-marco.csv',
            status: 'draft',
            invoice_count: 4,
            total: 45_000 + 123_456,
        });
        expect(added[0]).toMatchObject({ amount: 45_000, fine_percent: 200, your_number: 'COND-0101' });
        expect(added.slice(1).map((i) => i.amount)).toEqual([41_152, 41_152, 41_152]);
    });

    it('answers a payer the holder does not have, found by the bank (the file alone cannot know)', async () => {
        const { account } = await holder();
        const answer = await upload({
            account_id: account.id,
            file: {
                name: 'a.csv',
                content: buildInvoiceCsvTemplate(today(), ['00172383749', '12ABC34501DE35']),
            },
        });
        expect(answer.body.data).toMatchObject({
            created: 0,
            rejected: 2,
            results: [
                { line: 2, status: 'rejected', reasons: [INVOICE_MESSAGES.draweeDocumentUnknown] },
                { line: 3, status: 'rejected', reasons: [INVOICE_MESSAGES.draweeDocumentUnknown] },
            ],
        });
    });

    it('checks the account and the file before reading any line', async () => {
        const { account, payers } = await holder();
        const batches = boundStore().state.invoiceBatches.length;
        const good = serializeInvoiceCsv([]);
        expect(await upload({ file: { name: 'a.csv', content: good } })).toMatchObject({
            status: 422,
            body: { errors: { account_id: [INVOICE_MESSAGES.accountRequired] } },
        });
        // Another holder's account is not one to receive in.
        const other = boundStore().state.accounts.find((a) => a.person_id !== account.person_id);
        expect(await upload({ account_id: other?.id, file: { name: 'a.csv', content: good } })).toMatchObject(
            {
                status: 422,
                body: { errors: { account_id: [INVOICE_MESSAGES.accountInvalid] } },
            },
        );
        expect(await upload({ account_id: account.id })).toMatchObject({
            status: 422,
            body: { errors: { file: [CSV_FILE_MESSAGES.required] } },
        });
        expect(
            await upload({ account_id: account.id, file: { name: 'boletos.xlsx', content: 'x' } }),
        ).toMatchObject({ status: 422, body: { errors: { file: [CSV_FILE_MESSAGES.type] } } });
        expect(
            await upload({ account_id: account.id, file: { name: 'a.csv', content: good } }),
        ).toMatchObject({
            status: 422,
            body: { errors: { file: [INVOICE_CSV_MESSAGES.noRows] } },
        });
        expect(
            await upload({
                account_id: account.id,
                file: { name: 'a.csv', content: 'documento;parcelas\n1;2' },
            }),
        ).toMatchObject({
            status: 422,
            body: { errors: { file: [INVOICE_CSV_MESSAGES.missingColumns(['valor', 'vencimento'])] } },
        });
        const line = `${payers[0].document};10,00;10/10/2099`;
        const tooMany = ['documento_sacado;valor;vencimento', ...Array(MAX_INVOICE_CSV_ROWS + 1).fill(line)];
        expect(
            await upload({ account_id: account.id, file: { name: 'a.csv', content: tooMany.join('\n') } }),
        ).toMatchObject({
            status: 422,
            body: { errors: { file: [INVOICE_CSV_MESSAGES.tooManyRows(MAX_INVOICE_CSV_ROWS + 1)] } },
        });
        expect(boundStore().state.invoiceBatches).toHaveLength(batches);
    });

    it('is closed without payment.invoice.store, takes as many lines as the batch call, and has its code', async () => {
        await signIn('caixa');
        expect((await upload({ account_id: 1 })).status).toBe(403);
        expect(MAX_INVOICE_CSV_ROWS).toBe(MAX_INVOICE_BATCH_ROWS);
        expect(errorCodeFor('POST', 'payment/invoice/batch-file')).toBe('INV006-2');
    });
});
