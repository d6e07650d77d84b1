import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { HeaderRow } from '../../components/HeaderRow';
import { LoadFailed, Loading } from '../../components/LoadStates';
import { useLoad } from '../../components/useLoad';
import { formatDate } from '../../domain/dates';
import type { InvoiceDashboard } from '../../domain/invoiceDashboard';
import { fetchInvoiceDashboard } from './api';
import { rangeText } from './format';
import { PeriodSelector } from './PeriodSelector';
import { useDashboardPeriod } from './useDashboardPeriod';

/** The frame of the three boleto dashboards: title, the shared period, the load states, then the figures. */
export const DashboardPage = ({
    title,
    children,
}: {
    title: string;
    children: (data: InvoiceDashboard) => ReactNode;
}) => {
    const [period, setPeriod] = useDashboardPeriod();
    const load = useLoad(`invoice-dashboard:${period}`, (signal) => fetchInvoiceDashboard(period, signal));
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {title}
                </Typography>
                <PeriodSelector value={period} onChange={setPeriod} />
            </HeaderRow>
            {load.status === 'loading' && <Loading label="Carregando os indicadores…" />}
            {load.status === 'error' && <LoadFailed what="os indicadores" onRetry={load.retry} />}
            {load.status === 'ready' && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        Período: {rangeText(load.data.from, load.data.today)}. Carteira em aberto na posição
                        de {formatDate(load.data.today)}.
                    </Typography>
                    {children(load.data)}
                </>
            )}
        </Box>
    );
};
