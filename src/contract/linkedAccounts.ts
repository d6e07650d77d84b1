export type LinkedAccountType = 'checking' | 'savings';
export type LinkedAccountStatus = 'pending' | 'approved' | 'rejected';

/** A holder's account at another bank where they may send money out (`linkedaccount/linked_account`). */
export interface LinkedAccount {
    id: number;
    uuid: string;
    /** The holder: one linked account per person. */
    person_id: number;
    /** The user who registered or last changed it: the one told of the decision. */
    user_id: number;
    /** The holder's own account (uuid) the money leaves from. */
    account: string;
    /** The other bank: id is its ISPB. */
    bank: { id: string; code: string | null; name: string };
    branch_number: string;
    branch_digit: string;
    account_number: string;
    account_digit: string;
    type: LinkedAccountType;
    status: LinkedAccountStatus;
    /** Why it was rejected; null otherwise. */
    reason: string | null;
    /** The approval of the current version. */
    approval_id: number;
    created_at: string;
    updated_at: string;
    decided_at: string | null;
}
