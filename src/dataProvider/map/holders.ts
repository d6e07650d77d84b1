import type { CallParams, ResourceMap } from '../types';

const person = ({ id }: CallParams) => `access/person/${id}`;

/** Holders as staff see them (docs/api.md "Holders (staff)"). */
export const holders: ResourceMap = {
    /**
     * The four listings (`filter.listing`, `filter.period`, `filter.status`, `filter.type`, `filter.search`)
     * and one holder; `getMany` asks `filter[id]=1,2,3`.
     */
    titulares: {
        path: 'access/person',
        operations: {
            accounts: { method: 'GET', path: ({ id }) => `access/person/${id}/accounts` },
            users: { method: 'GET', path: ({ id }) => `access/person/${id}/users` },
            documents: { method: 'GET', path: () => 'docs/documents', query: ({ id }) => ({ person: id }) },
            /** `data`: `{ decision: 'approve' | 'reject', reason? }`. */
            verify: { method: 'PUT', path: ({ id }) => `access/person/${id}/verify` },
            /** `data`: `{ status: 'blocked' | 'active', reason? }` or the contact and address fields. */
            change: { method: 'PUT', path: person },
            reactivate: { method: 'POST', path: ({ id }) => `access/person/${id}/reactivate` },
            /** `data`: `{ reason }`. */
            close: { method: 'DELETE', path: person },
        },
    },
    /** A holder's account as staff act on it. */
    'titular-contas': {
        path: 'access/account',
        operations: {
            /** `data`: `{ account_type_id }`. */
            changeType: { method: 'PUT', path: ({ id }) => `access/account/${id}/type` },
            unblock: { method: 'PUT', path: ({ id }) => `access/account/unblock/${id}` },
            close: { method: 'DELETE', path: ({ id }) => `access/account/${id}` },
        },
    },
};
