import type { AccountSummary } from '../../contract/accounts';
import type { ApprovalSummary } from '../../contract/approvals';
import type { BillCharges, BillPayment } from '../../contract/bills';
import { beneficiaryOf } from '../../domain/billPayment';
import { CONVENIO_SEGMENTS, formatLine } from '../../domain/boleto';
import { maskCpf } from '../../domain/cpf';
import { formatDate, formatDateTime } from '../../domain/dates';
import { detectDocument, formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { statusLabel } from '../../domain/statuses';
import { textOf } from '../../i18n';
import type { AccountView } from '../accounts';
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

/**
 * `POST payment/info`: what the register says of a boleto: the beneficiary's name and CPF/CNPJ, the payer (for
 * the portal bank's boletos) and today's amount with its charges.
 */
export interface BillInfo {
    kind: 'bank' | 'convenio';
    bank_code: string | null;
    beneficiary: string;
    beneficiary_document: string | null;
    payer: string | null;
    due_date: string | null;
    amount: number | null;
    charges: BillCharges | null;
    total: number | null;
}

/** `own`: /liquidacaoboleto, the holder's own account; `subaccount`: /s-liquidacaoboleto, one of their sub-accounts. */
export type PaymentMode = 'own' | 'subaccount';

/**
 * The accounts a payment may debit. The holder's own account is the first one opened (with the registration);
 * their sub-accounts are the further ones (/cadastro-conta). Accounts of minors the user answers for come in
 * the same list but are not the user's to debit. Only active accounts.
 */
export const debitAccounts = (accounts: AccountView[], personId: number | null, mode: PaymentMode) => {
    const [own, ...subaccounts] = accounts
        .filter((a) => a.person_id === personId)
        .sort((a, b) => a.id - b.id);
    return (mode === 'own' ? [own] : subaccounts).filter((a) => a?.status === 'active');
};

type Pair = [string, string];

/** The amount, broken down (face value, discount, fine, interest) when the register charges more or less. */
export const amountPairs = (
    charges: BillCharges | null | undefined,
    amount: number,
    total: string,
): Pair[] => {
    if (!charges || charges.total === charges.amount) return [[t('bills.fields.amount'), formatBRL(amount)]];
    const pairs: Pair[] = [[t('bills.fields.document_amount'), formatBRL(charges.amount)]];
    if (charges.discount) pairs.push([t('bills.fields.discount'), formatBRL(charges.discount)]);
    if (charges.fine) pairs.push([t('bills.fields.fine'), formatBRL(charges.fine)]);
    if (charges.interest)
        pairs.push([t('bills.fields.interest', { days: charges.days_late }), formatBRL(charges.interest)]);
    pairs.push([total, formatBRL(amount)]);
    return pairs;
};

/** A person's CPF masked as Pix shows it (***.456.789-**); a company's CNPJ is public and goes in full. */
const shownDocument = (document: string) =>
    detectDocument(document)?.kind === 'cpf' ? maskCpf(document) : formatDocument(document);

interface Issued {
    kind: 'bank' | 'convenio';
    bank_code: string | null;
    barcode: string;
    beneficiary: string;
    beneficiary_document?: string | null;
}

/**
 * Who receives the money and through which bank, on separate lines. A payment made before the register named
 * the beneficiary holds the bank in its place: its beneficiary reads as not informed.
 */
export const beneficiaryPairs = (boleto: Issued): Pair[] => {
    const segment = boleto.kind === 'convenio' ? CONVENIO_SEGMENTS[boleto.barcode[1]] : undefined;
    const bank = beneficiaryOf({ kind: boleto.kind, bankCode: boleto.bank_code ?? '', segment });
    const named = boleto.beneficiary !== '' && boleto.beneficiary !== bank;
    const pairs: Pair[] = [
        [t('bills.fields.beneficiary'), named ? boleto.beneficiary : t('bills.fields.not_informed')],
    ];
    if (boleto.beneficiary_document)
        pairs.push([t('bills.fields.beneficiary_document'), shownDocument(boleto.beneficiary_document)]);
    if (boleto.kind === 'bank') pairs.push([t('bills.fields.bank'), bank]);
    else pairs.push([t('bills.fields.segment'), segment ?? t('bills.fields.not_informed')]);
    return pairs;
};

/** What the receipt shows, on screen and in the PDF, in this order. */
export const receiptPairs = (payment: BillPaymentView): [string, string][] => {
    const account = payment.account;
    const pairs: [string, string][] = [
        [t('bills.receipt.status'), statusLabel('bill_payment', payment.status)],
        ...amountPairs(payment.charges, payment.amount, t('bills.fields.total_paid')),
        ...beneficiaryPairs(payment),
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
