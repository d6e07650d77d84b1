import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canOpen } from '../../app/routes/access';
import { useRouteTable } from '../../app/routes/routeTableContext';
import { useViewer } from '../../app/routes/useViewer';
import { asLoad, useRead } from '../../dataProvider/hooks';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { FigureCard } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { PixLimits } from './api';
import { pixMessages } from './messages';

/** The shortcuts; `label` is a catalogue key. */
const SHORTCUTS = [
    { to: '/pix-key-manual', label: 'pix.home.shortcuts.key', icon: <SendIcon /> },
    { to: '/pix-bank-data', label: 'pix.home.shortcuts.bank_data', icon: <AccountBalanceIcon /> },
    { to: '/pix-qrcode', label: 'pix.home.shortcuts.qr', icon: <QrCodeScannerIcon /> },
    { to: '/pix-receive', label: 'pix.home.shortcuts.receive', icon: <QrCode2Icon /> },
    { to: '/qr-code-cobranca', label: 'pix.common.charge_qr', icon: <ReceiptLongIcon /> },
    { to: '/pix-keys', label: 'pix.common.my_keys', icon: <KeyIcon /> },
    { to: '/pix-extract', label: 'pix.common.statement', icon: <ListAltIcon /> },
    { to: '/pix-favorites', label: 'pix.common.favorites', icon: <StarIcon /> },
] as const satisfies readonly { to: string; label: string; icon: ReactNode }[];

/** The Pix home's shortcuts the user's permissions open. */
export const PixShortcuts = () => {
    const t = useMessages(pixMessages);
    const viewer = useViewer();
    const routes = useRouteTable();
    const allowed = SHORTCUTS.filter((shortcut) => {
        const route = routes.find((r) => r.path === shortcut.to);
        return route !== undefined && canOpen(route, viewer);
    });
    return (
        <Grid
            container
            spacing={1.5}
            component="ul"
            aria-label={t('pix.home.shortcuts_label')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
            {allowed.map((shortcut) => (
                <Grid key={shortcut.to} component="li" size={{ xs: 6, sm: 4, md: 3 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                        <CardActionArea
                            component={Link}
                            to={shortcut.to}
                            sx={{
                                height: '100%',
                                p: 1.5,
                                display: 'flex',
                                flexDirection: 'column',
                                alignItems: 'flex-start',
                                gap: 1,
                            }}
                        >
                            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                                {shortcut.icon}
                            </Box>
                            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                                {t(shortcut.label)}
                            </Typography>
                        </CardActionArea>
                    </Card>
                </Grid>
            ))}
        </Grid>
    );
};

const DailyLimit = ({ label, limit, used }: { label: string; limit: number; used: number }) => {
    const t = useMessages(pixMessages);
    const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
    return (
        <FigureCard
            size="h6"
            label={label}
            footer={
                <>
                    <LinearProgress
                        variant="determinate"
                        value={share}
                        aria-label={t('pix.home.limits.used_share', { label, share })}
                        sx={{ mt: 1 }}
                    />
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                        {t('pix.home.limits.used_today', {
                            used: formatBRL(used),
                            available: formatBRL(Math.max(0, limit - used)),
                        })}
                    </Typography>
                </>
            }
        >
            {formatBRL(limit)}
        </FigureCard>
    );
};

const LimitFigures = ({ limits }: { limits: PixLimits }) => {
    const t = useMessages(pixMessages);
    return (
        <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <FigureCard size="h6" label={t('pix.home.limits.day_per_pix')}>
                    {formatBRL(limits.per_transaction)}
                </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <DailyLimit
                    label={t('pix.home.limits.day_total')}
                    limit={limits.daytime_daily}
                    used={limits.used_today_daytime}
                />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <FigureCard size="h6" label={t('pix.home.limits.night_per_pix')}>
                    {formatBRL(limits.nighttime_per_transaction)}
                </FigureCard>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                <DailyLimit
                    label={t('pix.home.limits.night_total')}
                    limit={limits.nighttime_daily}
                    used={limits.used_today_nighttime}
                />
            </Grid>
        </Grid>
    );
};

/** Today's Pix limits of the account (Brasília time). */
export const PixLimitsPanel = ({ accountId }: { accountId: number }) => {
    const t = useMessages(pixMessages);
    const limits = asLoad(useRead<PixLimits>('pix-envio', 'limits', { query: { account_id: accountId } }));
    if (limits.status === 'loading') return <Loading label={t('pix.home.limits.loading')} shape="detail" />;
    if (limits.status === 'error')
        return <LoadFailed what={t('pix.home.limits.what')} onRetry={limits.retry} />;
    return <LimitFigures limits={limits.data} />;
};
