import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatementLine, StatementSummary } from '../../contract/statements';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { call, failure, holder, ledgerOf, refusal, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { addDays } from '../../ui/period';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

type Page = { data: StatementLine[]; meta: { total: number }; summary: StatementSummary };
const today = () => toDateOnlyBrasilia();
const statement = (account: number, filter: Record<string, string>, page = 1) =>
    call<Page>('payment/statement', { query: { account, filter, page, per_page: 500 } });

describe('payment/statement', () => {
    it('filters by kind, direction and search, with the period figures and each day’s closing balance', async () => {
        const { account } = await holder('titular_pf');
        const from = addDays(today(), -89);
        const all = await statement(account.id, { from, to: today() });
        expect(all.meta.total).toBeGreaterThan(20);
        const { summary } = all;
        expect(summary.opening_balance + summary.credits - summary.debits).toBe(summary.closing_balance);
        // Running balance: each line is the balance after it, the day header the day's last line.
        const [newest] = all.data;
        expect(newest.balance_after).toBe(summary.closing_balance);
        const dayOf = (line: StatementLine) => toDateOnlyBrasilia(new Date(line.created_at));
        for (const line of all.data) {
            const lastOfDay = all.data.find((other) => dayOf(other) === dayOf(line));
            expect(line.day_balance).toBe(lastOfDay?.balance_after);
        }
        const out = await statement(account.id, { from, to: today(), direction: 'out' });
        const inn = await statement(account.id, { from, to: today(), direction: 'in' });
        expect(out.meta.total + inn.meta.total).toBe(all.meta.total);
        expect(out.summary.credits).toBe(0);
        expect(out.summary.debits).toBe(summary.debits);
        const fees = await statement(account.id, { from, to: today(), kind: 'payment,reversal' });
        expect(fees.data.every((l) => l.kind === 'payment' || l.kind === 'reversal')).toBe(true);
        const probe = all.data.find((l) => l.counterparty) as StatementLine;
        const named = await statement(account.id, {
            from,
            to: today(),
            search: String(probe.counterparty).toUpperCase(),
        });
        expect(named.data.map((l) => l.id)).toContain(probe.id);
        const amount = Math.abs(probe.amount);
        const typed = `${Math.floor(amount / 100)},${String(amount % 100).padStart(2, '0')}`;
        const byAmount = await statement(account.id, { from, to: today(), search: typed });
        expect(byAmount.data.map((l) => l.id)).toContain(probe.id);
        expect(
            byAmount.data.every((l) => Math.abs(l.amount) === amount || l.description.includes(typed)),
        ).toBe(true);
    });

    it('puts a movement at 23:59 Brasília in its own day, and links a reversal to what it gave back', async () => {
        const { account } = await holder('titular_pf');
        const late = ledgerOf(account.id).find((t) => t.created_at.slice(11, 16) === '02:59');
        expect(late).toBeDefined();
        const day = toDateOnlyBrasilia(new Date(late?.created_at as string));
        const that = await statement(account.id, { from: day, to: day });
        expect(that.data.map((l) => l.id)).toContain(late?.id);
        const next = await statement(account.id, { from: addDays(day, 1), to: addDays(day, 1) });
        expect(next.data.map((l) => l.id)).not.toContain(late?.id);
        const reversal = state().transactions.find((t) => t.kind === 'reversal' && t.reversal_of);
        const reversed = state().transactions.find((t) => t.id === reversal?.reversal_of);
        expect(reversed?.reversed_by).toBe(reversal?.id);
        expect(reversed?.status).toBe('reversed');
        expect(reversed?.amount).toBe(-(reversal?.amount ?? 0));
    });

    it('refuses periods over 12 months, after today, unknown kinds and accounts of others', async () => {
        const { account } = await holder('titular_pf');
        const long = await refusal(statement(account.id, { from: addDays(today(), -400), to: today() }));
        expect(long.errors?.['filter.from']).toEqual(['O extrato cobre no máximo 12 meses por consulta.']);
        const later = await refusal(statement(account.id, { from: today(), to: addDays(today(), 1) }));
        expect(later.errors?.['filter.to']).toBeDefined();
        const kind = await refusal(statement(account.id, { from: today(), to: today(), kind: 'gift' }));
        expect(kind.errors?.['filter.kind']).toBeDefined();
        const other = state().accounts.find((a) => a.person_id !== account.person_id) as { id: number };
        expect((await failure(statement(other.id, { from: today(), to: today() }))).status).toBe(403);
        await holder('controller');
        expect((await statement(account.id, { from: today(), to: today() })).summary).toBeDefined();
    });
});

describe('payment/detail and payment/future_release', () => {
    it('answers a movement with its linked reversal and receipt, and the releases with their balance by day', async () => {
        const { account } = await holder('titular_pf');
        const reversed = ledgerOf(account.id).find((t) => t.reversed_by);
        const row = reversed ?? (ledgerOf(account.id).at(-1) as { id: number });
        const { data } = await call<{
            data: { linked: { id: number } | null; receipt: { authentication: string } };
        }>(`payment/detail/${row.id}`);
        expect(data.receipt.authentication).toMatch(/^[0-9A-F]{8}\.\d{8}$/);
        if (reversed) expect(data.linked?.id).toBe(reversed.reversed_by);
        const releases = await call<{ data: { date: string; amount: number }[] }>('payment/future_release', {
            query: { account: account.id },
        });
        const balance = await call<{
            data: { balance: number; projected_balance: number; days: { balance: number }[] };
        }>('payment/future_release/balance', { query: { account: account.id } });
        const moved = releases.data.reduce((sum, r) => sum + r.amount, 0);
        expect(balance.data.projected_balance).toBe(balance.data.balance + moved);
        expect(releases.data.every((r) => r.date > today())).toBe(true);
        if (balance.data.days.length > 0)
            expect(balance.data.days.at(-1)?.balance).toBe(balance.data.projected_balance);
        const other = state().transactions.find((t) => t.account_id !== account.id) as { id: number };
        expect((await failure(call(`payment/detail/${other.id}`))).status).toBe(403);
    });
});
