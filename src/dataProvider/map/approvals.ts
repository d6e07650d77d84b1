import type { ResourceMap } from '../types';

/** Operations held for the bank's approval (docs/api.md "Approvals"). */
export const approvals: ResourceMap = {
    /**
     * The approvals of one operation (`filter.operation`, `filter.status`). Deciding moves money on the final
     * approval: every retry of one decision carries its confirmation's key.
     */
    aprovacoes: {
        path: 'payment/approvals',
        operations: {
            approve: { method: 'POST', path: ({ id }) => `payment/approvals/${id}/approve`, money: true },
            /** `data`: `{ reason }`. */
            reject: { method: 'POST', path: ({ id }) => `payment/approvals/${id}/reject`, money: true },
        },
    },
};
