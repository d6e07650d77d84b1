import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { statementCsv } from '../../domain/csv';
import { formatDate } from '../../domain/dates';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FigureCard } from '../../ui/FigureCard';
import { FILTER_GROW, FilterForm } from '../../ui/FilterForm';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { PagedRows } from '../../ui/PagedRows';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { useLoad } from '../../ui/useLoad';
import {
    type AccountView,
    accountLabel,
    fetchAccounts,
    fetchStatementPeriod,
    type Period,
    totalsOf,
} from './api';
import { Movements, StatusChip } from './parts';

const PAGE_SIZE = 20;

/** The statement of one account in one period: totals, CSV export and the movements, a page at a time. */
const Statement = ({ account, period }: { account: AccountView; period: Period }) => {
    const rows = useLoad(`statement:${account.id}:${period.from}:${period.to}`, (signal) =>
        fetchStatementPeriod(account.id, period, signal),
    );

    if (rows.status === 'loading') return <Loading label="Carregando o extrato…" />;
    if (rows.status === 'error') return <LoadFailed what="o extrato" onRetry={rows.retry} />;

    const all = rows.data;
    const totals = totalsOf(all);
    const name = `extrato-${account.agency?.number ?? ''}-${account.number}${account.digit}`;

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
                <ExportCsvButton
                    csv={() => statementCsv(all)}
                    fileName={`${name}-${period.from}-a-${period.to}.csv`}
                    disabled={all.length === 0}
                />
            </HeaderRow>
            {all.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    Nenhuma movimentação neste período.
                </Typography>
            ) : (
                <PagedRows rows={all} size={PAGE_SIZE}>
                    {(shown) => <Movements rows={shown} />}
                </PagedRows>
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
    const filter = usePeriod();
    const { period } = filter;

    const list = accounts.status === 'ready' ? accounts.data : [];
    const account = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];

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
                    <FilterForm label="Filtros do extrato">
                        <TextField
                            select
                            size="small"
                            label="Conta"
                            value={account.id}
                            onChange={(event) => setChosen(Number(event.target.value))}
                            slotProps={{ select: { native: true } }}
                            sx={{ minWidth: 220, ...FILTER_GROW }}
                        >
                            {list.map((a) => (
                                <option key={a.id} value={a.id}>
                                    {accountLabel(a)} · {a.account_type?.name ?? 'Conta'}
                                </option>
                            ))}
                        </TextField>
                        <PeriodFields state={filter} />
                        <Box sx={{ alignSelf: 'center' }}>
                            <StatusChip status={account.status} />
                        </Box>
                    </FilterForm>
                    {filter.valid ? (
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
