import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RedemptionView } from '../../contract/redemptions';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { REDEMPTION_FEE_CENTS, REDEMPTION_TEXTS } from '../../domain/redemptions';
import { balanceOf, call, holder, ledgerOf, refusal, state, switchUser } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../seed/users';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

type Answer = { data: RedemptionView };
const brand = (id: string) => ({ 'X-Brand': id });

const ask = (
    account_id: number,
    amount: number,
    key: string = crypto.randomUUID(),
    headers = brand('bancodigital'),
) =>
    call<Answer>('payment/withdrawal', {
        method: 'POST',
        body: { account_id, amount, password: DEMO_TRANSACTION_PASSWORD },
        idempotencyKey: key,
        headers,
    });

const decide = (id: number, action: 'approve' | 'reject', headers = brand('bancodigital')) =>
    call<{ data: { status: string } }>(`payment/withdrawal/${id}/${action}`, {
        method: 'POST',
        body: action === 'reject' ? { reason: 'Conta de destino divergente' } : {},
        idempotencyKey: crypto.randomUUID(),
        headers,
    });

const as = (key: DemoUserKey) => switchUser(key);
const redemption = (id: number) => state().redemptions.find((r) => r.id === id);

describe('redemptions', () => {
    it('asks once per key, waits for approval without moving money, then the approval sends the TED and its fee', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const key = crypto.randomUUID();
        const asked = await ask(account.id, 12_345, key);
        const retried = await ask(account.id, 12_345, key);
        expect(retried.data.id).toBe(asked.data.id);
        expect(state().redemptions.filter((r) => r.amount === 12_345)).toHaveLength(1);
        expect(asked.data.status).toBe('pending_approval');
        expect(balanceOf(account.id)).toBe(before);

        await as('backoffice');
        expect((await decide(asked.data.id, 'approve')).data.status).toBe('approved');
        expect(redemption(asked.data.id)?.status).toBe('transacted');
        expect(balanceOf(account.id)).toBe(before - 12_345 - REDEMPTION_FEE_CENTS);
        const rows = ledgerOf(account.id)
            .slice(-2)
            .map((t) => [t.kind, t.amount]);
        expect(rows).toEqual([
            ['cash_out', -12_345],
            ['manual_charge', -REDEMPTION_FEE_CENTS],
        ]);
    });

    it('refuses a request over the balance; a rejection and the holder’s cancel move nothing', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        expect((await refusal(ask(account.id, before))).errors).toEqual({
            amount: [REDEMPTION_TEXTS.insufficient(before + REDEMPTION_FEE_CENTS, before)],
        });
        const rejected = await ask(account.id, 5_000);
        const canceled = await ask(account.id, 6_000);
        await call(`payment/withdrawal/${canceled.data.id}/cancel`, {
            method: 'PUT',
            idempotencyKey: crypto.randomUUID(),
        });
        expect(redemption(canceled.data.id)?.status).toBe('canceled');

        await as('backoffice');
        await decide(rejected.data.id, 'reject');
        expect(redemption(rejected.data.id)).toMatchObject({
            status: 'rejected',
            reason: 'Conta de destino divergente',
        });
        expect((await refusal(decide(canceled.data.id, 'approve'))).errors).toEqual({
            approval: [APPROVAL_MESSAGES.notPending],
        });
        expect(balanceOf(account.id)).toBe(before);
    });

    it('needs two different approvers on a double-approval brand', async () => {
        const { account } = await holder('cliente');
        const before = balanceOf(account.id);
        const asked = await ask(account.id, 8_000, crypto.randomUUID(), brand('coopera'));
        await as('backoffice');
        expect((await decide(asked.data.id, 'approve', brand('coopera'))).data.status).toBe(
            'pending_approval',
        );
        expect(balanceOf(account.id)).toBe(before);
        expect((await refusal(decide(asked.data.id, 'approve', brand('coopera')))).errors).toEqual({
            approval: [APPROVAL_MESSAGES.alreadyActed],
        });
        await as('controller');
        expect((await decide(asked.data.id, 'approve', brand('coopera'))).data.status).toBe('approved');
        expect(balanceOf(account.id)).toBe(before - 8_000 - REDEMPTION_FEE_CENTS);
    });
    it('reserves nothing while waiting: the balance is checked again at approval and never goes below zero', async () => {
        const { account } = await holder('cliente');
        const amount = balanceOf(account.id) - REDEMPTION_FEE_CENTS - 100;
        const first = await ask(account.id, amount);
        const second = await ask(account.id, amount);
        await as('backoffice');
        await decide(first.data.id, 'approve');
        const left = balanceOf(account.id);
        expect(left).toBe(100);
        expect((await refusal(decide(second.data.id, 'approve'))).errors).toEqual({
            approval: [REDEMPTION_TEXTS.shortAtApproval(amount + REDEMPTION_FEE_CENTS, left)],
        });
        expect(redemption(second.data.id)?.status).toBe('pending_approval');
        expect(balanceOf(account.id)).toBe(left);
    });
});
