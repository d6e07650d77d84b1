import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoices';
import { BILL_MESSAGES } from '../../domain/billPayment';
import { parseCnab240 } from '../../domain/cnab240';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { addMonths, INVOICE_MESSAGES } from '../../domain/invoice';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { call, refusal } from '../../test/signupCalls';
import { boundStore } from '../route';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../seed/users';

withSandbox();

type View = Invoice & { charges: { total: number } | null };
type Page = { data: View[]; meta: { total: number } };

const today = () => toDateOnlyBrasilia();
const inDays = (n: number) => new Date(Date.parse(today()) + n * 86_400_000).toISOString().slice(0, 10);

const holder = async (key: DemoUserKey = 'titular_pj') => {
    const user = await signIn(key);
    const { state } = boundStore();
    const person = state.users.find((u) => u.username === user.username)?.person_id as number;
    const account = state.accounts.find(
        (a) => a.person_id === person && a.status === 'active' && a.kind !== 'savings',
    );
    const payers = state.drawees.filter((d) => d.owner_person_id === person && d.status === 'active');
    return { person, account: account as NonNullable<typeof account>, payers };
};

const issue = (body: Record<string, unknown>) =>
    call<{ data: View[] }>('payment/invoice', { method: 'POST', body }).then((r) => r.data);

describe('payment/invoice', () => {
    it('issues a boleto with a valid line of the portal bank, listed as Pendente', async () => {
        const { account, payers } = await holder();
        const [boleto] = await issue({
            account_id: account.id,
            drawee_id: payers[0].id,
            amount: 123_456,
            due_date: inDays(10),
            fine_percent: 200,
            interest_percent: 100,
        });
        expect(boleto).toMatchObject({ status: 'pending', amount: 123_456, drawee_id: payers[0].id });
        expect(boleto.line).toMatch(/^990\d{44}$/);
        expect(boleto.charges?.total).toBe(123_456);
        const page = await call<Page>('payment/invoice', { query: { filter: { id: String(boleto.id) } } });
        expect(page.data.map((i) => i.id)).toEqual([boleto.id]);
    });

    it('splits installments a month apart and answers every field error at once', async () => {
        const { account, payers } = await holder();
        const series = await issue({
            account_id: account.id,
            drawee_id: payers[1].id,
            amount: 100_001,
            due_date: inDays(5),
            installments: 3,
        });
        expect(series.map((i) => i.amount)).toEqual([33_335, 33_333, 33_333]);
        expect(series[2].due_date).toBe(addMonths(inDays(5), 2));
        const bad = await refusal(issue({ drawee_id: 999_999, amount: 100, due_date: inDays(-1) }));
        expect(bad.status).toBe(422);
        expect(bad.errors).toMatchObject({
            account_id: [INVOICE_MESSAGES.accountRequired],
            drawee_id: [INVOICE_MESSAGES.draweeInvalid],
            amount: [INVOICE_MESSAGES.amountMin],
            due_date: [INVOICE_MESSAGES.dueDatePast],
        });
    });

    it('refuses a disabled payer', async () => {
        const { account, person } = await holder();
        const disabled = boundStore().state.drawees.find(
            (d) => d.owner_person_id === person && d.status === 'disabled',
        );
        if (!disabled) throw new Error('nenhum sacado desabilitado no seed');
        const refused = await refusal(
            issue({ account_id: account.id, drawee_id: disabled.id, amount: 5_000, due_date: inDays(3) }),
        );
        expect(refused.errors).toEqual({ drawee_id: [INVOICE_MESSAGES.draweeDisabled] });
    });

    it('keeps each holder to their own boletos', async () => {
        const pj = await holder('titular_pj');
        const [own] = await issue({
            account_id: pj.account.id,
            drawee_id: pj.payers[0].id,
            amount: 5_000,
            due_date: inDays(3),
        });
        await signIn('titular_pf');
        expect((await refusal(call(`payment/invoice/${own.id}`))).status).toBe(404);
        const page = await call<Page>('payment/invoice', { query: { per_page: 500 } });
        expect(page.data.every((i) => i.owner_person_id !== pj.person)).toBe(true);
    });

    it('cancels an open boleto with a reason, then deletes it; a pending one cannot be deleted', async () => {
        const { account, payers } = await holder();
        const [boleto] = await issue({
            account_id: account.id,
            drawee_id: payers[0].id,
            amount: 9_990,
            due_date: inDays(7),
        });
        expect((await refusal(call(`payment/invoice/${boleto.id}`, { method: 'DELETE' }))).errors).toEqual({
            status: [INVOICE_MESSAGES.notDeletable],
        });
        expect(
            (await refusal(call(`payment/invoice/${boleto.id}/cancel`, { method: 'PUT', body: {} }))).errors,
        ).toEqual({
            reason: [INVOICE_MESSAGES.cancelReasonRequired],
        });
        const canceled = await call<{ data: View }>(`payment/invoice/${boleto.id}/cancel`, {
            method: 'PUT',
            body: { reason: 'Cliente pagou em dinheiro.' },
        });
        expect(canceled.data).toMatchObject({
            status: 'canceled',
            cancel_reason: 'Cliente pagou em dinheiro.',
        });
        await call(`payment/invoice/${boleto.id}`, { method: 'DELETE' });
        expect(boundStore().state.invoices.some((i) => i.id === boleto.id)).toBe(false);
    });

    it('drafts a batch by payer document, reports bad rows, and registers it once', async () => {
        const { account, payers } = await holder();
        const answer = await call<{
            data: {
                batch: { id: number };
                created: number;
                rejected: number;
                results: { status: string; reasons?: string[] }[];
            };
        }>('payment/invoice/batch', {
            method: 'POST',
            body: {
                account_id: account.id,
                rows: [
                    { drawee_document: payers[0].document, amount: 10_000, due_date: inDays(15) },
                    { drawee_document: '52998224725', amount: 10_000, due_date: inDays(15) },
                    { drawee_document: payers[1].document, amount: 10, due_date: inDays(15) },
                ],
            },
        });
        expect(answer.data).toMatchObject({ created: 1, rejected: 2 });
        expect(answer.data.results[1].reasons).toEqual([INVOICE_MESSAGES.draweeDocumentUnknown]);
        const batch = answer.data.batch.id;
        const drafts = await call<Page>('payment/invoice', {
            query: { filter: { batch_id: String(batch) } },
        });
        expect(drafts.data.map((i) => i.status)).toEqual(['draft']);
        const processed = await call<{ data: { registered: number } }>('payment/invoice/process', {
            method: 'POST',
            body: { batch_id: batch },
        });
        expect(processed.data.registered).toBe(1);
        const again = await refusal(
            call('payment/invoice/process', { method: 'POST', body: { batch_id: batch } }),
        );
        expect(again.errors).toEqual({ batch_id: [INVOICE_MESSAGES.alreadyProcessed] });
    });

    it('issues the same terms to many payers in a fixed batch', async () => {
        const { account, payers } = await holder();
        const answer = await call<{ data: { created: number } }>('payment/invoice/batch-fixed', {
            method: 'POST',
            body: {
                account_id: account.id,
                drawee_ids: payers.slice(0, 3).map((p) => p.id),
                amount: 45_000,
                due_date: inDays(20),
            },
        });
        expect(answer.data.created).toBe(3);
    });

    it('writes the CNAB 240 remittance of the open boletos not yet sent, once', async () => {
        const { account, payers } = await holder();
        await issue({ account_id: account.id, drawee_id: payers[0].id, amount: 7_500, due_date: inDays(9) });
        const file = await call<{ data: { file_name: string; content: string; count: number } }>(
            'payment/invoice/cnab',
            {
                query: { filter: { account_id: String(account.id) } },
            },
        );
        expect(file.data.file_name).toMatch(/^CB\d{8}0001\.REM$/);
        const lines = file.data.content.split('\r\n').filter(Boolean);
        expect(lines.every((line) => line.length === 240)).toBe(true);
        const details = parseCnab240(file.data.content).records.filter((r) => r.segment === 'P');
        expect(details).toHaveLength(file.data.count);
        const nothing = await refusal(
            call('payment/invoice/cnab', { query: { filter: { account_id: String(account.id) } } }),
        );
        expect(nothing.errors).toEqual({ cnab: [INVOICE_MESSAGES.nothingToRemit] });
    });
});

describe('paying a boleto of the portal bank', () => {
    it('charges today’s total, settles the boleto and credits the issuer', async () => {
        const pj = await holder('titular_pj');
        const [boleto] = await issue({
            account_id: pj.account.id,
            drawee_id: pj.payers[0].id,
            amount: 25_000,
            due_date: inDays(3),
            discount_amount: 1_000,
            discount_until: inDays(1),
        });
        const issuerBefore = pj.account.balance;
        const pf = await holder('titular_pf');
        const info = await call<{ data: { total: number; beneficiary: string; payer: string } }>(
            'payment/info',
            {
                method: 'POST',
                body: { line: boleto.line },
            },
        );
        expect(info.data).toMatchObject({ total: 24_000, payer: pj.payers[0].name });
        const payerBefore = pf.account.balance;
        const paid = await call<{ data: { status: string; amount: number } }>('payment/bill', {
            method: 'POST',
            body: { line: boleto.line, account_id: pf.account.id, password: DEMO_TRANSACTION_PASSWORD },
            idempotencyKey: crypto.randomUUID(),
        });
        expect(paid.data).toMatchObject({ status: 'paid', amount: 24_000 });
        const { state } = boundStore();
        expect(state.accounts.find((a) => a.id === pf.account.id)?.balance).toBe(payerBefore - 24_000);
        expect(state.accounts.find((a) => a.id === pj.account.id)?.balance).toBe(issuerBefore + 24_000);
        expect(state.invoices.find((i) => i.id === boleto.id)).toMatchObject({
            status: 'paid',
            paid_amount: 24_000,
        });
        const twice = await refusal(call('payment/info', { method: 'POST', body: { line: boleto.line } }));
        expect(twice.errors).toEqual({ invoice: ['Este boleto já foi pago.'] });
    });

    it('refuses an unregistered line of the portal bank', async () => {
        const { account, payers } = await holder('titular_pj');
        const [boleto] = await issue({
            account_id: account.id,
            drawee_id: payers[0].id,
            amount: 5_000,
            due_date: inDays(3),
        });
        boundStore().state.invoices = boundStore().state.invoices.filter((i) => i.id !== boleto.id);
        const refused = await refusal(call('payment/info', { method: 'POST', body: { line: boleto.line } }));
        expect(refused.errors).toEqual({ invoice: [BILL_MESSAGES.notRegistered] });
    });
});

describe('the seeded boletos', () => {
    it('agree with the ledger: every paid boleto has its credit and balances add up', () => {
        const { state } = boundStore();
        const paid = state.invoices.filter((i) => i.status === 'paid');
        expect(paid.length).toBeGreaterThan(20);
        for (const account of new Set(paid.map((i) => i.account_id))) {
            const received = state.transactions
                .filter((t) => t.account_id === account && t.description.startsWith('Recebimento de boleto'))
                .map((t) => t.amount)
                .sort();
            const expected = paid
                .filter((i) => i.account_id === account)
                .map((i) => i.paid_amount as number)
                .sort();
            expect(received).toEqual(expected);
        }
        for (const account of state.accounts) {
            const sum = state.transactions
                .filter((t) => t.account_id === account.id)
                .reduce((s, t) => s + t.amount, 0);
            expect(sum).toBe(account.balance);
        }
    });
});
