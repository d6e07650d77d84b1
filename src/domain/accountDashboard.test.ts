import { describe, expect, it } from 'vitest';
import {
    accountDashboard,
    type DashboardAccount,
    type DashboardPerson,
    median,
    registrationDashboard,
} from './accountDashboard';

const TODAY = '2026-11-22';
/** Noon in Brasília (15:00 UTC) of a day. */
const at = (day: string, hour = 12) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 3) * 3_600_000).toISOString();

const person = (id: number, fields: Partial<DashboardPerson> = {}): DashboardPerson => ({
    id,
    type: 'natural',
    status: 'active',
    created_at: at('2024-01-10'),
    ...fields,
});

const account = (person_id: number, fields: Partial<DashboardAccount> = {}): DashboardAccount => ({
    person_id,
    type_code: 'common',
    balance: 10_000,
    status: 'active',
    created_at: at('2025-05-02'),
    ...fields,
});

describe('accountDashboard', () => {
    const persons = [person(1), person(2, { type: 'legal' }), person(3)];
    const accounts = [
        account(1, { created_at: at(TODAY, 9), balance: 150_00 }),
        account(2, { created_at: at('2026-11-16'), type_code: 'pos', balance: 1_000_00 }),
        account(2, { created_at: at('2026-11-15'), status: 'pending', balance: 0 }),
        account(3, { created_at: at('2026-10-01'), type_code: 'goal', status: 'blocked', balance: 50_00 }),
        account(3, { type_code: null, status: 'closed', balance: 0 }),
    ];

    it('counts the accounts opened in the period per day, by person type', () => {
        const week = accountDashboard(persons, accounts, TODAY, 7);
        expect(week.from).toBe('2026-11-16');
        expect(week.series).toHaveLength(7);
        expect(week.opened).toBe(2);
        expect(week.opened_active).toBe(2);
        expect(week.series[0]).toEqual({ start: '2026-11-16', end: '2026-11-16', natural: 0, legal: 1 });
        expect(week.series[6]).toEqual({ start: TODAY, end: TODAY, natural: 1, legal: 0 });
        expect(accountDashboard(persons, accounts, TODAY, 30).opened).toBe(3);
    });

    it('goes month by month over 12 months', () => {
        const year = accountDashboard(persons, accounts, TODAY, 365);
        expect(year.granularity).toBe('month');
        expect(year.from).toBe('2025-12-01');
        expect(year.series.map((slot) => slot.natural + slot.legal)).toEqual([
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3,
        ]);
        expect(year.opened).toBe(4);
    });

    it('adds up today’s accounts and balances by status, type and person type', () => {
        const data = accountDashboard(persons, accounts, TODAY, 30);
        expect(data.total).toEqual({ count: 5, balance: 1_200_00 });
        expect(data.active).toEqual({ count: 2, balance: 1_150_00 });
        expect(data.by_status.find((row) => row.status === 'blocked')).toEqual({
            status: 'blocked',
            count: 1,
            balance: 50_00,
        });
        expect(data.by_type.map((row) => [row.label, row.count])).toEqual([
            ['Comum', 2],
            ['Meta', 1],
            ['Ponto de venda', 1],
            ['Sem tipo', 1],
        ]);
        expect(data.by_person_type).toEqual([
            { type: 'natural', label: 'Pessoa física', count: 3, balance: 200_00 },
            { type: 'legal', label: 'Pessoa jurídica', count: 2, balance: 1_000_00 },
        ]);
    });

    it('takes the Brasília day: 01:00 UTC is still yesterday', () => {
        const late = [account(1, { created_at: '2026-11-16T01:00:00Z' })];
        expect(accountDashboard(persons, late, TODAY, 7).opened).toBe(0);
    });
});

describe('registrationDashboard', () => {
    const persons = [
        person(1, {
            origin: 'self',
            created_at: at('2026-11-20', 9),
            status: 'active',
            decided_at: at('2026-11-20', 19),
        }),
        person(2, {
            origin: 'self',
            created_at: at('2026-11-18', 9),
            status: 'rejected',
            decided_at: at('2026-11-19', 15),
        }),
        person(3, {
            origin: 'backoffice',
            created_at: at('2026-11-21', 8),
            status: 'active',
            decided_at: at('2026-11-21', 10),
        }),
        person(4, { origin: 'self', created_at: at(TODAY, 8), status: 'pending' }),
        person(5, { origin: 'backoffice', created_at: at('2026-11-12', 8), status: 'pending' }),
        // A block after the approval is not an approval time.
        person(6, {
            origin: 'self',
            created_at: at('2026-11-19'),
            status: 'blocked',
            decided_at: at('2026-11-21'),
        }),
        person(7, { created_at: at('2023-02-01'), status: 'pending' }),
    ];

    it('counts registrations by origin and by today’s status', () => {
        const week = registrationDashboard(persons, TODAY, 7);
        expect(week.registered).toBe(5);
        expect(week.by_origin.map((row) => [row.label, row.count])).toEqual([
            ['Autocadastro', 4],
            ['Back office', 1],
            ['Carga inicial', 0],
        ]);
        expect(Object.fromEntries(week.by_status.map((row) => [row.status, row.count]))).toMatchObject({
            active: 2,
            pending: 1,
            rejected: 1,
            blocked: 1,
        });
        expect(week.series.at(-1)).toMatchObject({ start: TODAY, self: 1, backoffice: 0 });
    });

    it('takes the median hours from registration to approval or rejection', () => {
        const week = registrationDashboard(persons, TODAY, 7);
        expect(week.decided).toBe(3);
        expect(week.approved).toBe(2);
        expect(week.rejected).toBe(1);
        // 10 h, 30 h and 2 h.
        expect(week.median_decision_hours).toBe(10);
    });

    it('ages the backlog of every pending registration', () => {
        const { backlog } = registrationDashboard(persons, TODAY, 7);
        expect(backlog.count).toBe(3);
        expect(backlog.oldest_days).toBe(1390);
        expect(backlog.median_days).toBe(10);
        expect(backlog.buckets.map((bucket) => bucket.count)).toEqual([1, 0, 0, 1, 1]);
    });

    it('has no median without decisions', () => {
        expect(registrationDashboard([person(1)], TODAY, 7)).toMatchObject({
            decided: 0,
            median_decision_hours: null,
            backlog: { count: 0, oldest_days: null, median_days: null },
        });
    });
});

describe('median', () => {
    it('is the middle value, or the mean of the two middle ones', () => {
        expect(median([5, 1, 3])).toBe(3);
        expect(median([4, 1, 3, 2])).toBe(2.5);
        expect(median([])).toBeNull();
    });
});
