/** Approvals (alçadas): money-moving operations held for the bank's approval (`/v1`). */

/** What an approval holds back; other areas extend this union (pix_transfer, tribute_payment...). */
export type ApprovalOperation =
    | 'boleto_payment'
    | 'slip_parcel'
    | 'pix_transfer'
    | 'linked_account'
    | 'subaccount'
    | 'statement_correction'
    | 'redemption'
    | 'manual_recharge';
export type ApprovalAction = 'approve' | 'reject';
/** `canceled`: its maker withdrew the operation while it waited (a manual recharge). */
export type ApprovalStatus = 'pending_approval' | 'approved' | 'rejected' | 'canceled';

export interface ApprovalStep {
    user_id: number;
    user_name: string;
    action: ApprovalAction;
    reason: string | null;
    at: string;
}

/** A money-moving operation held for the bank's approval (alçada): /boleto and its double-approval twin. */
export interface Approval {
    id: number;
    uuid: string;
    operation: ApprovalOperation;
    /** The held record's id in its own collection (boleto_payment: billPayments; slip_parcel: slipParcels). */
    reference_id: number;
    /** Cents. */
    amount: number;
    maker_user_id: number;
    /** Different approvers needed: 2 on double-approval brands. */
    required: 1 | 2;
    steps: ApprovalStep[];
    status: ApprovalStatus;
    /** pt-BR label → value, what the queue shows of the operation. */
    summary: Record<string, string>;
    created_at: string;
}

/** A record's approval: where it stands, how many approvers it needs, the steps taken. */
export interface ApprovalSummary {
    id: number;
    status: string;
    required: 1 | 2;
    steps: ApprovalStep[];
}
