import type { ResourceMap } from '../types';

/** Boleto payments (docs/api.md "Bill payment"). */
export const bills: ResourceMap = {
    /** The boleto payments of the user's own accounts; one is a receipt (`getOne`). */
    'pagamentos-boleto': {
        path: 'payment/bill',
        operations: {
            /** What the register says of a boleto before it is paid (`data`: `{ line }`); a read sent as POST. */
            info: { method: 'POST', path: () => 'payment/info' },
            /**
             * Payments of one boleto (`query.line`) from one account (`query.account_id`) that count as done or
             * under way (not rejected or failed).
             */
            earlier: {
                method: 'GET',
                path: () => 'payment/bill',
                query: ({ query = {} }) => ({
                    filter: {
                        line: query.line,
                        account_id: query.account_id,
                        status: 'paid,scheduled,pending_approval',
                    },
                    per_page: 5,
                }),
            },
            /** Pays (or schedules) a boleto: `data` is `{ line, amount, account_id, payment_date?, password }`. */
            pay: { method: 'POST', path: () => 'payment/bill', money: true },
        },
    },
};
