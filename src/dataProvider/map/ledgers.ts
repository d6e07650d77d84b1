import type { QueryValue } from '../../http/query';
import type { CallParams, ResourceMap } from '../types';

/** A read's period filters as `filter[...]` (the list's own filters, for its totals). */
const filterQuery = ({ query = {} }: CallParams) => ({ filter: query as Record<string, QueryValue> });

/** The bank's other ledgers (docs/api.md "Ledgers"). */
export const ledgers: ResourceMap = {
    /** The universal account's statement (`from`, `to`, `kind`, `direction`, `search`), its balance and totals. */
    'conta-universal': {
        path: 'payment/universal/statement',
        operations: {
            balance: { method: 'GET', path: () => 'payment/transaction/universal/balance' },
            totals: { method: 'GET', path: () => 'payment/universal/statement/totals', query: filterQuery },
        },
    },
    /** Graphic accounts (`search`, `bank_id`, `nature`, `status`); one account; its totals for a period. */
    'contas-graficas': {
        path: 'access/graphic_account',
        operations: {
            totals: {
                method: 'GET',
                path: ({ id }) => `access/graphic_account/${id}/totals`,
                query: filterQuery,
            },
        },
    },
    /** One graphic account's movements, newest first (`graphic_account_id`, `from`, `to`, `direction`). */
    'contas-graficas-movimentos': {
        path: (filter) => `access/graphic_account/${filter.graphic_account_id}/movements`,
        mapFilter: ({ graphic_account_id: _, ...rest }) => rest as Record<string, QueryValue>,
    },
    /** The Pix transient account's queue (`status`, `search`): credit to the account, or return to the payer. */
    'conta-transitoria': {
        path: 'payment/pix/transient',
        operations: {
            summary: { method: 'GET', path: () => 'payment/pix/transient/summary' },
            approve: { method: 'POST', path: ({ id }) => `payment/pix/transient/${id}/approve` },
            /** `data`: `{ reason }`. */
            refund: { method: 'POST', path: ({ id }) => `payment/pix/transient/${id}/refund` },
        },
    },
    /** Per account totals of a type (`type`, `period`, `search`) and the type's summary. */
    listagem: {
        path: (filter) => `payment/listing/${filter.type}`,
        mapFilter: ({ type: _, ...rest }) => rest as Record<string, QueryValue>,
        operations: {
            summary: {
                method: 'GET',
                path: ({ id }) => `payment/listing/${id}/summary`,
                query: filterQuery,
            },
        },
    },
    /** Each movement of a type (`type`, `period`, `search`, `account_id`), newest first. */
    detalhamento: {
        path: (filter) => `payment/detailing/${filter.type}`,
        mapFilter: ({ type: _, ...rest }) => rest as Record<string, QueryValue>,
    },
};
