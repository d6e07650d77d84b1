import type { AccountSummary } from '../../../contract/accounts';
import type { DetailingRow, ListingRow, ListingSummary, ListingType } from '../../../contract/ledgers';
import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate, formatDateTime, formatTime } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import { listingMessages } from './messages';

const t = textOf(listingMessages);

export const LISTING_TYPES: readonly ListingType[] = ['taxas-e-tarifas', 'depositos', 'saque'];
export const LISTING = 'listagem';
export const DETAILING = 'detalhamento';
export type LedgerView = typeof LISTING | typeof DETAILING;

export const typeLabel = (type: ListingType) => t(`ledger_listings.types.${type}`);

/** '0001 · 12345-6' (agency, number and digit). */
export const accountText = (account: AccountSummary | null) =>
    account
        ? `${account.agency ?? ''} · ${account.number}-${account.digit}`.replace(/^ · /, '')
        : t('ledger_listings.none');

/** 'De 01/09/2026 a 29/11/2026', or the whole history. */
export const periodText = (summary: Pick<ListingSummary, 'from' | 'to'>) =>
    summary.from
        ? t('ledger_listings.period_text.since', {
              from: formatDate(summary.from),
              to: formatDate(summary.to),
          })
        : t('ledger_listings.period_text.all', { to: formatDate(summary.to) });

const c = (key: string) => t(`ledger_listings.columns.${key}` as Parameters<typeof t>[0]);

export function listingCsv(rows: readonly ListingRow[]): string {
    return buildCsv([
        [c('holder'), c('document'), c('account'), c('count'), c('total'), c('last')],
        ...rows.map((row) => [
            row.holder?.name ?? '',
            row.holder ? formatDocument(row.holder.document) : '',
            accountText(row.account),
            row.count,
            csvAmount(row.amount),
            formatDateTime(row.last_at),
        ]),
    ]);
}

export function detailingCsv(rows: readonly DetailingRow[]): string {
    return buildCsv([
        [
            t('ledger_listings.csv.date'),
            t('ledger_listings.csv.time'),
            c('holder'),
            c('document'),
            c('account'),
            c('description'),
            c('amount'),
            c('status'),
        ],
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            row.holder?.name ?? '',
            row.holder ? formatDocument(row.holder.document) : '',
            accountText(row.account),
            row.description,
            csvAmount(row.amount),
            statusLabel('generic', row.status),
        ]),
    ]);
}

export const listingReport = (rows: readonly ListingRow[]) => ({
    columns: [
        { header: c('holder'), key: 'holder' },
        { header: c('document'), key: 'document' },
        { header: c('account'), key: 'account' },
        { header: c('count'), key: 'count' },
        { header: c('total'), key: 'total' },
        { header: c('last'), key: 'last' },
    ],
    rows: rows.map((row) => ({
        holder: row.holder?.name ?? '',
        document: row.holder ? formatDocument(row.holder.document) : '',
        account: accountText(row.account),
        count: row.count,
        total: formatBRL(row.amount),
        last: formatDateTime(row.last_at),
    })),
});

export const detailingReport = (rows: readonly DetailingRow[]) => ({
    columns: [
        { header: c('date'), key: 'date' },
        { header: c('holder'), key: 'holder' },
        { header: c('account'), key: 'account' },
        { header: c('description'), key: 'description' },
        { header: c('amount'), key: 'amount' },
        { header: c('status'), key: 'status' },
    ],
    rows: rows.map((row) => ({
        date: formatDateTime(row.created_at),
        holder: row.holder?.name ?? '',
        account: accountText(row.account),
        description: row.description,
        amount: formatBRL(row.amount),
        status: statusLabel('generic', row.status),
    })),
});
