/** Account statements, movement details and future releases (`/v1/payment/...`). Cents; ISO 8601 UTC. */
import type { Transaction, TransactionKind } from './accounts';

export type StatementDirection = 'in' | 'out';

/** A statement line: the ledger row and the closing balance of its Brasília day. */
export interface StatementLine extends Transaction {
    /** The account's balance at the end of the line's Brasília day (after its last movement), cents. */
    day_balance: number;
}

/** Figures of the whole filtered period (not only the page), beside the Laravel page's `meta`. */
export interface StatementSummary {
    /** Balance before the period's first day, cents. */
    opening_balance: number;
    /** Balance at the end of the period's last day, cents. */
    closing_balance: number;
    /** Credits and debits of the matching movements (debits as a positive number), cents. */
    credits: number;
    debits: number;
}

export interface StatementFilter {
    /** yyyy-MM-dd, Brasília days, both included. */
    from: string;
    to: string;
    kind?: TransactionKind[];
    direction?: StatementDirection;
    /** Description or counterparty (accent- and case-insensitive), or an amount typed as R$ ('150,00'). */
    search?: string;
}

/** The movement's receipt, as the bank states it: label and value pairs, and where the full receipt is. */
export interface MovementReceipt {
    /** Authentication code of the movement. */
    authentication: string;
    /** The origin's own receipt: a Pix transfer or a boleto payment. */
    origin:
        | { type: 'pix'; id: number; end_to_end_id: string }
        | { type: 'bill'; id: number; line: string }
        | null;
}

/** An account as a statement's heading and a receipt name it. */
export interface StatementAccount {
    id: number;
    agency: string | null;
    number: string;
    digit: string;
    holder: string | null;
}

/** `GET payment/detail/{id}`: one movement, its account, its reversal links and its receipt. */
export interface MovementDetail {
    transaction: Transaction;
    account: StatementAccount;
    /** The other side of a reversal link: the reversal row of a reversed movement, or what a reversal gave back. */
    linked: Transaction | null;
    receipt: MovementReceipt;
}

export type FutureReleaseSource = 'pix_scheduled' | 'bill_scheduled' | 'installment' | 'fee';

/** `GET payment/future_release`: what will enter or leave the account on a later day. */
export interface FutureRelease {
    id: string;
    account_id: number;
    source: FutureReleaseSource;
    description: string;
    /** Signed cents: credits positive, debits negative. */
    amount: number;
    /** yyyy-MM-dd, Brasília. */
    date: string;
}

/** `GET payment/future_release/balance`: the balance each day a release moves it. */
export interface ReleaseBalanceDay {
    date: string;
    credits: number;
    debits: number;
    /** The account's balance at the end of that day if every release happens, cents. */
    balance: number;
}

export interface ReleaseBalance {
    account_id: number;
    balance: number;
    /** Balance after every future release. */
    projected_balance: number;
    days: ReleaseBalanceDay[];
}
