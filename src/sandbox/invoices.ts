import type { Account, Transaction } from '../contract/accounts';
import type { Drawee, Invoice } from '../contract/invoices';
import { buildBankBoleto } from '../domain/boleto';
import {
    chargesOn,
    effectiveStatus,
    INVOICE_WALLET,
    type InvoiceStatus,
    type InvoiceTerms,
    invoiceFreeField,
    ourNumberDv,
    splitInstallments,
} from '../domain/invoice';
import type { SandboxState } from './types';

/** The portal bank's COMPE code in the sandbox (seed BANKS[0]): every boleto it issues carries it. */
export const PORTAL_BANK_CODE = '990';

/** Unique at the bank: 11 digits from the record id. */
export const ourNumberFor = (id: number) => String(10_000_000_000 + id).slice(-11);

export interface IssueContext {
    state: Pick<SandboxState, 'agencies' | 'persons'>;
    account: Account;
    drawee: Drawee;
    terms: InvoiceTerms;
    issueDate: string;
    status: Extract<InvoiceStatus, 'draft' | 'pending'>;
    batchId: number | null;
    createdBy: number;
    now: string;
    firstId: number;
    /** Installment group id; a fresh one per series. */
    group: string;
}

/** The boleto records of one issue: one, or one per installment with its own due date and amount. */
export function issueInvoices(ctx: IssueContext): Invoice[] {
    const { account, drawee, terms } = ctx;
    const agency = ctx.state.agencies.find((a) => a.id === account.agency_id)?.number ?? '0001';
    const holder = ctx.state.persons.find((p) => p.id === account.person_id);
    const parcels = splitInstallments(terms.amount, terms.installments, terms.due_date);
    return parcels.map((parcel, index) => {
        const id = ctx.firstId + index;
        const ourNumber = ourNumberFor(id);
        const built = buildBankBoleto({
            bankCode: PORTAL_BANK_CODE,
            amountCents: parcel.amount,
            dueDate: parcel.due_date,
            freeField: invoiceFreeField(agency, INVOICE_WALLET, ourNumber, account.number + account.digit),
        });
        // The discount date moves with each parcel: the same number of days before its due date.
        const discountLead = terms.discount_until
            ? Math.round((Date.parse(terms.due_date) - Date.parse(terms.discount_until)) / 86_400_000)
            : 0;
        const discountUntil = terms.discount_until
            ? new Date(Date.parse(parcel.due_date) - discountLead * 86_400_000).toISOString().slice(0, 10)
            : null;
        return {
            id,
            uuid: crypto.randomUUID(),
            owner_person_id: account.person_id,
            account_id: account.id,
            drawee_id: drawee.id,
            drawee: {
                name: drawee.name,
                document: drawee.document,
                email: drawee.email,
                address: { ...drawee.address },
            },
            beneficiary: { name: holder?.name ?? 'N/A', document: holder?.document ?? '' },
            our_number: ourNumber,
            our_number_dv: ourNumberDv(INVOICE_WALLET, ourNumber),
            your_number: terms.your_number,
            amount: parcel.amount,
            issue_date: ctx.issueDate,
            due_date: parcel.due_date,
            fine_percent: terms.fine_percent,
            interest_percent: terms.interest_percent,
            discount_amount: terms.discount_amount,
            discount_until: discountUntil,
            instructions: terms.instructions,
            installment:
                terms.installments > 1
                    ? { number: parcel.number, count: parcel.count, group: ctx.group }
                    : null,
            barcode: built.barcode,
            line: built.line,
            status: ctx.status,
            paid_amount: null,
            paid_at: null,
            canceled_at: null,
            cancel_reason: null,
            batch_id: ctx.batchId,
            remitted_at: null,
            created_by: ctx.createdBy,
            created_at: ctx.now,
            updated_at: ctx.now,
        };
    });
}

/** A registered boleto of the portal bank with this barcode, whatever its status; undefined otherwise. */
export const invoiceByBarcode = (state: Pick<SandboxState, 'invoices'>, barcode: string) =>
    state.invoices.find((invoice) => invoice.barcode === barcode && invoice.status !== 'draft');

/** Why a portal-bank boleto cannot be paid now (pt-BR), or null. */
export function unpayableReason(invoice: Invoice): string | null {
    if (invoice.status === 'paid') return 'Este boleto já foi pago.';
    if (invoice.status === 'canceled')
        return 'Este boleto foi baixado pelo beneficiário e não pode mais ser pago.';
    return null;
}

/** The amount due on `today` for a portal-bank boleto (discount, or fine and interest). */
export const amountDue = (invoice: Invoice, today: string) => chargesOn(invoice, today).total;

/**
 * Settles a paid boleto of the portal bank: the invoice is paid and the issuer's account is credited with
 * what the payer paid. Called by the bill payment's debit, so both sides move together.
 */
export function settleInvoice(
    state: Pick<SandboxState, 'invoices' | 'accounts' | 'transactions'>,
    invoice: Invoice,
    paidCents: number,
    at: string,
    nextTransactionId: number,
): Transaction | null {
    const account = state.accounts.find((a) => a.id === invoice.account_id);
    invoice.status = 'paid';
    invoice.paid_amount = paidCents;
    invoice.paid_at = at;
    invoice.updated_at = at;
    if (!account) return null;
    account.balance += paidCents;
    const credit: Transaction = {
        id: nextTransactionId,
        account_id: account.id,
        kind: 'cash_in',
        description: `Recebimento de boleto - ${invoice.drawee.name}`,
        amount: paidCents,
        balance_after: account.balance,
        status: 'transacted',
        created_at: at,
    };
    state.transactions.push(credit);
    return credit;
}

/** The invoice as the API answers it: stored fields plus the status as of today and today's amount due. */
export const invoiceView = (invoice: Invoice, today: string) => {
    const status = effectiveStatus(invoice, today);
    return {
        ...invoice,
        status,
        charges: status === 'pending' || status === 'expired' ? chargesOn(invoice, today) : null,
    };
};
