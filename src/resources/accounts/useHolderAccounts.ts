import { useGetList } from 'react-admin';
import type { AccountView } from './api';

/** Every account of one holder (`null` until the holder is known), through the data provider. */
export const useHolderAccounts = (personId: number | null | undefined) =>
    useGetList<AccountView>(
        'contas-titular',
        { filter: { person_id: personId }, pagination: { page: 1, perPage: 100 } },
        { enabled: personId !== null && personId !== undefined },
    );
