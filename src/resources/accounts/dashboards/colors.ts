import { useTheme } from '@mui/material/styles';
import type { EntityStatus } from '../../../contract/people';
import { statusInfo } from '../../../domain/statuses';

/** The chart colours of the holders' and accounts' statuses, and of a list of categories. */
export function useDashboardColors() {
    const { palette } = useTheme();
    const status: Record<EntityStatus, string> = {
        active: palette.success.main,
        pending: palette.warning.main,
        rejected: palette.error.main,
        blocked: palette.error.dark,
        closed: palette.grey[600],
        inactive: palette.grey[400],
    };
    const categories = [
        palette.primary.main,
        palette.secondary.main,
        palette.success.main,
        palette.warning.main,
        palette.info.main,
        palette.error.main,
        palette.primary.dark,
        palette.grey[600],
    ];
    return { palette, status, category: (index: number) => categories[index % categories.length] };
}

/**
 * The status labels of the charts. The 'entity' vocabulary reads `rejected` as 'Bloqueado' (spec 2 §4's
 * generic table), which would give two 'Bloqueado' slices beside `blocked`: a rejected registration is 'Recusado'.
 */
export const entityStatusLabel = (status: EntityStatus) =>
    status === 'rejected' ? 'Recusado' : statusInfo('entity', status).label;
