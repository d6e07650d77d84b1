import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID } from '../../brands';
import type { BankFinancialReport, BankOrigin } from '../../contract/bankReports';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';

withSandbox();

/* The figures are recomputed here straight from the ledger; Brasília is UTC−3. */
const DAY_MS = 86_400_000;
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const today = () => brasiliaDay(new Date().toISOString());
const shift = (day: string, days: number) =>
    new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

const origins = async () => (await call<{ data: BankOrigin[] }>('payment/bank_origin')).data;
const report = (query: Record<string, string>) =>
    call<{ data: BankFinancialReport }>('payment/bank/financial_report', { query });

describe('payment/bank_origin and payment/bank/financial_report', () => {
    it('lists the banks largest first and reports each one’s figures from its accounts’ ledger', async () => {
        await signIn('backoffice');
        const banks = await origins();
        const { accounts, transactions } = state();
        // The default brand's hierarchy: not the market's other banks, nor another brand's.
        const own = state().banks.filter((b) => b.brand === DEFAULT_BRAND_ID);
        expect(banks.map((b) => b.id).sort()).toEqual(own.map((b) => b.id).sort());
        for (const bank of banks) {
            const held = accounts.filter((a) => a.bank_id === bank.id);
            expect(bank.balance).toBe(held.reduce((sum, a) => sum + a.balance, 0));
            expect(bank.accounts).toBe(held.length);
        }
        expect(banks.map((b) => b.balance)).toEqual([...banks.map((b) => b.balance)].sort((a, b) => b - a));

        const [first, second] = banks;
        const from = shift(today(), -29);
        const answer = (await report({ from, to: today(), bank_ids: `${second.id},${first.id}` })).data;
        expect(answer.banks.map((b) => b.bank_id)).toEqual([second.id, first.id]);
        for (const row of answer.banks) {
            const ids = new Set(accounts.filter((a) => a.bank_id === row.bank_id).map((a) => a.id));
            const rows = transactions.filter((t) => ids.has(t.account_id));
            const inPeriod = rows.filter((t) => brasiliaDay(t.created_at) >= from);
            const before = rows.filter((t) => brasiliaDay(t.created_at) < from);
            expect(row.inflows).toBe(inPeriod.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0));
            expect(row.outflows).toBe(inPeriod.filter((t) => t.amount < 0).reduce((s, t) => s + t.amount, 0));
            expect(row.transactions).toBe(inPeriod.length);
            expect(row.opening_balance).toBe(before.reduce((s, t) => s + t.amount, 0));
            // Ending today, the closing balance is the accounts' balance now.
            expect(row.closing_balance).toBe(banks.find((b) => b.id === row.bank_id)?.balance);
            const opened = accounts.filter((a) => ids.has(a.id) && brasiliaDay(a.created_at) >= from);
            expect(row.accounts_opened).toBe(opened.length);
            expect(row.accounts_total).toBe(ids.size);
        }
        expect(answer.totals.inflows).toBe(answer.banks[0].inflows + answer.banks[1].inflows);
        expect(answer.totals.closing_balance).toBe(first.balance + second.balance);
        expect(first.balance).toBeGreaterThan(0);
    });

    it('refuses one bank, a reversed or future period, more than 366 days, and users without access.bank.index', async () => {
        await signIn('gestor');
        const [a, b] = await origins();
        const ids = `${a.id},${b.id}`;
        const errors = async (query: Record<string, string>) => {
            const refused = await refusal(report(query));
            expect(refused.status).toBe(422);
            return refused.errors;
        };
        expect(await errors({ from: today(), to: today(), bank_ids: `${a.id}` })).toHaveProperty('bank_ids');
        expect(await errors({ from: today(), to: today(), bank_ids: `${a.id},${a.id}` })).toHaveProperty(
            'bank_ids',
        );
        expect(await errors({ from: today(), to: today(), bank_ids: `${a.id},9999` })).toHaveProperty(
            'bank_ids',
        );
        const foreign = state().banks.find((bank) => bank.brand && bank.brand !== DEFAULT_BRAND_ID);
        expect(await errors({ from: today(), to: today(), bank_ids: `${a.id},${foreign?.id}` })).toEqual({
            bank_ids: ['Banco não encontrado.'],
        });
        expect(await errors({ from: today(), to: shift(today(), -1), bank_ids: ids })).toHaveProperty('from');
        expect(await errors({ from: today(), to: shift(today(), 1), bank_ids: ids })).toHaveProperty('to');
        expect(await errors({ from: shift(today(), -366), to: today(), bank_ids: ids })).toHaveProperty(
            'from',
        );
        expect(
            (await report({ from: shift(today(), -365), to: today(), bank_ids: ids })).data.banks,
        ).toHaveLength(2);

        await signIn('cliente');
        expect((await refusal(origins())).status).toBe(403);
    });
});
