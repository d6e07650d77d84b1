import type { LaravelPage } from '../../dataProvider/laravel';
import type { LinkedAccountInput, LinkedAccountStatus, LinkedAccountType } from '../../domain/linkedAccounts';
import { request } from '../../http/client';

/** A linked account as `linkedaccount/linked_account` answers it (docs/api.md). */
export interface LinkedAccountView {
    id: number;
    person_id: number;
    account: string;
    bank: { id: string; code: string | null; name: string };
    branch_number: string;
    branch_digit: string;
    account_number: string;
    account_digit: string;
    type: LinkedAccountType;
    status: LinkedAccountStatus;
    reason: string | null;
    created_at: string;
    updated_at: string;
    decided_at: string | null;
    own_account: { agency: string | null; number: string; digit: string } | null;
}

const PATH = 'linkedaccount/linked_account';

export const linkedAccountApi = {
    /** The holder's linked account, or null (spec 1 §9: the listing is read with limit 1). */
    current: async (signal?: AbortSignal) =>
        (await request<LaravelPage<LinkedAccountView>>(PATH, { query: { limit: 1 }, signal })).body.data[0] ??
        null,
    /** Spec 1 §4: created with `approve: true`. */
    create: async (input: LinkedAccountInput) =>
        (
            await request<{ data: LinkedAccountView }>(PATH, {
                method: 'POST',
                body: { ...input, approve: true },
            })
        ).body.data,
    /** Spec 1 §4 and §7: changed with `approve: false`, by person, the bank as `bank_id`. */
    update: async (personId: number, { bank, ...input }: LinkedAccountInput) =>
        (
            await request<{ data: LinkedAccountView }>(`${PATH}/${personId}`, {
                method: 'PUT',
                body: { ...input, bank_id: bank, approve: false },
            })
        ).body.data,
};
