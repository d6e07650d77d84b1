import type { ResourceMap } from '../types';

/** The holder's account at another bank (docs/api.md "Linked accounts"). */
export const linkedAccounts: ResourceMap = {
    /** One per holder: read as the listing with limit 1, created and changed for the bank's approval. */
    'conta-bancaria': {
        path: 'linkedaccount/linked_account',
        operations: {
            /** The holder's linked account, or null (spec 1 §9: the listing is read with limit 1). */
            current: {
                method: 'GET',
                path: () => 'linkedaccount/linked_account',
                query: () => ({ limit: 1 }),
                answer: (body) => (body as { data: unknown[] }).data[0] ?? null,
            },
            /** `data`: the input with `approve: true` (spec 1 §4). */
            create: { method: 'POST', path: () => 'linkedaccount/linked_account' },
            /** `id` the person; `data`: the input with the bank as `bank_id` and `approve: false` (§4, §7). */
            update: { method: 'PUT', path: ({ id }) => `linkedaccount/linked_account/${id}` },
        },
    },
};
