import { describe, expect, it } from 'vitest';
import { type DashboardPix, isPixDashboardPeriod, pixDashboard } from './pixDashboard';

const names: Record<string, string> = { '18236120': 'Nu Pagamentos S.A.', '60701190': 'Itaú Unibanco S.A.' };
const name = (ispb: string) => names[ispb] ?? ispb;

/** A record at a Brasília wall time. */
const pix = (
    direction: 'in' | 'out',
    status: string,
    amount: number,
    at: string,
    ispb = '18236120',
): DashboardPix => ({
    direction,
    status,
    amount,
    created_at: new Date(`${at}:00-03:00`).toISOString(),
    counterparty: { ispb },
});

const TODAY = '2026-03-15';
const RECORDS = [
    pix('in', 'done', 10_000, '2026-03-15T09:10'),
    pix('in', 'done', 20_000, '2026-03-14T21:30', '60701190'),
    pix('in', 'processing', 99_000, '2026-03-15T10:00'),
    pix('out', 'done', 5_000, '2026-03-13T09:45'),
    pix('out', 'processing', 3_000, '2026-03-15T09:59', '60701190'),
    pix('out', 'failure', 7_000, '2026-03-12T20:15'),
    pix('out', 'pending_approval', 1_000_000, '2026-03-15T08:00'),
    pix('out', 'scheduled', 4_000, '2026-03-15T08:00'),
    pix('out', 'rejected', 4_000, '2026-03-15T08:00'),
    pix('in', 'done', 1_000, '2026-03-08T12:00'), // before the 7-day period
    pix('in', 'done', 1_000, '2026-03-16T12:00'), // after today
    pix('in', 'done', 2_500, '2025-04-02T12:00'),
];

describe('pixDashboard', () => {
    it('counts received (done), sent (processing or done) and failed, day by day over 7 days', () => {
        const d = pixDashboard(RECORDS, TODAY, 7, name);
        expect(d).toMatchObject({ from: '2026-03-09', granularity: 'day' });
        expect(d.received).toEqual({ count: 2, amount: 30_000 });
        expect(d.sent).toEqual({ count: 2, amount: 8_000 });
        expect(d.failed).toEqual({ count: 1, amount: 7_000 });
        expect(d.average_ticket_received).toBe(15_000);
        expect(d.average_ticket_sent).toBe(4_000);
        expect(d.failure_rate).toBeCloseTo(1 / 3);
        expect(d.series.map((p) => p.start)).toEqual([
            '2026-03-09',
            '2026-03-10',
            '2026-03-11',
            '2026-03-12',
            '2026-03-13',
            '2026-03-14',
            '2026-03-15',
        ]);
        expect(d.series[6]).toMatchObject({
            received: { count: 1, amount: 10_000 },
            sent: { count: 1, amount: 3_000 },
        });
        expect(d.series[3].failed).toEqual({ count: 1, amount: 7_000 });
    });

    it('groups by the Brasília hour and by participant, largest first', () => {
        const d = pixDashboard(RECORDS, TODAY, 7, name);
        expect(d.by_hour).toHaveLength(24);
        expect(d.by_hour[9]).toEqual({
            hour: 9,
            received: { count: 1, amount: 10_000 },
            sent: { count: 2, amount: 8_000 },
        });
        expect(d.by_hour[21].received).toEqual({ count: 1, amount: 20_000 });
        expect(d.by_hour[20].sent.count).toBe(0); // the failure is not a sent transfer
        expect(d.by_participant).toEqual([
            {
                ispb: '60701190',
                name: 'Itaú Unibanco S.A.',
                received: { count: 1, amount: 20_000 },
                sent: { count: 1, amount: 3_000 },
            },
            {
                ispb: '18236120',
                name: 'Nu Pagamentos S.A.',
                received: { count: 1, amount: 10_000 },
                sent: { count: 1, amount: 5_000 },
            },
        ]);
    });

    it('goes month by month over 12 months, the current one cut at today', () => {
        const d = pixDashboard(RECORDS, TODAY, 365, name);
        expect(d).toMatchObject({ from: '2025-04-01', granularity: 'month' });
        expect(d.series[0]).toMatchObject({
            start: '2025-04-01',
            end: '2025-04-30',
            received: { count: 1, amount: 2_500 },
        });
        expect(d.series[11]).toMatchObject({ start: '2026-03-01', end: TODAY });
        expect(d.received.count).toBe(4);
    });

    it('answers nulls, not zeros, for averages and rates without transfers', () => {
        const d = pixDashboard([], TODAY, 30, name);
        expect(d.series).toHaveLength(30);
        expect([d.average_ticket_received, d.average_ticket_sent, d.failure_rate]).toEqual([
            null,
            null,
            null,
        ]);
        expect(d.by_participant).toEqual([]);
    });

    it('takes only 7, 30 and 365 days', () => {
        expect([7, 30, 365].every(isPixDashboardPeriod)).toBe(true);
        expect([0, 90, '7'].some(isPixDashboardPeriod)).toBe(false);
    });
});
