/**
 * Cash at the cashier (`payment/cash/*`, docs/api.md "Cashier"): deposits and withdrawals made by a Caixa for
 * a holder at the counter, their reversal, and the cashier's day. Money in cents; timestamps ISO 8601 (UTC);
 * days `yyyy-MM-dd` in Brasília time.
 */
import type { AccountSummary } from './accounts';

export type CashOperationKind = 'deposit' | 'withdrawal';
/** `confirmed` when made; `reversed` once the cashier gave it back (never twice). */
export type CashOperationStatus = 'confirmed' | 'reversed';

export interface CashOperation {
    id: number;
    kind: CashOperationKind;
    account_id: number;
    /** The cashier who made it (and alone may reverse it). */
    cashier_user_id: number;
    amount: number;
    /** Withdrawal tariff charged to the account (0 for deposits and free withdrawals). */
    fee: number;
    status: CashOperationStatus;
    /** Ledger rows: the credit or debit, the tariff, and the reversal's rows. */
    transaction_id: number;
    fee_transaction_id: number | null;
    reversal_transaction_ids: number[];
    reversal_reason: string | null;
    reversed_at: string | null;
    created_at: string;
}

/** A cash operation as the cashier's screens read it. */
export interface CashOperationView extends CashOperation {
    account: AccountSummary | null;
    /** The holder's CPF or CNPJ, masked as a receipt shows it. */
    holder_document_masked: string;
    cashier_name: string;
    /** True while the cashier who reads it may still reverse it (theirs, confirmed, made today). */
    reversible: boolean;
}

/** `GET payment/cash/accounts`: an account the cashier may move cash on, with its holder to confirm. */
export interface CashAccount {
    id: number;
    agency: string | null;
    number: string;
    digit: string;
    kind: string;
    holder_name: string;
    holder_type: 'natural' | 'legal';
    holder_document_masked: string;
    /** Only active accounts take cash; the others are listed so the cashier can tell the holder why. */
    status: string;
}

/** `POST payment/cash/withdraw/simulate`: what the withdrawal would cost and leave. */
export interface CashWithdrawalSimulation {
    amount: number;
    fee: number;
    /** amount + fee. */
    total: number;
    /** True when the balance covers the total. */
    covered: boolean;
    /** The account's daily cash-withdrawal limit and what today's withdrawals left of it. */
    daily_limit: number;
    daily_left: number;
    /** Free withdrawals left this month (the tariff applies once they are used). */
    free_left: number;
}

/** One line of the cashier's day. */
export interface CashTally {
    count: number;
    amount: number;
}

/** `GET payment/cash/closing`: the cashier's totals of one day (Brasília). */
export interface CashClosing {
    date: string;
    cashier_name: string;
    deposits: CashTally;
    withdrawals: CashTally;
    /** Operations given back that day (both kinds); their amounts are no longer in the lines above. */
    reversals: CashTally;
    /** Tariffs charged on that day's withdrawals still standing. */
    fees: number;
    /** Operations made that day, reversed ones included. */
    count: number;
    /** Cash in the drawer from that day: deposits minus withdrawals (reversed operations left out). */
    net_cash: number;
    operations: CashOperationView[];
}
