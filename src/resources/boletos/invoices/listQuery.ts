import type { ListPrefetch } from '../../../ui/lists/listPrefetch';
import { EMPTY_FILTER, INVOICES, type InvoiceFilter, toListFilter } from './api';

/** `?batch_id=N` (the batch page's "Ver o lote" link) opens the list on that batch. */
export const initialFilter = (params: URLSearchParams): InvoiceFilter => {
    const batch = params.get('batch_id') ?? '';
    return /^\d+$/.test(batch) ? { ...EMPTY_FILTER, batchId: Number(batch) } : EMPTY_FILTER;
};

/**
 * `/geracao-boletos`' first page, shared by the list and the start-up prefetch. The search may hold a CPF/CNPJ,
 * so neither the URL nor the session store keeps the list's filters, sort or page (design guide).
 */
export const INVOICE_LIST: ListPrefetch = {
    path: '/geracao-boletos',
    resource: INVOICES,
    sort: { field: 'due_date', order: 'DESC' },
    perPage: 25,
    syncWithLocation: false,
    filterDefaultValues: (params) => toListFilter(initialFilter(params)),
};
