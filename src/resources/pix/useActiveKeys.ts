import { useLoad } from '../../ui/useLoad';
import { pixApi } from './api';
import { describePixKey } from './keyFormat';

/** The account's active keys (a key under claim cannot receive yet), as choices for a select. */
export const useActiveKeys = (accountId: number) => {
    const keys = useLoad(`pix-active-keys:${accountId}`, async (signal) =>
        (await pixApi.keys(accountId, signal)).filter((key) => key.status === 'active'),
    );
    const choices =
        keys.status === 'ready'
            ? keys.data.map((key) => ({ id: key.id, name: describePixKey(key.type, key.key) }))
            : [];
    return { keys, choices };
};
