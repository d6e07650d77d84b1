import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { asLoad } from '../../dataProvider/hooks';
import { formatDate } from '../../domain/dates';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { AccountChooser, type AccountScope } from './AccountChooser';
import type { StatementPage as Page } from './api';
import { BalanceCorrection } from './corrections/BalanceCorrection';
import { statementMessages } from './messages';
import { StatementExport } from './StatementExport';
import { type FilterState, StatementFilterBar, useStatementFilters } from './StatementFilters';
import { StatementLines } from './StatementLines';
import { useStatementPage } from './useStatement';

const noon = (day: string) => `${day}T15:00:00.000Z`;

const Figures = ({ page }: { page: Page }) => {
    const t = useMessages(statementMessages);
    const { summary } = page;
    const figures: [string, number, string?][] = [
        [t('statements.summary.opening'), summary.opening_balance],
        [t('statements.summary.credits'), summary.credits, 'success.main'],
        [t('statements.summary.debits'), summary.debits, 'error.main'],
        [t('statements.summary.closing'), summary.closing_balance],
    ];
    return (
        <Grid container spacing={2} sx={{ mb: 2 }}>
            {figures.map(([label, cents, color]) => (
                <Grid key={label} size={{ xs: 6, md: 3 }}>
                    <FigureCard size="h6" label={label}>
                        <Box component="span" sx={{ color }}>
                            <Balance cents={cents} />
                        </Box>
                    </FigureCard>
                </Grid>
            ))}
        </Grid>
    );
};

const Pager = ({ state, lastPage }: { state: FilterState; lastPage: number }) => {
    const t = useMessages(statementMessages);
    if (lastPage <= 1) return null;
    return (
        <Box
            component="nav"
            aria-label={t('statements.lines.pages')}
            sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'flex-end',
                gap: 1,
                mt: 2,
                flexWrap: 'wrap',
            }}
        >
            <Button disabled={state.page <= 1} onClick={() => state.setPage(state.page - 1)}>
                {t('statements.lines.previous')}
            </Button>
            <Typography variant="body2" aria-live="polite">
                {t('statements.lines.page', { page: state.page, pages: lastPage })}
            </Typography>
            <Button disabled={state.page >= lastPage} onClick={() => state.setPage(state.page + 1)}>
                {t('statements.lines.next')}
            </Button>
        </Box>
    );
};

/** One account's statement: figures of the period, exports, the lines of the page by day, the pages. */
const Statement = ({
    accountId,
    state,
    staff,
}: {
    accountId: number;
    state: FilterState;
    staff: boolean;
}) => {
    const t = useMessages(statementMessages);
    const query = useStatementPage(accountId, state.filters, state.page);
    const page = asLoad(query);
    // The previous page stays on screen while another is read: dimmed and marked busy.
    const stale = query.isPlaceholderData;
    if (page.status === 'loading') return <Loading label={t('statements.lines.loading')} />;
    if (page.status === 'error')
        return <LoadFailed what={t('statements.lines.failed')} onRetry={page.retry} />;
    const { data, meta, account } = page.data;
    const { period } = state.filters;
    return (
        <>
            <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
                {t('statements.page.account_label', {
                    agency: account.agency ?? '----',
                    account: `${account.number}-${account.digit}`,
                    holder: account.holder ?? '',
                })}
            </Typography>
            {staff && <BalanceCorrection accountId={accountId} />}
            <Figures page={page.data} />
            <HeaderRow gap={1}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {t('statements.summary.count', { smart_count: meta.total })}{' '}
                    {t('statements.summary.period', {
                        from: formatDate(noon(period.from)),
                        to: formatDate(noon(period.to)),
                    })}
                </Typography>
                <StatementExport accountId={accountId} filters={state.filters} empty={meta.total === 0} />
            </HeaderRow>
            {data.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('statements.lines.empty')}
                </Typography>
            ) : (
                <Box sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
                    <StatementLines lines={data} accountId={account.id} busy={stale} />
                </Box>
            )}
            <Pager state={state} lastPage={meta.last_page} />
        </>
    );
};

const StatementScreen = ({ scope, title }: { scope: AccountScope; title: string }) => {
    const state = useStatementFilters();
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {title}
            </Typography>
            <AccountChooser scope={scope}>
                {(accountId) => (
                    <>
                        <StatementFilterBar state={state} />
                        {state.valid && (
                            <Statement accountId={accountId} state={state} staff={scope === 'any'} />
                        )}
                    </>
                )}
            </AccountChooser>
        </Box>
    );
};

/** `/extrato-conta`: staff search any account; a holder picks among theirs. */
export const AccountStatementPage = () => {
    const t = useMessages(statementMessages);
    return <StatementScreen scope="any" title={t('statements.page.staff_title')} />;
};

/** `/m-extrato-conta`: the holder's own account. */
export const OwnStatementPage = () => {
    const t = useMessages(statementMessages);
    return <StatementScreen scope="own" title={t('statements.page.own_title')} />;
};

/** `/s-extrato-conta`: one of the holder's sub-accounts. */
export const SubaccountStatementPage = () => {
    const t = useMessages(statementMessages);
    return <StatementScreen scope="sub" title={t('statements.page.sub_title')} />;
};
