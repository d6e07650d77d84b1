import type { AccountSummary } from '../../contract/accounts';
import type { ApprovalSummary } from '../../contract/approvals';
import type { BillPayment } from '../../contract/bills';
import { BILL_STATUS_LABELS } from '../../domain/billPayment';
import { formatLine } from '../../domain/boleto';
import { formatDate, formatDateTime } from '../../domain/dates';
import type { Charges } from '../../domain/invoice';
import { formatBRL } from '../../domain/money';
import { request, requestMoney } from '../../http/client';

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

export const fetchBillInfo = async (line: string, signal?: AbortSignal) =>
    (
        await request<{ data: BillInfo }>('payment/info', {
            method: 'POST',
            body: { line },
            signal,
            quiet: true,
        })
    ).body.data;

/** Money-moving: the confirmation's key, the same on every retry, so a lost answer never pays twice. */
export const payBill = async (input: PayBillInput, idempotencyKey: string) =>
    (
        await requestMoney<{ data: BillPaymentView }>('payment/bill', {
            method: 'POST',
            body: input,
            idempotencyKey,
        })
    ).body.data;

/** Payments of this boleto from this account that count as done or under way (not rejected or failed). */
export const fetchEarlierPayments = async (line: string, accountId: number, signal?: AbortSignal) =>
    (
        await request<{ data: BillPaymentView[] }>('payment/bill', {
            query: {
                filter: { line, account_id: accountId, status: 'paid,scheduled,pending_approval' },
                per_page: 5,
            },
            signal,
            quiet: true,
        })
    ).body.data;

export const fetchBillPayment = async (id: number, signal?: AbortSignal) =>
    (await request<{ data: BillPaymentView }>(`payment/bill/${id}`, { signal })).body.data;

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
