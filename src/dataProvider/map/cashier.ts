import type { ResourceMap } from '../types';

/** Cash at the cashier (docs/api.md "Cashier"): the Caixa's deposits, withdrawals, reversals and day. */
export const cashier: ResourceMap = {
    /** The signed-in cashier's operations of a day (`filter.date`, today by default). */
    'caixa-operacoes': {
        path: 'payment/cash/operations',
        operations: {
            /** `query`: `{ document }` or `{ agency, number }`; answers the accounts with their holder. */
            accounts: {
                method: 'GET',
                path: () => 'payment/cash/accounts',
                query: ({ query = {} }) => ({ filter: query, per_page: 50 }),
            },
            /** The day's totals and operations (`query.date`, yyyy-MM-dd; today by default). */
            closing: {
                method: 'GET',
                path: () => 'payment/cash/closing',
                query: ({ query = {} }) => (query.date ? { filter: { date: query.date } } : undefined),
            },
            /** `data`: `{ account_id, amount, password }` (the cashier's own transaction password). */
            deposit: { method: 'POST', path: () => 'payment/cash/deposit', money: true },
            /** `data`: `{ account_id, amount }`: tariff, daily limit left, free withdrawals left. */
            simulate: { method: 'POST', path: () => 'payment/cash/withdraw/simulate' },
            /** `data`: `{ account_id, amount, password }` (the holder's transaction password). */
            withdraw: { method: 'POST', path: () => 'payment/cash/withdraw', money: true },
            /** `data`: `{ operation_id, reason, password }` (the cashier's own transaction password). */
            reverse: { method: 'POST', path: () => 'payment/cash/reversal', money: true },
        },
    },
};
