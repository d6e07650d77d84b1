import type { QueryValue } from '../../http/query';
import type { ResourceMap } from '../types';

/** Accounts. */
export const accounts: ResourceMap = {
    /** One holder's accounts (`filter.person_id`, which is in the path), answered whole: `useHolderAccounts`. */
    'contas-titular': {
        path: ({ person_id }) => `access/persons/${person_id}/accounts`,
        mapFilter: ({ person_id: _, ...rest }) => rest as Record<string, QueryValue>,
        operations: {
            /** `id`: the account. `{ account_id, balance, updated_at }`. */
            saldo: {
                method: 'GET',
                path: () => 'payment/transaction/balance',
                query: ({ id }) => ({ account: id }),
            },
            /**
             * One Laravel page of an account's statement, newest first, kept whole (`data` and `meta`): `id` the
             * account, `query` `{ page, per_page, filter: { from, to } }`. The account is a top-level query
             * value (`account=`), which a list's filters (`filter[…]`) cannot carry.
             */
            extrato: {
                method: 'GET',
                path: () => 'payment/transaction/statement',
                query: ({ id, query }) => ({ ...query, account: id }),
                answer: (body) => body,
            },
        },
    },
    /** The bank's figures for staff who open accounts (the home page). */
    'resumo-contas': {
        path: 'access/detailing/account',
        operations: {
            /** `{ pending_registrations, active_accounts, blocked_accounts, total_balance }`. */
            figuras: { method: 'GET', path: () => 'access/detailing/account' },
        },
    },
};
