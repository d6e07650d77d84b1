import type { ResourceMap } from '../types';

/** Phone recharges and prepaid products (docs/api.md "Prepaid products"). */
export const products: ResourceMap = {
    /** The holder's purchases: `filter.account_id`, `filter.kind` (`phone`, or `product` for the others). */
    'compras-pre-pagas': {
        path: 'payment/product/transact',
        operations: {
            /** `query.filter.kind`: `phone` or `product`. */
            providers: { method: 'GET', path: () => 'prepaidmarket/providers' },
            /** `data` `{ account_id, provider_id, amount, phone?, password }`. */
            transact: { method: 'POST', path: () => 'payment/product/transact', money: true },
        },
    },
};
