import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { asLoad } from '../../dataProvider/hooks';
import { formatDocument } from '../../domain/document';
import { statusInfo } from '../../domain/statuses';
import { SUBACCOUNT_MESSAGES } from '../../domain/subaccounts';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { accountLabel, useHolderAccounts } from '../accounts';
import type { HolderSummary } from './api';
import { OpenAccountForm } from './OpenAccountForm';

const StatusChip = ({ status }: { status: string }) => {
    const info = statusInfo('entity', status);
    return <Chip label={info.label} color={info.color} size="small" />;
};

/** The holder found: who they are, the accounts they have, and the form to open another one. */
export const HolderPanel = ({ holder }: { holder: HolderSummary }) => {
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
                            {holder.type === 'legal' ? 'Pessoa jurídica' : 'Pessoa física'} ·{' '}
                            {formatDocument(holder.document)}
                        </Typography>
                    </Box>
                    <StatusChip status={holder.status} />
                </HeaderRow>
                <Typography variant="subtitle1" component="h4">
                    Contas do titular
                </Typography>
                {accounts.status === 'loading' && <Loading label="Carregando as contas…" />}
                {accounts.status === 'error' && (
                    <LoadFailed what="as contas do titular" onRetry={accounts.retry} />
                )}
                {accounts.status === 'ready' && accounts.data.length === 0 && (
                    <Typography variant="body2">Nenhuma conta.</Typography>
                )}
                {accounts.status === 'ready' && accounts.data.length > 0 && (
                    <List dense aria-label="Contas do titular">
                        {accounts.data.map((account) => (
                            <ListItem
                                key={account.id}
                                divider
                                disableGutters
                                secondaryAction={<StatusChip status={account.status} />}
                            >
                                <ListItemText
                                    primary={`Ag. ${accountLabel(account)}`}
                                    secondary={account.account_type?.name ?? 'Conta'}
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
                            setOpened(
                                `Conta Ag. ${accountLabel(account)} aberta. Ela fica pendente até a aprovação em Aprovação de subcontas.`,
                            );
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
