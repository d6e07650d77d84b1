import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { FILTER_GROW, FilterForm } from '../../ui/FilterForm';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { DIRECTION_CHOICES, type DirectionChoice } from './statement';

/** The statement's filters as state: period preset or custom range, and direction. */
export const useStatementFilters = () => {
    const period = usePeriod();
    const [direction, setDirection] = useState<DirectionChoice>('all');
    return { period, direction, setDirection };
};

type Filters = ReturnType<typeof useStatementFilters>;

/** Period (presets of 7/15/30/90 days or custom, in Brasília days) and direction (Todas/Recebidos/Enviados). */
export const StatementFilters = ({ filters, children }: { filters: Filters; children?: React.ReactNode }) => (
    <FilterForm label="Filtros do extrato Pix">
        {children}
        <PeriodFields state={filters.period} />
        <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={filters.direction}
            onChange={(_, next: DirectionChoice | null) => next && filters.setDirection(next)}
            aria-label="Tipo de Pix"
            sx={{ ...FILTER_GROW, '& > *': { flex: { xs: 1, sm: 'none' } } }}
        >
            {DIRECTION_CHOICES.map((option) => (
                <ToggleButton key={option.value} value={option.value}>
                    {option.label}
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    </FilterForm>
);
