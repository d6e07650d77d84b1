import type { ResourceMap } from '../types';

/** Payees (favorecidos) and the payments to them (docs/api.md "Payees"). */
export const payees: ResourceMap = {
    /** The user's own payees: list with `filter[q]`, `category_id`, `favorite`, `bank_code`; create, edit, delete. */
    favorecidos: {
        path: 'access/favored',
        operations: {
            /** `data`: `{ agency, account, account_digit }` of this bank: answers its holder's name and document. */
            lookup: { method: 'POST', path: () => 'access/favored/lookup' },
        },
    },
    /** The fixed payee categories (a whole list, no pages). */
    'categorias-favorecidos': { path: 'access/categories' },
    /** Payments to payees (transfers of origin `favored`): filters status, from, to, account_id. */
    'pagamento-favorecidos': {
        path: 'payment/transaction/favoreds',
        mapFilter: (filter) => ({ ...(filter as Record<string, string>), origin: 'favored' }),
        operations: {
            /** `data`: `{ account_id, favored_id, amount, payment_date? }`: fee, date, total, balance after. */
            simulate: { method: 'POST', path: () => 'payment/transaction/simulate' },
            /** `data`: FavoredTransferRequest (with `password`). */
            pay: { method: 'POST', path: () => 'payment/transaction/favored', money: true },
            /** Cancels a scheduled payment before its day: `data` `{ status: 'canceled' }`. */
            cancel: { method: 'PUT', path: ({ id }) => `payment/transaction/update/${id}` },
        },
    },
};
