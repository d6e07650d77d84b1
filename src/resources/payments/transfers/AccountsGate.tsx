import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { HIDDEN_BALANCE, useBalanceVisible } from '../../../ui/Money';
import { type AccountView, accountLabel, useHolderAccounts } from '../../accounts';
import { transferMessages } from './messages';

/** `own`: the holder's own (first) account; `sub`: their sub-accounts; `all`: every active account of theirs. */
export type Scope = 'own' | 'sub' | 'all';

/** As the statements pick them: a holder's first account is their own, the later ones their sub-accounts. */
const inScope = (accounts: AccountView[], personId: number | null, scope: Scope) => {
    const [own, ...subaccounts] = accounts
        .filter((a) => a.person_id === personId)
        .sort((a, b) => a.id - b.id);
    const chosen =
        scope === 'own' ? (own ? [own] : []) : scope === 'sub' ? subaccounts : [own, ...subaccounts];
    return chosen.filter((a) => a?.status === 'active');
};

/** '0001 · 12345-6 · saldo R$ 1.234,56' (the balance hidden when the user hid balances). */
export const useAccountLabel = () => {
    const t = useMessages(transferMessages);
    const [visible] = useBalanceVisible();
    return (account: AccountView) =>
        t('transfers.form.from_option', {
            account: accountLabel(account),
            balance: visible ? formatBRL(account.balance) : HIDDEN_BALANCE,
        });
};

/** Loads the holder's active accounts of the scope and renders the screen with them, or says why it cannot. */
export const AccountsGate = ({
    scope,
    min = 1,
    children,
}: {
    scope: Scope;
    /** How many accounts the screen needs (two to move between own accounts). */
    min?: number;
    children: (accounts: AccountView[]) => ReactNode;
}) => {
    const t = useMessages(transferMessages);
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    if (accounts.status === 'loading') return <Loading label={t('transfers.page.loading_accounts')} />;
    if (accounts.status === 'error')
        return <LoadFailed what={t('transfers.page.accounts_failed')} onRetry={accounts.retry} />;
    const list = inScope(accounts.data, personId, scope);
    if (list.length < min)
        return (
            <Typography color="text.secondary">
                {t(
                    min > 1
                        ? 'transfers.page.need_two'
                        : scope === 'sub'
                          ? 'transfers.page.no_subaccounts'
                          : 'transfers.page.no_accounts',
                )}
            </Typography>
        );
    return children(list);
};
