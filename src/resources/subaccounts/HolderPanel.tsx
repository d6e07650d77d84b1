import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { asLoad } from '../../dataProvider/hooks';
import { formatDocument } from '../../domain/document';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import { accountLabel, useHolderAccounts } from '../accounts';
import type { HolderSummary } from './api';
import { subaccountMessages } from './messages';
import { OpenAccountForm } from './OpenAccountForm';

/** The holder found: who they are, the accounts they have, and the form to open another one. */
export const HolderPanel = ({ holder }: { holder: HolderSummary }) => {
    const t = useMessages(subaccountMessages);
    const query = useHolderAccounts(holder.id);
    const accounts = asLoad(query);
    const [opened, setOpened] = useState<string | null>(null);

    return (
        <Card variant="outlined" component="section" aria-labelledby="holder-name">
            <CardContent>
                <HeaderRow gap={1}>
                    <Box>
                        <Typography id="holder-name" variant="h6" component="h3">
                            {holder.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {holder.type === 'legal'
                                ? t('subaccounts.holder.legal')
                                : t('subaccounts.holder.natural')}{' '}
                            · {formatDocument(holder.document)}
                        </Typography>
                    </Box>
                    <StatusChip vocabulary="entity" value={holder.status} />
                </HeaderRow>
                <Typography variant="subtitle1" component="h4">
                    {t('subaccounts.holder.accounts')}
                </Typography>
                {accounts.status === 'loading' && <Loading label={t('subaccounts.holder.loading')} />}
                {accounts.status === 'error' && (
                    <LoadFailed what={t('subaccounts.holder.load_failed')} onRetry={accounts.retry} />
                )}
                {accounts.status === 'ready' && accounts.data.length === 0 && (
                    <Typography variant="body2">{t('subaccounts.holder.empty')}</Typography>
                )}
                {accounts.status === 'ready' && accounts.data.length > 0 && (
                    <List dense aria-label={t('subaccounts.holder.accounts')}>
                        {accounts.data.map((account) => (
                            <ListItem
                                key={account.id}
                                divider
                                disableGutters
                                secondaryAction={<StatusChip vocabulary="entity" value={account.status} />}
                            >
                                <ListItemText
                                    primary={t('subaccounts.holder.account', {
                                        account: accountLabel(account),
                                    })}
                                    secondary={
                                        account.account_type?.name ?? t('subaccounts.holder.account_fallback')
                                    }
                                    sx={{ pr: 12 }}
                                />
                            </ListItem>
                        ))}
                    </List>
                )}
                {opened && (
                    <Alert severity="success" sx={{ my: 2 }} onClose={() => setOpened(null)}>
                        {opened}
                    </Alert>
                )}
                {holder.status === 'active' ? (
                    <OpenAccountForm
                        holder={holder}
                        defaultAgencyId={
                            accounts.status === 'ready' ? accounts.data[0]?.agency?.id : undefined
                        }
                        onOpened={(account) => {
                            setOpened(t('subaccounts.holder.opened', { account: accountLabel(account) }));
                            void query.refetch();
                        }}
                    />
                ) : (
                    <Alert severity="warning" sx={{ mt: 2 }}>
                        {SUBACCOUNT_MESSAGES.holderInactive}
                    </Alert>
                )}
            </CardContent>
        </Card>
    );
};
