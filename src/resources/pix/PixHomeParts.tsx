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
import { FigureCard } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { PixLimits } from './api';

const SHORTCUTS: readonly { to: string; label: string; icon: ReactNode }[] = [
    { to: '/pix-key-manual', label: 'Pix com chave', icon: <SendIcon /> },
    { to: '/pix-bank-data', label: 'Pix com dados bancários', icon: <AccountBalanceIcon /> },
    { to: '/pix-qrcode', label: 'Pagar com QR Code ou copia e cola', icon: <QrCodeScannerIcon /> },
    { to: '/pix-receive', label: 'Receber', icon: <QrCode2Icon /> },
    { to: '/qr-code-cobranca', label: 'QR Code de cobrança', icon: <ReceiptLongIcon /> },
    { to: '/pix-keys', label: 'Minhas chaves', icon: <KeyIcon /> },
    { to: '/pix-extract', label: 'Extrato Pix', icon: <ListAltIcon /> },
    { to: '/pix-favorites', label: 'Favoritos', icon: <StarIcon /> },
];

/** The Pix home's shortcuts the user's permissions open. */
export const PixShortcuts = () => {
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
            aria-label="Atalhos do Pix"
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
                                {shortcut.label}
                            </Typography>
                        </CardActionArea>
                    </Card>
                </Grid>
            ))}
        </Grid>
    );
};

const DailyLimit = ({ label, limit, used }: { label: string; limit: number; used: number }) => {
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
                        aria-label={`${label}: ${share}% usado`}
                        sx={{ mt: 1 }}
                    />
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                        Usado hoje {formatBRL(used)} · disponível {formatBRL(Math.max(0, limit - used))}
                    </Typography>
                </>
            }
        >
            {formatBRL(limit)}
        </FigureCard>
    );
};

const LimitFigures = ({ limits }: { limits: PixLimits }) => (
    <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCard size="h6" label="Por Pix, das 6h às 20h">
                {formatBRL(limits.per_transaction)}
            </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <DailyLimit
                label="Por dia, das 6h às 20h"
                limit={limits.daytime_daily}
                used={limits.used_today_daytime}
            />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <FigureCard size="h6" label="Por Pix, das 20h às 6h">
                {formatBRL(limits.nighttime_per_transaction)}
            </FigureCard>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <DailyLimit
                label="Por noite, das 20h às 6h"
                limit={limits.nighttime_daily}
                used={limits.used_today_nighttime}
            />
        </Grid>
    </Grid>
);

/** Today's Pix limits of the account (Brasília time). */
export const PixLimitsPanel = ({ accountId }: { accountId: number }) => {
    const limits = asLoad(useRead<PixLimits>('pix-envio', 'limits', { query: { account_id: accountId } }));
    if (limits.status === 'loading') return <Loading label="Carregando seus limites…" />;
    if (limits.status === 'error') return <LoadFailed what="seus limites Pix" onRetry={limits.retry} />;
    return <LimitFigures limits={limits.data} />;
};
