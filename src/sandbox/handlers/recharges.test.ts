import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
    AdministrativeTransferView,
    ManualRechargeView,
    RechargeInvoiceView,
    RechargeSource,
} from '../../contract/recharges';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { RECHARGE_MESSAGES } from '../../domain/recharges';
import { balanceOf, call, holder, ledgerOf, refusal, state, switchUser } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

const COOPERA = { 'X-Brand': 'coopera' };
type Answer<T> = { data: T };

const source = async () =>
    (await call<Answer<RechargeSource[]>>('payment/manual_recharge/sources')).data[0] as RechargeSource;

const recharge = (
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
    key = crypto.randomUUID(),
) =>
    call<Answer<ManualRechargeView>>('payment/manual_recharge', {
        method: 'POST',
        headers,
        body: { reason: 'Bonificação de boas-vindas', password: DEMO_TRANSACTION_PASSWORD, ...body },
        idempotencyKey: key,
    });

const decide = (id: number, action: 'approve' | 'reject', headers: Record<string, string> = COOPERA) =>
    call<Answer<{ status: string; required: number }>>(`payment/approvals/${id}/${action}`, {
        method: 'POST',
        headers,
        body: action === 'reject' ? { reason: 'Campanha encerrada' } : {},
        idempotencyKey: crypto.randomUUID(),
    });

/** The recharge's own decision path (spec 2 §7), the same decision as the approvals queue's. */
const decideRecharge = (id: number, action: 'approve' | 'reject') =>
    call<Answer<{ status: string; required: number }>>(`payment/manual_recharge/${id}/${action}`, {
        method: 'POST',
        headers: COOPERA,
        body: action === 'reject' ? { reason: 'Campanha encerrada' } : {},
        idempotencyKey: crypto.randomUUID(),
    });

const graphicBalance = (id: number) =>
    state()
        .graphicEntries.filter((e) => e.graphic_account_id === id)
        .reduce((sum, e) => sum + e.amount, 0);

describe('payment/manual_recharge', () => {
    it('credits at once on a brand without approval: the holder’s manual charge and the graphic account’s debit', async () => {
        const { account } = await holder('cliente');
        await switchUser('backoffice');
        const from = await source();
        const before = balanceOf(account.id);
        const made = (await recharge({ account_id: account.id, amount: 5_000, graphic_account_id: from.id }))
            .data;
        expect(made.status).toBe('completed');
        expect(balanceOf(account.id)).toBe(before + 5_000);
        expect(ledgerOf(account.id).at(-1)).toMatchObject({ kind: 'manual_charge', amount: 5_000 });
        expect(graphicBalance(from.id)).toBe(from.balance - 5_000);
    });

    it('waits on the approval brand for one approver who is not the maker, then credits', async () => {
        const { account } = await holder('cliente');
        await switchUser('backoffice');
        const from = await source();
        const before = balanceOf(account.id);
        const made = (
            await recharge({ account_id: account.id, amount: 7_500, graphic_account_id: from.id }, COOPERA)
        ).data;
        expect(made.status).toBe('pending_approval');
        expect(balanceOf(account.id)).toBe(before);
        const approval = made.approval_id as number;
        expect(await refusal(decide(approval, 'approve'))).toEqual({
            status: 422,
            errors: { approval: [APPROVAL_MESSAGES.ownOperation] },
        });
        await switchUser('controller');
        // One approver even on a double-approval brand; the recharge's own path decides as the queue does.
        expect((await decideRecharge(made.id, 'approve')).data).toMatchObject({
            status: 'approved',
            required: 1,
        });
        expect(balanceOf(account.id)).toBe(before + 7_500);
        expect(state().manualRecharges.find((r) => r.id === made.id)?.status).toBe('completed');
    });

    it('is cancelled while pending: it leaves the queue and can no longer be approved', async () => {
        const { account } = await holder('cliente');
        await switchUser('gestor');
        const from = await source();
        const made = (
            await recharge({ account_id: account.id, amount: 1_000, graphic_account_id: from.id }, COOPERA)
        ).data;
        const cancel = () =>
            call<Answer<ManualRechargeView>>(`payment/manual_recharge/${made.id}/cancel`, {
                method: 'POST',
                idempotencyKey: crypto.randomUUID(),
            });
        expect((await cancel()).data.status).toBe('canceled');
        expect(await refusal(cancel())).toEqual({
            status: 422,
            errors: { recharge: [RECHARGE_MESSAGES.notPending] },
        });
        await switchUser('controller');
        expect(await refusal(decide(made.approval_id as number, 'approve'))).toEqual({
            status: 422,
            errors: { approval: [APPROVAL_MESSAGES.notPending] },
        });
        expect((await refusal(decideRecharge(made.id, 'reject'))).status).toBe(422);
    });

    it('refuses more than the graphic account holds, and a wrong password, moving nothing', async () => {
        const { account } = await holder('cliente');
        await switchUser('backoffice');
        const from = await source();
        const before = balanceOf(account.id);
        const over = await refusal(
            recharge({ account_id: account.id, amount: from.balance + 1, graphic_account_id: from.id }),
        );
        expect(over.errors?.amount?.[0]).toMatch(/Saldo insuficiente na conta gráfica/);
        const wrong = await refusal(
            recharge({
                account_id: account.id,
                amount: 100,
                graphic_account_id: from.id,
                password: 'errada',
            }),
        );
        expect(wrong.status).toBe(422);
        expect(Object.keys(wrong.errors ?? {})).toEqual(['password']);
        expect(balanceOf(account.id)).toBe(before);
        expect(state().manualRecharges).toHaveLength(1); // the seeded one only
    });
});

describe('payment/administrative_transfer', () => {
    it('debits one account and credits the other, once per confirmation key', async () => {
        const { account: from } = await holder('titular_pj');
        const { account: to } = await holder('cliente');
        await switchUser('backoffice');
        const [fromBefore, toBefore] = [balanceOf(from.id), balanceOf(to.id)];
        const key = crypto.randomUUID();
        const send = () =>
            call<Answer<AdministrativeTransferView>>('payment/administrative_transfer', {
                method: 'POST',
                body: {
                    from_account_id: from.id,
                    to_account_id: to.id,
                    amount: 12_345,
                    reason: 'Ressarcimento de cobrança indevida',
                    password: DEMO_TRANSACTION_PASSWORD,
                },
                idempotencyKey: key,
            });
        const first = (await send()).data;
        const again = (await send()).data;
        expect(again.id).toBe(first.id);
        expect(balanceOf(from.id)).toBe(fromBefore - 12_345);
        expect(balanceOf(to.id)).toBe(toBefore + 12_345);
        expect(ledgerOf(to.id).at(-1)?.description).toMatch(/^Transferência administrativa recebida de /);
        expect(ledgerOf(from.id).at(-1)?.description).toMatch(/^Transferência administrativa enviada para /);
        const same = await refusal(
            call('payment/administrative_transfer', {
                method: 'POST',
                body: {
                    from_account_id: from.id,
                    to_account_id: from.id,
                    amount: balanceOf(from.id) + 1,
                    reason: 'x',
                },
                idempotencyKey: crypto.randomUUID(),
            }),
        );
        expect(same.errors).toMatchObject({
            to_account_id: [RECHARGE_MESSAGES.sameAccount],
            amount: [RECHARGE_MESSAGES.insufficient],
            reason: [RECHARGE_MESSAGES.reasonShort],
        });
    });
});

describe('payment/recharge/invoice', () => {
    it('issues a top-up boleto that credits the account once it is paid', async () => {
        const { account } = await holder('cliente');
        const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
        const issued = (
            await call<Answer<RechargeInvoiceView>>('payment/recharge/invoice', {
                method: 'POST',
                body: { account_id: account.id, amount: 25_000, due_date: due },
                idempotencyKey: crypto.randomUUID(),
            })
        ).data;
        expect(issued.invoice).toMatchObject({ status: 'pending', amount: 25_000, due_date: due });
        const listed = await call<{ data: RechargeInvoiceView[] }>(
            `payment/recharge/invoice?filter[account_id]=${account.id}`,
        );
        expect(listed.data.map((r) => r.id)).toEqual([issued.id]);
        const before = balanceOf(account.id);
        const { account: payer } = await holder('titular_pf');
        const pay = () =>
            call('payment/bill', {
                method: 'POST',
                body: {
                    line: issued.invoice.line,
                    amount: 25_000,
                    account_id: payer.id,
                    password: DEMO_TRANSACTION_PASSWORD,
                },
                idempotencyKey: crypto.randomUUID(),
            });
        await pay();
        expect(balanceOf(account.id)).toBe(before + 25_000);
        expect((await refusal(pay())).status).toBe(422);
        expect(balanceOf(account.id)).toBe(before + 25_000);
    });
});
