import type { LinkedAccount } from '../../contract/linkedAccounts';
import type { LinkedAccountInput } from '../../domain/linkedAccounts';

/** A linked account as `linkedaccount/linked_account` answers it (docs/api.md). */
export interface LinkedAccountView extends Omit<LinkedAccount, 'uuid' | 'user_id' | 'approval_id'> {
    own_account: { agency: string | null; number: string; digit: string } | null;
}

/** Spec 1 §4: created with `approve: true`. */
export const createBody = (input: LinkedAccountInput) => ({ ...input, approve: true });

/** Spec 1 §4 and §7: changed with `approve: false`, the bank as `bank_id`. */
export const updateBody = ({ bank, ...input }: LinkedAccountInput) => ({
    ...input,
    bank_id: bank,
    approve: false,
});
