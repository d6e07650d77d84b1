import type { AccountType } from '../../contract/accounts';
import type { EntityStatus } from '../../contract/people';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { DocumentKind } from '../../domain/document';
import { request } from '../../http/client';
import type { AccountView } from '../accounts';

/** `POST access/search/cpf|cnpj`: the holder found by document (docs/api.md). */
export interface HolderSummary {
    id: number;
    type: 'natural' | 'legal';
    name: string;
    document: string;
    status: EntityStatus;
    accounts_count: number;
}

export interface AgencyOption {
    id: number;
    number: string;
    name: string;
    city: string;
    state: string;
}

export const subaccountApi = {
    /** Unknown documents are a 422 on `document_number` (spec 1 §8 text). */
    findHolder: async (kind: DocumentKind, value: string) =>
        (
            await request<{ data: HolderSummary }>(`access/search/${kind}`, {
                method: 'POST',
                body: { [kind]: value },
            })
        ).body.data,
    accounts: async (personId: number, signal?: AbortSignal) =>
        (await request<{ data: AccountView[] }>(`access/persons/${personId}/accounts`, { signal })).body.data,
    accountTypes: async (signal?: AbortSignal) =>
        (
            await request<LaravelPage<AccountType>>('access/account_type', {
                query: { filter: { active: true }, per_page: 100, sort: 'name' },
                signal,
            })
        ).body.data,
    agencies: async (signal?: AbortSignal) =>
        (await request<{ data: { agencies: AgencyOption[] } }>('access/account/create', { signal })).body.data
            .agencies,
    open: async (body: { person_id: number; account_type_id: number; agency_id: number }) =>
        (
            await request<{ data: AccountView & { approval_id: number } }>('access/account', {
                method: 'POST',
                body,
            })
        ).body.data,
};
