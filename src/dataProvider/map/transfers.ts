import type { ResourceMap } from '../types';

/** Transfers: TED, internal and digital transfers (docs/api.md "Transfers"). */
export const transfers: ResourceMap = {
    /** The user's transfers of every origin, newest first: filters account_id, status, origin, from, to. */
    transferencias: {
        path: 'payment/transaction/favoreds',
        operations: {
            /** `data`: TransferSimulationRequest: fee, date, total, balance after, notice. */
            simulate: { method: 'POST', path: () => 'payment/transaction/simulate' },
            /** `data`: TransferRequest (with `password`). */
            send: { method: 'POST', path: () => 'payment/transfer', money: true },
            /** Cancels a scheduled transfer before its day: `data` `{ status: 'canceled' }`. */
            cancel: { method: 'PUT', path: ({ id }) => `payment/transaction/update/${id}` },
            /** The banks of the COMPE list (institutions with a COMPE code), whole, by name. */
            banks: {
                method: 'GET',
                path: () => 'pix/debit/info/ispb',
                query: () => ({ per_page: 500, sort: 'name' }),
                answer: (body) =>
                    ((body as { data: { compe: string | null }[] }).data ?? []).filter(
                        (p) => p.compe !== null,
                    ),
            },
        },
    },
};
