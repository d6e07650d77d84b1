import type { Transaction, TransactionKind } from '../../contract/accounts';
import type {
    StatementAccount,
    StatementDirection,
    StatementLine,
    StatementSummary,
} from '../../contract/statements';
import type { LaravelPage } from '../../dataProvider/laravel';
import { buildCsv, csvAmount } from '../../domain/csv';
import {
    formatDate,
    formatDateTime,
    formatTime,
    isOnOrBeforeToday,
    startOfDayUtc,
    toDateOnlyBrasilia,
    weekdayName,
} from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { textOf } from '../../i18n';
import { addDays, type Period } from '../../ui/period';
import { statementMessages } from './messages';

const t = textOf(statementMessages);

export type { Period };
export type StatementPage = LaravelPage<StatementLine> & {
    summary: StatementSummary;
    account: StatementAccount;
};

/** '0001 · 12345-6'. */
export const accountText = (account: StatementAccount) =>
    `${account.agency ?? '----'} · ${account.number}-${account.digit}`;

/** Lines on one page of the screen (the server pages; each page read is kept, so going back is instant). */
export const PAGE_SIZE = 50;
/** Lines per call when a whole period is read for an export. */
export const EXPORT_PAGE_SIZE = 500;
/** The bank's limit: one statement covers at most 12 months (366 days). */
export const MAX_PERIOD_DAYS = 366;

export const KINDS: readonly TransactionKind[] = [
    'payment',
    'cash_out',
    'cash_in',
    'reversal',
    'manual_charge',
];
export const kindLabel = (kind: TransactionKind) => t(`statements.kinds.${kind}`);

export const PERIOD_CHOICES = ['today', '7', '15', '30', '90', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];
export const isPeriodChoice = (value: string): value is PeriodChoice =>
    (PERIOD_CHOICES as readonly string[]).includes(value);

export interface PeriodErrors {
    from?: string;
    to?: string;
}

const daysIn = ({ from, to }: Period) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A preset ending today in Brasília ('today' is one day), or the custom range with its problems. */
export const periodOf = (choice: PeriodChoice, custom: Period, now = new Date()) => {
    const today = toDateOnlyBrasilia(now);
    if (choice !== 'custom') {
        const days = choice === 'today' ? 1 : Number(choice);
        return { period: { from: addDays(today, -(days - 1)), to: today }, errors: {} as PeriodErrors };
    }
    const errors: PeriodErrors = {};
    if (startOfDayUtc(custom.from) === null) errors.from = t('statements.filters.from_required');
    if (startOfDayUtc(custom.to) === null) errors.to = t('statements.filters.to_required');
    else if (!isOnOrBeforeToday(custom.to, now)) errors.to = t('statements.filters.to_after_today');
    if (!errors.from && !errors.to) {
        if (custom.from > custom.to) errors.from = t('statements.filters.from_after_to');
        else if (daysIn(custom) > MAX_PERIOD_DAYS) errors.from = t('statements.filters.too_long');
    }
    return { period: custom, errors };
};

export interface StatementFilters {
    period: Period;
    kinds: TransactionKind[];
    direction: StatementDirection | null;
    search: string;
}

/** The API's `filter[...]` values of the screen's filters. */
export const queryFilter = ({ period, kinds, direction, search }: StatementFilters) => ({
    from: period.from,
    to: period.to,
    ...(kinds.length > 0 ? { kind: kinds.join(',') } : {}),
    ...(direction ? { direction } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
});

export const dayOf = (line: Pick<Transaction, 'created_at'>) => toDateOnlyBrasilia(new Date(line.created_at));

export interface DayGroup {
    day: string;
    /** The account's balance at the end of that day. */
    balance: number;
    lines: StatementLine[];
}

/** Lines (newest first) under their Brasília day, each day with its closing balance. */
export const dayGroups = (lines: readonly StatementLine[]): DayGroup[] => {
    const groups: DayGroup[] = [];
    for (const line of lines) {
        const day = dayOf(line);
        const last = groups.at(-1);
        if (last?.day === day) last.lines.push(line);
        else groups.push({ day, balance: line.day_balance, lines: [line] });
    }
    return groups;
};

/** 'sexta-feira, 27/11/2026' of a Brasília day. */
export const dayLabel = (day: string) => {
    const noon = `${day}T15:00:00.000Z`;
    return t('statements.lines.day', { weekday: weekdayName(noon), date: formatDate(noon) });
};

const statusLabel = (line: Transaction) =>
    line.status === 'reversed' ? t('statements.lines.reversed') : t('statements.export.done');

/** The statement as CSV (`;`, decimal comma, text kept as text; the BOM is added by `csvBlob`). */
export const statementCsv = (lines: readonly Transaction[]) =>
    buildCsv([
        t('statements.export.csv_header').split(';'),
        ...lines.map((line) => [
            formatDate(line.created_at),
            formatTime(line.created_at),
            line.description,
            kindLabel(line.kind),
            line.counterparty ?? '',
            csvAmount(line.amount),
            csvAmount(line.balance_after),
            statusLabel(line),
        ]),
    ]);

export interface StatementHeading {
    /** '0001 · 12345-6'. */
    account: string;
    holder: string;
    period: Period;
    summary: StatementSummary;
}

/** What the PDF prints, already in words (it can be drawn in a worker, which has no texts). */
export interface StatementPdfSpec {
    title: string;
    subtitle: string;
    balances: string;
    fileName: string;
    columns: { header: string; key: string; width?: number; align?: 'left' | 'right' }[];
    rows: Record<string, string>[];
}

export const fileNameOf = (heading: StatementHeading) =>
    t('statements.export.file', {
        account: heading.account.replace(/\D/g, ''),
        from: heading.period.from,
        to: heading.period.to,
    });

export const statementPdfSpec = (
    lines: readonly Transaction[],
    heading: StatementHeading,
): StatementPdfSpec => ({
    title: t('statements.export.pdf_title'),
    subtitle: t('statements.export.pdf_subtitle', {
        account: heading.account,
        holder: heading.holder,
        from: formatDate(`${heading.period.from}T15:00:00.000Z`),
        to: formatDate(`${heading.period.to}T15:00:00.000Z`),
    }),
    balances: t('statements.export.pdf_balances', {
        opening: formatBRL(heading.summary.opening_balance),
        credits: formatBRL(heading.summary.credits),
        debits: formatBRL(heading.summary.debits),
        closing: formatBRL(heading.summary.closing_balance),
    }),
    fileName: fileNameOf(heading),
    columns: [
        { header: t('statements.lines.date'), key: 'date', width: 80 },
        { header: t('statements.lines.description'), key: 'description', width: 270 },
        { header: t('statements.lines.kind'), key: 'kind', width: 80 },
        { header: t('statements.detail.counterparty'), key: 'party', width: 130 },
        { header: t('statements.lines.amount'), key: 'amount', width: 85, align: 'right' },
        { header: t('statements.lines.balance'), key: 'balance', width: 85, align: 'right' },
    ],
    rows: lines.map((line) => ({
        date: formatDateTime(line.created_at),
        description:
            line.status === 'reversed' ? `${line.description} (${statusLabel(line)})` : line.description,
        kind: kindLabel(line.kind),
        party: line.counterparty ?? '',
        amount: formatBRL(line.amount),
        balance: formatBRL(line.balance_after),
    })),
});
