/**
 * Redemptions (resgates, `payment/withdrawal*`, docs/api.md "Redemptions"): a holder asks to move balance to
 * their approved account at another bank; the bank approves (one or two people by brand) and sends a TED.
 * Money in cents; timestamps ISO 8601 (UTC); days `yyyy-MM-dd` in Brasília time.
 */
import type { AccountSummary } from './accounts';
import type { ApprovalSummary } from './approvals';

export type RedemptionStatus = 'pending_approval' | 'transacted' | 'rejected' | 'canceled';

export interface Redemption {
    id: number;
    /** The holder's account the money leaves. */
    account_id: number;
    person_id: number;
    /** The user who asked (told of the decision). */
    user_id: number;
    /** The approved linked account it goes to, as it was when asked. */
    linked_account_id: number;
    destination: {
        bank_code: string | null;
        bank_name: string;
        branch: string;
        account: string;
        type: string;
    };
    amount: number;
    /** TED tariff, charged at approval. */
    fee: number;
    status: RedemptionStatus;
    /** The approver's reason of a rejection. */
    reason: string | null;
    approval_id: number;
    /** Ledger rows of an approved one: the debit and the tariff. */
    transaction_id: number | null;
    fee_transaction_id: number | null;
    /** yyyy-MM-dd: the day the TED reaches the other bank (set at approval). */
    payment_date: string | null;
    created_at: string;
    decided_at: string | null;
}

export interface RedemptionView extends Redemption {
    account: AccountSummary | null;
    holder_name: string;
    approval: ApprovalSummary | null;
}

/** `POST payment/withdrawal/simulate`. */
export interface RedemptionSimulation {
    amount: number;
    fee: number;
    /** amount + fee. */
    total: number;
    balance: number;
    /** balance − total: never below zero, or the request is refused. */
    balance_after: number;
    /** yyyy-MM-dd: the day the TED would arrive if approved now. */
    payment_date: string;
    /** Why that day (outside bank hours), or null. */
    notice: string | null;
}

/** `GET payment/withdrawal/create`: what the request form offers. */
export interface RedemptionForm {
    accounts: { id: number; agency: string | null; number: string; digit: string; balance: number }[];
    /** The holder's approved linked account, or null (the form sends them to register one). */
    linked_account: (Redemption['destination'] & { id: number }) | null;
    /** The linked account waiting for approval or rejected, when there is no approved one. */
    linked_status: 'pending' | 'rejected' | null;
    fee: number;
}
