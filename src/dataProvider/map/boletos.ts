import type { QueryValue } from '../../http/query';
import type { ResourceMap } from '../types';
import { qAsSearch } from './search';

/** Boletos list filters, as the list holds them (`status` several at once) → the API's `filter[...]`. */
const invoiceFilter = ({ status, search, ...rest }: Record<string, unknown>): Record<string, QueryValue> => ({
    ...(rest as Record<string, QueryValue>),
    ...(typeof search === 'string' && search.trim() !== '' ? { search: search.trim() } : {}),
    ...(Array.isArray(status) && status.length > 0 ? { status: status.join(',') } : {}),
    ...(typeof status === 'string' && status !== '' ? { status } : {}),
});

export const boletos: ResourceMap = {
    sacados: {
        path: 'payment/drawee',
        mapFilter: qAsSearch,
        operations: {
            disable: { method: 'PUT', path: ({ id }) => `payment/drawee/${id}/disable` },
            /** A picker's search (`query.search`): the first 20 payers by name, disabled ones too. */
            search: {
                method: 'GET',
                path: () => 'payment/drawee',
                query: ({ query = {} }) => ({ per_page: 20, sort: 'name', filter: { search: query.search } }),
            },
            /** Registers the payers of a CSV (`data`: `{ rows }`, each row with its line in the file). */
            batch: { method: 'POST', path: () => 'payment/drawee/batch' },
        },
    },
    /**
     * The holder's boletos (`/geracao-boletos`): filters `status` (a list), `due_from`, `due_to`, `drawee_id`,
     * `search`, `batch_id`; sort `due_date`, `amount`, `id`.
     */
    'geracao-boletos': {
        path: 'payment/invoice',
        mapFilter: invoiceFilter,
        operations: {
            /** What the issue forms need: the accounts that receive boletos and today in Brasília. */
            setup: { method: 'GET', path: () => 'payment/invoice/create' },
            /** Issues a boleto or a series (`data`: the issue body); one record per parcel. */
            issue: { method: 'POST', path: () => 'payment/invoice', money: true },
            /** `data`: `{ reason }`. */
            cancel: { method: 'PUT', path: ({ id }) => `payment/invoice/${id}/cancel` },
            remove: { method: 'DELETE', path: ({ id }) => `payment/invoice/${id}` },
            /** The CNAB 240 remittance of the open boletos not yet sent, which are then marked as sent. */
            remittance: { method: 'GET', path: () => 'payment/invoice/cnab' },
            /** Drafts of a new batch from a file's rows (`data`: `{ account_id, file_name, rows }`). */
            batch: { method: 'POST', path: () => 'payment/invoice/batch', money: true },
            /** Drafts of a new batch, the same terms for many payers (`data`: `{ account_id, drawee_ids, ... }`). */
            batchFixed: { method: 'POST', path: () => 'payment/invoice/batch-fixed', money: true },
            /** Registers a batch's drafts (`data`: `{ batch_id }`): they become payable boletos. */
            process: { method: 'POST', path: () => 'payment/invoice/process', money: true },
        },
    },
};
