import { useTheme } from '@mui/material/styles';
import type { EntityStatus } from '../../../contract/people';
import { statusInfo } from '../../../domain/statuses';
import { useToneColour } from '../../../ui/statusTones';

/** The chart colours of the holders' and accounts' statuses, and of a list of categories. */
export function useDashboardColors() {
    const { palette } = useTheme();
    const toneColour = useToneColour();
    const status = (value: EntityStatus) => toneColour(statusInfo('registration', value).tone);
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

/** The status labels of the charts: the `registration` vocabulary (a refused registration is 'Recusado'). */
export const entityStatusLabel = (status: EntityStatus) => statusInfo('registration', status).label;
