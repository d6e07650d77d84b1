import type { ResourceMap } from '../types';

/** Sub-accounts: staff open another account for an existing holder (docs/api.md "Accounts"). */
export const subaccounts: ResourceMap = {
    subcontas: {
        path: 'access/account',
        operations: {
            /** `id` 'cpf' or 'cnpj', `data` `{ cpf }` / `{ cnpj }`: the holder; 422 `document_number` when unknown. */
            findHolder: { method: 'POST', path: ({ id }) => `access/search/${id}` },
            /** The portal bank's agencies a new account may open in. */
            agencies: {
                method: 'GET',
                path: () => 'access/account/create',
                answer: (body) => (body as { data: { agencies: unknown[] } }).data.agencies,
            },
            /** `data` `{ person_id, account_type_id, agency_id }`: the new account, pending its approval. */
            open: { method: 'POST', path: () => 'access/account' },
        },
    },
};
