/**
 * The bank's other ledgers (`/v1`, docs/api.md "Ledgers"): the universal account (the brand's pooled account),
 * graphic accounts (the institution's internal accounts), the Pix transient account and the fee, deposit and
 * withdrawal listings. Money in integer cents, signed (credits positive); timestamps ISO 8601 UTC.
 */
import type { AccountSummary, TransactionKind } from './accounts';

/** A sum of movements. */
export interface Tally {
    count: number;
    amount: number;
}

/** A period's totals: what came in, what went out, and the balance before and after it. */
export interface PeriodTotals {
    credits: Tally;
    debits: Tally;
    opening_balance: number;
    closing_balance: number;
}

/** Where a graphic account's movements come from. */
export type GraphicSource =
    /** Its own entries only (capital, provisions, transfers between internal accounts). */
    | 'own'
    /** Counter-entry of every fee and tariff charged to a holder's account. */
    | 'fees'
    /** The cash vault: holders' cash deposits in, withdrawals out, plus its own supplies. */
    | 'cash'
    /** Pix held in the transient account: in when received, out when credited or returned. */
    | 'transient';

export type GraphicNature = 'asset' | 'liability' | 'income';

/** A graphic account: an internal account of an institution, not a holder's deposit account. */
export interface GraphicAccount {
    id: number;
    /** Accounting code, e.g. '1.1.1.10.001'. */
    code: string;
    name: string;
    purpose: string;
    /** The owner institution (`access/banks`). */
    bank_id: number;
    nature: GraphicNature;
    source: GraphicSource;
    status: 'active' | 'inactive';
    created_at: string;
}

/** An entry of the graphic account itself (the other sources are read from the ledger they mirror). */
export interface GraphicEntry {
    id: number;
    graphic_account_id: number;
    description: string;
    amount: number;
    created_at: string;
}

export interface GraphicAccountView extends GraphicAccount {
    institution: { id: number; name: string; code: string };
    balance: number;
    movements_count: number;
    last_movement_at: string | null;
}

/** One movement of a graphic account, with the running balance. */
export interface GraphicMovement {
    /** `<source>-<id>`: an own entry (`e-12`), a ledger row (`t-3456`), a transient entry (`p-7-in`). */
    id: string;
    description: string;
    amount: number;
    balance_after: number;
    created_at: string;
    /** The holder's account of a mirrored ledger row or transient entry. */
    account: AccountSummary | null;
    transaction_id: number | null;
}

/**
 * A Pix received for an account of this bank that could not take it (blocked, closed or still pending
 * analysis): held in the transient account until the back office credits it or returns it to the payer.
 */
export interface TransientEntry {
    id: number;
    end_to_end_id: string;
    amount: number;
    payer: { name: string; document_masked: string; ispb: string; participant: string };
    account_id: number;
    /** Why the account could not take it, as the bank recorded it on arrival. */
    reason: 'account_blocked' | 'account_closed' | 'account_pending';
    description: string;
    status: 'pending' | 'approved' | 'refunded';
    received_at: string;
    decided_at: string | null;
    decided_by: { id: number; name: string } | null;
    /** Why it was returned (refunded). */
    refund_reason: string | null;
    /** The credit on the holder's account (approved). */
    transaction_id: number | null;
}

export interface TransientEntryView extends TransientEntry {
    account: AccountSummary | null;
    /** The account's status now: approving needs it active. */
    account_status: string | null;
}

/** `payment/transaction/universal/balance`: the pooled account and what it holds, by account type. */
export interface UniversalBalance {
    balance: number;
    accounts: number;
    by_type: { code: string; name: string; accounts: number; balance: number }[];
    today: { credits: Tally; debits: Tally };
    updated_at: string;
}

/** A line of the universal statement: one holder's ledger row. */
export interface UniversalRow {
    id: number;
    created_at: string;
    kind: TransactionKind;
    description: string;
    amount: number;
    status: string;
    account: AccountSummary | null;
}

/** `/listagem/:type` and `/detalhamento/:type`. */
export type ListingType = 'taxas-e-tarifas' | 'depositos' | 'saque';

/** Per account: the period's movements of the listing's type. */
export interface ListingRow {
    /** The account's id. */
    id: number;
    account: AccountSummary | null;
    holder: { id: number; name: string; document: string; type: 'natural' | 'legal' } | null;
    count: number;
    /** Sum of the movements as they hit the account (fees and withdrawals negative). */
    amount: number;
    last_at: string;
}

export interface DetailingRow {
    id: number;
    created_at: string;
    kind: TransactionKind;
    description: string;
    amount: number;
    status: string;
    account: AccountSummary | null;
    holder: { id: number; name: string; document: string } | null;
}

export interface ListingSummary {
    type: ListingType;
    period: string;
    /** First Brasília day of the period (null for 'tudo'). */
    from: string | null;
    to: string;
    count: number;
    amount: number;
    accounts: number;
    reversed: Tally;
}
