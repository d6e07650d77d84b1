/**
 * Staff's corrections of a statement (`/v1`): the reversal (estorno) of a movement and the correction of an
 * account's balance, each held for the bank's approval (operation `statement_correction`) before it moves money.
 */
import type { AccountSummary } from './accounts';
import type { ApprovalSummary } from './approvals';

export type CorrectionKind = 'reversal' | 'balance';
export type CorrectionStatus = 'pending_approval' | 'approved' | 'rejected';

/** One movement a reversal undoes: the one asked for and, between two accounts of this bank, the other side. */
export interface ReversedMovement {
    account_id: number;
    transaction_id: number;
    /** Signed cents of the movement (a credit is undone by a debit of the same amount). */
    amount: number;
}

export interface StatementCorrection {
    id: number;
    uuid: string;
    kind: CorrectionKind;
    /** The account the correction was asked on. */
    account_id: number;
    /** reversal: the movement asked to be reversed; balance: null. */
    transaction_id: number | null;
    /** Signed cents it moves on `account_id` once approved (a credit positive, a debit negative). */
    amount: number;
    /** Why (10–280 characters): shown to the approver and, for a balance correction, on the statement. */
    reason: string;
    status: CorrectionStatus;
    approval_id: number;
    maker_user_id: number;
    /** reversal: every movement it undoes (the one asked for first); balance: empty. */
    reverses: ReversedMovement[];
    /** The rows posted on approval: one `reversal` per movement undone, or the `manual_charge`. */
    posted_transaction_ids: number[];
    created_at: string;
    decided_at: string | null;
}

/** A correction as the API answers it: who asked, the accounts, and its approval's steps (who decided). */
export interface StatementCorrectionView extends StatementCorrection {
    maker_name: string;
    account: AccountSummary | null;
    /** A reversal between two accounts of this bank: the other account it also moves. */
    other_account: AccountSummary | null;
    approval: ApprovalSummary | null;
    /** The approver's reason when rejected. */
    reject_reason: string | null;
}
