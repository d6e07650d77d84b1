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
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { type AccountView, accountLabel, useHolderAccounts } from '../accounts';
import { PIX_HOME_PATH, pixAccounts, useSelectedPixAccountId } from './selectedAccount';

const AccountChoice = ({ account, onChoose }: { account: AccountView; onChoose: () => void }) => {
    const label = accountLabel(account);
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
                onClick={onChoose}
                aria-label={`Usar a conta ${label} no Pix`}
                sx={{ height: '100%' }}
            >
                <CardContent>
                    <Typography variant="subtitle2" color="text.secondary">
                        {account.account_type?.name ?? 'Conta'}
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
                                Saldo disponível
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
            <Title title="Área Pix" />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                Área Pix
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                Escolha a conta que vai enviar e receber Pix.
            </Typography>
            {accounts.status === 'loading' && <Loading label="Carregando suas contas…" />}
            {accounts.status === 'error' && <LoadFailed what="suas contas" onRetry={accounts.retry} />}
            {accounts.status === 'ready' && active.length === 0 && (
                <Typography color="text.secondary">
                    Você não tem conta ativa para usar o Pix. Fale com o atendimento do seu banco.
                </Typography>
            )}
            {active.length > 1 && (
                <Grid
                    container
                    spacing={2}
                    component="ul"
                    aria-label="Suas contas"
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
