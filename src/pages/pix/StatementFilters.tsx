import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { toDateOnlyBrasilia } from '../../domain/dates';
import type { Period } from '../account/api';
import { lastDays, type PeriodChoice, PRESETS, type RangeErrors } from '../account/period';
import { DIRECTION_CHOICES, type DirectionChoice, periodOf } from './statement';

const DEFAULT_CHOICE: PeriodChoice = '30';

/** The statement's filters as state: period preset or custom range, and direction. */
export const useStatementFilters = () => {
    const [choice, setChoice] = useState<PeriodChoice>(DEFAULT_CHOICE);
    const [custom, setCustom] = useState<Period>(() => lastDays(Number(DEFAULT_CHOICE)));
    const [direction, setDirection] = useState<DirectionChoice>('all');
    const { period, errors } = periodOf(choice, custom);
    const choose = (next: PeriodChoice) => {
        // The custom range starts from the period on screen.
        if (next === 'custom' && choice !== 'custom') setCustom(period);
        setChoice(next);
    };
    return { choice, choose, custom, setCustom, direction, setDirection, period, errors };
};

type Filters = ReturnType<typeof useStatementFilters>;

const grow = { flex: { xs: '1 1 100%', sm: '0 1 auto' } };

/** Period (presets of 7/15/30/90 days or custom, in Brasília days) and direction (Todas/Recebidos/Enviados). */
export const StatementFilters = ({ filters, children }: { filters: Filters; children?: React.ReactNode }) => {
    const { choice, choose, custom, setCustom, direction, setDirection, errors } = filters;
    const today = toDateOnlyBrasilia();
    return (
        <Box
            component="form"
            aria-label="Filtros do extrato Pix"
            onSubmit={(event) => event.preventDefault()}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
        >
            {children}
            <TextField
                select
                size="small"
                label="Período"
                value={choice}
                onChange={(event) => choose(event.target.value as PeriodChoice)}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 180, ...grow }}
            >
                {PRESETS.map((days) => (
                    <option key={days} value={String(days)}>
                        Últimos {days} dias
                    </option>
                ))}
                <option value="custom">Personalizado</option>
            </TextField>
            {choice === 'custom' && (
                <>
                    <DateField
                        label="De"
                        value={custom.from}
                        error={errors.from}
                        max={today}
                        onChange={(from) => setCustom({ ...custom, from })}
                    />
                    <DateField
                        label="Até"
                        value={custom.to}
                        error={errors.to}
                        max={today}
                        onChange={(to) => setCustom({ ...custom, to })}
                    />
                </>
            )}
            <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={direction}
                onChange={(_, next: DirectionChoice | null) => next && setDirection(next)}
                aria-label="Tipo de Pix"
                sx={{ ...grow, '& > *': { flex: { xs: 1, sm: 'none' } } }}
            >
                {DIRECTION_CHOICES.map((option) => (
                    <ToggleButton key={option.value} value={option.value}>
                        {option.label}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
        </Box>
    );
};

const DateField = ({
    label,
    value,
    error,
    max,
    onChange,
}: {
    label: string;
    value: string;
    error: RangeErrors['from'];
    max: string;
    onChange: (value: string) => void;
}) => (
    <TextField
        type="date"
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
        sx={grow}
    />
);
