import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { useHolderAccounts } from '../../accounts';
import type { SlipParcelView } from './api';
import { creditMessages } from './messages';
import { SlipForm } from './SlipForm';
import { SlipRequests } from './SlipRequests';
import { SlipResult } from './SlipResult';

type View = { name: 'list' } | { name: 'new' } | { name: 'done'; slip: SlipParcelView };

/** The accounts a request may be charged to, then the form. */
const NewSlip = ({
    onCancel,
    onRequested,
}: {
    onCancel: () => void;
    onRequested: (slip: SlipParcelView) => void;
}) => {
    const t = useMessages(creditMessages);
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    if (accounts.status === 'loading')
        return <Loading label={t('credit.hub.loading_accounts')} shape="detail" />;
    if (accounts.status === 'error')
        return <LoadFailed what={t('credit.hub.what_accounts')} onRetry={accounts.retry} />;
    const active = accounts.data.filter((a) => a.status === 'active');
    if (active.length === 0) return <Typography>{t('credit.hub.no_account')}</Typography>;
    return <SlipForm accounts={active} onCancel={onCancel} onRequested={onRequested} />;
};

/**
 * `/hub-slip`: the holder's boleto installment requests and "Novo parcelamento" (line, account and
 * installments with a live simulation → confirmation with the password → waiting for the bank's approval).
 */
export const SlipHubPage = () => {
    const t = useMessages(creditMessages);
    const [view, setView] = useState<View>({ name: 'list' });
    const startNew = () => setView({ name: 'new' });
    return (
        <Box sx={{ py: 2, maxWidth: 900 }}>
            <Title title={t('credit.hub.title')} />
            {view.name === 'list' && <SlipRequests onNew={startNew} />}
            {view.name === 'new' && (
                <NewSlip
                    onCancel={() => setView({ name: 'list' })}
                    onRequested={(slip) => setView({ name: 'done', slip })}
                />
            )}
            {view.name === 'done' && (
                <SlipResult slip={view.slip} onList={() => setView({ name: 'list' })} onAnother={startNew} />
            )}
        </Box>
    );
};
