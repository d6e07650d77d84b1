import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMessages } from '../../i18n';
import { FILTER_GROW } from '../../ui/lists/filterGrow';
import { useUrlState } from '../../ui/lists/useUrlState';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { pixMessages } from './messages';
import { DIRECTION_CHOICES, type DirectionChoice } from './statement';

const isDirection = (value: string): value is DirectionChoice =>
    DIRECTION_CHOICES.some((d) => d.value === value);

/** The statement's filters, kept in the URL: period preset or custom range, and direction (`tipo`). */
export const useStatementFilters = () => {
    const period = usePeriod();
    const [direction, setDirection] = useUrlState<DirectionChoice>('tipo', 'all', isDirection);
    return { period, direction, setDirection };
};

type Filters = ReturnType<typeof useStatementFilters>;

/** Period (presets of 7/15/30/90 days or custom, in Brasília days) and direction (Todas/Recebidos/Enviados). */
export const StatementFilters = ({ filters, children }: { filters: Filters; children?: React.ReactNode }) => {
    const t = useMessages(pixMessages);
    return (
        // They apply as they change (the statement is read again), so Enter submits nothing.
        <Box
            component="form"
            aria-label={t('pix.statement.filters')}
            onSubmit={(event) => event.preventDefault()}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
        >
            {children}
            <PeriodFields state={filters.period} />
            <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={filters.direction}
                onChange={(_, next: DirectionChoice | null) => next && filters.setDirection(next)}
                aria-label={t('pix.statement.direction_filter')}
                sx={{ ...FILTER_GROW, '& > *': { flex: { xs: 1, sm: 'none' } } }}
            >
                {DIRECTION_CHOICES.map((option) => (
                    <ToggleButton key={option.value} value={option.value}>
                        {t(option.label)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
        </Box>
    );
};
