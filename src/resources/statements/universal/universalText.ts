import type { UniversalRow } from '../../../contract/ledgers';
import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate, formatDateTime, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import { accountText } from '../listings/listingText';
import { universalMessages } from './messages';

const t = textOf(universalMessages);

export const KINDS = ['payment', 'cash_in', 'cash_out', 'reversal', 'manual_charge'] as const;

/** A line of the universal statement as the API answers it: with the pooled balance after it. */
export type UniversalLine = UniversalRow & { pool_balance_after: number };

export const kindLabel = (kind: string) =>
    (KINDS as readonly string[]).includes(kind)
        ? t(`universal.kinds.${kind as (typeof KINDS)[number]}`)
        : kind;

const s = (key: 'date' | 'account' | 'description' | 'amount' | 'pool_after') =>
    t(`universal.statement.${key}`);

export function universalCsv(rows: readonly UniversalLine[]): string {
    return buildCsv([
        [
            t('universal.statement.csv.date'),
            t('universal.statement.csv.time'),
            t('universal.statement.csv.holder'),
            s('account'),
            s('description'),
            t('universal.statement.kind'),
            `${s('amount')} (R$)`,
            `${s('pool_after')} (R$)`,
            t('universal.statement.csv.status'),
        ],
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            row.account?.holder ?? '',
            accountText(row.account),
            row.description,
            kindLabel(row.kind),
            csvAmount(row.amount),
            csvAmount(row.pool_balance_after),
            statusLabel('generic', row.status),
        ]),
    ]);
}

export const universalReport = (rows: readonly UniversalLine[]) => ({
    columns: [
        { header: s('date'), key: 'date' },
        { header: t('universal.statement.csv.holder'), key: 'holder' },
        { header: s('account'), key: 'account' },
        { header: s('description'), key: 'description' },
        { header: s('amount'), key: 'amount' },
        { header: s('pool_after'), key: 'pool' },
    ],
    rows: rows.map((row) => ({
        date: formatDateTime(row.created_at),
        holder: row.account?.holder ?? '',
        account: accountText(row.account),
        description: row.description,
        amount: formatBRL(row.amount),
        pool: formatBRL(row.pool_balance_after),
    })),
});
