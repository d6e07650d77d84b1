import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import type { FutureRelease } from '../../contract/statements';
import { allLoaded, asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { Balance } from '../../ui/Money';
import { SignedAmount } from '../accounts';
import { AccountChooser } from './AccountChooser';
import { dayLabel } from './api';
import { statementMessages } from './messages';
import { useFutureReleases, useReleaseBalance } from './useStatement';

const HORIZON_DAYS = 90;

const Releases = ({ accountId }: { accountId: number }) => {
    const t = useMessages(statementMessages);
    const load = allLoaded({
        releases: asLoad(useFutureReleases(accountId)),
        balance: asLoad(useReleaseBalance(accountId)),
    });
    if (load.status === 'loading') return <Loading label={t('statements.future.loading')} shape="figures" />;
    if (load.status === 'error')
        return <LoadFailed what={t('statements.future.failed')} onRetry={load.retry} />;
    const { releases, balance } = load.data;
    const byDate = new Map<string, FutureRelease[]>();
    for (const release of releases) byDate.set(release.date, [...(byDate.get(release.date) ?? []), release]);
    return (
        <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label={t('statements.future.balance')}>
                        <Balance cents={balance.balance} />
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label={t('statements.future.projected')}>
                        <Balance cents={balance.projected_balance} />
                    </FigureCard>
                </Grid>
            </Grid>
            {balance.days.length === 0 ? (
                <Typography color="text.secondary">{t('statements.future.none')}</Typography>
            ) : (
                <Box
                    component="section"
                    aria-label={t('statements.future.days')}
                    sx={{ display: 'grid', gap: 2 }}
                >
                    {balance.days.map((day) => (
                        <Card
                            key={day.date}
                            variant="outlined"
                            component="article"
                            aria-label={dayLabel(day.date)}
                        >
                            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                                <Box
                                    sx={{
                                        display: 'flex',
                                        flexWrap: 'wrap',
                                        justifyContent: 'space-between',
                                        gap: 1,
                                    }}
                                >
                                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                                        {dayLabel(day.date)}
                                    </Typography>
                                    <Typography variant="body2">
                                        {t('statements.future.day_total')}: <Balance cents={day.balance} />
                                    </Typography>
                                </Box>
                                <List dense disablePadding>
                                    {(byDate.get(day.date) ?? []).map((release) => (
                                        <ListItem
                                            key={release.id}
                                            disableGutters
                                            divider
                                            sx={{
                                                display: 'flex',
                                                flexWrap: 'wrap',
                                                gap: 1,
                                                justifyContent: 'space-between',
                                            }}
                                        >
                                            <Box
                                                sx={{
                                                    display: 'flex',
                                                    gap: 1,
                                                    alignItems: 'center',
                                                    flexWrap: 'wrap',
                                                }}
                                            >
                                                <Chip
                                                    size="small"
                                                    label={t(`statements.future.sources.${release.source}`)}
                                                />
                                                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                                                    {release.description}
                                                </Typography>
                                            </Box>
                                            <SignedAmount cents={release.amount} />
                                        </ListItem>
                                    ))}
                                </List>
                            </CardContent>
                        </Card>
                    ))}
                </Box>
            )}
        </>
    );
};

/** `/future-release`: what will enter or leave the chosen account by date, and the balance each day. */
export const FutureReleasePage = () => {
    const t = useMessages(statementMessages);
    return (
        <Box sx={{ py: 2, maxWidth: 900 }}>
            <Title title={t('statements.future.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('statements.future.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('statements.future.intro', { days: HORIZON_DAYS })}
            </Typography>
            <AccountChooser scope="any">{(accountId) => <Releases accountId={accountId} />}</AccountChooser>
        </Box>
    );
};
