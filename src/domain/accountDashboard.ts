/**
 * The figures of /account-dash (Painel de contas) and /registration-dash (Painel de cadastros), computed from
 * the bank's holders (persons) and accounts. Periods and slots are the boleto dashboards' (7 and 30 days day
 * by day, 365 as 12 months); days are Brasília days; money is integer cents.
 */
import type { AccountTypeCode } from '../contract/accounts';
import type { EntityStatus } from '../contract/people';
import { ACCOUNT_TYPE_LABELS } from './accountTypes';
import { toDateOnlyBrasilia } from './dates';
import { daysBetween } from './invoice';
import { type DashboardPeriod, periodSlots } from './invoiceDashboard';

export const ENTITY_STATUSES: readonly EntityStatus[] = [
    'active',
    'pending',
    'rejected',
    'blocked',
    'closed',
    'inactive',
];

export type Origin = 'self' | 'backoffice' | 'seed';
export const ORIGINS: readonly Origin[] = ['self', 'backoffice', 'seed'];
export const ORIGIN_LABELS: Readonly<Record<Origin, string>> = {
    self: 'Autocadastro',
    backoffice: 'Back office',
    seed: 'Carga inicial',
};

export type PersonType = 'natural' | 'legal';
export const PERSON_TYPE_LABELS: Readonly<Record<PersonType, string>> = {
    natural: 'Pessoa física',
    legal: 'Pessoa jurídica',
};

/** What the figures read of a holder and of an account. */
export interface DashboardPerson {
    id: number;
    type: PersonType;
    status: EntityStatus;
    created_at: string;
    origin?: Origin;
    decided_at?: string | null;
}

export interface DashboardAccount {
    person_id: number;
    type_code: AccountTypeCode | null;
    balance: number;
    status: EntityStatus;
    created_at: string;
}

export interface Slot {
    start: string;
    end: string;
}

/** A count and the balance it holds (cents). */
export interface Holding {
    count: number;
    balance: number;
}

export interface AccountDashboard {
    period: DashboardPeriod;
    from: string;
    today: string;
    granularity: 'day' | 'month';
    /** Every account of the bank today. */
    total: Holding;
    active: Holding;
    /** Accounts opened in the period, and how many of them are already active. */
    opened: number;
    opened_active: number;
    series: (Slot & { natural: number; legal: number })[];
    by_status: ({ status: EntityStatus } & Holding)[];
    /** Most accounts first; types without accounts are left out. */
    by_type: ({ code: AccountTypeCode | 'unknown'; label: string } & Holding)[];
    by_person_type: ({ type: PersonType; label: string } & Holding)[];
}

/** Backlog ages in whole days since the registration. */
export const BACKLOG_BUCKETS: readonly { key: string; label: string; min: number; max: number }[] = [
    { key: 'up_to_1', label: 'Até 1 dia', min: 0, max: 1 },
    { key: '2_to_3', label: '2 a 3 dias', min: 2, max: 3 },
    { key: '4_to_7', label: '4 a 7 dias', min: 4, max: 7 },
    { key: '8_to_30', label: '8 a 30 dias', min: 8, max: 30 },
    { key: 'over_30', label: 'Mais de 30 dias', min: 31, max: Infinity },
];

export interface RegistrationDashboard {
    period: DashboardPeriod;
    from: string;
    today: string;
    granularity: 'day' | 'month';
    /** Holders registered in the period. */
    registered: number;
    series: (Slot & Record<Origin, number>)[];
    by_origin: { origin: Origin; label: string; count: number }[];
    /** Today's status of the holders registered in the period. */
    by_status: { status: EntityStatus; count: number }[];
    /** Registrations decided in the period (approved or rejected) and the time they took. */
    decided: number;
    approved: number;
    rejected: number;
    /** Median hours from registration to decision; null without decisions. */
    median_decision_hours: number | null;
    /** Registrations waiting today, whenever they came in. */
    backlog: {
        count: number;
        oldest_days: number | null;
        median_days: number | null;
        buckets: { key: string; label: string; count: number }[];
    };
}

const HOUR_MS = 3_600_000;

const dayOf = (timestamp: string) => toDateOnlyBrasilia(new Date(timestamp));

export function median(values: readonly number[]): number | null {
    if (values.length === 0) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The period's slots and the index of the slot of a day (-1 outside the period). */
function periodOf(today: string, period: DashboardPeriod) {
    const slots = periodSlots(today, period);
    const from = slots[0].start;
    const granularity: 'day' | 'month' = period === 365 ? 'month' : 'day';
    const slotOf = (day: string) => {
        if (day < from || day > today) return -1;
        return slots.findIndex((slot) => day >= slot.start && day <= slot.end);
    };
    return { slots, from, granularity, slotOf };
}

const holding = (): Holding => ({ count: 0, balance: 0 });
const add = (into: Holding, balance: number) => {
    into.count += 1;
    into.balance += balance;
};

export function accountDashboard(
    persons: readonly DashboardPerson[],
    accounts: readonly DashboardAccount[],
    today: string,
    period: DashboardPeriod,
): AccountDashboard {
    const { slots, from, granularity, slotOf } = periodOf(today, period);
    const series = slots.map((slot) => ({ ...slot, natural: 0, legal: 0 }));
    const typeOf = new Map(persons.map((person) => [person.id, person.type]));
    const total = holding();
    const active = holding();
    const byStatus = new Map(ENTITY_STATUSES.map((status) => [status, holding()]));
    const byType = new Map<AccountTypeCode | 'unknown', Holding>();
    const byPersonType = { natural: holding(), legal: holding() };
    let opened = 0;
    let openedActive = 0;
    for (const account of accounts) {
        const personType = typeOf.get(account.person_id) ?? 'natural';
        add(total, account.balance);
        if (account.status === 'active') add(active, account.balance);
        add(byStatus.get(account.status) ?? holding(), account.balance);
        const code = account.type_code ?? 'unknown';
        if (!byType.has(code)) byType.set(code, holding());
        add(byType.get(code) as Holding, account.balance);
        add(byPersonType[personType], account.balance);
        const slot = slotOf(dayOf(account.created_at));
        if (slot < 0) continue;
        opened += 1;
        if (account.status === 'active') openedActive += 1;
        series[slot][personType] += 1;
    }
    return {
        period,
        from,
        today,
        granularity,
        total,
        active,
        opened,
        opened_active: openedActive,
        series,
        by_status: ENTITY_STATUSES.map((status) => ({ status, ...(byStatus.get(status) as Holding) })),
        by_type: [...byType.entries()]
            .map(([code, figures]) => ({
                code,
                label: code === 'unknown' ? 'Sem tipo' : ACCOUNT_TYPE_LABELS[code],
                ...figures,
            }))
            .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR')),
        by_person_type: (['natural', 'legal'] as const).map((type) => ({
            type,
            label: PERSON_TYPE_LABELS[type],
            ...byPersonType[type],
        })),
    };
}

export function registrationDashboard(
    persons: readonly DashboardPerson[],
    today: string,
    period: DashboardPeriod,
): RegistrationDashboard {
    const { slots, from, granularity, slotOf } = periodOf(today, period);
    const series = slots.map((slot) => ({ ...slot, self: 0, backoffice: 0, seed: 0 }));
    const byOrigin: Record<Origin, number> = { self: 0, backoffice: 0, seed: 0 };
    const byStatus = new Map(ENTITY_STATUSES.map((status) => [status, 0]));
    const decisionHours: number[] = [];
    let approved = 0;
    let rejected = 0;
    const waitingDays: number[] = [];
    for (const person of persons) {
        const origin = person.origin ?? 'seed';
        const slot = slotOf(dayOf(person.created_at));
        if (slot >= 0) {
            series[slot][origin] += 1;
            byOrigin[origin] += 1;
            byStatus.set(person.status, (byStatus.get(person.status) ?? 0) + 1);
        }
        if (person.status === 'pending') waitingDays.push(daysBetween(dayOf(person.created_at), today));
        const decided = person.decided_at;
        // Only a first decision counts: approved (active) or rejected, not a later block or closing.
        if (
            decided &&
            (person.status === 'active' || person.status === 'rejected') &&
            slotOf(dayOf(decided)) >= 0
        ) {
            decisionHours.push(Math.max(0, Date.parse(decided) - Date.parse(person.created_at)) / HOUR_MS);
            if (person.status === 'active') approved += 1;
            else rejected += 1;
        }
    }
    const hours = median(decisionHours);
    return {
        period,
        from,
        today,
        granularity,
        registered: ORIGINS.reduce((sum, origin) => sum + byOrigin[origin], 0),
        series,
        by_origin: ORIGINS.map((origin) => ({
            origin,
            label: ORIGIN_LABELS[origin],
            count: byOrigin[origin],
        })),
        by_status: ENTITY_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
        decided: approved + rejected,
        approved,
        rejected,
        median_decision_hours: hours === null ? null : Math.round(hours * 10) / 10,
        backlog: {
            count: waitingDays.length,
            oldest_days: waitingDays.length ? Math.max(...waitingDays) : null,
            median_days: median(waitingDays),
            buckets: BACKLOG_BUCKETS.map(({ key, label, min, max }) => ({
                key,
                label,
                count: waitingDays.filter((days) => days >= min && days <= max).length,
            })),
        },
    };
}
