import type { Invoice } from '../../../contract/invoices';
import type { LaravelPage } from '../../../dataProvider/laravel';
import type { Charges, InvoiceStatus } from '../../../domain/invoice';
import { request, requestMoney } from '../../../http/client';
import type { QueryValue } from '../../../http/query';
import type { AccountView } from '../../accounts';

/** A boleto as `payment/invoice` answers it: the status as of today and, while open, today's charges. */
export type InvoiceView = Omit<Invoice, 'status'> & { status: InvoiceStatus; charges: Charges | null };

/** What the issue form needs (`GET payment/invoice/create`). */
export interface IssueSetup {
    accounts: AccountView[];
    today: string;
}

/** The body of `POST payment/invoice`: money in cents, rates in basis points, dates 'yyyy-MM-dd'. */
export interface IssueBody {
    account_id: number;
    drawee_id: number;
    amount: number;
    due_date: string;
    installments: number;
    fine_percent: number;
    interest_percent: number;
    discount_amount: number;
    discount_until?: string;
    instructions: string;
    your_number: string;
}

/** The list's filters, as the screen holds them. */
export interface InvoiceFilter {
    status: InvoiceStatus[];
    dueFrom: string;
    dueTo: string;
    draweeId: number | null;
    search: string;
    /** One batch of /boleto-lote (its drafts included), from the batch page's link `?batch_id=`. */
    batchId: number | null;
}

export const EMPTY_FILTER: InvoiceFilter = {
    status: [],
    dueFrom: '',
    dueTo: '',
    draweeId: null,
    search: '',
    batchId: null,
};

export type SortField = 'due_date' | 'amount';
export interface Sort {
    field: SortField;
    order: 'asc' | 'desc';
}

const filterQuery = (filter: InvoiceFilter): Record<string, QueryValue> => ({
    status: filter.status.join(','),
    due_from: filter.dueFrom,
    due_to: filter.dueTo,
    drawee_id: filter.draweeId ?? undefined,
    search: filter.search.trim(),
    batch_id: filter.batchId ?? undefined,
});

const MAX_PER_PAGE = 500;

export const invoicesApi = {
    setup: async (signal?: AbortSignal) =>
        (await request<{ data: IssueSetup }>('payment/invoice/create', { signal })).body.data,

    /** Issues the boleto (or the series): one record per parcel. The confirmation's key on every retry. */
    issue: async (body: IssueBody, idempotencyKey: string) =>
        (
            await requestMoney<{ data: InvoiceView[] }>('payment/invoice', {
                method: 'POST',
                body,
                idempotencyKey,
            })
        ).body.data,

    list: async (filter: InvoiceFilter, sort: Sort, page: number, perPage: number, signal?: AbortSignal) =>
        (
            await request<LaravelPage<InvoiceView>>('payment/invoice', {
                query: {
                    page,
                    per_page: perPage,
                    sort: `${sort.order === 'desc' ? '-' : ''}${sort.field}`,
                    filter: filterQuery(filter),
                },
                signal,
            })
        ).body,

    /** Every boleto of the filter, page after page (exports). */
    all: async (filter: InvoiceFilter, sort: Sort): Promise<InvoiceView[]> => {
        const rows: InvoiceView[] = [];
        for (let page = 1; ; page++) {
            const answer = await invoicesApi.list(filter, sort, page, MAX_PER_PAGE);
            rows.push(...answer.data);
            if (page >= answer.meta.last_page) return rows;
        }
    },

    cancel: async (id: number, reason: string) =>
        (
            await request<{ data: InvoiceView }>(`payment/invoice/${id}/cancel`, {
                method: 'PUT',
                body: { reason },
            })
        ).body.data,

    remove: async (id: number) => {
        await request(`payment/invoice/${id}`, { method: 'DELETE' });
    },

    /** The CNAB 240 remittance of the open boletos not yet sent; they are then marked as sent. */
    remittance: async () =>
        (
            await request<{ data: { file_name: string; content: string; count: number } }>(
                'payment/invoice/cnab',
            )
        ).body.data,
};
