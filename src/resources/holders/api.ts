import type { Address, Attorney, Partner } from '../../contract/people';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { HolderListing, HolderPeriod } from '../../domain/holders';
import { request } from '../../http/client';

/** A row of the listings (docs/api.md "Holders (staff)"). */
export interface HolderRow {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    trade_name: string | null;
    document: string;
    email: string;
    phone: string;
    status: string;
    origin: 'self' | 'backoffice' | 'seed';
    minor: boolean;
    created_at: string;
    accounts_count: number;
    documents: { pending: number; approved: number; rejected: number };
    missing_documents: string[];
}

type Who = { uuid: string; name: string } | null;

export interface HolderDetail {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    trade_name?: string;
    document: string;
    email: string;
    phone: string;
    birth_date?: string;
    address: Address;
    status: string;
    created_at: string;
    mother_name?: string;
    monthly_income?: number;
    company_kind?: string;
    monthly_revenue?: number;
    founded_on?: string;
    partners?: Partner[];
    attorney?: Attorney | null;
    responsible: { person_id: number; name: string; document: string | null; relationship: string } | null;
    origin: 'self' | 'backoffice' | 'seed';
    created_by: Who;
    decided_by: Who;
    decided_at?: string | null;
    status_reason?: string | null;
    accounts_count: number;
    missing_documents: string[];
}

export interface HolderAccount {
    id: number;
    number: string;
    digit: string;
    status: string;
    balance: number;
    agency: { id: number; number: string; name: string } | null;
    account_type: { id: number; code: string; name: string } | null;
}

export interface HolderUser {
    uuid: string;
    name: string;
    username: string;
    email: string;
    phone: string;
    userRole: string;
    status: string;
    last_login_at: string | null;
}

export interface HolderDocument {
    id: number;
    type: string;
    type_label: string;
    owner: string;
    file_name: string;
    status: string;
    reason: string | null;
    created_at: string;
}

export interface AccountTypeOption {
    id: number;
    name: string;
    code: string;
    active: boolean;
}

export interface HolderQuery {
    listing: HolderListing;
    period: HolderPeriod;
    status: string;
    type: string;
    search: string;
}

export type HolderSort = { field: 'created_at' | 'name'; order: 'asc' | 'desc' };

const filterOf = (query: HolderQuery) => ({
    listing: query.listing,
    period: query.period,
    ...(query.status ? { status: query.status } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.search.trim() ? { search: query.search.trim() } : {}),
});

const sortParam = (sort: HolderSort) => `${sort.order === 'desc' ? '-' : ''}${sort.field}`;
const data = <T>(answer: { body: { data: T } }) => answer.body.data;
const person = (id: number) => `access/person/${id}`;

export const holdersApi = {
    list: async (query: HolderQuery, sort: HolderSort, page: number, perPage: number, signal?: AbortSignal) =>
        (
            await request<LaravelPage<HolderRow>>('access/person', {
                query: { filter: filterOf(query), sort: sortParam(sort), page, per_page: perPage },
                signal,
            })
        ).body,
    /** Every row of the filter, for the CSV. */
    all: async (query: HolderQuery, sort: HolderSort) =>
        (
            await request<LaravelPage<HolderRow>>('access/person', {
                query: { filter: filterOf(query), sort: sortParam(sort), per_page: 500 },
            })
        ).body.data,
    get: (id: number, signal?: AbortSignal) =>
        request<{ data: HolderDetail }>(person(id), { signal }).then(data),
    accounts: (id: number, signal?: AbortSignal) =>
        request<{ data: HolderAccount[] }>(`${person(id)}/accounts`, { signal }).then(data),
    users: (id: number, signal?: AbortSignal) =>
        request<{ data: HolderUser[] }>(`${person(id)}/users`, { signal }).then(data),
    documents: (id: number, signal?: AbortSignal) =>
        request<{ data: HolderDocument[] }>('docs/documents', { query: { person: id }, signal }).then(data),
    accountTypes: (signal?: AbortSignal) =>
        request<LaravelPage<AccountTypeOption>>('access/account_type', {
            query: { per_page: 100 },
            signal,
        }).then((answer) => answer.body.data.filter((type) => type.active)),
    verify: (id: number, decision: 'approve' | 'reject', reason?: string) =>
        request<{ data: HolderDetail }>(`${person(id)}/verify`, {
            method: 'PUT',
            body: { decision, ...(reason === undefined ? {} : { reason }) },
        }).then(data),
    setStatus: (id: number, status: 'blocked' | 'active', reason?: string) =>
        request<{ data: HolderDetail }>(person(id), {
            method: 'PUT',
            body: { status, ...(reason === undefined ? {} : { reason }) },
        }).then(data),
    updateContact: (id: number, body: { email: string; phone: string; address: Partial<Address> }) =>
        request<{ data: HolderDetail }>(person(id), { method: 'PUT', body }).then(data),
    reactivate: (id: number) =>
        request<{ data: HolderDetail }>(`${person(id)}/reactivate`, { method: 'POST' }).then(data),
    close: (id: number, reason: string) =>
        request<{ data: HolderDetail }>(person(id), { method: 'DELETE', body: { reason } }).then(data),
    changeAccountType: (accountId: number, accountTypeId: number) =>
        request<{ data: HolderAccount }>(`access/account/${accountId}/type`, {
            method: 'PUT',
            body: { account_type_id: accountTypeId },
        }).then(data),
    unblockAccount: (accountId: number) =>
        request<{ data: HolderAccount }>(`access/account/unblock/${accountId}`, { method: 'PUT' }).then(data),
    closeAccount: (accountId: number) =>
        request<{ data: HolderAccount }>(`access/account/${accountId}`, { method: 'DELETE' }).then(data),
};
