import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Full width on phones, its own width from `sm` up: a field in a FilterForm. */
export const FILTER_GROW = { flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/** A row of filters that wraps on narrow screens; they apply as they change, so Enter submits nothing. */
export const FilterForm = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box
        component="form"
        aria-label={label}
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
        {children}
    </Box>
);

/** A list filter to pick one value; '' is `all` ('Todas', 'Todos'), the first option. */
export const FilterSelect = ({
    label,
    value,
    onChange,
    all,
    options,
    minWidth,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    all: string;
    options: readonly (readonly [value: string, label: string])[];
    minWidth: number;
}) => (
    <TextField
        select
        label={label}
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ minWidth, ...FILTER_GROW }}
        fullWidth={false}
    >
        <MenuItem value="">{all}</MenuItem>
        {options.map(([option, text]) => (
            <MenuItem key={option} value={option}>
                {text}
            </MenuItem>
        ))}
    </TextField>
);

/** The list's free-text search; `helperText` says what it looks in ('Nome, CPF ou e-mail'). */
export const FilterSearch = ({
    value,
    onChange,
    helperText,
    minWidth,
}: {
    value: string;
    onChange: (value: string) => void;
    helperText: string;
    minWidth: number;
}) => (
    <TextField
        label="Buscar"
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helperText={helperText}
        sx={{ minWidth, ...FILTER_GROW }}
        fullWidth={false}
    />
);

/** An empty list: with filters on, says so and offers to clear them; without, says the list is empty. */
export const NoResults = ({
    filtered,
    filteredText,
    emptyText,
    onClear,
}: {
    filtered: boolean;
    filteredText: string;
    emptyText: string;
    onClear: () => void;
}) => (
    <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography gutterBottom>{filtered ? filteredText : emptyText}</Typography>
        {filtered && <Button onClick={onClear}>Limpar filtros</Button>}
    </Box>
);
