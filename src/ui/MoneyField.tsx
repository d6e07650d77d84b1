import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { formatCentsForInput, moneyPasteHandler, parseInputToCents } from './MoneyInput';

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
 * 0,01 → 0,12 → 1,23); its value is integer cents. A paste is taken as written or refused (MoneyInput).
 */
export const MoneyField = ({ label, value, onChange, error, help, autoFocus }: Props) => {
    const [refused, setRefused] = useState<string>();
    const shown = refused ?? error;
    return (
        <TextField
            label={label}
            value={formatCentsForInput(value)}
            onChange={(event) => {
                setRefused(undefined);
                onChange(parseInputToCents(event.target.value));
            }}
            onPaste={moneyPasteHandler((cents) => {
                setRefused(undefined);
                onChange(cents);
            }, setRefused)}
            error={!!shown}
            helperText={shown ?? help ?? ' '}
            autoFocus={autoFocus}
            fullWidth
            margin="dense"
            slotProps={{
                input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            }}
        />
    );
};
