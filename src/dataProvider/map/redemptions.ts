import type { ResourceMap } from '../types';

/** Redemptions (resgates) to the holder's linked account (docs/api.md "Redemptions"). */
export const redemptions: ResourceMap = {
    /** The holder's redemptions (staff approvers: everyone's), `filter.status`; one is `payment/withdrawal/{id}`. */
    resgates: {
        path: 'payment/withdrawal',
        operations: {
            /** What the request form offers: the source account, the approved linked account, the tariff. */
            form: { method: 'GET', path: () => 'payment/withdrawal/create' },
            /** `data`: `{ account_id, amount }`: tariff, total, balance after, the TED's day. */
            simulate: { method: 'POST', path: () => 'payment/withdrawal/simulate' },
            /** `data`: `{ account_id, amount, password }`: held for the bank's approval. */
            create: { method: 'POST', path: () => 'payment/withdrawal', money: true },
            /** The holder withdraws a request still waiting; nothing had moved. */
            cancel: { method: 'PUT', path: ({ id }) => `payment/withdrawal/${id}/cancel` },
            /** A rejected or cancelled request asked again (`data`: `{ password }`): a new approval round. */
            reset: { method: 'POST', path: ({ id }) => `payment/withdrawal/${id}/reset`, money: true },
            detail: { method: 'GET', path: ({ id }) => `payment/withdrawal/${id}/detail` },
        },
    },
};
