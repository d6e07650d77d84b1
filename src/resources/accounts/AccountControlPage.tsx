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
import { useMessages } from '../../i18n';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FigureCard } from '../../ui/FigureCard';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { StatusChip } from '../../ui/StatusChip';
import { type AccountView, accountLabel, type Movement, type Period, totalsOf } from './api';
import { accountMessages } from './messages';
import { Movements } from './parts';
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
    const t = useMessages(accountMessages);
    const rows = asLoad(useStatementPeriod(account.id, period));

    if (rows.status === 'loading') return <Loading label={t('accounts.statement.loading')} />;
    if (rows.status === 'error')
        return <LoadFailed what={t('accounts.statement.failed')} onRetry={rows.retry} />;

    const all = rows.data;
    const totals = totalsOf(all);
    const name = `extrato-${account.agency?.number ?? ''}-${account.number}${account.digit}`;

    return (
        <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label={t('accounts.statement.credits')}>
                        <Box component="span" sx={{ color: 'success.main' }}>
                            <Balance cents={totals.credits} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label={t('accounts.statement.debits')}>
                        <Box component="span" sx={{ color: 'error.main' }}>
                            <Balance cents={totals.debits} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                    <FigureCard size="h6" label={t('accounts.statement.current_balance')}>
                        <Balance cents={account.balance} />
                    </FigureCard>
                </Grid>
            </Grid>
            <HeaderRow gap={1}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {t('accounts.statement.count', {
                        smart_count: all.length,
                        from: formatDate(period.from),
                        to: formatDate(period.to),
                    })}
                </Typography>
                <ExportCsvButton
                    csv={() => statementCsv(all)}
                    fileName={`${name}-${period.from}-a-${period.to}.csv`}
                    empty={all.length === 0}
                />
            </HeaderRow>
            {all.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('accounts.statement.empty')}
                </Typography>
            ) : (
                <PagedMovements rows={all} />
            )}
        </>
    );
};

/** `/m-controleconta`: the statement of the user's own account with a period, totals and CSV export. */
export const AccountControlPage = () => {
    const t = useMessages(accountMessages);
    const personId = getUser()?.person_id ?? null;
    const accounts = asLoad(useHolderAccounts(personId));
    const [chosen, setChosen] = useState<number | null>(null);
    const filter = usePeriod();
    const { period } = filter;

    const list = accounts.status === 'ready' ? accounts.data : [];
    const account = list.find((a) => a.id === chosen) ?? list.find((a) => a.status === 'active') ?? list[0];

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('accounts.statement.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('accounts.statement.heading')}
            </Typography>
            {accounts.status === 'loading' && <Loading label={t('accounts.common.loading_accounts')} />}
            {accounts.status === 'error' && (
                <LoadFailed what={t('accounts.common.accounts_failed')} onRetry={accounts.retry} />
            )}
            {accounts.status === 'ready' && !account && (
                <Typography color="text.secondary">{t('accounts.common.no_account')}</Typography>
            )}
            {account && (
                <>
                    <Box
                        component="form"
                        aria-label={t('accounts.statement.filters')}
                        onSubmit={(event) => event.preventDefault()}
                        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
                    >
                        <TextField
                            select
                            size="small"
                            label={t('accounts.common.account')}
                            value={account.id}
                            onChange={(event) => setChosen(Number(event.target.value))}
                            slotProps={{ select: { native: true } }}
                            sx={{ minWidth: 220, ...GROW }}
                        >
                            {list.map((a) => (
                                <option key={a.id} value={a.id}>
                                    {t('accounts.common.account_option', {
                                        account: accountLabel(a),
                                        type: a.account_type?.name ?? t('accounts.common.account'),
                                    })}
                                </option>
                            ))}
                        </TextField>
                        <PeriodFields state={filter} />
                        <Box sx={{ alignSelf: 'center' }}>
                            <StatusChip vocabulary="entity" value={account.status} />
                        </Box>
                    </Box>
                    {filter.valid ? (
                        <Statement
                            key={`${account.id}:${period.from}:${period.to}`}
                            account={account}
                            period={period}
                        />
                    ) : (
                        <Typography color="text.secondary">
                            {t('accounts.statement.invalid_period')}
                        </Typography>
                    )}
                </>
            )}
        </Box>
    );
};
