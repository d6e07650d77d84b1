import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILL_MESSAGES } from '../../domain/billPayment';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { isEndToEndId, PIX_LIMITS, PIX_REJECT_REASONS, PIX_TEXTS } from '../../domain/pix';
import { wrongTriesMessage } from '../../domain/transactionPassword';
import {
    balanceOf,
    call,
    failure,
    holder,
    ledgerOf,
    sendPix,
    state,
    statusOf,
    type TransferAnswer,
} from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

/**
 * Times after every seeded record (the seed's history ends at today's UTC midnight), whatever the hour the
 * suite runs: noon and 20:30 in Brasília of today's UTC date.
 */
const utcToday = () => new Date().toISOString().slice(0, 10);
const noon = () => new Date(`${utcToday()}T15:00:00.000Z`);
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(noon());
});
afterEach(() => {
    vi.useRealTimers();
});

const keyOf = (personId: number, type: string) =>
    state().pixKeys.find(
        (k) =>
            k.type === type &&
            state().accounts.some((a) => a.id === k.account_id && a.person_id === personId),
    )?.key as string;
const refusing = (code: string) => state().pixKeys.find((k) => k.external?.reject_code === code);
/** A key of another bank's customer whose bank accepts credits. */
const accepting = (type: string) =>
    state().pixKeys.find((k) => k.type === type && k.external && !k.external.reject_code)?.key as string;

describe('pix/debit/transaction', () => {
    it('debits at once, settles after 2 s and credits the portal customer behind the key', async () => {
        const pf = state().users.find((u) => u.username === '00172383749');
        const payee = state().accounts.find((a) => a.person_id === pf?.person_id && a.kind !== 'savings');
        const { account } = await holder('cliente');
        const [before, payeeBefore] = [balanceOf(account.id), balanceOf(payee?.id as number)];
        const sent = await sendPix({
            account_id: account.id,
            amount: 12_345,
            key: 'MariaHelena.Souza@gmail.com',
            description: 'Almoço',
        });
        expect(sent.data).toMatchObject({ status: 'processing', amount: 12_345 });
        expect(sent.data.recipient).toMatchObject({
            name: 'Maria Helena Souza',
            participant: 'Banco Digital S.A.',
        });
        expect(isEndToEndId(sent.data.end_to_end_id)).toBe(true);
        expect(sent.data.end_to_end_id.startsWith('E99000001')).toBe(true);
        expect(balanceOf(account.id)).toBe(before - 12_345);
        expect(ledgerOf(account.id).at(-1)).toMatchObject({
            kind: 'cash_out',
            amount: -12_345,
            description: 'Pix enviado - Maria Helena Souza',
        });
        later(1_500);
        expect((await statusOf(sent.data.id)).status).toBe('processing');
        expect(balanceOf(payee?.id as number)).toBe(payeeBefore);
        later(600);
        const done = await statusOf(sent.data.id);
        expect(done).toMatchObject({ status: 'done', failure_reason: null });
        expect(done.settled_at).not.toBeNull();
        expect(balanceOf(payee?.id as number)).toBe(payeeBefore + 12_345);
        expect(ledgerOf(payee?.id as number).at(-1)).toMatchObject({
            kind: 'cash_in',
            amount: 12_345,
            description: 'Pix recebido - Felipe Araújo Costa',
            balance_after: payeeBefore + 12_345,
        });
        const incoming = state().pixTransfers.find(
            (t) => t.direction === 'in' && t.end_to_end_id === sent.data.end_to_end_id,
        );
        expect(incoming).toMatchObject({ account_id: payee?.id, status: 'done', description: 'Almoço' });
    });

    it('returns the money with a reversal when the receiving bank refuses', async () => {
        const { account } = await holder('cliente');
        const entry = refusing('AC07');
        const before = balanceOf(account.id);
        const sent = await sendPix({ account_id: account.id, amount: 5_000, key: entry?.key });
        expect(balanceOf(account.id)).toBe(before - 5_000);
        later(2_001);
        expect(await statusOf(sent.data.id)).toMatchObject({
            status: 'failure',
            failure_reason: PIX_REJECT_REASONS.AC07,
        });
        expect(balanceOf(account.id)).toBe(before);
        const [debit, reversal] = ledgerOf(account.id).slice(-2);
        expect(debit).toMatchObject({ amount: -5_000, status: 'reversed' });
        expect(reversal).toMatchObject({
            kind: 'reversal',
            amount: 5_000,
            description: `Estorno - Pix enviado - ${entry?.external?.name}`,
            balance_after: before,
        });
    });

    it('moves nothing when the balance is short', async () => {
        const { person } = await holder('titular_pf');
        const savings = state().accounts.find((a) => a.person_id === person && a.kind === 'savings');
        if (!savings) throw new Error('seed sem poupança');
        // The seed's history runs up to today, so the savings balance may have grown past the Pix limit.
        savings.balance = Math.min(savings.balance, PIX_LIMITS.natural.per_transaction - 1);
        const amount = savings.balance + 1;
        expect(amount).toBeLessThanOrEqual(PIX_LIMITS.natural.per_transaction);
        const [rows, records] = [state().transactions.length, state().pixTransfers.length];
        const short = await failure(sendPix({ account_id: savings.id, amount, key: refusing('AC06')?.key }));
        expect(short).toMatchObject({ status: 400, body: { reason: 'Saldo insuficiente.' } });
        expect(balanceOf(savings.id)).toBe(amount - 1);
        expect([state().transactions.length, state().pixTransfers.length]).toEqual([rows, records]);
    });

    it('holds a natural person to R$ 1.000,00 a transfer and a night from 20:00 to 06:00', async () => {
        vi.setSystemTime(new Date(`${utcToday()}T23:30:00.000Z`));
        const { account } = await holder('cliente');
        const key = accepting('EMAIL');
        const over = await failure(sendPix({ account_id: account.id, amount: 150_000, key }));
        expect(over.body.errors).toEqual({ amount: [PIX_TEXTS.limitNightPerTransaction(100_000)] });
        await sendPix({ account_id: account.id, amount: 80_000, key });
        vi.setSystemTime(new Date(Date.now() + 5 * 3_600_000)); // 01:30, the same night
        await signIn('cliente'); // the token of the evening has expired
        const rest = await failure(sendPix({ account_id: account.id, amount: 30_000, key }));
        expect(rest.body.errors).toEqual({ amount: [PIX_TEXTS.limitNighttime(20_000, 100_000)] });
        const limits = await call<{ data: Record<string, unknown> }>('pix/limits', {
            query: { account_id: String(account.id) },
        });
        expect(limits.data).toMatchObject({
            nighttime: true,
            used_today_nighttime: 80_000,
            approval_threshold: null,
        });
        vi.setSystemTime(new Date(Date.now() + 6 * 3_600_000)); // 07:30: daytime again
        await signIn('cliente');
        const day = await sendPix({ account_id: account.id, amount: 300_000, key });
        expect(day.data.status).toBe('processing');
    });

    it('answers a repeated Idempotency-Key with the first transfer, moving the money once', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const headers = { 'Idempotency-Key': crypto.randomUUID() };
        const key = keyOf(
            state().users.find((u) => u.username === '00172383749')?.person_id as number,
            'PHONE',
        );
        const first = await sendPix({ account_id: account.id, amount: 2_000, key }, headers);
        const again = await sendPix({ account_id: account.id, amount: 2_000, key }, headers);
        expect(again.data.id).toBe(first.data.id);
        expect(balanceOf(account.id)).toBe(before - 2_000);
        expect(
            state().pixTransfers.filter(
                (t) => t.end_to_end_id === first.data.end_to_end_id && t.direction === 'out',
            ),
        ).toHaveLength(1);
    });

    it('answers every field problem at once, the schedule rule with the text of spec 1 §8', async () => {
        const { account } = await holder('cliente');
        const bad = await failure(
            sendPix({
                account_id: account.id,
                amount: 0,
                key: 'ninguem@exemplo.com.br',
                scheduled_for: toDateOnlyBrasilia(),
                password: 'errada',
            }),
        );
        expect(bad.body.errors).toEqual({
            key: [PIX_TEXTS.keyNotFound],
            amount: [PIX_TEXTS.amountInvalid],
            payment_datetime: [BILL_MESSAGES.paymentDate],
            password: [wrongTriesMessage(2)],
        });
        const none = await failure(sendPix({ account_id: account.id, amount: 100 }));
        expect(none.body.errors).toEqual({ key: [PIX_TEXTS.recipientRequired] });
        const own = keyOf(state().accounts.find((a) => a.id === account.id)?.person_id as number, 'EMAIL');
        const self = await failure(sendPix({ account_id: account.id, amount: 100, key: own }));
        expect(self.body.errors).toEqual({ key: [PIX_TEXTS.sameAccount] });
    });

    it('schedules for a later day without moving money, sends it on that day, or cancels it before', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const tomorrow = new Date(Date.now() + 86_400_000);
        const key = accepting('EVP');
        const scheduled = await sendPix({
            account_id: account.id,
            amount: 4_000,
            key,
            scheduled_for: toDateOnlyBrasilia(tomorrow),
        });
        expect(scheduled.data.status).toBe('scheduled');
        expect(balanceOf(account.id)).toBe(before);
        const other = await sendPix({
            account_id: account.id,
            amount: 1_000,
            key,
            scheduled_for: toDateOnlyBrasilia(tomorrow),
        });
        const canceled = await call<TransferAnswer>(`pix/debit/transaction/${other.data.id}/cancel`, {
            method: 'PUT',
        });
        expect(canceled.data.status).toBe('canceled');
        const again = await failure(call(`pix/debit/transaction/${other.data.id}/cancel`, { method: 'PUT' }));
        expect(again.body.errors).toEqual({ status: [PIX_TEXTS.cancelOnlyScheduled] });
        vi.setSystemTime(tomorrow);
        await signIn('cliente');
        expect((await statusOf(scheduled.data.id)).status).toBe('processing');
        expect(balanceOf(account.id)).toBe(before - 4_000);
        later(2_001);
        expect((await statusOf(scheduled.data.id)).status).toBe('done');
        expect((await statusOf(other.data.id)).status).toBe('canceled');
        expect(balanceOf(account.id)).toBe(before - 4_000);
    });

    it('pays a portal account typed by bank data, checking it is the document holder’s', async () => {
        const { account } = await holder('cliente');
        const payee = state().accounts.find((a) => a.person_id === 9 && a.kind === 'legal_person_account');
        const company = state().persons.find((p) => p.id === payee?.person_id);
        const agency = state().agencies.find((a) => a.id === payee?.agency_id);
        const bankData = {
            ispb: '99000001',
            branch: agency?.number,
            account: `${payee?.number}-${payee?.digit}`,
            account_type: 'checking',
            document: '11.222.333/0001-81',
            name: company?.name,
        };
        const wrong = await failure(sendPix({ account_id: account.id, amount: 1_000, bank_data: bankData }));
        expect(wrong.body.errors).toEqual({ 'bank_data.document': [PIX_TEXTS.documentMismatch] });
        const before = balanceOf(payee?.id as number);
        await sendPix({
            account_id: account.id,
            amount: 1_000,
            bank_data: { ...bankData, document: company?.document },
        });
        later(2_001);
        await call('pix/transaction');
        expect(balanceOf(payee?.id as number)).toBe(before + 1_000);
    });
});

describe('a legal person’s transfer over the approval threshold', () => {
    const approve = (id: number) =>
        call<{ data: { status: string } }>(`payment/approvals/${id}/approve`, { method: 'POST', body: {} });

    it('waits for the bank without moving money; the maker cannot approve it; the approval sends it', async () => {
        const { account } = await holder('titular_pj');
        const before = balanceOf(account.id);
        const sent = await sendPix({ account_id: account.id, amount: 1_500_000, key: accepting('CNPJ') });
        expect(sent.data.status).toBe('pending_approval');
        expect(balanceOf(account.id)).toBe(before);
        const approvalId = sent.data.approval?.id as number;
        expect((await failure(approve(approvalId))).status).toBe(403);
        await signIn('backoffice');
        const queue = await call<{ data: { id: number; operation: string }[] }>('payment/approvals', {
            query: { filter: { operation: 'pix_transfer', status: 'pending_approval' } },
        });
        expect(queue.data.map((a) => a.id)).toContain(approvalId);
        expect((await approve(approvalId)).data.status).toBe('approved');
        expect(balanceOf(account.id)).toBe(before - 1_500_000);
        later(2_001);
        expect((await statusOf(sent.data.id)).status).toBe('done');
    });

    it('needs two different approvers on a double-approval brand', async () => {
        const brand = { 'X-Brand': 'coopera' };
        const { account } = await holder('titular_pj');
        const sent = await call<TransferAnswer>('pix/debit/transaction', {
            method: 'POST',
            headers: brand,
            body: {
                account_id: account.id,
                amount: 2_000_000,
                key: accepting('CNPJ'),
                password: DEMO_TRANSACTION_PASSWORD,
            },
        });
        const id = sent.data.approval?.id as number;
        await signIn('backoffice');
        const first = await call<{ data: { status: string } }>(`payment/approvals/${id}/approve`, {
            method: 'POST',
            headers: brand,
            body: {},
        });
        expect(first.data.status).toBe('pending_approval');
        expect(state().pixTransfers.find((t) => t.id === sent.data.id)?.status).toBe('pending_approval');
        await signIn('controller');
        await call(`payment/approvals/${id}/approve`, { method: 'POST', headers: brand, body: {} });
        expect(state().pixTransfers.find((t) => t.id === sent.data.id)?.status).toBe('processing');
    });

    it('moves nothing when rejected', async () => {
        const { account } = await holder('titular_pj');
        const before = balanceOf(account.id);
        const seeded = state().approvals.find(
            (a) => a.operation === 'pix_transfer' && a.status === 'pending_approval',
        );
        await signIn('backoffice');
        await call(`payment/approvals/${seeded?.id}/reject`, {
            method: 'POST',
            body: { reason: 'Fornecedor não cadastrado.' },
        });
        expect(state().pixTransfers.find((t) => t.id === seeded?.reference_id)).toMatchObject({
            status: 'rejected',
            failure_reason: 'Fornecedor não cadastrado.',
        });
        expect(balanceOf(account.id)).toBe(before);
    });
});
