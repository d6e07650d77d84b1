import { describe, expect, it } from 'vitest';
import {
    addDays,
    type DashboardInvoice,
    invoiceDashboard,
    isDashboardPeriod,
    periodSlots,
} from './invoiceDashboard';

const TODAY = '2026-03-15';

let serial = 0;
const boleto = (fields: Partial<DashboardInvoice> = {}): DashboardInvoice => {
    serial += 1;
    return {
        status: 'pending',
        amount: 10_000,
        issue_date: '2025-01-01',
        due_date: '2026-06-30',
        paid_amount: null,
        paid_at: null,
        canceled_at: null,
        drawee: { name: `Pagador ${serial}`, document: String(10_000_000_000 + serial) },
        ...fields,
    };
};

/** Paid at noon Brasília (15:00 UTC) of `day`. */
const paid = (day: string, amount: number, fields: Partial<DashboardInvoice> = {}) =>
    boleto({ status: 'paid', paid_amount: amount, paid_at: `${day}T15:00:00.000Z`, ...fields });

describe('dashboard periods', () => {
    it('accepts 7, 30 and 365 only', () => {
        expect([7, 30, 365].every(isDashboardPeriod)).toBe(true);
        expect([0, 1, 31, 364, '30', null].some(isDashboardPeriod)).toBe(false);
    });

    it('covers the last 7 and 30 days day by day, today included', () => {
        const week = periodSlots(TODAY, 7);
        expect(week).toHaveLength(7);
        expect(week[0]).toEqual({ start: '2026-03-09', end: '2026-03-09' });
        expect(week[6]).toEqual({ start: TODAY, end: TODAY });
        const month = periodSlots(TODAY, 30);
        expect(month).toHaveLength(30);
        expect(month[0].start).toBe('2026-02-14');
        expect(month[29].end).toBe(TODAY);
    });

    it('covers 12 months as this month and the 11 before it, the current one cut at today', () => {
        const year = periodSlots(TODAY, 365);
        expect(year).toHaveLength(12);
        expect(year[0]).toEqual({ start: '2025-04-01', end: '2025-04-30' });
        expect(year[10]).toEqual({ start: '2026-02-01', end: '2026-02-28' });
        expect(year[11]).toEqual({ start: '2026-03-01', end: TODAY });
        expect(periodSlots('2026-01-31', 365)[0].start).toBe('2025-02-01');
        expect(periodSlots('2028-03-01', 365)[10].end).toBe('2028-02-29');
    });

    it('adds days across months and years', () => {
        expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
        expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    });
});

describe('period figures', () => {
    it('counts issues from the first day of the period to today, both included', () => {
        const invoices = [
            boleto({ issue_date: '2026-03-08', amount: 1_00 }),
            boleto({ issue_date: '2026-03-09', amount: 20_00 }),
            boleto({ issue_date: TODAY, amount: 300_00 }),
            boleto({ issue_date: '2026-03-10', amount: 4_000_00, status: 'draft' }),
        ];
        const week = invoiceDashboard(invoices, TODAY, 7);
        expect(week.from).toBe('2026-03-09');
        expect(week.issued).toEqual({ count: 2, amount: 320_00 });
        expect(week.series[0].issued).toEqual({ count: 1, amount: 20_00 });
        expect(week.series[6].issued).toEqual({ count: 1, amount: 300_00 });
        expect(week.series[1].issued).toEqual({ count: 0, amount: 0 });
        expect(invoiceDashboard(invoices, TODAY, 30).issued).toEqual({ count: 3, amount: 321_00 });
    });

    it('places a payment on its Brasília day', () => {
        const invoices = [
            // 23:59:59 of 08/03 in Brasília: before the 7-day period.
            boleto({
                status: 'paid',
                due_date: '2026-03-20',
                paid_amount: 5_00,
                paid_at: '2026-03-09T02:59:59Z',
            }),
            // 00:00 of 09/03 in Brasília: its first day.
            boleto({
                status: 'paid',
                due_date: '2026-03-20',
                paid_amount: 7_00,
                paid_at: '2026-03-09T03:00:00Z',
            }),
        ];
        const week = invoiceDashboard(invoices, TODAY, 7);
        expect(week.paid).toEqual({ count: 1, amount: 7_00 });
        expect(week.series[0].paid).toEqual({ count: 1, amount: 7_00 });
        const year = invoiceDashboard(
            [
                paid('2025-03-31', 1_00, { due_date: '2025-03-31' }),
                paid('2025-04-01', 2_00, { due_date: '2025-04-01' }),
                paid('2026-03-14', 4_00, { due_date: '2026-03-14' }),
            ],
            TODAY,
            365,
        );
        expect(year.granularity).toBe('month');
        expect(year.paid).toEqual({ count: 2, amount: 6_00 });
        expect(year.series[0].paid.amount).toBe(2_00);
        expect(year.series[11].paid.amount).toBe(4_00);
    });

    it('splits payments into on time and late, with the charges and discounts to the cent', () => {
        const invoices = [
            // 2 % fine + 1 %/month for 5 days on R$ 289,90: 5,80 + 0,48.
            paid('2026-03-12', 29_618, { amount: 28_990, due_date: '2026-03-07' }),
            // 5 % discount on R$ 1.200,00, paid on the due date.
            paid('2026-03-10', 114_000, { amount: 120_000, due_date: '2026-03-10' }),
            // Paid early, full amount.
            paid('2026-03-11', 15_000, { amount: 15_000, due_date: '2026-03-20' }),
            // Late by 2 days: fine only (no interest rate).
            paid('2026-03-14', 45_900, { amount: 45_000, due_date: '2026-03-12' }),
        ];
        const d = invoiceDashboard(invoices, TODAY, 7);
        expect(d.paid).toEqual({ count: 4, amount: 204_518 });
        expect(d.paid_on_time).toEqual({ count: 2, amount: 129_000 });
        expect(d.paid_late).toEqual({ count: 2, amount: 75_518 });
        expect(d.on_time_rate).toBe(0.5);
        expect(d.average_days_late).toBe(3.5);
        expect(d.charges_collected).toBe(628 + 900);
        expect(d.discounts_granted).toBe(6_000);
        const byDay = Object.fromEntries(d.series.map((point) => [point.start, point]));
        expect(byDay['2026-03-12'].paid_late).toEqual({ count: 1, amount: 29_618 });
        expect(byDay['2026-03-12'].charges).toBe(628);
        expect(byDay['2026-03-10'].paid_on_time).toEqual({ count: 1, amount: 114_000 });
        expect(byDay['2026-03-10'].discounts).toBe(6_000);
    });

    it('rounds the average delay to one decimal and has no rate without payments', () => {
        const late = (days: number) => paid('2026-03-14', 10_000, { due_date: addDays('2026-03-14', -days) });
        expect(invoiceDashboard([late(1), late(1), late(2)], TODAY, 7).average_days_late).toBe(1.3);
        const none = invoiceDashboard([boleto()], TODAY, 7);
        expect(none.on_time_rate).toBeNull();
        expect(none.average_days_late).toBeNull();
        expect(
            invoiceDashboard([paid('2026-03-14', 1_00, { due_date: TODAY })], TODAY, 7).average_days_late,
        ).toBeNull();
    });

    it('counts cancellations by their day and follows what became of the period’s issues', () => {
        const invoices = [
            boleto({ status: 'canceled', issue_date: '2026-03-01', canceled_at: '2026-03-10T13:00:00Z' }),
            boleto({ status: 'canceled', issue_date: '2026-03-10', canceled_at: '2026-03-01T13:00:00Z' }),
            boleto({ issue_date: '2026-03-10', due_date: '2026-03-14', amount: 3_00 }),
            boleto({ issue_date: '2026-03-10', due_date: TODAY, amount: 4_00 }),
            paid('2026-03-12', 5_00, { issue_date: '2026-03-11', amount: 5_00, due_date: '2026-03-20' }),
        ];
        const d = invoiceDashboard(invoices, TODAY, 7);
        expect(d.canceled).toEqual({ count: 1, amount: 10_000 });
        expect(d.issued_status).toEqual({
            pending: { count: 1, amount: 4_00 },
            expired: { count: 1, amount: 3_00 },
            paid: { count: 1, amount: 5_00 },
            canceled: { count: 1, amount: 10_000 },
        });
    });
});

describe('the open portfolio as of today', () => {
    const dueIn = (days: number, amount: number, fields: Partial<DashboardInvoice> = {}) =>
        boleto({ due_date: addDays(TODAY, days), amount, ...fields });

    it('reads open and overdue whatever the period, without paid, canceled or drafts', () => {
        const invoices = [
            dueIn(0, 1_00),
            dueIn(10, 2_00),
            dueIn(-1, 40_00),
            dueIn(-90, 80_00),
            dueIn(-5, 9_00, { status: 'canceled' }),
            dueIn(5, 9_00, { status: 'draft' }),
            paid('2025-12-01', 9_00, { due_date: '2025-12-01' }),
        ];
        for (const period of [7, 30, 365] as const) {
            const d = invoiceDashboard(invoices, TODAY, period);
            expect(d.open).toEqual({ count: 2, amount: 3_00 });
            expect(d.overdue).toEqual({ count: 2, amount: 120_00 });
        }
    });

    it('puts each boleto in its due bucket at the exact edges', () => {
        const edges: [number, string][] = [
            [-61, 'overdue_over_60'],
            [-60, 'overdue_31_60'],
            [-31, 'overdue_31_60'],
            [-30, 'overdue_1_30'],
            [-1, 'overdue_1_30'],
            [0, 'due_0_7'],
            [7, 'due_0_7'],
            [8, 'due_8_30'],
            [30, 'due_8_30'],
            [31, 'due_over_30'],
        ];
        for (const [days, key] of edges) {
            const buckets = invoiceDashboard([dueIn(days, 1_23)], TODAY, 30).due_buckets;
            expect(buckets.find((b) => b.count === 1)?.key, `${days} dias`).toBe(key);
        }
    });

    it('sums the buckets to the open and overdue totals', () => {
        const d = invoiceDashboard(
            [
                dueIn(-200, 1_01),
                dueIn(-45, 2_02),
                dueIn(-3, 3_03),
                dueIn(3, 4_04),
                dueIn(20, 5_05),
                dueIn(400, 6_06),
            ],
            TODAY,
            30,
        );
        expect(d.due_buckets.map((b) => [b.label, b.count, b.amount])).toEqual([
            ['Vencidos > 60 dias', 1, 1_01],
            ['Vencidos 31–60 dias', 1, 2_02],
            ['Vencidos 1–30 dias', 1, 3_03],
            ['A vencer 0–7 dias', 1, 4_04],
            ['A vencer 8–30 dias', 1, 5_05],
            ['A vencer > 30 dias', 1, 6_06],
        ]);
        const overdue = d.due_buckets.filter((b) => b.overdue).reduce((sum, b) => sum + b.amount, 0);
        const toCome = d.due_buckets.filter((b) => !b.overdue).reduce((sum, b) => sum + b.amount, 0);
        expect(overdue).toBe(d.overdue.amount);
        expect(toCome).toBe(d.open.amount);
    });

    it('expects the pending boletos in weeks starting today, for 8 weeks', () => {
        const d = invoiceDashboard(
            [
                dueIn(0, 1_00),
                dueIn(6, 2_00),
                dueIn(7, 4_00),
                dueIn(55, 8_00),
                dueIn(56, 16_00),
                dueIn(-1, 32_00),
            ],
            TODAY,
            7,
        );
        expect(d.inflow).toHaveLength(8);
        expect(d.inflow[0]).toEqual({ start: TODAY, end: '2026-03-21', count: 2, amount: 3_00 });
        expect(d.inflow[1]).toEqual({ start: '2026-03-22', end: '2026-03-28', count: 1, amount: 4_00 });
        expect(d.inflow[7]).toEqual({ start: '2026-05-03', end: '2026-05-09', count: 1, amount: 8_00 });
        expect(d.inflow.reduce((sum, week) => sum + week.amount, 0)).toBe(15_00);
    });

    it('ranks the five largest open payers by CPF/CNPJ, ties by name', () => {
        const payer = (document: string, name: string) => ({ document, name });
        const invoices = [
            dueIn(5, 500_00, { drawee: payer('A', 'Alfa') }),
            dueIn(-5, 250_00, { drawee: payer('A', 'Alfa'), issue_date: '2025-01-01' }),
            // The same payer at another holder, renamed later: one payer, the latest name.
            dueIn(9, 100_00, { drawee: payer('A', 'Alfa Comércio'), issue_date: '2025-06-01' }),
            dueIn(5, 800_00, { drawee: payer('B', 'Bravo') }),
            dueIn(5, 300_00, { drawee: payer('D', 'Delta') }),
            dueIn(5, 300_00, { drawee: payer('C', 'Charlie') }),
            dueIn(5, 200_00, { drawee: payer('E', 'Eco') }),
            dueIn(5, 100_00, { drawee: payer('F', 'Foxtrot') }),
            paid('2026-03-01', 999_00, { drawee: payer('G', 'Golf'), due_date: '2026-03-01' }),
        ];
        expect(invoiceDashboard(invoices, TODAY, 30).top_payers).toEqual([
            { document: 'A', name: 'Alfa Comércio', count: 3, amount: 850_00, overdue_amount: 250_00 },
            { document: 'B', name: 'Bravo', count: 1, amount: 800_00, overdue_amount: 0 },
            { document: 'C', name: 'Charlie', count: 1, amount: 300_00, overdue_amount: 0 },
            { document: 'D', name: 'Delta', count: 1, amount: 300_00, overdue_amount: 0 },
            { document: 'E', name: 'Eco', count: 1, amount: 200_00, overdue_amount: 0 },
        ]);
    });
});
