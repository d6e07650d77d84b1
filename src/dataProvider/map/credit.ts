import type { ResourceMap } from '../types';

/** Credit (docs/api.md "Boleto installments"). */
export const credit: ResourceMap = {
    /** Boleto installment requests (`credit/slip`), newest first; `filter.status`. */
    parcelamentos: {
        path: 'credit/slip',
        operations: {
            /** The owed installments of an approved request (`id`). */
            installments: {
                method: 'GET',
                path: ({ id }) => `credit/slip/${id}/installments`,
                query: () => ({ per_page: 100 }),
            },
            /** The bank's offer for `data` `{ line, amount?, installments, account_id }`. */
            simulate: { method: 'POST', path: () => 'credit/slip/simulate' },
            /** A credit request (`data` as `simulate` plus `password`): the confirmation's key, never twice. */
            request: { method: 'POST', path: () => 'credit/slip', money: true },
        },
    },
};
