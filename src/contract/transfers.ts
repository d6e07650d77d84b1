/**
 * Transfers of the `/v1` contract (docs/api.md "Transfers"): TED to another bank, internal transfers between
 * accounts of this bank, digital transfers between a user's own accounts and payments to a payee (favored).
 * Money in cents; timestamps ISO 8601 (UTC); dates `yyyy-MM-dd` in Brasília time.
 */

/** `internal`: to an account of this bank (settles at once, no fee); `ted`: to another bank (fee, bank hours). */
export type TransferKind = 'internal' | 'ted';
export type TransferOrigin = 'transfer' | 'favored' | 'digital' | 'administrative';
export type TransferStatus =
    | 'scheduled'
    | 'processing'
    | 'transacted'
    | 'failure'
    | 'canceled'
    | 'pending_approval';
export type BankAccountKind = 'checking' | 'savings' | 'payment' | 'salary';

/** The other side of a transfer, as it was when the transfer was made. */
export interface TransferParty {
    name: string;
    /** CPF or CNPJ (alphanumeric CNPJ too), unformatted. */
    document: string;
    /** COMPE code, 3 digits. */
    bank_code: string;
    bank_ispb: string;
    bank_name: string;
    /** Up to 4 digits. */
    agency: string;
    /** Account number without its check digit, digits only. */
    account: string;
    account_digit: string;
    account_kind: BankAccountKind;
}

export interface Transfer {
    id: number;
    /** The debited account. */
    account_id: number;
    user_id: number;
    origin: TransferOrigin;
    kind: TransferKind;
    amount: number;
    fee: number;
    status: TransferStatus;
    /** yyyy-MM-dd (Brasília): the day it settles or settled. */
    payment_date: string;
    description: string;
    counterparty: TransferParty;
    favored_id: number | null;
    /** The credited account of this bank, for an internal or digital transfer. */
    to_account_id: number | null;
    /** Ledger entries: the debit, the fee, and the credit on the other account (internal). */
    transaction_id: number | null;
    fee_transaction_id: number | null;
    credit_transaction_id: number | null;
    failure_reason: string | null;
    created_at: string;
    settled_at: string | null;
    canceled_at: string | null;
}

export interface TransferSimulation {
    kind: TransferKind;
    fee: number;
    /** amount + fee. */
    total: number;
    /** yyyy-MM-dd (Brasília): the day it will settle (moved to the next business day when needed). */
    payment_date: string;
    /** True when it cannot settle now: a later date, or a TED outside bank hours or on a non-business day. */
    scheduled: boolean;
    /** True when the date was moved to the next business day. */
    next_business_day: boolean;
    /** The debited account's balance once it settles (today's balance minus total). */
    balance_after: number;
    /** A text for the user before confirming (pt-BR), e.g. why the date moved. */
    notice: string | null;
    /**
     * The same transfer (same debited account, destination, amount and date) made or scheduled in the last 30
     * minutes, newest first: confirming it again needs `repeat: true`.
     */
    earlier: EarlierTransfer[];
}

/** A recent transfer identical to the one under review, as the simulation lists it. */
export type EarlierTransfer = Pick<
    Transfer,
    'id' | 'origin' | 'amount' | 'status' | 'payment_date' | 'created_at'
>;

/** Body of `POST payment/transaction/simulate`. */
export interface TransferSimulationRequest {
    account_id: number;
    amount: number;
    payment_date?: string;
    favored_id?: number;
    bank_data?: TransferParty;
    /** Digital transfer: one of the user's own accounts. */
    to_account_id?: number;
}

/** Body of `POST payment/transfer` (Idempotency-Key header). */
export interface TransferRequest {
    account_id: number;
    amount: number;
    payment_date?: string;
    description?: string;
    bank_data?: TransferParty;
    to_account_id?: number;
    origin: 'transfer' | 'digital';
    password: string;
    /** The user confirmed a transfer identical to a recent one (the simulation's `earlier`): without it, 422 `repeat`. */
    repeat?: boolean;
}

/** Body of `POST payment/transaction/favored` (Idempotency-Key header). */
export interface FavoredTransferRequest {
    account_id: number;
    favored_id: number;
    amount: number;
    payment_date?: string;
    description?: string;
    password: string;
    /** As in TransferRequest. */
    repeat?: boolean;
}

/** A transfer as the API answers it: the record and the debited account as the payer. */
export interface TransferView extends Transfer {
    payer: TransferParty;
}
