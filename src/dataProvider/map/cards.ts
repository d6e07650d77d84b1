import type { ResourceMap } from '../types';

/**
 * The user's own cards (docs/api.md "Cards"), answered whole. State-changing card calls carry their
 * confirmation's Idempotency-Key: a retried request never acts twice.
 */
export const cards: ResourceMap = {
    cartoes: {
        path: 'card/cards',
        operations: {
            /** `data`: `{ password }`. */
            block: { method: 'PUT', path: ({ id }) => `card/cards/${id}/block`, money: true },
            /** `data`: `{ password }`. */
            unblock: { method: 'PUT', path: ({ id }) => `card/cards/${id}/unblock`, money: true },
            /** `data`: the switches and `monthly_limit` (CardSettings). */
            settings: { method: 'PUT', path: ({ id }) => `card/cards/${id}/settings`, money: true },
            /** `data`: `{ account_id, password }`. */
            createVirtual: { method: 'POST', path: () => 'card/cards/virtual', money: true },
        },
    },
};
