import type { ResourceMap } from '../types';

/** Manual recharges, administrative transfers and top-up boletos (docs/api.md "Recharges"). */
export const recharges: ResourceMap = {
    /** Staff's manual recharges: `filter.status`, `filter.account_id`, `filter.search`. */
    'carga-manual': {
        path: 'payment/manual_recharge',
        operations: {
            /** The graphic accounts a recharge may come from, with their balances. */
            sources: { method: 'GET', path: () => 'payment/manual_recharge/sources' },
            /**
             * Staff's account lookup (`query.filter.search`: CPF/CNPJ, 'agency account', number or name;
             * `query.filter.sub`: '1' for sub-accounts only), a Laravel page.
             */
            accounts: { method: 'GET', path: () => 'payment/recharge/accounts', answer: (body) => body },
            /** `data` `{ account_id, amount, reason, graphic_account_id, password }`. */
            store: { method: 'POST', path: () => 'payment/manual_recharge', money: true },
            /** `id`: a recharge waiting for approval. */
            cancel: { method: 'POST', path: ({ id }) => `payment/manual_recharge/${id}/cancel` },
        },
    },
    /** Staff's transfers between two accounts of this bank: `filter.account_id`. */
    'transferencia-administrativa': {
        path: 'payment/administrative_transfer',
        operations: {
            /** `data` `{ from_account_id, to_account_id, amount, reason, password }`. */
            send: { method: 'POST', path: () => 'payment/administrative_transfer', money: true },
        },
    },
    /** A holder's top-up boletos of one account: `filter.account_id`. */
    'recarga-conta': {
        path: 'payment/recharge/invoice',
        operations: {
            /** `data` `{ account_id, amount, due_date }`: one boleto per confirmation. */
            issue: { method: 'POST', path: () => 'payment/recharge/invoice', money: true },
        },
    },
};
