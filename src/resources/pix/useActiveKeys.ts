import { useGetList } from 'react-admin';
import { asLoad } from '../../dataProvider/hooks';
import type { PixKeyView } from './api';
import { describePixKey } from './keyFormat';

/** The keys of one account (the list comes whole, in the bank's order), those that `keep` lets through. */
export const useAccountKeys = (
    accountId: number,
    keep?: (key: PixKeyView) => boolean,
    options: { refetchInterval?: number | false } = {},
) => {
    const keys = useGetList<PixKeyView>(
        'pix-chaves',
        {
            filter: { account_id: accountId },
            pagination: { page: 1, perPage: 100 },
            sort: { field: '', order: 'ASC' },
        },
        options,
    );
    return keep && keys.data ? { ...keys, data: keys.data.filter(keep) } : keys;
};

/** The account's active keys (a key under claim cannot receive yet), as choices for a select. */
export const useActiveKeys = (accountId: number) => {
    const keys = asLoad(useAccountKeys(accountId, (key) => key.status === 'active'));
    const choices =
        keys.status === 'ready'
            ? keys.data.map((key) => ({ id: key.id, name: describePixKey(key.type, key.key) }))
            : [];
    return { keys, choices };
};
