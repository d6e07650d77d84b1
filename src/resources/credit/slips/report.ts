/** The installments report (/relatorio-parcelamento): its rows, filters, totals and exports. */
import { currentBrand } from '../../../brands';
import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate, startOfDayUtc } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import type { InstallmentStatus } from '../../../domain/slipParcel';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import type { SlipParcelView } from './api';
import { creditMessages } from './messages';

const t = textOf(creditMessages);

export interface ReportRow {
    slipId: number;
    holder: string;
    beneficiary: string;
    number: number;
    count: number;
    due_date: string;
    amount: number;
    interest: number;
    amortization: number;
    status: InstallmentStatus;
}

/** Every installment of the approved requests, by due date. */
export const reportRows = (slips: readonly SlipParcelView[]): ReportRow[] =>
    slips
        .filter((slip) => slip.status === 'approved')
        .flatMap((slip) =>
            slip.installments.map((row) => ({
                slipId: slip.id,
                holder: slip.account?.holder ?? t('credit.fields.not_available'),
                beneficiary: slip.beneficiary,
                number: row.number,
                count: slip.installments.length,
                due_date: row.due_date,
                amount: row.amount,
                interest: row.interest,
                amortization: row.amortization,
                status: row.status,
            })),
        )
        .sort((a, b) => a.due_date.localeCompare(b.due_date) || a.slipId - b.slipId || a.number - b.number);

export interface ReportFilter {
    /** 'yyyy-MM-dd' or '' (no bound), due dates both included. */
    from: string;
    to: string;
    status: InstallmentStatus | '';
}

export const NO_FILTER: ReportFilter = { from: '', to: '', status: '' };

/** The status filter's choices, with the key of their label in the plural the filter reads in. */
export const STATUS_CHOICES = [
    ['open', 'credit.report.choices.open'],
    ['overdue', 'credit.report.choices.overdue'],
    ['paid', 'credit.report.choices.paid'],
] as const satisfies readonly [InstallmentStatus, string][];
const choiceLabel = (status: InstallmentStatus) => t(`credit.report.choices.${status}`);

/** The period's problems, one message per input; none when it can be applied. */
export function filterErrors({ from, to }: ReportFilter): { from?: string; to?: string } {
    const errors: { from?: string; to?: string } = {};
    if (from && startOfDayUtc(from) === null) errors.from = t('credit.report.errors.invalid_date');
    if (to && startOfDayUtc(to) === null) errors.to = t('credit.report.errors.invalid_date');
    if (!errors.from && !errors.to && from && to && from > to) errors.from = t('credit.report.errors.period');
    return errors;
}

export const applyFilter = (rows: readonly ReportRow[], { from, to, status }: ReportFilter) =>
    rows.filter(
        (row) =>
            (!from || row.due_date >= from) &&
            (!to || row.due_date <= to) &&
            (!status || row.status === status),
    );

/** Sum of the installments of each status. */
export const totalsByStatus = (rows: readonly ReportRow[]): Record<InstallmentStatus, number> => {
    const totals: Record<InstallmentStatus, number> = { open: 0, overdue: 0, paid: 0 };
    for (const row of rows) totals[row.status] += row.amount;
    return totals;
};

/** '05/01/2026 a 04/02/2026 · Vencidas': what the filter shows, for the PDF. */
export const filterText = ({ from, to, status }: ReportFilter) => {
    const period =
        from && to
            ? t('credit.report.period.between', { from: formatDate(from), to: formatDate(to) })
            : from
              ? t('credit.report.period.from', { from: formatDate(from) })
              : to
                ? t('credit.report.period.to', { to: formatDate(to) })
                : t('credit.report.period.all');
    return status ? `${period} · ${choiceLabel(status)}` : period;
};

/** 'relatorio-parcelas-2026-01-01-a-fim': the export's name (without extension). */
export const reportFileName = ({ from, to }: ReportFilter) =>
    `relatorio-parcelas-${from || 'inicio'}-a-${to || 'fim'}`;

/** The columns: their key in the PDF, their title in the CSV (amounts in R$) and in the PDF. */
const columnsOf = (withHolder: boolean) => [
    { key: 'due', csv: t('credit.fields.due_date'), pdf: t('credit.fields.due_date') },
    ...(withHolder
        ? [{ key: 'holder', csv: t('credit.fields.holder'), pdf: t('credit.fields.holder') }]
        : []),
    { key: 'beneficiary', csv: t('credit.fields.beneficiary'), pdf: t('credit.fields.beneficiary') },
    { key: 'parcel', csv: t('credit.fields.installment'), pdf: t('credit.fields.installment') },
    { key: 'amount', csv: t('credit.report.csv.amount'), pdf: t('credit.fields.amount') },
    { key: 'interest', csv: t('credit.report.csv.interest'), pdf: t('credit.fields.interest') },
    { key: 'amortization', csv: t('credit.report.csv.amortization'), pdf: t('credit.fields.amortization') },
    { key: 'status', csv: t('credit.fields.status'), pdf: t('credit.fields.status') },
];

/** CSV for pt-BR Excel (see src/domain/csv.ts); the holder column only for staff, who see every holder. */
export const reportCsv = (rows: readonly ReportRow[], withHolder: boolean) =>
    buildCsv([
        columnsOf(withHolder).map((column) => column.csv),
        ...rows.map((row) => [
            formatDate(row.due_date),
            ...(withHolder ? [row.holder] : []),
            row.beneficiary,
            `${row.number}/${row.count}`,
            csvAmount(row.amount),
            csvAmount(row.interest),
            csvAmount(row.amortization),
            statusLabel('installment', row.status),
        ]),
    ]);

/** The report as a PDF (A4 landscape); jsPDF is loaded only now. */
export async function downloadReportPdf(
    rows: readonly ReportRow[],
    filter: ReportFilter,
    withHolder: boolean,
) {
    const { createReport } = await import('../../../pdf');
    const columns = columnsOf(withHolder).map(({ key, pdf }) => ({ header: pdf, key }));
    createReport({ title: t('credit.report.title'), subtitle: filterText(filter), brand: currentBrand() })
        .table({
            columns,
            rows: rows.map((row) => ({
                due: formatDate(row.due_date),
                holder: row.holder,
                beneficiary: row.beneficiary,
                parcel: `${row.number}/${row.count}`,
                amount: formatBRL(row.amount),
                interest: formatBRL(row.interest),
                amortization: formatBRL(row.amortization),
                status: statusLabel('installment', row.status),
            })),
        })
        .save(reportFileName(filter));
}
