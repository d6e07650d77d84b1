import type { AccountSummary } from '../../contract/accounts';
import type { GraphicMovement } from '../../contract/ledgers';
import { buildCsv, csvAmount } from '../../domain/csv';
import { formatDate, formatDateTime, formatTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { textOf } from '../../i18n';
import { graphicMessages } from './messages';

const t = textOf(graphicMessages);

export const GRAPHIC = 'contas-graficas';
export const MOVEMENTS = 'contas-graficas-movimentos';

/** 'Titular · 0001 · 12345-6', or a dash for the account's own entries. */
export const holderAccountText = (account: AccountSummary | null) =>
    account
        ? `${account.holder ?? ''} · ${account.agency ?? ''} · ${account.number}-${account.digit}`
        : t('graphic.list.none');

const d = (key: 'description' | 'account' | 'amount' | 'balance_after' | 'date') =>
    t(`graphic.detail.${key}`);

export function movementsCsv(rows: readonly GraphicMovement[]): string {
    return buildCsv([
        [
            t('graphic.detail.csv.date'),
            t('graphic.detail.csv.time'),
            d('description'),
            d('account'),
            `${d('amount')} (R$)`,
            `${d('balance_after')} (R$)`,
        ],
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            row.description,
            row.account ? holderAccountText(row.account) : '',
            csvAmount(row.amount),
            csvAmount(row.balance_after),
        ]),
    ]);
}

export const movementsReport = (rows: readonly GraphicMovement[]) => ({
    columns: [
        { header: d('date'), key: 'date' },
        { header: d('description'), key: 'description' },
        { header: d('account'), key: 'account' },
        { header: d('amount'), key: 'amount' },
        { header: d('balance_after'), key: 'balance' },
    ],
    rows: rows.map((row) => ({
        date: formatDateTime(row.created_at),
        description: row.description,
        account: row.account ? holderAccountText(row.account) : '',
        amount: formatBRL(row.amount),
        balance: formatBRL(row.balance_after),
    })),
});
