import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import type { StatusInfo } from '../domain/statuses';

/**
 * A status as a chip whose text keeps the body colour: the status colour goes on the border and a dot, since
 * the theme's warning and info colours on white fall below 4.5:1 as small text (axe, WCAG 1.4.3).
 */
export const StatusChip = ({ status }: { status: StatusInfo }) => {
    const colour = status.color === 'default' ? 'text.secondary' : `${status.color}.main`;
    return (
        <Chip
            size="small"
            variant="outlined"
            label={status.label}
            icon={<CircleIcon aria-hidden sx={{ '&&': { color: colour, fontSize: 10 } }} />}
            sx={{ borderColor: colour }}
        />
    );
};
