import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { downloadBlob } from '../../components/downloadBlob';
import { FigureCard } from '../../components/FigureCard';
import { HeaderRow } from '../../components/HeaderRow';
import { LoadFailed, Loading } from '../../components/LoadStates';
import { Balance } from '../../components/Money';
import { useLoad } from '../../components/useLoad';
import { csvBlob, statementCsv } from '../../domain/csv';
import { formatDate, toDateOnlyBrasilia } from '../../domain/dates';
import {
    type AccountView,
    accountLabel,
    fetchAccounts,
    fetchStatementPeriod,
    type Period,
    totalsOf,
} from './api';
import { Movements, StatusChip } from './parts';
import { lastDays, type PeriodChoice, PRESETS, rangeErrors } from './period';

const PAGE_SIZE = 20;
const DEFAULT_CHOICE: PeriodChoice = '30';

/** The statement of one account in one period: totals, CSV export and the movements, a page at a time. */
const Statement = ({ account, period }: { account: AccountView; period: Period }) => {
    const rows = useLoad(`statement:${account.id}:${period.from}:${period.to}`, (signal) =>
        fetchStatementPeriod(account.id, period, signal),
    );
    const [page, setPage] = useState(1);

    if (rows.status === 'loading') return <Loading label="Carregando o extrato…" />;
    if (rows.status === 'error') return <LoadFailed what="o extrato" onRetry={rows.retry} />;

    const all = rows.data;
    const totals = totalsOf(all);
    const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
    const current = Math.min(page, pages);
    const shown = all.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
    const exportCsv = () => {
        const name = `extrato-${account.agency?.number ?? ''}-${account.number}${account.digit}`;
        downloadBlob(csvBlob(statementCsv(all)), `${name}-${period.from}-a-${period.to}.csv`);
    };

    return (
        <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label="Entradas no período">
                        <Box component="span" sx={{ color: 'success.main' }}>
                            <Balance cents={totals.credits} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label="Saídas no período">
                        <Box component="span" sx={{ color: 'error.main' }}>
                            <Balance cents={totals.debits} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label="Saldo atual">
                        <Balance cents={account.balance} />
                    </FigureCard>
                </Grid>
            </Grid>
            <HeaderRow gap={1}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {all.length === 1 ? '1 movimentação' : `${all.length} movimentações`} de{' '}
                    {formatDate(period.from)} a {formatDate(period.to)}
                </Typography>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<FileDownloadIcon />}
                    onClick={exportCsv}
                    disabled={all.length === 0}
                >
                    Exportar CSV
                </Button>
            </HeaderRow>
            {all.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    Nenhuma movimentação neste período.
                </Typography>
            ) : (
                <>
                    <Movements rows={shown} />
                    {pages > 1 && (
                        <Pagination
                            count={pages}
                            page={current}
                            onChange={(_, next) => setPage(next)}
                            siblingCount={0}
                            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                            getItemAriaLabel={(type, item, selected) =>
                                type === 'page'
                                    ? `${selected ? 'Página atual, ' : 'Ir para a página '}${item}`
                                    : type === 'next'
                                      ? 'Próxima página'
                                      : type === 'previous'
                                        ? 'Página anterior'
                                        : type === 'first'
                                          ? 'Primeira página'
                                          : 'Última página'
                            }
                        />
                    )}
                </>
            )}
        </>
    );
};

/** `/m-controleconta`: the statement of the user's own account with a period, totals and CSV export. */
export const AccountControlPage = () => {
    const personId = getUser()?.person_id ?? null;
    const accounts = useLoad(personId === null ? null : `accounts:${personId}`, (signal) =>
        fetchAccounts(personId as number, signal),
    );
    const [chosen, setChosen] = useState<number | null>(null);
    const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_CHOICE);
    const [custom, setCustom] = useState<Period>(() => lastDays(Number(DEFAULT_CHOICE)));

    const list = accounts.status === 'ready' ? accounts.data : [];
    const account = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];
    const errors = choice === 'custom' ? rangeErrors(custom) : {};
    const period = choice === 'custom' ? custom : lastDays(Number(choice));
    const valid = !errors.from && !errors.to;
    const today = toDateOnlyBrasilia();

    const choose = (next: PeriodChoice) => {
        // The custom range starts from the period on screen.
        if (next === 'custom' && choice !== 'custom') setCustom(period);
        setChoice(next);
    };

    return (
        <Box sx={{ py: 2 }}>
            <Title title="Controle de conta" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Extrato da conta
            </Typography>
            {accounts.status === 'loading' && <Loading label="Carregando suas contas…" />}
            {accounts.status === 'error' && <LoadFailed what="suas contas" onRetry={accounts.retry} />}
            {accounts.status === 'ready' && !account && (
                <Typography color="text.secondary">
                    Você ainda não tem conta aberta. Fale com o atendimento do seu banco.
                </Typography>
            )}
            {account && (
                <>
                    <Box
                        component="form"
                        aria-label="Filtros do extrato"
                        onSubmit={(event) => event.preventDefault()}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
                    >
                        <TextField
                            select
                            size="small"
                            label="Conta"
                            value={account.id}
                            onChange={(event) => setChosen(Number(event.target.value))}
                            slotProps={{ select: { native: true } }}
                            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
                        >
                            {list.map((a) => (
                                <option key={a.id} value={a.id}>
                                    {accountLabel(a)} · {a.account_type?.name ?? 'Conta'}
                                </option>
                            ))}
                        </TextField>
                        <TextField
                            select
                            size="small"
                            label="Período"
                            value={choice}
                            onChange={(event) => choose(event.target.value as PeriodChoice)}
                            slotProps={{ select: { native: true } }}
                            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
                        >
                            {PRESETS.map((days) => (
                                <option key={days} value={String(days)}>
                                    Últimos {days} dias
                                </option>
                            ))}
                            <option value="custom">Personalizado</option>
                        </TextField>
                        {choice === 'custom' && (
                            <>
                                <TextField
                                    type="date"
                                    size="small"
                                    label="De"
                                    value={custom.from}
                                    onChange={(event) => setCustom({ ...custom, from: event.target.value })}
                                    error={Boolean(errors.from)}
                                    helperText={errors.from}
                                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                                    sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
                                />
                                <TextField
                                    type="date"
                                    size="small"
                                    label="Até"
                                    value={custom.to}
                                    onChange={(event) => setCustom({ ...custom, to: event.target.value })}
                                    error={Boolean(errors.to)}
                                    helperText={errors.to}
                                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                                    sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
                                />
                            </>
                        )}
                        <Box sx={{ alignSelf: 'center' }}>
                            <StatusChip status={account.status} />
                        </Box>
                    </Box>
                    {valid ? (
                        <Statement
                            key={`${account.id}:${period.from}:${period.to}`}
                            account={account}
                            period={period}
                        />
                    ) : (
                        <Typography color="text.secondary">Corrija o período para ver o extrato.</Typography>
                    )}
                </>
            )}
        </Box>
    );
};
