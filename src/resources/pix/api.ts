import type { PixParticipant } from '../../contract/pix';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { ClaimType, PixAccountType, PixChargeStatus, PixKeyStatus } from '../../domain/pix';
import type { PixKeyType } from '../../domain/pixKeys';
import { type RequestOptions, request } from '../../http/client';
import { handleHttpError } from '../../http/errorCatalogue';
import { isHttpError } from '../../http/HttpError';

/** The Pix calls of docs/api.md "Pix (`pix/...`)" that the account holder's screens use. */

export type { ClaimType, PixKeyStatus };
export type ChargeStatus = PixChargeStatus;
export type BankAccountType = PixAccountType;

export interface PixKeyView {
    id: number;
    key: string;
    type: PixKeyType;
    account_id: number;
    status: PixKeyStatus;
    created_at: string;
}

export type Participant = PixParticipant;

export interface PixLimits {
    per_transaction: number;
    daytime_daily: number;
    nighttime_per_transaction: number;
    nighttime_daily: number;
    used_today_daytime: number;
    used_today_nighttime: number;
}

export type PixDirection = 'in' | 'out';

export interface PixTransactionView {
    id: number;
    direction: PixDirection;
    end_to_end_id: string;
    /** Cents, positive in both directions. */
    amount: number;
    status: string;
    counterparty: { name: string; document_masked: string; participant: string };
    description: string | null;
    created_at: string;
    settled_at: string | null;
    account_id?: number;
}

export interface TransactionFilter {
    account_id?: number;
    /** yyyy-MM-dd, Brasília days, both included. */
    from: string;
    to: string;
    direction?: PixDirection;
}

export interface PixCharge {
    id: number;
    txid: string;
    location: string;
    payload: string;
    amount: number;
    status: ChargeStatus;
    expires_at: string;
    paid_by_transaction_id: number | null;
    description?: string | null;
    payer?: { name: string; document: string } | null;
    created_at?: string;
}

export interface NewCharge {
    account_id: number;
    key_id: number;
    amount: number;
    /** Seconds, 300–86,400. */
    expires_in: number;
    description?: string;
    payer?: { name: string; document: string };
}

export interface StaticQrInput {
    account_id: number;
    key_id: number;
    amount?: number;
    txid?: string;
    description?: string;
}

export interface BankData {
    ispb: string;
    branch: string;
    account: string;
    account_type: BankAccountType;
    document: string;
    name: string;
}

export interface PixFavorite {
    id: number;
    name: string;
    key?: string | null;
    key_type?: PixKeyType | null;
    bank_data?: BankData | null;
    /** False once a saved key left the dictionary: it can no longer be paid. */
    available?: boolean;
    /** Who receives, as the dictionary (or the saved bank data) says today. */
    recipient?: {
        name: string;
        document_masked: string;
        participant: string;
        branch: string;
        account_masked: string;
    } | null;
    created_at?: string;
}

export type NewFavorite = { name: string } & ({ key: string } | { bank_data: BankData });

/** An open issued boleto, as much of it as the "QR do boleto" picker shows. */
export interface OpenInvoice {
    id: number;
    amount: number;
    due_date: string;
    status: string;
    our_number: string;
    drawee: { name: string; document: string };
    charges: { total: number } | null;
}

const data = async <T>(answer: Promise<{ body: { data: T } }>) => (await answer).body.data;

/**
 * A form's call: a 422 is left to the form (its messages go on the fields, and a claimable key opens the
 * claim offer instead of an error notice); any other failure gets the error catalogue's notice as usual.
 */
const formRequest = async <T>(path: string, options: RequestOptions) => {
    try {
        return await request<{ data: T }>(path, { ...options, quiet: true });
    } catch (error) {
        if (isHttpError(error) && error.status !== 422) handleHttpError(error);
        throw error;
    }
};

const LIST_PAGE = 100;
const MAX_PAGES = 40;

/** Every page of a Laravel list, in order. */
const allPages = async <T>(load: (page: number) => Promise<LaravelPage<T>>) => {
    const rows: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await load(page);
        rows.push(...answer.data);
        if (!answer.meta || page >= answer.meta.last_page) break;
    }
    return rows;
};

export const pixApi = {
    keys: (accountId: number, signal?: AbortSignal) =>
        data<PixKeyView[]>(
            request('pix/dictionary/key', { query: { filter: { account_id: accountId } }, signal }),
        ),
    createKey: (body: { account_id: number; type: PixKeyType; key?: string }) =>
        data(formRequest<PixKeyView>('pix/dictionary/key', { method: 'POST', body })),
    deleteKey: (id: number) => request(`pix/dictionary/key/${id}`, { method: 'DELETE' }),
    claim: (body: { key: string; type: PixKeyType; account_id: number; claim_type: ClaimType }) =>
        data<PixKeyView>(request('pix/dictionary/claim', { method: 'POST', body })),

    staticQr: (body: StaticQrInput) =>
        data(
            formRequest<{ payload: string; txid: string }>('pix/dictionary/qrcode/static', {
                method: 'POST',
                body,
            }),
        ),
    createCharge: (body: NewCharge) =>
        data(formRequest<PixCharge>('pix/dictionary/qrcode/dynamic', { method: 'POST', body })),
    charges: (status: ChargeStatus | '', signal?: AbortSignal) =>
        allPages((page) =>
            request<LaravelPage<PixCharge>>('pix/dictionary/qrcode/dynamic', {
                query: { page, per_page: LIST_PAGE, filter: { status } },
                signal,
            }).then((answer) => answer.body),
        ),
    billQr: (invoiceId: number) =>
        data<{ payload: string }>(
            request('pix/qrcode/bill', { method: 'POST', body: { invoice_id: invoiceId } }),
        ),
    openInvoices: (signal?: AbortSignal) =>
        allPages((page) =>
            request<LaravelPage<OpenInvoice>>('payment/invoice', {
                query: { page, per_page: LIST_PAGE, sort: 'due_date', filter: { status: 'pending,expired' } },
                signal,
            }).then((answer) => answer.body),
        ),

    transactionsPage: (
        filter: Partial<TransactionFilter>,
        page: number,
        perPage: number,
        signal?: AbortSignal,
    ) =>
        request<LaravelPage<PixTransactionView>>('pix/transaction', {
            query: { page, per_page: perPage, filter: { ...filter } },
            signal,
        }).then((answer) => answer.body),
    /** Every Pix of the filter, newest first: the list, the totals and the exports read this one list. */
    transactions: (filter: TransactionFilter, signal?: AbortSignal) =>
        allPages((page) => pixApi.transactionsPage(filter, page, 500, signal)),

    limits: (accountId: number, signal?: AbortSignal) =>
        data<PixLimits>(request('pix/limits', { query: { account_id: accountId }, signal })),

    favorites: (signal?: AbortSignal) =>
        allPages((page) =>
            request<LaravelPage<PixFavorite>>('pix/favorites', {
                query: { page, per_page: LIST_PAGE },
                signal,
            }).then((answer) => answer.body),
        ),
    addFavorite: (body: NewFavorite) =>
        data(formRequest<PixFavorite>('pix/favorites', { method: 'POST', body })),
    deleteFavorite: (id: number) => request(`pix/favorites/${id}`, { method: 'DELETE' }),
    participants: (search: string, signal?: AbortSignal) =>
        request<LaravelPage<Participant>>('pix/debit/info/ispb', {
            query: { per_page: 20, filter: { search } },
            signal,
        }).then((answer) => answer.body.data),
};
