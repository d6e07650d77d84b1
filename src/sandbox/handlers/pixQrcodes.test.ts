import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePix, toPixText } from '../../domain/brcode';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { isDynamicTxid, PIX_TEXTS } from '../../domain/pix';
import { balanceOf, call, failure, holder, ledgerOf, sendPix, state, statusOf } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { amountDue } from '../invoices';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

interface Charge {
    id: number;
    txid: string;
    location: string;
    payload: string;
    amount: number;
    status: string;
    paid_by_transaction_id: number | null;
}

const ownKey = (accountId: number, type: string) =>
    state().pixKeys.find((k) => k.account_id === accountId && k.type === type);
const decode = (payload: string) =>
    call<{ data: Record<string, unknown> & { receiver: Record<string, string> } }>('pix/dictionary/qrcode', {
        method: 'POST',
        body: { payload },
    }).then((r) => r.data);
const charge = (body: Record<string, unknown>) =>
    call<{ data: Charge }>('pix/dictionary/qrcode/dynamic', { method: 'POST', body }).then((r) => r.data);

describe('pix/dictionary/qrcode/static', () => {
    it('writes a code that parses back with the key, amount, txid and the holder as receiver', async () => {
        const { account, person } = await holder('titular_pj');
        const key = ownKey(account.id, 'EMAIL');
        const answer = await call<{ data: { payload: string; txid: string } }>(
            'pix/dictionary/qrcode/static',
            {
                method: 'POST',
                body: {
                    account_id: account.id,
                    key_id: key?.id,
                    amount: 2_550,
                    txid: 'PEDIDO123',
                    description: 'Pão de queijo',
                },
            },
        );
        const parsed = parsePix(answer.data.payload);
        const company = state().persons.find((p) => p.id === person);
        expect(parsed).toMatchObject({
            ok: true,
            kind: 'static',
            key: key?.key,
            amountCents: 2_550,
            txid: 'PEDIDO123',
            description: 'Pao de queijo',
            name: toPixText(company?.name ?? '', 25),
        });
        const read = await decode(answer.data.payload);
        expect(read).toMatchObject({ kind: 'static', key: key?.key, amount: 2_550, txid: 'PEDIDO123' });
        expect(read.receiver).toMatchObject({ name: company?.name, participant: 'Banco Digital S.A.' });
    });

    it('leaves the amount to the payer when none is given, and refuses a key of another account', async () => {
        const { account } = await holder('titular_pj');
        const answer = await call<{ data: { payload: string; txid: string | null } }>(
            'pix/dictionary/qrcode/static',
            { method: 'POST', body: { account_id: account.id, key_id: ownKey(account.id, 'EVP')?.id } },
        );
        expect(parsePix(answer.data.payload)).toMatchObject({ ok: true, amountCents: null, txid: null });
        const other = state().pixKeys.find((k) => k.account_id !== null && k.account_id !== account.id);
        const refused = await failure(
            call('pix/dictionary/qrcode/static', {
                method: 'POST',
                body: { account_id: account.id, key_id: other?.id, txid: 'com espaço' },
            }),
        );
        expect(refused.body.errors).toEqual({
            key_id: [PIX_TEXTS.qrKeyInvalid],
            txid: [PIX_TEXTS.staticTxidInvalid],
        });
    });
});

describe('dynamic charges', () => {
    it('carry a 26–35 character txid and the amount; paying one completes it and a second payment is refused', async () => {
        const { account: pj } = await holder('titular_pj');
        const created = await charge({
            account_id: pj.id,
            key_id: ownKey(pj.id, 'EVP')?.id,
            amount: 9_990,
            expires_in: 600,
        });
        expect(isDynamicTxid(created.txid)).toBe(true);
        expect(parsePix(created.payload)).toMatchObject({
            ok: true,
            kind: 'dynamic',
            url: created.location,
            amountCents: 9_990,
        });
        const pjBefore = balanceOf(pj.id);
        const { account } = await holder('cliente');
        const read = await decode(created.payload);
        expect(read).toMatchObject({
            kind: 'dynamic',
            amount: 9_990,
            txid: created.txid,
            charge: { id: created.id, status: 'active' },
        });
        const paid = await sendPix({ account_id: account.id, amount: 1, payload: created.payload });
        expect(paid.data.amount).toBe(9_990);
        const second = await failure(sendPix({ account_id: account.id, payload: created.payload }));
        expect(second.body.errors).toEqual({ payload: [PIX_TEXTS.chargePaid] });
        vi.setSystemTime(Date.now() + 2_001);
        expect((await statusOf(paid.data.id)).status).toBe('done');
        expect(balanceOf(pj.id)).toBe(pjBefore + 9_990);
        await holder('titular_pj');
        const list = await call<{ data: Charge[] }>('pix/dictionary/qrcode/dynamic', {
            query: { filter: { status: 'completed' } },
        });
        const completed = list.data.find((c) => c.id === created.id);
        const incoming = state().pixTransfers.find((t) => t.id === completed?.paid_by_transaction_id);
        expect(incoming).toMatchObject({
            account_id: pj.id,
            direction: 'in',
            amount: 9_990,
            status: 'done',
            txid: created.txid,
        });
    });

    it('expire: an expired charge is read and refused as such', async () => {
        const { account } = await holder('titular_pj');
        const created = await charge({
            account_id: account.id,
            key_id: ownKey(account.id, 'EVP')?.id,
            amount: 500,
            expires_in: 300,
        });
        const short = await failure(
            charge({
                account_id: account.id,
                key_id: ownKey(account.id, 'EVP')?.id,
                amount: 500,
                expires_in: 60,
            }),
        );
        expect(short.body.errors).toEqual({ expires_in: [PIX_TEXTS.expiresInvalid] });
        vi.setSystemTime(Date.now() + 301_000);
        expect((await failure(decode(created.payload))).body.errors).toEqual({
            payload: [PIX_TEXTS.chargeExpired],
        });
        const list = await call<{ data: Charge[] }>('pix/dictionary/qrcode/dynamic', {
            query: { filter: { status: 'expired' } },
        });
        expect(list.data.map((c) => c.id)).toContain(created.id);
    });

    it('refuse what is not a Pix code, with the reason', async () => {
        await holder('cliente');
        const crc = await failure(
            decode(
                '00020126360014br.gov.bcb.pix0114+5511999999999520400005303986540510.005802BR5905Teste6009Sao Paulo62070503***6304FFFF',
            ),
        );
        expect(crc.body.errors?.payload?.[0]).toMatch(/CRC/);
    });
});

describe('pix/qrcode/bill', () => {
    it("charges an open boleto's amount due today; paying it settles the boleto and credits the issuer", async () => {
        const { account, person } = await holder('titular_pj');
        const today = toDateOnlyBrasilia();
        const invoice = state().invoices.find(
            (i) => i.owner_person_id === person && i.status === 'pending' && i.due_date >= today,
        );
        if (!invoice) throw new Error('seed sem boleto em aberto');
        const bill = await call<{ data: { payload: string; amount: number } }>('pix/qrcode/bill', {
            method: 'POST',
            body: { invoice_id: invoice.id },
        });
        expect(bill.data.amount).toBe(amountDue(invoice, today));
        expect(parsePix(bill.data.payload)).toMatchObject({
            ok: true,
            kind: 'dynamic',
            amountCents: bill.data.amount,
        });
        const issuer = state().accounts.find((a) => a.id === invoice.account_id);
        const before = balanceOf(issuer?.id as number);
        const { account: payer } = await holder('cliente');
        await sendPix({ account_id: payer.id, payload: bill.data.payload });
        vi.setSystemTime(Date.now() + 2_001);
        await call('pix/transaction');
        expect(state().invoices.find((i) => i.id === invoice.id)).toMatchObject({
            status: 'paid',
            paid_amount: bill.data.amount,
        });
        expect(balanceOf(issuer?.id as number)).toBe(before + bill.data.amount);
        expect(ledgerOf(issuer?.id as number).at(-1)?.description).toBe('Pix recebido - Felipe Araújo Costa');
        await holder('titular_pj');
        const paid = await failure(
            call('pix/qrcode/bill', { method: 'POST', body: { invoice_id: invoice.id } }),
        );
        expect(paid.body.errors).toEqual({ invoice_id: [PIX_TEXTS.invoiceInvalid] });
        expect(account.id).toBe(issuer?.id);
    });
});
