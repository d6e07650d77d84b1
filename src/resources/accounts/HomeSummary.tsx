import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canOpen } from '../../app/routes/access';
import { useRouteTable } from '../../app/routes/routeTableContext';
import { useViewer } from '../../app/routes/useViewer';
import { getUser, type SessionUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { FutureBalance } from '../statements';
import { type AccountView, isStaff } from './api';
import { accountMessages } from './messages';
import { Movements } from './parts';
import { useLastMovementsOf, useStaffSummary } from './statement';
import { useHolderAccounts } from './useHolderAccounts';

const LAST_MOVEMENTS = 5;
const HOLDER_ROLES = new Set(['cliente', 'empreendedor']);
const HOLDER_LIST = '/listagem-contas/:period';
const ACCOUNT_PANEL = '/account-dash';

const count = new Intl.NumberFormat('pt-BR');

const HolderMovements = ({ accounts }: { accounts: AccountView[] }) => {
    const t = useMessages(accountMessages);
    const movements = asLoad(
        useLastMovementsOf(
            accounts.map((a) => a.id),
            LAST_MOVEMENTS,
        ),
    );
    if (movements.status === 'loading') return <Loading label={t('accounts.common.loading_movements')} />;
    if (movements.status === 'error')
        return <LoadFailed what={t('accounts.common.movements_failed')} onRetry={movements.retry} />;
    if (movements.data.length === 0) {
        return <Typography color="text.secondary">{t('accounts.home.no_movements')}</Typography>;
    }
    return <Movements rows={movements.data} balance={false} />;
};

const HolderSummary = ({ user }: { user: SessionUser }) => {
    const t = useMessages(accountMessages);
    const accounts = asLoad(useHolderAccounts(user.person_id));
    if (accounts.status === 'loading') return <Loading label={t('accounts.common.loading_accounts')} />;
    if (accounts.status === 'error')
        return <LoadFailed what={t('accounts.common.accounts_failed')} onRetry={accounts.retry} />;
    // The holder's own accounts: a minor's, which the responsible adult also operates, is not their money.
    const list = accounts.data.filter((account) => account.person_id === user.person_id);
    if (list.length === 0) {
        // Staff without an account of their own see only the bank's figures.
        if (!HOLDER_ROLES.has(user.role)) return null;
        return <Typography color="text.secondary">{t('accounts.common.no_account')}</Typography>;
    }
    const total = list.reduce((sum, account) => sum + account.balance, 0);
    return (
        <Box component="section" aria-labelledby="home-summary-accounts" sx={{ mb: 3 }}>
            <Typography id="home-summary-accounts" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('accounts.common.my_accounts')}
            </Typography>
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                    <FigureCard
                        label={
                            list.length > 1
                                ? t('accounts.home.total_balance', { count: list.length })
                                : t('accounts.common.available_balance')
                        }
                        footer={
                            <>
                                <FutureBalance accountId={Math.min(...list.map((account) => account.id))} />
                                <Link
                                    component={RouterLink}
                                    to="/minha-conta"
                                    sx={{ display: 'inline-block', mt: 2 }}
                                >
                                    {t('accounts.home.see_accounts')}
                                </Link>
                            </>
                        }
                    >
                        <Balance cents={total} />
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, md: 8 }}>
                    <Typography variant="subtitle2" component="h3" color="text.secondary">
                        {t('accounts.common.last_movements')}
                    </Typography>
                    <HolderMovements accounts={list} />
                </Grid>
            </Grid>
        </Box>
    );
};

/** The holder listing filtered by situation, the filter kept in the URL as react-admin's list reads it. */
const holdersWith = (status: 'pending' | 'active' | 'blocked') =>
    `/listagem-contas/tudo?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;

/** One of the bank's figures: a link to the list (or panel) behind it when the user may open that page. */
const LinkedFigure = ({
    label,
    route,
    to,
    hint,
    children,
}: {
    label: string;
    route: string;
    to: string;
    hint: string;
    children: ReactNode;
}) => {
    const table = useRouteTable();
    const viewer = useViewer();
    const target = table.find((r) => r.path === route);
    if (!target || !canOpen(target, viewer)) return <FigureCard label={label}>{children}</FigureCard>;
    return (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', borderRadius: 1 }}>
            <FigureCard
                label={label}
                footer={
                    <Typography variant="body2" color="primary" sx={{ mt: 1 }}>
                        {hint}
                    </Typography>
                }
            >
                {children}
            </FigureCard>
        </CardActionArea>
    );
};

const StaffFigures = () => {
    const t = useMessages(accountMessages);
    const summary = asLoad(useStaffSummary());
    const list = t('accounts.home.open_list');
    return (
        <Box component="section" aria-labelledby="home-summary-bank">
            <Typography id="home-summary-bank" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('accounts.home.bank_view')}
            </Typography>
            {summary.status === 'loading' && (
                <Loading label={t('accounts.home.loading_figures')} shape="figures" />
            )}
            {summary.status === 'error' && (
                <LoadFailed what={t('accounts.home.figures_failed')} onRetry={summary.retry} />
            )}
            {summary.status === 'ready' && (
                <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <LinkedFigure
                            label={t('accounts.home.pending_registrations')}
                            route={HOLDER_LIST}
                            to={holdersWith('pending')}
                            hint={list}
                        >
                            {count.format(summary.data.pending_registrations)}
                        </LinkedFigure>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <LinkedFigure
                            label={t('accounts.home.active_accounts')}
                            route={HOLDER_LIST}
                            to={holdersWith('active')}
                            hint={list}
                        >
                            {count.format(summary.data.active_accounts)}
                        </LinkedFigure>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <LinkedFigure
                            label={t('accounts.home.blocked_accounts')}
                            route={HOLDER_LIST}
                            to={holdersWith('blocked')}
                            hint={list}
                        >
                            {count.format(summary.data.blocked_accounts)}
                        </LinkedFigure>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <LinkedFigure
                            label={t('accounts.home.total_in_accounts')}
                            route={ACCOUNT_PANEL}
                            to={ACCOUNT_PANEL}
                            hint={t('accounts.home.open_panel')}
                        >
                            <Balance cents={summary.data.total_balance} />
                        </LinkedFigure>
                    </Grid>
                </Grid>
            )}
        </Box>
    );
};

/**
 * The home page's figures: an account holder's total balance and last movements; for staff who open
 * accounts (access.account.create), the bank's pending registrations and active and blocked accounts, each a
 * link to the holder listing filtered by that situation, and the total a link to the accounts panel.
 */
export const HomeSummary = () => {
    const user = getUser();
    if (!user) return null;
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, mb: 3 }}>
            <HolderSummary user={user} />
            {isStaff(user) && <StaffFigures />}
        </Box>
    );
};
