import type {
    CashAccount,
    CashClosing,
    CashOperationView,
    CashWithdrawalSimulation,
} from '../../../contract/cashier';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { textOf } from '../../../i18n';
import { cashierMessages } from './messages';

export type { CashAccount, CashClosing, CashOperationView, CashWithdrawalSimulation };

/** `/deposito` takes cash in; `/saque` pays it out. */
export type CashMode = 'deposit' | 'withdrawal';

const t = textOf(cashierMessages);

/** 'Ag. 0001 · 12345-6' */
export const cashAccountText = (account: Pick<CashAccount, 'agency' | 'number' | 'digit'> | null) =>
    account ? `Ag. ${account.agency ?? '----'} · ${account.number}-${account.digit}` : '—';

/** What the receipt shows, on screen and in the PDF. */
export const receiptPairs = (op: CashOperationView): [string, string][] => [
    [t('cashier.done.operation'), t(`cashier.kinds.${op.kind}`)],
    [t('cashier.done.number'), String(op.id)],
    [t('cashier.confirm.holder'), op.account?.holder ?? '—'],
    [t('cashier.confirm.document'), op.holder_document_masked],
    [t('cashier.confirm.account'), cashAccountText(op.account)],
    [t('cashier.confirm.amount'), formatBRL(op.amount)],
    ...(op.kind === 'withdrawal' ? [[t('cashier.confirm.fee'), formatBRL(op.fee)] as [string, string]] : []),
    [t('cashier.done.at'), formatDateTime(op.created_at)],
    [t('cashier.done.cashier'), op.cashier_name],
];

/** The day's totals as label–value pairs (screen cards and PDF). */
export const closingPairs = (closing: CashClosing): [string, string][] => [
    [t('cashier.day.deposits', { count: closing.deposits.count }), formatBRL(closing.deposits.amount)],
    [
        t('cashier.day.withdrawals', { count: closing.withdrawals.count }),
        formatBRL(closing.withdrawals.amount),
    ],
    [t('cashier.day.reversals', { count: closing.reversals.count }), formatBRL(closing.reversals.amount)],
    [t('cashier.day.net'), formatBRL(closing.net_cash)],
];
