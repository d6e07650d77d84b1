import { buildCsv, csvAmount } from '../../domain/csv';
import { formatDate, formatTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { statusLabel } from '../../domain/statuses';
import { textOf } from '../../i18n';
import type { PixDirection, PixTransactionView } from './api';
import { pixMessages } from './messages';

const t = textOf(pixMessages);

/** 'Recebido' or 'Enviado', in the catalogue's words. */
export const directionLabel = (direction: PixDirection): string =>
    direction === 'in' ? t('pix.statement.received') : t('pix.statement.sent');

export type DirectionChoice = PixDirection | 'all';

/** The direction filter's options; `label` is a catalogue key. */
export const DIRECTION_CHOICES = Object.freeze([
    { value: 'all', label: 'pix.common.all' },
    { value: 'in', label: 'pix.statement.received_plural' },
    { value: 'out', label: 'pix.statement.sent_plural' },
] as const satisfies readonly { value: DirectionChoice; label: string }[]);

/** Received Pix add, sent Pix subtract: signed cents. */
export const signedAmount = (row: Pick<PixTransactionView, 'direction' | 'amount'>) =>
    row.direction === 'out' ? -Math.abs(row.amount) : Math.abs(row.amount);

/** Only a concluded Pix moved money: a failed one was returned, a rejected or cancelled one never left. */
export const SETTLED = 'done';

/** Received and sent in a list of Pix, concluded ones only, in cents. */
export const pixTotals = (rows: readonly PixTransactionView[]) => {
    let received = 0;
    let sent = 0;
    for (const row of rows) {
        if (row.status !== SETTLED) continue;
        if (row.direction === 'in') received += Math.abs(row.amount);
        else sent += Math.abs(row.amount);
    }
    return { received, sent };
};

export const PIX_CSV_HEADER = [
    t('pix.statement.columns.date'),
    t('pix.statement.columns.time'),
    t('pix.statement.columns.type'),
    t('pix.statement.columns.name'),
    t('pix.statement.columns.document'),
    t('pix.common.institution'),
    t('pix.common.description'),
    t('pix.statement.columns.amount_reais'),
    t('pix.common.status'),
    t('pix.common.e2e_id'),
];

/** The statement as CSV (src/domain/csv.ts conventions): Brasília date and time, signed amount in reais. */
export const pixStatementCsv = (rows: readonly PixTransactionView[]) =>
    buildCsv([
        PIX_CSV_HEADER,
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            directionLabel(row.direction),
            row.counterparty.name,
            row.counterparty.document_masked,
            row.counterparty.participant,
            row.description ?? '',
            csvAmount(signedAmount(row)),
            statusLabel('pix', row.status),
            row.end_to_end_id,
        ]),
    ]);

/** The statement as the PDF report's table (A4 landscape). */
export const pixStatementTable = (rows: readonly PixTransactionView[]) => ({
    columns: [
        { header: t('pix.statement.columns.date'), key: 'date', width: 88 },
        { header: t('pix.statement.columns.type'), key: 'direction', width: 56 },
        { header: t('pix.statement.columns.name'), key: 'name' },
        { header: t('pix.common.institution'), key: 'participant' },
        { header: t('pix.common.description'), key: 'description' },
        { header: t('pix.common.status'), key: 'status', width: 90 },
        { header: t('pix.common.amount'), key: 'amount', width: 84, align: 'right' as const },
    ],
    rows: rows.map((row) => ({
        date: `${formatDate(row.created_at)} ${formatTime(row.created_at)}`,
        direction: directionLabel(row.direction),
        name: `${row.counterparty.name} (${row.counterparty.document_masked})`,
        participant: row.counterparty.participant,
        description: row.description ?? '',
        status: statusLabel('pix', row.status),
        amount: `${row.direction === 'out' ? '-' : '+'} ${formatBRL(Math.abs(row.amount))}`,
    })),
});
