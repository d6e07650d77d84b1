import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from 'react-admin';
import { formatBRL } from '../domain/money';

const MAX_DIGITS = 13;

/** Cents → '1.234,56' (no currency sign: the adornment shows it). */
export const formatCentsForInput = (cents: unknown): string =>
    typeof cents === 'number' && Number.isFinite(cents) ? formatBRL(cents).replace(/^-?R\$\s/, '') : '';

/**
 * Typed digits fill the amount from the right, as in Brazilian bank apps: 1, 2, 3 → 0,01 → 0,12 → 1,23.
 * The form value is always integer cents.
 */
export const parseInputToCents = (text: string): number | null => {
    const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
    return digits ? Number(digits) : text.trim() ? 0 : null;
};

export const MoneyInput = (props: TextInputProps) => (
    <TextInput
        {...props}
        format={formatCentsForInput}
        parse={parseInputToCents}
        slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        }}
    />
);
