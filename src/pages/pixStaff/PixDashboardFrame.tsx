import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { effectivePermissions, PERMISSIONS } from '../../authProvider/permissions';
import { getUser } from '../../authProvider/session';
import { HeaderRow } from '../../components/HeaderRow';
import { LoadFailed, Loading } from '../../components/LoadStates';
import { useLoad } from '../../components/useLoad';
import type { PixDashboard } from '../../domain/pixDashboard';
import { rangeText } from '../invoiceDashboards/format';
import { PeriodSelector } from '../invoiceDashboards/PeriodSelector';
import { pixStaffApi } from './api';
import { usePixDashboardPeriod } from './usePixDashboardPeriod';

/** The frame of the two Pix dashboards: title, the shared period, the load states, then the figures. */
export const PixDashboardFrame = ({
    title,
    children,
}: {
    title: string;
    children: (data: PixDashboard) => ReactNode;
}) => {
    const [period, setPeriod] = usePixDashboardPeriod();
    // The bank answers every account's Pix to staff who open accounts, and their own to anyone else.
    const reach = effectivePermissions(getUser()?.permissions).has(PERMISSIONS.accountCreate)
        ? 'todas as contas do banco'
        : 'suas contas';
    const load = useLoad(`pix-dashboard:${period}`, (signal) => pixStaffApi.dashboard(period, signal));
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
            {load.status === 'error' && <LoadFailed what="os indicadores do Pix" onRetry={load.retry} />}
            {load.status === 'ready' && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        Período: {rangeText(load.data.from, load.data.today)}. Pix de {reach}, pela data e
                        hora de Brasília em que foram feitos.
                    </Typography>
                    {children(load.data)}
                </>
            )}
        </Box>
    );
};
