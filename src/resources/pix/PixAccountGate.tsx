import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { AccountView } from '../accounts';
import { pixMessages } from './messages';
import { PIX_SELECT_PATH, usePixAccount } from './selectedAccount';

interface Props {
    children: (account: AccountView, accounts: AccountView[]) => ReactNode;
}

/**
 * Renders a Pix screen for the selected account: loading and failed states while the accounts load, and a
 * trip to /pix-select-account when there is no account to use yet.
 */
export const PixAccountGate = ({ children }: Props) => {
    const t = useMessages(pixMessages);
    const state = usePixAccount();
    if (state.status === 'loading') return <Loading label={t('pix.common.loading_account')} shape="detail" />;
    if (state.status === 'error')
        return <LoadFailed what={t('pix.common.your_account')} onRetry={state.retry} />;
    if (state.status === 'choose') return <Navigate to={PIX_SELECT_PATH} replace />;
    return <>{children(state.account, state.accounts)}</>;
};
