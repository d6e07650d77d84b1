import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { getUser, type SessionUser } from '../../authProvider/session';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { type AccountView, isStaff } from './api';
import { accountMessages } from './messages';
import { Movements } from './parts';
import { useLastMovementsOf, useStaffSummary } from './statement';
import { useHolderAccounts } from './useHolderAccounts';

const LAST_MOVEMENTS = 5;
const HOLDER_ROLES = new Set(['cliente', 'empreendedor']);

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
                            <Link
                                component={RouterLink}
                                to="/minha-conta"
                                sx={{ display: 'inline-block', mt: 2 }}
                            >
                                {t('accounts.home.see_accounts')}
                            </Link>
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

const StaffFigures = () => {
    const t = useMessages(accountMessages);
    const summary = asLoad(useStaffSummary());
    return (
        <Box component="section" aria-labelledby="home-summary-bank">
            <Typography id="home-summary-bank" variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('accounts.home.bank_view')}
            </Typography>
            {summary.status === 'loading' && <Loading label={t('accounts.home.loading_figures')} />}
            {summary.status === 'error' && (
                <LoadFailed what={t('accounts.home.figures_failed')} onRetry={summary.retry} />
            )}
            {summary.status === 'ready' && (
                <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <FigureCard label={t('accounts.home.pending_registrations')}>
                            {count.format(summary.data.pending_registrations)}
                        </FigureCard>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <FigureCard label={t('accounts.home.active_accounts')}>
                            {count.format(summary.data.active_accounts)}
                        </FigureCard>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <FigureCard label={t('accounts.home.blocked_accounts')}>
                            {count.format(summary.data.blocked_accounts)}
                        </FigureCard>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                        <FigureCard label={t('accounts.home.total_in_accounts')}>
                            <Balance cents={summary.data.total_balance} />
                        </FigureCard>
                    </Grid>
                </Grid>
            )}
        </Box>
    );
};

/**
 * The home page's figures: an account holder's total balance and last movements; for staff who open
 * accounts (access.account.create), the bank's pending registrations and active and blocked accounts.
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
