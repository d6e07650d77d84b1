import type { AccountSummary } from '../../contract/accounts';
import type { ApprovalSummary } from '../../contract/approvals';
import type { BillPayment } from '../../contract/bills';
import { BILL_STATUS_LABELS } from '../../domain/billPayment';
import { formatLine } from '../../domain/boleto';
import { formatDate, formatDateTime } from '../../domain/dates';
import type { Charges } from '../../domain/invoice';
import { formatBRL } from '../../domain/money';

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
        ['Situação', BILL_STATUS_LABELS[payment.status]],
        ['Valor', formatBRL(payment.amount)],
        ['Beneficiário', payment.beneficiary],
        ['Linha digitável', formatLine(payment.line)],
        ['Vencimento', payment.due_date ? formatDate(payment.due_date) : 'Não informado'],
        [
            'Data do pagamento',
            payment.payment_date ? formatDate(payment.payment_date) : formatDate(payment.created_at),
        ],
        ['Pagador', account?.holder ?? 'N/A'],
        [
            'Conta debitada',
            account ? `${account.agency ?? '----'} · ${account.number}-${account.digit}` : 'N/A',
        ],
        ['Data e hora da operação', formatDateTime(payment.created_at)],
    ];
    if (payment.paid_at) pairs.push(['Pago em', formatDateTime(payment.paid_at)]);
    pairs.push(['Autenticação', payment.authentication]);
    return pairs;
};
