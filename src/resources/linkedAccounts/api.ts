import type { LinkedAccount } from '../../contract/linkedAccounts';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { LinkedAccountInput } from '../../domain/linkedAccounts';
import { request } from '../../http/client';

/** A linked account as `linkedaccount/linked_account` answers it (docs/api.md). */
export interface LinkedAccountView extends Omit<LinkedAccount, 'uuid' | 'user_id' | 'approval_id'> {
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
