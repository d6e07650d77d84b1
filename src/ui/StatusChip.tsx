import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { type StatusVocabulary, statusInfo } from '../domain/statuses';
import { useToneColour } from './statusTones';

interface Props {
    vocabulary: StatusVocabulary;
    value: string | null | undefined;
}

/**
 * The one status chip: the vocabulary's label in the body colour (4.5:1 in both themes, WCAG 1.4.3), its tone on
 * the border and a dot (3:1 or more, src/ui/statusTones.ts).
 */
export const StatusChip = ({ vocabulary, value }: Props) => {
    const status = statusInfo(vocabulary, value);
    const colour = useToneColour()(status.tone);
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
