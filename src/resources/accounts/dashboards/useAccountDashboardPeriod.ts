import { useStore } from 'react-admin';
import { type DashboardPeriod, isDashboardPeriod } from '../../../domain/invoiceDashboard';

const DEFAULT_PERIOD: DashboardPeriod = 30;

/** The period the account and registration dashboards share (kept in the session's store between them). */
export function useAccountDashboardPeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
    const [stored, setStored] = useStore<number>('accountDashboards.period', DEFAULT_PERIOD);
    return [isDashboardPeriod(stored) ? stored : DEFAULT_PERIOD, setStored];
}
