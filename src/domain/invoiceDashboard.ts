/**
 * The figures of the three boleto dashboards (/invoice-dash, /invoice-entries-dash, /invoice-charge-dash),
 * computed from the issued boletos so that they agree with the lists. Money is integer cents; dates are
 * 'yyyy-MM-dd' in Brasília. Definitions (period, buckets, weeks) are in docs/decisions.md.
 */
import { toDateOnlyBrasilia } from './dates';
import { addMonths, daysBetween, effectiveStatus, type InvoiceStatus } from './invoice';

/** 7 and 30 days, day by day; 365 is "12 meses": this month and the 11 before it, month by month. */
export const DASHBOARD_PERIODS = [7, 30, 365] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const isDashboardPeriod = (value: unknown): value is DashboardPeriod =>
    (DASHBOARD_PERIODS as readonly unknown[]).includes(value);

export const DASHBOARD_PERIOD_MESSAGE = 'Escolha o período: 7, 30 ou 365 dias.';

/** What the figures read of a boleto (the sandbox record and the API's answer both have it). */
export interface DashboardInvoice {
    status: InvoiceStatus;
    amount: number;
    issue_date: string;
    due_date: string;
    paid_amount: number | null;
    paid_at: string | null;
    canceled_at: string | null;
    drawee: { name: string; document: string };
}

export interface Tally {
    count: number;
    /** Cents. */
    amount: number;
}

export interface SeriesPoint {
    /** First and last day the point covers (a day, or a month cut at today). */
    start: string;
    end: string;
    /** Face value of the boletos issued. */
    issued: Tally;
    /** Money received (paid_amount), split into on time and late. */
    paid: Tally;
    paid_on_time: Tally;
    paid_late: Tally;
    /** Fines and interest received (paid_amount − amount when positive). */
    charges: number;
    /** Discounts granted (amount − paid_amount when positive). */
    discounts: number;
}

export type DueBucketKey =
    | 'overdue_over_60'
    | 'overdue_31_60'
    | 'overdue_1_30'
    | 'due_0_7'
    | 'due_8_30'
    | 'due_over_30';

/**
 * The open portfolio by due date. `days` is daysBetween(due_date, today): positive = days overdue, 0 = due
 * today, negative = days until due. Oldest debt first.
 */
export const DUE_BUCKETS: readonly {
    key: DueBucketKey;
    label: string;
    overdue: boolean;
    min: number;
    max: number;
}[] = [
    { key: 'overdue_over_60', label: 'Vencidos > 60 dias', overdue: true, min: 61, max: Infinity },
    { key: 'overdue_31_60', label: 'Vencidos 31–60 dias', overdue: true, min: 31, max: 60 },
    { key: 'overdue_1_30', label: 'Vencidos 1–30 dias', overdue: true, min: 1, max: 30 },
    { key: 'due_0_7', label: 'A vencer 0–7 dias', overdue: false, min: -7, max: 0 },
    { key: 'due_8_30', label: 'A vencer 8–30 dias', overdue: false, min: -30, max: -8 },
    { key: 'due_over_30', label: 'A vencer > 30 dias', overdue: false, min: -Infinity, max: -31 },
];

export interface DueBucket extends Tally {
    key: DueBucketKey;
    label: string;
    overdue: boolean;
}

export interface TopPayer {
    document: string;
    name: string;
    /** Open boletos (pending and expired) and their face value; the expired part of it. */
    count: number;
    amount: number;
    overdue_amount: number;
}

export interface InflowWeek extends Tally {
    start: string;
    end: string;
}

export const TOP_PAYERS = 5;
export const INFLOW_WEEKS = 8;

export interface InvoiceDashboard {
    today: string;
    period: DashboardPeriod;
    /** The period: `from` to `today`, both included. */
    from: string;
    granularity: 'day' | 'month';
    /** In the period: issued (issue_date), paid (day of payment), canceled (day of cancellation). */
    issued: Tally;
    paid: Tally;
    canceled: Tally;
    /** What became of the boletos issued in the period, as of today. */
    issued_status: Record<'pending' | 'expired' | 'paid' | 'canceled', Tally>;
    /** As of today, whatever the period: pending (not yet due) and expired (overdue), face value. */
    open: Tally;
    overdue: Tally;
    /** The period's payments made up to the due date and after it. */
    paid_on_time: Tally;
    paid_late: Tally;
    /** paid_on_time.count / paid.count; null without payments. */
    on_time_rate: number | null;
    /** Mean days after the due date of the late payments, one decimal; null without late payments. */
    average_days_late: number | null;
    charges_collected: number;
    discounts_granted: number;
    series: SeriesPoint[];
    /** As of today: the open portfolio by due bucket, the largest open payers, the next weeks' dues. */
    due_buckets: DueBucket[];
    top_payers: TopPayer[];
    inflow: InflowWeek[];
}

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number): string =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const lastDayOfMonth = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/** The period's first day and its series slots, oldest first. */
export function periodSlots(today: string, period: DashboardPeriod): { start: string; end: string }[] {
    if (period === 365) {
        const first = `${addMonths(today, -11).slice(0, 7)}-01`;
        return Array.from({ length: 12 }, (_, index) => {
            const start = addMonths(first, index);
            const end = lastDayOfMonth(start);
            return { start, end: end > today ? today : end };
        });
    }
    return Array.from({ length: period }, (_, index) => {
        const day = addDays(today, index - period + 1);
        return { start: day, end: day };
    });
}

const tally = (): Tally => ({ count: 0, amount: 0 });
const count = (into: Tally, amount: number) => {
    into.count += 1;
    into.amount += amount;
};

/** The Brasília day of a timestamp; null when there is none. */
const dayOf = (timestamp: string | null) => (timestamp ? toDateOnlyBrasilia(new Date(timestamp)) : null);

const bucketOf = (daysOverdue: number) =>
    DUE_BUCKETS.findIndex((bucket) => daysOverdue >= bucket.min && daysOverdue <= bucket.max);

export function invoiceDashboard(
    invoices: readonly DashboardInvoice[],
    today: string,
    period: DashboardPeriod,
): InvoiceDashboard {
    const slots = periodSlots(today, period);
    const from = slots[0].start;
    const granularity = period === 365 ? 'month' : 'day';
    const slotOf = (day: string | null) => {
        if (day === null || day < from || day > today) return -1;
        return granularity === 'day' ? daysBetween(from, day) : monthIndex(day) - monthIndex(from);
    };
    const series: SeriesPoint[] = slots.map((slot) => ({
        ...slot,
        issued: tally(),
        paid: tally(),
        paid_on_time: tally(),
        paid_late: tally(),
        charges: 0,
        discounts: 0,
    }));
    const issued = tally();
    const paid = tally();
    const canceled = tally();
    const paidOnTime = tally();
    const paidLate = tally();
    const open = tally();
    const overdue = tally();
    const issuedStatus = { pending: tally(), expired: tally(), paid: tally(), canceled: tally() };
    let daysLate = 0;
    let charges = 0;
    let discounts = 0;
    const buckets: DueBucket[] = DUE_BUCKETS.map(({ key, label, overdue }) => ({
        key,
        label,
        overdue,
        ...tally(),
    }));
    const payers = new Map<string, TopPayer & { issue_date: string }>();
    const inflow: InflowWeek[] = Array.from({ length: INFLOW_WEEKS }, (_, week) => ({
        start: addDays(today, week * 7),
        end: addDays(today, week * 7 + 6),
        ...tally(),
    }));

    for (const invoice of invoices) {
        const status = effectiveStatus(invoice, today);
        if (status === 'draft') continue;

        const issuedSlot = slotOf(invoice.issue_date);
        if (issuedSlot >= 0) {
            count(issued, invoice.amount);
            count(series[issuedSlot].issued, invoice.amount);
            count(issuedStatus[status], invoice.amount);
        }

        const paidDay = status === 'paid' ? dayOf(invoice.paid_at) : null;
        const paidSlot = slotOf(paidDay);
        if (paidDay !== null && paidSlot >= 0) {
            const received = invoice.paid_amount ?? 0;
            const late = daysBetween(invoice.due_date, paidDay);
            const point = series[paidSlot];
            count(paid, received);
            count(point.paid, received);
            if (late > 0) {
                count(paidLate, received);
                count(point.paid_late, received);
                daysLate += late;
            } else {
                count(paidOnTime, received);
                count(point.paid_on_time, received);
            }
            const extra = received - invoice.amount;
            if (extra > 0) {
                charges += extra;
                point.charges += extra;
            } else {
                discounts -= extra;
                point.discounts -= extra;
            }
        }

        if (status === 'canceled' && slotOf(dayOf(invoice.canceled_at)) >= 0) count(canceled, invoice.amount);

        if (status === 'pending' || status === 'expired') {
            count(status === 'pending' ? open : overdue, invoice.amount);
            const daysOverdue = daysBetween(invoice.due_date, today);
            count(buckets[bucketOf(daysOverdue)], invoice.amount);
            if (daysOverdue <= 0 && daysOverdue > -INFLOW_WEEKS * 7) {
                count(inflow[Math.floor(-daysOverdue / 7)], invoice.amount);
            }
            addPayer(payers, invoice, status === 'expired');
        }
    }

    return {
        today,
        period,
        from,
        granularity,
        issued,
        paid,
        canceled,
        issued_status: issuedStatus,
        open,
        overdue,
        paid_on_time: paidOnTime,
        paid_late: paidLate,
        on_time_rate: paid.count > 0 ? paidOnTime.count / paid.count : null,
        average_days_late: paidLate.count > 0 ? Math.round((daysLate * 10) / paidLate.count) / 10 : null,
        charges_collected: charges,
        discounts_granted: discounts,
        series,
        due_buckets: buckets,
        top_payers: topPayers(payers),
        inflow,
    };
}

/** The payer is the person (CPF/CNPJ): the same payer of two holders counts once; the latest name is shown. */
function addPayer(
    payers: Map<string, TopPayer & { issue_date: string }>,
    invoice: DashboardInvoice,
    expired: boolean,
) {
    const { document, name } = invoice.drawee;
    const payer = payers.get(document) ?? {
        document,
        name,
        issue_date: invoice.issue_date,
        count: 0,
        amount: 0,
        overdue_amount: 0,
    };
    if (invoice.issue_date > payer.issue_date) Object.assign(payer, { name, issue_date: invoice.issue_date });
    payer.count += 1;
    payer.amount += invoice.amount;
    if (expired) payer.overdue_amount += invoice.amount;
    payers.set(document, payer);
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

function topPayers(payers: Map<string, TopPayer & { issue_date: string }>): TopPayer[] {
    return [...payers.values()]
        .sort(
            (a, b) =>
                b.amount - a.amount || byName.compare(a.name, b.name) || a.document.localeCompare(b.document),
        )
        .slice(0, TOP_PAYERS)
        .map(({ issue_date: _, ...payer }) => payer);
}
