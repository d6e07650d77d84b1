import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { asLoad, useRead } from '../../dataProvider/hooks';
import type { DashboardPeriod } from '../../domain/invoiceDashboard';
import { useMessages } from '../../i18n';
import { HeaderRow } from '../HeaderRow';
import { LoadFailed, Loading } from '../LoadStates';
import { uiMessages } from '../messages';
import { PeriodSelector } from './PeriodSelector';

interface FrameProps<T> {
    title: string;
    /** The period and its setter (each family of dashboards keeps its own). */
    period: [DashboardPeriod, (period: DashboardPeriod) => void];
    /** The resource map's dashboard (`painel-…`) whose `figures` are read for the chosen period. */
    resource: string;
    /** Completes "Não foi possível carregar …". */
    what: string;
    /** The line under the title once loaded: the period and what the figures cover. */
    caption: (data: T) => ReactNode;
    children: (data: T) => ReactNode;
}

/** The frame of every dashboard: title, the period, the load states, the caption, then the figures. */
export function DashboardFrame<T>({ title, period, resource, what, caption, children }: FrameProps<T>) {
    const t = useMessages(uiMessages);
    const [value, setValue] = period;
    const load = asLoad(useRead<T>(resource, 'figures', { query: { period: value } }));
    return (
        <Box sx={{ py: 2 }}>
            <Title title={title} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {title}
                </Typography>
                <PeriodSelector value={value} onChange={setValue} />
            </HeaderRow>
            {load.status === 'loading' && <Loading label={t('ui.dashboard_loading')} shape="figures" />}
            {load.status === 'error' && <LoadFailed what={what} onRetry={load.retry} />}
            {load.status === 'ready' && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {caption(load.data)}
                    </Typography>
                    {children(load.data)}
                </>
            )}
        </Box>
    );
}
