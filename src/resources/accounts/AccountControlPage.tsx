import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListContextProvider, Pagination, Title, useList, useListContext } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { statementCsv } from '../../domain/csv';
import { formatDate } from '../../domain/dates';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FigureCard } from '../../ui/FigureCard';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { type AccountView, accountLabel, type Movement, type Period, totalsOf } from './api';
import { Movements, StatusChip } from './parts';
import { useStatementPeriod } from './statement';
import { useHolderAccounts } from './useHolderAccounts';

const PAGE_SIZE = 20;

/** Full width on phones, its own width from `sm` up. */
const GROW = { flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/** The movements of the list's current page, with react-admin's pages under them when there is more than one. */
const PageOfMovements = () => {
    const { data = [], total = 0 } = useListContext<Movement>();
    return (
        <>
            <Movements rows={data} />
            {total > PAGE_SIZE && <Pagination rowsPerPageOptions={[PAGE_SIZE, 50, 100]} />}
        </>
    );
};

/** The period's movements, already loaded, as a react-admin list paged on the page (`useList`). */
const PagedMovements = ({ rows }: { rows: Movement[] }) => {
    const list = useList({ data: rows, perPage: PAGE_SIZE, resource: 'contas-titular' });
    return (
        <ListContextProvider value={list}>
            <PageOfMovements />
        </ListContextProvider>
    );
};

/** The statement of one account in one period: totals, CSV export and the movements, a page at a time. */
const Statement = ({ account, period }: { account: AccountView; period: Period }) => {
    const rows = asLoad(useStatementPeriod(account.id, period));

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
                <PagedMovements rows={all} />
            )}
        </>
    );
};

/** `/m-controleconta`: the statement of the user's own account with a period, totals and CSV export. */
export const AccountControlPage = () => {
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
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
                            sx={{ minWidth: 220, ...GROW }}
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
                    </Box>
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
