import { useStore } from 'react-admin';
import { type DashboardPeriod, isDashboardPeriod } from '../../../domain/invoiceDashboard';

const DEFAULT_PERIOD: DashboardPeriod = 30;

/** The period the three boleto dashboards share (kept in the session's store while moving between them). */
export function useDashboardPeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
    const [stored, setStored] = useStore<number>('invoiceDashboards.period', DEFAULT_PERIOD);
    return [isDashboardPeriod(stored) ? stored : DEFAULT_PERIOD, setStored];
}
