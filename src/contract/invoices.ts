/** Issued boletos (cobrança), their payers (sacados) and batches (`payment/invoice`). Money in cents. */
import type { Address } from './people';

/**
 * draft (a batch not yet registered) → pending (registered, payable) → paid; pending → canceled (baixa).
 * `expired` is never stored: a pending boleto past its due date reads as expired (effectiveStatus).
 */
export type InvoiceStatus = 'draft' | 'pending' | 'expired' | 'paid' | 'canceled';

/** A payer (sacado) of one holder's boletos: each holder keeps their own list. */
export interface Drawee {
    id: number;
    uuid: string;
    /** The issuing holder's person: only they (and staff who open accounts) see this payer. */
    owner_person_id: number;
    name: string;
    /** CPF (11 digits) or CNPJ (14 characters, may be alphanumeric), unformatted. */
    document: string;
    /** '' when not given. */
    email: string;
    /** Mobile (11 digits) or landline (10 digits), national; '' when not given. */
    phone: string;
    address: Address;
    /** Disabled payers stay for the boletos already issued to them, but take no new ones. */
    status: 'active' | 'disabled';
    created_at: string;
    updated_at: string;
}

/** A boleto issued by a holder to one of their payers (cobrança registrada at the portal bank). */
export interface Invoice {
    id: number;
    uuid: string;
    owner_person_id: number;
    /** The account credited when the boleto is paid. */
    account_id: number;
    drawee_id: number;
    /** The payer as on the day of issue: a later change of the payer does not rewrite a boleto. */
    drawee: { name: string; document: string; email: string; address: Address };
    /** The issuer (beneficiário): the account holder. */
    beneficiary: { name: string; document: string };
    /** 11 digits, unique at the bank, and its check digit. */
    our_number: string;
    our_number_dv: string;
    /** The issuer's own reference (seu número / número do documento); '' when not given. */
    your_number: string;
    /** Cents. */
    amount: number;
    issue_date: string;
    due_date: string;
    fine_percent: number;
    interest_percent: number;
    discount_amount: number;
    discount_until: string | null;
    instructions: string;
    installment: { number: number; count: number; group: string } | null;
    /** 44 and 47 digits; a draft has them too, but it cannot be paid until registered. */
    barcode: string;
    line: string;
    /** Stored status: `expired` is derived on reading (domain/invoice effectiveStatus). */
    status: InvoiceStatus;
    paid_amount: number | null;
    paid_at: string | null;
    canceled_at: string | null;
    cancel_reason: string | null;
    batch_id: number | null;
    /** When a CNAB remittance carried it to the registering bank; null until then. */
    remitted_at: string | null;
    created_by: number;
    created_at: string;
    updated_at: string;
}

/** A batch of boletos from a file or the fixed-terms form: drafts until processed (registered). */
export interface InvoiceBatch {
    id: number;
    owner_person_id: number;
    kind: 'file' | 'fixed';
    file_name: string | null;
    status: 'draft' | 'done';
    invoice_count: number;
    /** Cents. */
    total: number;
    created_by: number;
    created_at: string;
    processed_at: string | null;
}

/** One row of a batch as the bank answers it: the boletos drafted, or why the row was refused. */
export type InvoiceBatchResult =
    | { line: number; status: 'created'; ids: number[] }
    | { line: number; status: 'rejected'; reasons: string[] };
