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
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { type AccountView, accountLabel, accountShareText } from './api';
import { Movements, StatusChip } from './parts';
import { useBalance, useLastMovements } from './statement';
import { useHolderAccounts } from './useHolderAccounts';

const LAST_MOVEMENTS = 10;

const copyToClipboard = async (text: string) => {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard API indisponível');
    await navigator.clipboard.writeText(text);
};

const AccountCard = ({ account, selected }: { account: AccountView; selected: boolean }) => {
    const notify = useNotify();
    const label = accountLabel(account);
    const copy = async () => {
        try {
            await copyToClipboard(accountShareText(account));
            notify('Dados da conta copiados. Agora é só colar onde quiser compartilhar.', {
                type: 'success',
            });
        } catch {
            notify('Não foi possível copiar os dados. Seu navegador bloqueou a área de transferência.', {
                type: 'warning',
            });
        }
    };
    return (
        <Card
            component="section"
            aria-label={`Conta ${label}`}
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
                        {account.bank ? `${account.bank.code} · ${account.bank.name}` : 'Banco não informado'}
                    </Typography>
                    <StatusChip status={account.status} />
                </Box>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                    Agência · Conta
                </Typography>
                <Typography variant="h6" component="p">
                    {label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {account.account_type?.name ?? 'Tipo não informado'}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                    Saldo disponível
                </Typography>
                <Typography variant="h5" component="p">
                    <Balance cents={account.balance} />
                </Typography>
            </CardContent>
            <CardActions>
                <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                    Copiar dados da conta
                </Button>
            </CardActions>
        </Card>
    );
};

const LastMovements = ({ account }: { account: AccountView }) => {
    const balance = asLoad(useBalance(account.id));
    const movements = asLoad(useLastMovements(account.id, LAST_MOVEMENTS));
    return (
        <>
            {balance.status === 'ready' && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Saldo de <Balance cents={balance.data.balance} /> atualizado em{' '}
                    {formatDateTime(balance.data.updated_at)}
                </Typography>
            )}
            {movements.status === 'loading' && <Loading label="Carregando movimentações…" />}
            {movements.status === 'error' && <LoadFailed what="as movimentações" onRetry={movements.retry} />}
            {movements.status === 'ready' &&
                (movements.data.data.length === 0 ? (
                    <Typography color="text.secondary" sx={{ py: 2 }}>
                        Nenhuma movimentação nesta conta ainda.
                    </Typography>
                ) : (
                    <Movements rows={movements.data.data} />
                ))}
        </>
    );
};

/** `/minha-conta`: the user's accounts, their details to share, and the last movements of one of them. */
export const MyAccountPage = () => {
    const user = getUser();
    const personId = user?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, setChosen] = useState<number | null>(null);
    const list = accounts.status === 'ready' ? accounts.data : [];
    const selected = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];

    return (
        <Box sx={{ py: 2 }}>
            <Title title="Minha conta" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Minhas contas
            </Typography>
            {accounts.status === 'loading' && <Loading label="Carregando suas contas…" />}
            {accounts.status === 'error' && <LoadFailed what="suas contas" onRetry={accounts.retry} />}
            {accounts.status === 'ready' && list.length === 0 && (
                <Typography color="text.secondary">
                    Você ainda não tem conta aberta. Fale com o atendimento do seu banco.
                </Typography>
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
                            Últimas movimentações
                        </Typography>
                        {list.length > 1 && (
                            <TextField
                                select
                                size="small"
                                label="Conta"
                                value={selected.id}
                                onChange={(event) => setChosen(Number(event.target.value))}
                                slotProps={{ select: { native: true } }}
                                sx={{ minWidth: 240, maxWidth: '100%' }}
                            >
                                {list.map((account) => (
                                    <option key={account.id} value={account.id}>
                                        {accountLabel(account)} · {account.account_type?.name ?? 'Conta'}
                                    </option>
                                ))}
                            </TextField>
                        )}
                    </HeaderRow>
                    <LastMovements key={selected.id} account={selected} />
                    <Link component={RouterLink} to="/extrato-conta" sx={{ display: 'inline-block', mt: 2 }}>
                        Ver extrato completo
                    </Link>
                </Box>
            )}
        </Box>
    );
};
