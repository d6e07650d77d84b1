import type { AccountSummary } from '../../contract/accounts';
import type { ApprovalSummary } from '../../contract/approvals';
import type { BillPayment } from '../../contract/bills';
import { formatLine } from '../../domain/boleto';
import { formatDate, formatDateTime } from '../../domain/dates';
import type { Charges } from '../../domain/invoice';
import { formatBRL } from '../../domain/money';
import { statusLabel } from '../../domain/statuses';
import { textOf } from '../../i18n';
import { billMessages } from './messages';

const t = textOf(billMessages);

/** The data provider's resource of boleto payments (src/dataProvider/map/bills.ts). */
export const BILL_PAYMENTS = 'pagamentos-boleto';

/** A boleto payment as `payment/bill` answers it. */
export interface BillPaymentView extends BillPayment {
    account: AccountSummary | null;
    approval: ApprovalSummary | null;
}

export interface PayBillInput {
    line: string;
    amount: number;
    account_id: number;
    payment_date?: string;
    password: string;
}

/** `POST payment/info`: what the register says of a boleto (beneficiary; for the portal bank, today's charges). */
export interface BillInfo {
    kind: 'bank' | 'convenio';
    bank_code: string | null;
    beneficiary: string;
    beneficiary_document: string | null;
    payer: string | null;
    due_date: string | null;
    amount: number | null;
    charges: Charges | null;
    total: number | null;
}

/** What the receipt shows, on screen and in the PDF, in this order. */
export const receiptPairs = (payment: BillPaymentView): [string, string][] => {
    const account = payment.account;
    const pairs: [string, string][] = [
        [t('bills.receipt.status'), statusLabel('bill_payment', payment.status)],
        [t('bills.fields.amount'), formatBRL(payment.amount)],
        [t('bills.fields.beneficiary'), payment.beneficiary],
        [t('bills.fields.line'), formatLine(payment.line)],
        [
            t('bills.fields.due_date'),
            payment.due_date ? formatDate(payment.due_date) : t('bills.fields.not_informed'),
        ],
        [
            t('bills.fields.payment_date'),
            payment.payment_date ? formatDate(payment.payment_date) : formatDate(payment.created_at),
        ],
        [t('bills.receipt.payer'), account?.holder ?? t('bills.fields.not_available')],
        [
            t('bills.receipt.debited_account'),
            account
                ? `${account.agency ?? '----'} · ${account.number}-${account.digit}`
                : t('bills.fields.not_available'),
        ],
        [t('bills.receipt.created_at'), formatDateTime(payment.created_at)],
    ];
    if (payment.paid_at) pairs.push([t('bills.receipt.paid_at'), formatDateTime(payment.paid_at)]);
    pairs.push([t('bills.receipt.authentication'), payment.authentication]);
    return pairs;
};
