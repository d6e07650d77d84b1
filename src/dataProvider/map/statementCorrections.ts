import type { ResourceMap } from '../types';

/** Staff's reversals (estornos) and balance corrections, each held for approval (docs/api.md "Statement corrections"). */
export const statementCorrections: ResourceMap = {
    /** The corrections of an account or a movement: `filter.account_id`, `filter.transaction_id`, `filter.status`. */
    'correcoes-extrato': {
        path: 'statement/corrections',
        operations: {
            /** `data` `{ transaction_id, reason }`: the reversal, pending its approval. */
            revert: { method: 'POST', path: () => 'payment/revert_transaction', money: true },
            /** `id` the account, `data` `{ amount (signed cents), reason }`: the correction, pending its approval. */
            correctBalance: {
                method: 'PUT',
                path: ({ id }) => `statement/balance/${id}/update`,
                money: true,
            },
        },
    },
};
