import type { Invoice, InvoiceBatch, InvoiceBatchResult } from '../../../contract/invoices';
import type { LaravelPage } from '../../../dataProvider/laravel';
import type { InvoiceTermsInput } from '../../../domain/invoice';
import type { InvoiceBatchRowData } from '../../../domain/invoiceCsv';
import { request, requestMoney } from '../../../http/client';
import type { AccountView } from '../../accounts';

/** `GET payment/invoice/create`: the accounts a holder receives boletos in, and today in Brasília. */
export interface IssueOptions {
    accounts: AccountView[];
    today: string;
}

export interface ActivePayer {
    id: number;
    name: string;
    document: string;
}

export type BatchView = Omit<InvoiceBatch, 'owner_person_id' | 'created_by'>;

/** What `batch`, `batch-file` and `batch-fixed` answer: the new batch (drafts) and every line's fate. */
export interface BatchAnswer {
    batch: BatchView;
    created: number;
    rejected: number;
    results: InvoiceBatchResult[];
}

export type BatchInvoice = Pick<
    Invoice,
    'id' | 'drawee' | 'amount' | 'due_date' | 'status' | 'our_number' | 'our_number_dv' | 'installment'
>;

export const fetchIssueOptions = async (signal: AbortSignal): Promise<IssueOptions> =>
    (await request<{ data: IssueOptions }>('payment/invoice/create', { signal })).body.data;

/** The holder's active payers, by name (the API's page cap, 500, is the most a holder picks from here). */
export const fetchActivePayers = async (signal: AbortSignal): Promise<ActivePayer[]> =>
    (
        await request<LaravelPage<ActivePayer>>('payment/drawee', {
            query: { filter: { status: 'active' }, per_page: 500, sort: 'name' },
            signal,
        })
    ).body.data;

/** The good lines of a file become drafts of a new batch; each row carries its line, which results echo. */
export const sendInvoiceRows = async (
    accountId: number,
    fileName: string,
    rows: (InvoiceBatchRowData & { line: number })[],
    idempotencyKey: string,
): Promise<BatchAnswer> =>
    (
        await requestMoney<{ data: BatchAnswer }>('payment/invoice/batch', {
            method: 'POST',
            body: { account_id: accountId, file_name: fileName, rows },
            idempotencyKey,
        })
    ).body.data;

/** The same terms for many payers: drafts of a new batch. */
export const sendFixedBatch = async (
    accountId: number,
    draweeIds: number[],
    terms: InvoiceTermsInput,
    idempotencyKey: string,
): Promise<BatchAnswer> =>
    (
        await requestMoney<{ data: BatchAnswer }>('payment/invoice/batch-fixed', {
            method: 'POST',
            body: { account_id: accountId, drawee_ids: draweeIds, ...terms },
            idempotencyKey,
        })
    ).body.data;

/** Registers the batch's drafts: from here on they are payable boletos. */
export const registerBatch = async (
    batchId: number,
    idempotencyKey: string,
): Promise<{ batch: BatchView; registered: number }> =>
    (
        await requestMoney<{ data: { batch: BatchView; registered: number } }>('payment/invoice/process', {
            method: 'POST',
            body: { batch_id: batchId },
            idempotencyKey,
        })
    ).body.data;

export const BATCH_LIST_SIZE = 100;

/** The first boletos of a batch, in issue order, and how many it has. */
export const fetchBatchInvoices = async (batchId: number, signal: AbortSignal) =>
    (
        await request<LaravelPage<BatchInvoice>>('payment/invoice', {
            query: { filter: { batch_id: String(batchId) }, per_page: BATCH_LIST_SIZE, sort: 'id' },
            signal,
        })
    ).body;

/** Boletos gerados showing one batch (the list's `filter[batch_id]`). */
export const batchListPath = (batchId: number) => `/geracao-boletos?batch_id=${batchId}`;
