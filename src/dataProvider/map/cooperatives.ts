import type { ResourceMap } from '../types';

/** Cooperatives registered by the back office (docs/api.md "Cooperatives"). */
export const cooperatives: ResourceMap = {
    cooperativas: {
        path: 'access/cooperatives',
        operations: {
            /** `id` the cooperative; 422 on `approval` when this user may not approve it. */
            approve: { method: 'POST', path: ({ id }) => `access/cooperatives/${id}/approve` },
            /** `data`: { reason } (5 characters at least). */
            reject: { method: 'POST', path: ({ id }) => `access/cooperatives/${id}/reject` },
        },
    },
};
