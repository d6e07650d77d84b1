import { buildCsv, csvAmount } from '../../domain/csv';
import { formatDate, formatTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { statusLabel } from '../../domain/statuses';
import type { PixDirection, PixTransactionView } from './api';

export const DIRECTION_LABELS: Readonly<Record<PixDirection, string>> = Object.freeze({
    in: 'Recebido',
    out: 'Enviado',
});

export type DirectionChoice = PixDirection | 'all';

export const DIRECTION_CHOICES: readonly { value: DirectionChoice; label: string }[] = Object.freeze([
    { value: 'all', label: 'Todas' },
    { value: 'in', label: 'Recebidos' },
    { value: 'out', label: 'Enviados' },
]);

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
    'Data',
    'Hora',
    'Tipo',
    'Nome',
    'CPF/CNPJ',
    'Instituição',
    'Descrição',
    'Valor (R$)',
    'Situação',
    'ID da transação (E2E)',
];

/** The statement as CSV (src/domain/csv.ts conventions): Brasília date and time, signed amount in reais. */
export const pixStatementCsv = (rows: readonly PixTransactionView[]) =>
    buildCsv([
        PIX_CSV_HEADER,
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            DIRECTION_LABELS[row.direction],
            row.counterparty.name,
            row.counterparty.document_masked,
            row.counterparty.participant,
            row.description ?? '',
            csvAmount(signedAmount(row)),
            statusLabel('generic', row.status),
            row.end_to_end_id,
        ]),
    ]);

/** The statement as the PDF report's table (A4 landscape). */
export const pixStatementTable = (rows: readonly PixTransactionView[]) => ({
    columns: [
        { header: 'Data', key: 'date', width: 88 },
        { header: 'Tipo', key: 'direction', width: 56 },
        { header: 'Nome', key: 'name' },
        { header: 'Instituição', key: 'participant' },
        { header: 'Descrição', key: 'description' },
        { header: 'Situação', key: 'status', width: 90 },
        { header: 'Valor', key: 'amount', width: 84, align: 'right' as const },
    ],
    rows: rows.map((row) => ({
        date: `${formatDate(row.created_at)} ${formatTime(row.created_at)}`,
        direction: DIRECTION_LABELS[row.direction],
        name: `${row.counterparty.name} (${row.counterparty.document_masked})`,
        participant: row.counterparty.participant,
        description: row.description ?? '',
        status: statusLabel('generic', row.status),
        amount: `${row.direction === 'out' ? '-' : '+'} ${formatBRL(Math.abs(row.amount))}`,
    })),
});
