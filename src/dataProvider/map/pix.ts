import type { CallParams, ResourceMap } from '../types';

/** Without a chosen organisation the bank answers for itself (the first one). */
const organization = ({ query = {} }: CallParams) =>
    query.organization_id === null || query.organization_id === undefined
        ? {}
        : { organization_id: query.organization_id };

/** Pix (docs/api.md "Pix (`pix/...`)"): the holder's screens, then the bank's staff screens. */
export const pix: ResourceMap = {
    /** The keys of one account (filter `account_id`; the list comes whole). */
    'pix-chaves': {
        path: 'pix/dictionary/key',
        operations: {
            /** `data`: `{ account_id, type, key? }`. A 422 may offer a claim (the form reads it). */
            create: { method: 'POST', path: () => 'pix/dictionary/key' },
            remove: { method: 'DELETE', path: ({ id }) => `pix/dictionary/key/${id}` },
            /** `data`: `{ key, type, account_id, claim_type }`. */
            claim: { method: 'POST', path: () => 'pix/dictionary/claim' },
        },
    },
    /** Charges (dynamic QR codes), filter `status`; the static QR and a boleto's QR are made here too. */
    'pix-cobrancas': {
        path: 'pix/dictionary/qrcode/dynamic',
        operations: {
            /** `data`: `{ account_id, key_id, amount, expires_in, description?, payer? }`. */
            create: { method: 'POST', path: () => 'pix/dictionary/qrcode/dynamic' },
            /** `data`: `{ account_id, key_id, amount?, txid?, description? }`; answers `{ payload, txid }`. */
            static: { method: 'POST', path: () => 'pix/dictionary/qrcode/static' },
            /** `data`: `{ invoice_id }`; answers `{ payload }`. */
            bill: { method: 'POST', path: () => 'pix/qrcode/bill' },
        },
    },
    /** Sent and received Pix, newest first: filters `account_id`, `from`, `to` (yyyy-MM-dd), `direction`. */
    'pix-transacoes': { path: 'pix/transaction' },
    /** Saved recipients (a key or bank data). */
    'pix-favoritos': {
        path: 'pix/favorites',
        operations: {
            /** `data`: `{ name, key }` or `{ name, bank_data }`. */
            create: { method: 'POST', path: () => 'pix/favorites' },
            remove: { method: 'DELETE', path: ({ id }) => `pix/favorites/${id}` },
        },
    },
    /** Sending a Pix: the lookups before it, the transfer itself and its state afterwards. */
    'pix-envio': {
        path: 'pix/debit/transaction',
        operations: {
            /** The account's limits and what was used today (`query.account_id`). */
            limits: { method: 'GET', path: () => 'pix/limits' },
            /** Institutions by name, ISPB or COMPE code (`query.search`), the first 20. */
            participants: {
                method: 'GET',
                path: () => 'pix/debit/info/ispb',
                query: ({ query = {} }) => ({ per_page: 20, filter: { search: query.search } }),
            },
            /** Who holds a key, as the DICT tells it (`data`: `{ key }`); a read sent as POST. */
            searchKey: { method: 'POST', path: () => 'pix/dictionary/search' },
            /** The bank's reading of a copia-e-cola code (`data`: `{ payload }`); a read sent as POST. */
            decode: { method: 'POST', path: () => 'pix/dictionary/qrcode' },
            /** Sends (or schedules) a Pix: `data` is the order with the password and one recipient. */
            send: { method: 'POST', path: () => 'pix/debit/transaction', money: true },
            /** A sent Pix's state (`id`), polled while it settles. */
            status: { method: 'GET', path: ({ id }) => `pix/debit/transaction/${id}/status` },
        },
    },
    /** The organisations the bank's Pix staff screens work on (the list comes whole). */
    'pix-organizacoes': {
        path: 'pix/organization',
        operations: {
            /** An indirect participant's position (`query`: `organization_id?`, `date`). */
            position: {
                method: 'GET',
                path: () => 'pix/indirect/position',
                query: (params) => ({ ...organization(params), date: params.query?.date }),
            },
        },
    },
    /** An organisation's Pix API settings (`query.organization_id`, or none: the bank's own). */
    'pix-api-config': {
        path: 'pix/api-settings',
        operations: {
            get: { method: 'GET', path: () => 'pix/api-settings', query: organization },
            /** `data`: `{ organization_id?, webhook_url?, allowed_ips? }`. */
            save: { method: 'PUT', path: () => 'pix/api-settings' },
            /** `data`: `{ organization_id? }`; answers the settings with the new `client_secret`, once. */
            rotateSecret: { method: 'POST', path: () => 'pix/api-settings/secret' },
            /** `data`: `{ organization_id? }`. */
            testWebhook: { method: 'POST', path: () => 'pix/api-settings/webhook/test' },
        },
    },
};
