import { useStore } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { type AccountView, useHolderAccounts } from '../accounts';

/**
 * The account the Pix screens work on travels in react-admin's store (sessionStorage, cleared at logout)
 * under this key: links between Pix screens, breadcrumbs and a reload keep it without a query parameter.
 */
export const PIX_ACCOUNT_KEY = 'pix.accountId';

export const PIX_SELECT_PATH = '/pix-select-account';
export const PIX_HOME_PATH = '/pix-home';

/** The id chosen on /pix-select-account (null before any choice) and its setter. */
export const useSelectedPixAccountId = () => useStore<number | null>(PIX_ACCOUNT_KEY, null);

/** Only active accounts send and receive Pix. */
export const pixAccounts = (accounts: readonly AccountView[]) =>
    accounts.filter((a) => a.status === 'active');

/**
 * The account the Pix screens use: the chosen one while it is still one of the user's active accounts,
 * else the only active account; null when the user has to choose (or has none).
 */
export const resolvePixAccount = (
    accounts: readonly AccountView[],
    chosenId: number | null,
): AccountView | null => {
    const active = pixAccounts(accounts);
    return active.find((a) => a.id === chosenId) ?? (active.length === 1 ? active[0] : null);
};

export type PixAccountState =
    | { status: 'loading' }
    | { status: 'error'; retry: () => void }
    /** No active account, or several and none chosen: /pix-select-account decides. */
    | { status: 'choose'; accounts: AccountView[] }
    | { status: 'ready'; account: AccountView; accounts: AccountView[] };

/**
 * The selected Pix account, read again on each screen (its balance included), with the user's other active
 * accounts. Screens render through `<PixAccountGate>`, which sends a 'choose' state to /pix-select-account.
 */
export function usePixAccount(): PixAccountState {
    const personId = getUser()?.person_id ?? null;
    const [chosenId] = useSelectedPixAccountId();
    const accounts = asLoad(useHolderAccounts(personId));
    if (accounts.status === 'loading') return { status: 'loading' };
    if (accounts.status === 'error') return { status: 'error', retry: accounts.retry };
    const active = pixAccounts(accounts.data);
    const account = resolvePixAccount(accounts.data, chosenId);
    return account ? { status: 'ready', account, accounts: active } : { status: 'choose', accounts: active };
}
