import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CashClosing, CashOperationView } from '../../contract/cashier';
import { CASH_DAILY_WITHDRAWAL_LIMIT_CENTS, CASH_TEXTS } from '../../domain/cashier';
import { balanceOf, call, holder, ledgerOf, refusal, state, switchUser } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { DEMO_TRANSACTION_PASSWORD } from '../seed/users';
import { graphicMovements } from './ledgers';

withSandbox();

// Noon in Brasília, after every seeded record.
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

type Answer = { data: CashOperationView };

const cash = (path: string, body: Record<string, unknown>, key: string = crypto.randomUUID()) =>
    call<Answer>(`payment/cash/${path}`, { method: 'POST', body, idempotencyKey: key });

const deposit = (account_id: number, amount: number, key?: string) =>
    cash('deposit', { account_id, amount, password: DEMO_TRANSACTION_PASSWORD }, key);

const withdraw = (account_id: number, amount: number, password = DEMO_TRANSACTION_PASSWORD) =>
    cash('withdraw', { account_id, amount, password });

const reverse = (operation_id: number) =>
    cash('reversal', { operation_id, reason: 'Valor digitado errado', password: DEMO_TRANSACTION_PASSWORD });

const vaultMoves = () => {
    const vault = state().graphicAccounts.find((g) => g.source === 'cash');
    return vault ? graphicMovements(state(), vault) : [];
};

/** The Cliente's checking account, seen from the Caixa's session. */
const atTheCounter = async () => {
    const { account } = await holder('cliente');
    await switchUser('caixa');
    return account;
};

describe('cash at the cashier', () => {
    it('finds the account by CPF with the holder to confirm, and a deposit credits it once', async () => {
        const account = await atTheCounter();
        const person = state().persons.find((p) => p.id === account.person_id);
        const found = await call<{ data: { id: number; holder_name: string }[] }>(
            `payment/cash/accounts?filter[document]=${person?.document}`,
        );
        expect(found.data.map((a) => a.id)).toContain(account.id);
        expect(found.data[0].holder_name).toBe(person?.name);

        const before = balanceOf(account.id);
        const deposits = () =>
            vaultMoves().filter((m) => m.amount === 20_000 && /^Depósito/.test(m.description)).length;
        const vaultBefore = deposits();
        const rowsBefore = ledgerOf(account.id).length;
        const key = crypto.randomUUID();
        const first = await deposit(account.id, 20_000, key);
        const again = await deposit(account.id, 20_000, key);
        expect(again.data.id).toBe(first.data.id);
        expect(balanceOf(account.id)).toBe(before + 20_000);
        const rows = ledgerOf(account.id).slice(rowsBefore);
        expect(rows.map((t) => [t.kind, t.amount])).toEqual([['cash_in', 20_000]]);
        // The cash vault mirrors the deposit row.
        expect(deposits()).toBe(vaultBefore + 1);
    });

    it('refuses a withdrawal over the balance, with a wrong holder password, or over the daily limit; nothing moves', async () => {
        const account = await atTheCounter();
        const before = balanceOf(account.id);
        const rows = ledgerOf(account.id).length;

        const over = await refusal(withdraw(account.id, before + 1));
        expect(over.status).toBe(422);
        expect(over.errors?.amount?.[0]).toMatch(/Saldo insuficiente|limite diário/);

        const wrong = await refusal(withdraw(account.id, 1_000, '000000'));
        expect(wrong.status).toBe(422);
        expect(wrong.errors?.password).toBeDefined();

        const limit = await refusal(withdraw(account.id, CASH_DAILY_WITHDRAWAL_LIMIT_CENTS + 1));
        expect(limit.errors?.amount).toEqual([CASH_TEXTS.overDailyLimit(CASH_DAILY_WITHDRAWAL_LIMIT_CENTS)]);

        expect(balanceOf(account.id)).toBe(before);
        expect(ledgerOf(account.id)).toHaveLength(rows);
    });

    it('pays a withdrawal with the holder’s password and reverses it once only, by its cashier', async () => {
        const account = await atTheCounter();
        const before = balanceOf(account.id);
        const paid = await withdraw(account.id, 10_000);
        expect(balanceOf(account.id)).toBe(before - 10_000 - paid.data.fee);

        const undone = await reverse(paid.data.id);
        expect(undone.data.status).toBe('reversed');
        expect(balanceOf(account.id)).toBe(before);
        const reversal = ledgerOf(account.id).find((t) => t.kind === 'reversal' && t.amount === 10_000);
        expect(reversal?.reversal_of).toBe(paid.data.transaction_id);

        expect((await refusal(reverse(paid.data.id))).errors).toEqual({
            operation_id: [CASH_TEXTS.alreadyReversed],
        });
        expect(balanceOf(account.id)).toBe(before);

        const other = await deposit(account.id, 5_000);
        await switchUser('controller');
        expect((await refusal(reverse(other.data.id))).errors).toEqual({
            operation_id: [CASH_TEXTS.notYours],
        });
    });

    it('closes the day with the cashier’s totals: deposits, withdrawals, reversals, count and net cash', async () => {
        const account = await atTheCounter();
        await deposit(account.id, 30_000);
        const mistaken = await deposit(account.id, 7_000);
        await withdraw(account.id, 12_000);
        await reverse(mistaken.data.id);

        const { data } = await call<{ data: CashClosing }>('payment/cash/closing');
        expect(data.deposits).toEqual({ count: 1, amount: 30_000 });
        expect(data.withdrawals).toEqual({ count: 1, amount: 12_000 });
        expect(data.reversals).toEqual({ count: 1, amount: 7_000 });
        expect(data.count).toBe(3);
        expect(data.net_cash).toBe(18_000);
        expect(data.operations).toHaveLength(3);
    });
});
