import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { type AccountView, accountLabel, accountShareText } from './api';
import { accountMessages } from './messages';
import { Movements } from './parts';
import { useBalance, useLastMovements } from './statement';
import { useHolderAccounts } from './useHolderAccounts';

const LAST_MOVEMENTS = 10;

const copyToClipboard = async (text: string) => {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API indisponível');
    await navigator.clipboard.writeText(text);
};

const AccountCard = ({ account, selected }: { account: AccountView; selected: boolean }) => {
    const t = useMessages(accountMessages);
    const notify = useNotify();
    const label = accountLabel(account);
    const copy = async () => {
        try {
            await copyToClipboard(accountShareText(account));
            notify(t('accounts.my_account.copied'), {
                type: 'success',
            });
        } catch {
            notify(t('accounts.my_account.copy_failed'), {
                type: 'warning',
            });
        }
    };
    return (
        <Card
            component="section"
            aria-label={t('accounts.my_account.card_label', { account: label })}
            variant="outlined"
            sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: selected ? 'primary.main' : undefined,
            }}
        >
            <CardContent sx={{ flex: 1 }}>
                <Box
                    sx={{
                        display: 'flex',
                        justifyContent: 'space-between',
                        gap: 1,
                        alignItems: 'flex-start',
                    }}
                >
                    <Typography variant="subtitle2" color="text.secondary">
                        {account.bank
                            ? `${account.bank.code} · ${account.bank.name}`
                            : t('accounts.my_account.no_bank')}
                    </Typography>
                    <StatusChip vocabulary="entity" value={account.status} />
                </Box>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    {t('accounts.my_account.agency_and_account')}
                </Typography>
                <Typography variant="h6" component="p">
                    {label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {account.account_type?.name ?? t('accounts.my_account.no_type')}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                    {t('accounts.common.available_balance')}
                </Typography>
                <Typography variant="h5" component="p">
                    <Balance cents={account.balance} />
                </Typography>
            </CardContent>
            <CardActions>
                <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                    {t('accounts.my_account.copy')}
                </Button>
            </CardActions>
        </Card>
    );
};

const LastMovements = ({ account }: { account: AccountView }) => {
    const t = useMessages(accountMessages);
    const balance = asLoad(useBalance(account.id));
    const movements = asLoad(useLastMovements(account.id, LAST_MOVEMENTS));
    return (
        <>
            {balance.status === 'ready' && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('accounts.my_account.balance_of')} <Balance cents={balance.data.balance} />{' '}
                    {t('accounts.my_account.updated_at', { date: formatDateTime(balance.data.updated_at) })}
                </Typography>
            )}
            {movements.status === 'loading' && <Loading label={t('accounts.common.loading_movements')} />}
            {movements.status === 'error' && (
                <LoadFailed what={t('accounts.common.movements_failed')} onRetry={movements.retry} />
            )}
            {movements.status === 'ready' &&
                (movements.data.data.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                        {t('accounts.my_account.no_movements')}
                    </Typography>
                ) : (
                    <Movements rows={movements.data.data} />
                ))}
        </>
    );
};

/** `/minha-conta`: the user's accounts, their details to share, and the last movements of one of them. */
export const MyAccountPage = () => {
    const t = useMessages(accountMessages);
    const user = getUser();
    const personId = user?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, setChosen] = useState<number | null>(null);
    const list = accounts.status === 'ready' ? accounts.data : [];
    const selected = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('accounts.my_account.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('accounts.common.my_accounts')}
            </Typography>
            {accounts.status === 'loading' && (
                <Loading label={t('accounts.common.loading_accounts')} shape="figures" />
            )}
            {accounts.status === 'error' && (
                <LoadFailed what={t('accounts.common.accounts_failed')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && list.length === 0 && (
                <Typography color="text.secondary">{t('accounts.common.no_account')}</Typography>
            )}
            <Grid container spacing={2}>
                {list.map((account) => (
                    <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                        <AccountCard account={account} selected={account.id === selected?.id} />
                    </Grid>
                ))}
            </Grid>
            {selected && (
                <Box component="section" aria-labelledby="last-movements" sx={{ mt: 4 }}>
                    <HeaderRow>
                        <Typography id="last-movements" variant="h6" component="h2">
                            {t('accounts.common.last_movements')}
                        </Typography>
                        {list.length > 1 && (
                            <TextField
                                select
                                size="small"
                                label={t('accounts.common.account')}
                                value={selected.id}
                                onChange={(event) => setChosen(Number(event.target.value))}
                                slotProps={{ select: { native: true } }}
                                sx={{ minWidth: 240, maxWidth: '100%' }}
                            >
                                {list.map((account) => (
                                    <option key={account.id} value={account.id}>
                                        {t('accounts.common.account_option', {
                                            account: accountLabel(account),
                                            type: account.account_type?.name ?? t('accounts.common.account'),
                                        })}
                                    </option>
                                ))}
                            </TextField>
                        )}
                    </HeaderRow>
                    <LastMovements key={selected.id} account={selected} />
                    <Link component={RouterLink} to="/extrato-conta" sx={{ display: 'inline-block', mt: 2 }}>
                        {t('accounts.my_account.full_statement')}
                    </Link>
                </Box>
            )}
        </Box>
    );
};
