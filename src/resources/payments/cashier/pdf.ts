import { currentBrand } from '../../../brands';
import { formatDate, formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import { type CashClosing, type CashOperationView, cashAccountText, closingPairs, receiptPairs } from './api';
import { cashierMessages } from './messages';

const t = textOf(cashierMessages);

/** The receipt handed to the customer; jsPDF is loaded only now. */
export async function downloadCashReceipt(op: CashOperationView) {
    const { createReport } = await import('../../../pdf');
    createReport({
        title: t(
            op.kind === 'deposit' ? 'cashier.done.pdf_title_deposit' : 'cashier.done.pdf_title_withdrawal',
        ),
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(op))
        .save(`comprovante-${op.kind === 'deposit' ? 'deposito' : 'saque'}-${op.id}`);
}

/** The cashier's day closing: the totals, then every operation (reversed ones marked). */
export async function downloadClosing(closing: CashClosing) {
    const { createReport } = await import('../../../pdf');
    createReport({
        title: t('cashier.day.pdf_title'),
        subtitle: t('cashier.day.pdf_subtitle', {
            cashier: closing.cashier_name,
            date: formatDate(`${closing.date}T15:00:00Z`),
        }),
        brand: currentBrand(),
    })
        .heading(t('cashier.day.pdf_totals'))
        .keyValues([
            ...closingPairs(closing),
            [t('cashier.day.fees_label'), formatBRL(closing.fees)],
            [t('cashier.day.pdf_count'), String(closing.count)],
        ])
        .heading(t('cashier.day.pdf_operations'))
        .table({
            columns: [
                { header: t('cashier.day.time'), key: 'time' },
                { header: t('cashier.day.kind'), key: 'kind' },
                { header: t('cashier.day.holder'), key: 'holder' },
                { header: t('cashier.day.account'), key: 'account' },
                { header: t('cashier.day.amount'), key: 'amount' },
                { header: t('cashier.day.status'), key: 'status' },
            ],
            rows: closing.operations.map((op) => ({
                time: formatTime(op.created_at),
                kind: t(`cashier.kinds.${op.kind}`),
                holder: op.account?.holder ?? '—',
                account: cashAccountText(op.account),
                amount: formatBRL(op.amount),
                status: statusLabel('generic', op.status),
            })),
        })
        .save(`fechamento-caixa-${closing.date}`);
}
