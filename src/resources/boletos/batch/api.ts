import type { Invoice, InvoiceBatch, InvoiceBatchResult } from '../../../contract/invoices';
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

/** How many of a registered batch's boletos its page shows. */
export const BATCH_LIST_SIZE = 100;

/** Boletos gerados showing one batch (the list's `filter[batch_id]`). */
export const batchListPath = (batchId: number) => `/geracao-boletos?batch_id=${batchId}`;
