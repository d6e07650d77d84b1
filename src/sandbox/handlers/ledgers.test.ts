import { describe, expect, it } from 'vitest';
import type { PeriodTotals } from '../../contract/ledgers';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { periodFirstDay } from '../../domain/holders';
import type { QueryValue } from '../../http/query';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { LISTING_RULES, TRANSIENT_MESSAGES } from './ledgers';

withSandbox();

type Page<T> = { data: T[]; meta: { total: number } };
const get = <T>(path: string, query: Record<string, QueryValue> = {}) => call<T>(path, { query });

describe('universal account', () => {
    it('holds every account’s balance and its statement adds up from the pooled balance before the period', async () => {
        await signIn('gestor');
        const balance = await get<{ data: { balance: number; by_type: { balance: number }[] } }>(
            'payment/transaction/universal/balance',
        );
        const total = state().accounts.reduce((sum, a) => sum + a.balance, 0);
        expect(balance.data.balance).toBe(total);
        expect(balance.data.by_type.reduce((sum, t) => sum + t.balance, 0)).toBe(total);

        const from = periodFirstDay('30-dias') as string;
        const filter = { from, to: toDateOnlyBrasilia() };
        const totals = (await get<{ data: PeriodTotals }>('payment/universal/statement/totals', { filter }))
            .data;
        const start = startOfDayUtc(from) as string;
        const inPeriod = state().transactions.filter((t) => t.created_at >= start);
        expect(totals.credits.amount).toBe(
            inPeriod.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0),
        );
        expect(totals.opening_balance + totals.credits.amount + totals.debits.amount).toBe(
            totals.closing_balance,
        );
        expect(totals.closing_balance).toBe(total);

        const page = await get<Page<{ id: number; amount: number; pool_balance_after: number }>>(
            'payment/universal/statement',
            { filter, per_page: 5 },
        );
        expect(page.meta.total).toBe(inPeriod.length);
        // Newest first: the last row leaves the pool at today's balance.
        expect(page.data[0].pool_balance_after).toBe(total);
        const outs = await get<Page<{ amount: number }>>('payment/universal/statement', {
            filter: { ...filter, direction: 'out', kind: 'cash_out' },
            per_page: 500,
        });
        expect(outs.data.every((row) => row.amount < 0)).toBe(true);
    });

    it('is refused to a holder', async () => {
        await signIn('titular_pf');
        expect((await refusal(get('payment/transaction/universal/balance'))).status).toBe(403);
    });
});

describe('graphic accounts', () => {
    it('each balance is the sum of its movements, and the fee account mirrors the fees charged', async () => {
        await signIn('supervisor');
        type View = { id: number; source: string; balance: number; movements_count: number };
        const list = await get<Page<View>>('access/graphic_account', { per_page: 50 });
        expect(list.meta.total).toBe(state().graphicAccounts.length);
        for (const account of list.data) {
            const moves = await get<Page<{ amount: number }>>(
                `access/graphic_account/${account.id}/movements`,
                {
                    per_page: 500,
                },
            );
            expect(moves.meta.total).toBe(account.movements_count);
            if (moves.meta.total <= 500)
                expect(moves.data.reduce((s, m) => s + m.amount, 0)).toBe(account.balance);
        }
        const fees = list.data.find((a) => a.source === 'fees') as View;
        const charged = state().transactions.filter(LISTING_RULES['taxas-e-tarifas']);
        const refunded = state().transactions.filter(
            (t) => t.kind === 'reversal' && /^Estorno - Tarifa/.test(t.description),
        );
        expect(charged.length).toBeGreaterThan(0);
        expect(fees.balance).toBe(-[...charged, ...refunded].reduce((s, t) => s + t.amount, 0));
        const totals = (
            await get<{ data: PeriodTotals }>(`access/graphic_account/${fees.id}/totals`, {
                filter: { from: periodFirstDay('90-dias') },
            })
        ).data;
        expect(totals.opening_balance + totals.credits.amount + totals.debits.amount).toBe(fees.balance);
    });
});

describe('Pix transient account', () => {
    type Entry = { id: number; status: string; amount: number; account_id: number; account_status: string };
    const queue = () =>
        get<Page<Entry>>('payment/pix/transient', { filter: { status: 'pending' }, per_page: 50 });

    it('credits a held Pix to an account that became active, once, and the transient account empties', async () => {
        await signIn('backoffice');
        const pending = (await queue()).data;
        const ready = pending.find((e) => e.account_status === 'active') as Entry;
        const account = state().accounts.find((a) => a.id === ready.account_id);
        const before = account?.balance ?? 0;
        const held = (await get<{ data: { held: number } }>('payment/pix/transient/summary')).data.held;
        const answer = await call<{ data: Entry }>(`payment/pix/transient/${ready.id}/approve`, {
            method: 'POST',
        });
        expect(answer.data.status).toBe('approved');
        expect(account?.balance).toBe(before + ready.amount);
        expect(state().transactions.at(-1)).toMatchObject({
            account_id: ready.account_id,
            amount: ready.amount,
        });
        expect((await get<{ data: { held: number } }>('payment/pix/transient/summary')).data.held).toBe(
            held - ready.amount,
        );
        const again = await refusal(call(`payment/pix/transient/${ready.id}/approve`, { method: 'POST' }));
        expect(again.errors).toEqual({ status: [TRANSIENT_MESSAGES.decided] });
        expect(account?.balance).toBe(before + ready.amount);
    });

    it('refuses to credit a blocked account and returns the Pix with a reason', async () => {
        await signIn('controller');
        const blocked = (await queue()).data.find((e) => e.account_status === 'blocked') as Entry;
        const refused = await refusal(
            call(`payment/pix/transient/${blocked.id}/approve`, { method: 'POST' }),
        );
        expect(refused.errors).toEqual({ account_id: [TRANSIENT_MESSAGES.accountNotActive('Bloqueado')] });
        const short = await refusal(
            call(`payment/pix/transient/${blocked.id}/refund`, { method: 'POST', body: { reason: 'x' } }),
        );
        expect(short.errors).toEqual({ reason: [TRANSIENT_MESSAGES.reasonShort] });
        const ok = await call<{ data: Entry }>(`payment/pix/transient/${blocked.id}/refund`, {
            method: 'POST',
            body: { reason: 'Conta bloqueada por ordem judicial.' },
        });
        expect(ok.data.status).toBe('refunded');
        await signIn('gestor');
        expect((await refusal(queue())).status).toBe(403);
    });
});

describe('listings', () => {
    it('totals per account match the detailing and the ledger, by period', async () => {
        await signIn('backoffice');
        const filter = { period: '90-dias' };
        const start = startOfDayUtc(periodFirstDay('90-dias') as string) as string;
        const fees = state().transactions.filter(
            (t) => LISTING_RULES['taxas-e-tarifas'](t) && t.created_at >= start && t.status !== 'reversed',
        );
        const summary = (
            await get<{ data: { count: number; amount: number; accounts: number } }>(
                'payment/listing/taxas-e-tarifas/summary',
                { filter },
            )
        ).data;
        expect(summary).toMatchObject({ count: fees.length, amount: fees.reduce((s, t) => s + t.amount, 0) });
        const rows = await get<Page<{ id: number; count: number; amount: number }>>(
            'payment/listing/taxas-e-tarifas',
            { filter, per_page: 500 },
        );
        expect(rows.meta.total).toBe(summary.accounts);
        expect(rows.data.reduce((s, r) => s + r.amount, 0)).toBe(summary.amount);
        const one = rows.data[0];
        const detail = await get<Page<{ amount: number; description: string }>>(
            'payment/detailing/taxas-e-tarifas',
            {
                filter: { ...filter, account_id: one.id },
                per_page: 500,
            },
        );
        expect(detail.data.every((row) => /^Tarifa/.test(row.description))).toBe(true);
        const deposits = await get<Page<{ amount: number }>>('payment/detailing/depositos', {
            per_page: 500,
        });
        expect(deposits.data.every((row) => row.amount > 0)).toBe(true);
        const withdrawals = await get<Page<{ amount: number }>>('payment/detailing/saque', { per_page: 500 });
        expect(withdrawals.meta.total).toBeGreaterThan(0);
        expect(withdrawals.data.every((row) => row.amount < 0)).toBe(true);
        expect((await refusal(get('payment/listing/saque', { filter: { period: 'ontem' } }))).errors).toEqual(
            {
                'filter.period': ['Período inválido.'],
            },
        );
        await signIn('titular_pf');
        expect((await refusal(get('payment/listing/saque'))).status).toBe(403);
    });
});
