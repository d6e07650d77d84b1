import { useStore } from 'react-admin';
import { type DashboardPeriod, isDashboardPeriod } from '../../domain/invoiceDashboard';

const DEFAULT_PERIOD: DashboardPeriod = 30;

/**
 * The period a family of dashboards shares (`name`: 'invoiceDashboards', …), kept in the session's store
 * while moving between them; 30 days until chosen.
 */
export function useDashboardPeriod(name: string): [DashboardPeriod, (period: DashboardPeriod) => void] {
    const [stored, setStored] = useStore<number>(`${name}.period`, DEFAULT_PERIOD);
    return [isDashboardPeriod(stored) ? stored : DEFAULT_PERIOD, setStored];
}
