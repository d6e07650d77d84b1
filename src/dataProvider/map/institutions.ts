import type { QueryValue } from '../../http/query';
import type { ResourceMap } from '../types';

const without =
    (...consumed: string[]) =>
    (filter: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(filter).filter(([key]) => !consumed.includes(key))) as Record<
            string,
            QueryValue
        >;

/**
 * The institutions hierarchy (spec 2 §7; docs/api.md "Institutions"): the brand's banks, their agencies and the
 * accounts opened in them. A list filtered by its parent asks the parent's own path (`access/banks/{id}/agencies`,
 * `access/agencies/{id}/accounts`), and creating asks the parent's path the record names.
 */
export const institutions: ResourceMap = {
    bancos: { path: 'access/banks' },
    agencias: {
        path: (filter) => (filter.bank_id ? `access/banks/${filter.bank_id}/agencies` : 'access/agencies'),
        item: (id) => `access/agencies/${id}`,
        mapFilter: without('bank_id'),
    },
    contas: {
        path: (filter) => {
            if (filter.agency_id) return `access/agencies/${filter.agency_id}/accounts`;
            if (filter.bank_id) return `access/banks/${filter.bank_id}/accounts`;
            return 'access/accounts';
        },
        /** One account of the registry; DELETE closes it (refused while it holds money). */
        item: (id) => `access/account/${id}`,
        mapFilter: without('agency_id', 'bank_id'),
        operations: {
            /** `query` `{ number, agency? }`: the account by its number (with or without the digit). */
            find: { method: 'GET', path: () => 'access/account/find' },
            /** `data` `{ id }`: sends the holder the account's details. */
            remember: { method: 'POST', path: () => 'access/account/remember' },
        },
    },
};
