/**
 * The figures of the Pix dashboards (/pix-input-dash, /pix-output-dash), computed from the Pix records so that
 * they agree with the Pix statement. Money in cents; days and hours in Brasília. Definitions in
 * docs/decisions.md ("Pix").
 */
import { shiftToBrasilia, toDateOnlyBrasilia } from './dates';
import { addMonths, daysBetween } from './invoice';

/** 7 and 30 days, day by day; 365 is "12 meses": this month and the 11 before it, month by month. */
export const PIX_DASHBOARD_PERIODS = [7, 30, 365] as const;
export type PixDashboardPeriod = (typeof PIX_DASHBOARD_PERIODS)[number];

export const isPixDashboardPeriod = (value: unknown): value is PixDashboardPeriod =>
    (PIX_DASHBOARD_PERIODS as readonly unknown[]).includes(value);

export const PIX_DASHBOARD_PERIOD_MESSAGE = 'Escolha o período: 7, 30 ou 365 dias.';

/** What the figures read of a Pix record (the sandbox record and the statement row both have it). */
export interface DashboardPix {
    direction: 'in' | 'out';
    status: string;
    amount: number;
    created_at: string;
    counterparty: { ispb: string };
}

export interface Tally {
    count: number;
    /** Cents. */
    amount: number;
}

export interface PixSeriesPoint {
    /** First and last day the point covers (a day, or a month cut at today). */
    start: string;
    end: string;
    received: Tally;
    sent: Tally;
    failed: Tally;
}

export interface PixParticipantFigures {
    ispb: string;
    name: string;
    received: Tally;
    sent: Tally;
}

export interface PixHourFigures {
    /** 0–23, Brasília. */
    hour: number;
    received: Tally;
    sent: Tally;
}

export interface PixDashboard {
    today: string;
    period: PixDashboardPeriod;
    from: string;
    granularity: 'day' | 'month';
    /** Received: credited (done). Sent: left the account (processing or done). Failed: refused and returned. */
    received: Tally;
    sent: Tally;
    failed: Tally;
    /** Mean amount, whole cents; null without transfers. */
    average_ticket_received: number | null;
    average_ticket_sent: number | null;
    /** failed / (sent + failed), 0–1; null without sent transfers. */
    failure_rate: number | null;
    series: PixSeriesPoint[];
    /** Counterparties' institutions, largest total first. */
    by_participant: PixParticipantFigures[];
    by_hour: PixHourFigures[];
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

function slots(today: string, period: PixDashboardPeriod): { start: string; end: string }[] {
    if (period === 365) {
        const first = `${addMonths(today, -11).slice(0, 7)}-01`;
        return Array.from({ length: 12 }, (_, index) => {
            const start = addMonths(first, index);
            const end = addDays(addMonths(start, 1), -1);
            return { start, end: end > today ? today : end };
        });
    }
    return Array.from({ length: period }, (_, index) => {
        const day = addDays(today, index - period + 1);
        return { start: day, end: day };
    });
}

const tally = (): Tally => ({ count: 0, amount: 0 });
const add = (into: Tally, amount: number) => {
    into.count += 1;
    into.amount += amount;
};
const mean = (t: Tally) => (t.count === 0 ? null : Math.round(t.amount / t.count));

type Kind = 'received' | 'sent' | 'failed';

/** Which figure a record counts in; pending, scheduled, rejected and canceled ones move no money. */
function kindOf(pix: DashboardPix): Kind | null {
    if (pix.direction === 'in') return pix.status === 'done' ? 'received' : null;
    if (pix.status === 'done' || pix.status === 'processing') return 'sent';
    return pix.status === 'failure' ? 'failed' : null;
}

export function pixDashboard(
    records: readonly DashboardPix[],
    today: string,
    period: PixDashboardPeriod,
    participantName: (ispb: string) => string,
): PixDashboard {
    const series: PixSeriesPoint[] = slots(today, period).map((slot) => ({
        ...slot,
        received: tally(),
        sent: tally(),
        failed: tally(),
    }));
    const from = series[0].start;
    const granularity = period === 365 ? 'month' : 'day';
    const totals = { received: tally(), sent: tally(), failed: tally() };
    const participants = new Map<string, PixParticipantFigures>();
    const hours: PixHourFigures[] = Array.from({ length: 24 }, (_, hour) => ({
        hour,
        received: tally(),
        sent: tally(),
    }));
    for (const pix of records) {
        const kind = kindOf(pix);
        const instant = new Date(pix.created_at);
        if (kind === null || Number.isNaN(instant.getTime())) continue;
        const day = toDateOnlyBrasilia(instant);
        if (day < from || day > today) continue;
        const slot = granularity === 'day' ? daysBetween(from, day) : monthIndex(day) - monthIndex(from);
        add(totals[kind], pix.amount);
        add(series[slot][kind], pix.amount);
        if (kind === 'failed') continue;
        add(hours[shiftToBrasilia(instant).getUTCHours()][kind], pix.amount);
        const { ispb } = pix.counterparty;
        const figures = participants.get(ispb) ?? {
            ispb,
            name: participantName(ispb),
            received: tally(),
            sent: tally(),
        };
        add(figures[kind], pix.amount);
        participants.set(ispb, figures);
    }
    const attempts = totals.sent.count + totals.failed.count;
    const volume = (p: PixParticipantFigures) => p.received.amount + p.sent.amount;
    return {
        today,
        period,
        from,
        granularity,
        ...totals,
        average_ticket_received: mean(totals.received),
        average_ticket_sent: mean(totals.sent),
        failure_rate: attempts === 0 ? null : totals.failed.count / attempts,
        series,
        by_participant: [...participants.values()].sort(
            (a, b) => volume(b) - volume(a) || a.ispb.localeCompare(b.ispb),
        ),
        by_hour: hours,
    };
}
