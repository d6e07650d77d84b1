import type { ResourceMap } from '../types';

/** Account statements, movement details and future releases (docs/api.md "Statements"). */
export const statements: ResourceMap = {
    'extrato-conta': {
        path: 'payment/statement',
        operations: {
            /**
             * One Laravel page of the statement, newest first, kept whole (`data`, `meta`, `summary`): `id` the
             * account, `query` `{ page, per_page, filter: { from, to, kind, direction, search } }`.
             */
            pagina: {
                method: 'GET',
                path: () => 'payment/statement',
                query: ({ id, query }) => ({ ...query, account: id }),
                answer: (body) => body,
            },
            /** `id` the movement: `{ transaction, account, linked, receipt }`. */
            detalhe: { method: 'GET', path: ({ id }) => `payment/detail/${id}` },
            /** `id` the account: the future releases by date. */
            lancamentosFuturos: {
                method: 'GET',
                path: () => 'payment/future_release',
                query: ({ id }) => ({ account: id }),
            },
            /** `id` the account: `{ account_id, balance, projected_balance, days[] }`. */
            saldoFuturo: {
                method: 'GET',
                path: () => 'payment/future_release/balance',
                query: ({ id }) => ({ account: id }),
            },
            /** Staff: accounts by number, holder name or CPF/CNPJ (`query.filter.search`), a Laravel page. */
            contas: {
                method: 'GET',
                path: () => 'access/search/accounts',
                answer: (body) => body,
            },
        },
    },
};
