import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { formatCentsForInput, parseInputToCents } from '../../components/MoneyInput';

interface Props {
    label: string;
    /** Cents; null while empty. */
    value: number | null;
    onChange: (cents: number | null) => void;
    error?: string;
    /** Shown under the field while it has no error. */
    help?: ReactNode;
    autoFocus?: boolean;
}

/**
 * A money field outside react-admin's forms, filling from the right as MoneyInput does (typing 1, 2, 3 gives
 * 0,01 → 0,12 → 1,23); its value is integer cents.
 */
export const MoneyField = ({ label, value, onChange, error, help, autoFocus }: Props) => (
    <TextField
        label={label}
        value={formatCentsForInput(value)}
        onChange={(event) => onChange(parseInputToCents(event.target.value))}
        error={!!error}
        helperText={error ?? help ?? ' '}
        autoFocus={autoFocus}
        fullWidth
        margin="dense"
        slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        }}
    />
);
