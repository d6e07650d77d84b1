import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { type AccountView, accountLabel, useHolderAccounts } from '../accounts';
import { pixMessages } from './messages';
import { PIX_HOME_PATH, pixAccounts, useSelectedPixAccountId } from './selectedAccount';

const AccountChoice = ({ account, onChoose }: { account: AccountView; onChoose: () => void }) => {
    const t = useMessages(pixMessages);
    const label = accountLabel(account);
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
                onClick={onChoose}
                aria-label={t('pix.select_account.use', { account: label })}
                sx={{ height: '100%' }}
            >
                <CardContent>
                    <Typography variant="subtitle2" color="text.secondary">
                        {account.account_type?.name ?? t('pix.common.account')}
                    </Typography>
                    <Typography variant="h6" component="p">
                        {label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {account.holder?.name ?? ''}
                    </Typography>
                    <Box
                        sx={{
                            display: 'flex',
                            alignItems: 'flex-end',
                            justifyContent: 'space-between',
                            mt: 2,
                        }}
                    >
                        <Box>
                            <Typography variant="caption" color="text.secondary" component="p">
                                {t('pix.common.available_balance')}
                            </Typography>
                            <Typography variant="h6" component="p">
                                <Balance cents={account.balance} />
                            </Typography>
                        </Box>
                        <ArrowForwardIcon color="primary" aria-hidden />
                    </Box>
                </CardContent>
            </CardActionArea>
        </Card>
    );
};

/**
 * `/pix-select-account` ("Área Pix"): the account the Pix screens work on. With a single active account it
 * goes straight to the Pix home.
 */
export const PixSelectAccountPage = () => {
    const t = useMessages(pixMessages);
    const personId = getUser()?.person_id ?? null;
    const navigate = useNavigate();
    const [, setChosen] = useSelectedPixAccountId();
    const accounts = asLoad(useHolderAccounts(personId));
    const active = accounts.status === 'ready' ? pixAccounts(accounts.data) : [];
    const only = active.length === 1 ? active[0] : null;

    const choose = (account: AccountView) => {
        setChosen(account.id);
        navigate(PIX_HOME_PATH);
    };

    useEffect(() => {
        if (!only) return;
        setChosen(only.id);
        navigate(PIX_HOME_PATH, { replace: true });
    }, [only, navigate, setChosen]);

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('pix.select_account.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('pix.select_account.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('pix.select_account.intro')}
            </Typography>
            {accounts.status === 'loading' && <Loading label={t('pix.common.loading_accounts')} />}
            {accounts.status === 'error' && (
                <LoadFailed what={t('pix.common.your_accounts')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && active.length === 0 && (
                <Typography color="text.secondary">{t('pix.select_account.none')}</Typography>
            )}
            {active.length > 1 && (
                <Grid
                    container
                    spacing={2}
                    component="ul"
                    aria-label={t('pix.select_account.list')}
                    sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                    {active.map((account) => (
                        <Grid key={account.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
                            <AccountChoice account={account} onChoose={() => choose(account)} />
                        </Grid>
                    ))}
                </Grid>
            )}
        </Box>
    );
};
