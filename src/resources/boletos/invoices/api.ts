import type { Invoice } from '../../../contract/invoices';
import type { Charges, InvoiceStatus } from '../../../domain/invoice';
import type { AccountView } from '../../accounts';

/** The data provider's resource of the holder's boletos (src/dataProvider/map/boletos.ts). */
export const INVOICES = 'geracao-boletos';

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

/** The list's filter as react-admin's list holds it (the API's names; see the map's `geracao-boletos`). */
export const toListFilter = (filter: InvoiceFilter): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    if (filter.status.length > 0) values.status = filter.status;
    if (filter.dueFrom) values.due_from = filter.dueFrom;
    if (filter.dueTo) values.due_to = filter.dueTo;
    if (filter.draweeId !== null) values.drawee_id = filter.draweeId;
    // As typed (the search box compares it with what it sent); the resource map trims it.
    if (filter.search) values.search = filter.search;
    if (filter.batchId !== null) values.batch_id = filter.batchId;
    return values;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const id = (value: unknown) =>
    typeof value === 'number' || /^\d+$/.test(text(value)) ? Number(value) : null;

/** The list's filter values back in the screen's shape. */
export const fromListFilter = (values: Record<string, unknown>): InvoiceFilter => ({
    status: Array.isArray(values.status) ? (values.status as InvoiceStatus[]) : [],
    dueFrom: text(values.due_from),
    dueTo: text(values.due_to),
    draweeId: id(values.drawee_id),
    search: text(values.search),
    batchId: id(values.batch_id),
});

export type SortField = 'due_date' | 'amount';
export interface Sort {
    field: SortField;
    order: 'ASC' | 'DESC';
}

/** What the CNAB remittance answers. */
export interface RemittanceFile {
    file_name: string;
    content: string;
    count: number;
}
