import type { BankFigures, BankFinancialReport } from '../../../contract/bankReports';
import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { count } from '../../../domain/text';
import { textOf } from '../../../i18n';
import { bankComparisonMessages } from './messages';

const t = textOf(bankComparisonMessages);

export const METRICS = [
    'opening_balance',
    'inflows',
    'outflows',
    'closing_balance',
    'change',
    'transactions',
    'accounts_opened',
    'accounts_total',
] as const;
export type Metric = (typeof METRICS)[number];

const COUNTS: ReadonlySet<Metric> = new Set(['transactions', 'accounts_opened', 'accounts_total']);
export const isCount = (metric: Metric) => COUNTS.has(metric);

export const metricValue = (figures: BankFigures, metric: Metric) =>
    metric === 'change' ? figures.closing_balance - figures.opening_balance : figures[metric];

export const metricLabel = (metric: Metric) => t(`bank_comparison.metrics.${metric}`);

/** "Banco Bradesco S.A." → "Banco Bradesco": the legal form adds nothing side by side. */
export const shortName = (name: string) => name.replace(/\s+(S\.\s?A\.?|S\/A|Ltda\.?|EIRELI|ME)$/i, '');

/** Two banks: the second minus the first; more: the highest minus the lowest. */
export const difference = (values: readonly number[]) =>
    values.length === 2 ? values[1] - values[0] : Math.max(...values) - Math.min(...values);

export const differenceLabel = (banks: number) =>
    banks === 2 ? t('bank_comparison.difference_two') : t('bank_comparison.difference_many');

export const differenceNote = (report: BankFinancialReport) =>
    report.banks.length === 2
        ? t('bank_comparison.difference_two_note', {
              first: shortName(report.banks[0].name),
              second: shortName(report.banks[1].name),
          })
        : t('bank_comparison.difference_many_note');

export interface ComparisonRow {
    metric: Metric;
    label: string;
    banks: number[];
    total: number;
    difference: number;
}

/** The table's rows: one per indicator, the banks in the order asked, their total and difference. */
export const comparisonRows = (report: BankFinancialReport): ComparisonRow[] =>
    METRICS.map((metric) => {
        const banks = report.banks.map((bank) => metricValue(bank, metric));
        return {
            metric,
            label: metricLabel(metric),
            banks,
            total: metricValue(report.totals, metric),
            difference: difference(banks),
        };
    });

/** A value as the screen and the PDF write it: R$ for money, pt-BR digits for counts. */
export const displayValue = (metric: Metric, value: number) =>
    isCount(metric) ? count(value) : formatBRL(value);

const headers = (report: BankFinancialReport) => [
    t('bank_comparison.indicator'),
    ...report.banks.map((bank) => bank.name),
    t('bank_comparison.total'),
    differenceLabel(report.banks.length),
];

/** The CSV (domain/csv.ts rules): one line per indicator, amounts as pt-BR decimals, counts as integers. */
export const comparisonCsv = (report: BankFinancialReport) =>
    buildCsv([
        headers(report),
        ...comparisonRows(report).map((row) => {
            const cell = (value: number) => (isCount(row.metric) ? value : csvAmount(value));
            return [row.label, ...row.banks.map(cell), cell(row.total), cell(row.difference)];
        }),
    ]);

export const fileName = (report: BankFinancialReport) =>
    t('bank_comparison.file', { from: report.from, to: report.to });

export const periodText = (report: Pick<BankFinancialReport, 'from' | 'to'>) => ({
    from: formatDate(`${report.from}T12:00:00Z`),
    to: formatDate(`${report.to}T12:00:00Z`),
});

/** The PDF's table: the same rows as the screen. */
export const comparisonPdfTable = (report: BankFinancialReport) => {
    const names = headers(report);
    const keys = names.map((_, index) => `c${index}`);
    return {
        columns: names.map((header, index) => ({ header, key: keys[index] })),
        rows: comparisonRows(report).map((row) =>
            Object.fromEntries(
                [
                    row.label,
                    ...[...row.banks, row.total, row.difference].map((v) => displayValue(row.metric, v)),
                ].map((value, index) => [keys[index], value]),
            ),
        ),
    };
};
