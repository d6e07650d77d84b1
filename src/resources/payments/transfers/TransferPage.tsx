import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useMessages } from '../../../i18n';
import type { AccountView } from '../../accounts';
import { AccountsGate, type Scope, useAccountLabel } from './AccountsGate';
import { transferMessages } from './messages';
import { ScheduledTransfers } from './ScheduledTransfers';
import { TransferFlow } from './TransferForm';

/** The debited account: shown when it is the only one, chosen among them when there are more. */
const AccountSelect = ({
    accounts,
    value,
    onChange,
}: {
    accounts: AccountView[];
    value: AccountView;
    onChange: (account: AccountView) => void;
}) => {
    const t = useMessages(transferMessages);
    const label = useAccountLabel();
    if (accounts.length === 1)
        return (
            <Typography sx={{ mb: 1 }}>
                {t('transfers.form.from_fixed', { account: label(value) })}
            </Typography>
        );
    return (
        <TextField
            select
            label={t('transfers.form.from')}
            value={value.id}
            onChange={(e) => onChange(accounts.find((a) => a.id === Number(e.target.value)) ?? value)}
            fullWidth
            sx={{ mb: 1 }}
        >
            {accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                    {label(account)}
                </MenuItem>
            ))}
        </TextField>
    );
};

const TransferTabs = ({ accounts }: { accounts: AccountView[] }) => {
    const t = useMessages(transferMessages);
    const label = useAccountLabel();
    // The id is kept, the record read from the list: a transfer refreshes the list and its balances.
    const [accountId, setAccountId] = useState(accounts[0].id);
    const account = accounts.find((a) => a.id === accountId) ?? accounts[0];
    const [tab, setTab] = useState<'new' | 'scheduled'>('new');
    return (
        <>
            <AccountSelect accounts={accounts} value={account} onChange={(next) => setAccountId(next.id)} />
            <Tabs
                value={tab}
                onChange={(_, next) => setTab(next)}
                aria-label={t('transfers.page.tabs')}
                sx={{ mb: 2 }}
            >
                <Tab value="new" label={t('transfers.page.tab_new')} id="tab-new" aria-controls="panel-new" />
                <Tab
                    value="scheduled"
                    label={t('transfers.page.tab_scheduled')}
                    id="tab-scheduled"
                    aria-controls="panel-scheduled"
                />
            </Tabs>
            <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
                {tab === 'new' ? (
                    <TransferFlow key={account.id} account={account} fromLabel={label(account)} />
                ) : (
                    <ScheduledTransfers accountId={account.id} />
                )}
            </Box>
        </>
    );
};

const TransferScreen = ({ scope, title }: { scope: Scope; title: string }) => {
    const t = useMessages(transferMessages);
    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2">
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('transfers.page.intro')}
            </Typography>
            <AccountsGate scope={scope}>{(accounts) => <TransferTabs accounts={accounts} />}</AccountsGate>
        </Box>
    );
};

/** `/transfer`: a TED or an internal transfer from the holder's own account. */
export const TransferPage = () => {
    const t = useMessages(transferMessages);
    return <TransferScreen scope="own" title={t('transfers.page.title')} />;
};

/** `/s-transfer`: the same from one of the holder's sub-accounts. */
export const SubaccountTransferPage = () => {
    const t = useMessages(transferMessages);
    return <TransferScreen scope="sub" title={t('transfers.page.sub_title')} />;
};
