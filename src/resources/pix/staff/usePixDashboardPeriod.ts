import { useStore } from 'react-admin';
import { isPixDashboardPeriod, type PixDashboardPeriod } from '../../../domain/pixDashboard';

const DEFAULT_PERIOD: PixDashboardPeriod = 30;

/** The period the two Pix dashboards share (kept in the session's store while moving between them). */
export function usePixDashboardPeriod(): [PixDashboardPeriod, (period: PixDashboardPeriod) => void] {
    const [stored, setStored] = useStore<number>('pixDashboards.period', DEFAULT_PERIOD);
    return [isPixDashboardPeriod(stored) ? stored : DEFAULT_PERIOD, setStored];
}
