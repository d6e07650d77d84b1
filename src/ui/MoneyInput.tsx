import InputAdornment from '@mui/material/InputAdornment';
import type { ClipboardEvent } from 'react';
import { TextInput, type TextInputProps, useWrappedSource } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatBRL, MAX_INPUT_CENTS, parsePastedAmount } from '../domain/money';

const MAX_DIGITS = String(MAX_INPUT_CENTS).length;

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

/**
 * A paste is read as a pt-BR amount and replaces the value as written (never digit-shifted); anything else is
 * refused with a message and the value stays. Every money field uses this.
 */
export const moneyPasteHandler =
    (take: (cents: number) => void, refuse: (message: string) => void) => (event: ClipboardEvent) => {
        event.preventDefault();
        const pasted = parsePastedAmount(event.clipboardData.getData('text/plain'));
        if (pasted.ok) take(pasted.cents);
        else refuse(pasted.error);
    };

export const MoneyInput = (props: TextInputProps) => {
    const name = useWrappedSource(props.source);
    const { setValue, setError, clearErrors } = useFormContext();
    return (
        <TextInput
            {...props}
            format={formatCentsForInput}
            parse={parseInputToCents}
            onChange={(event) => {
                clearErrors(name);
                props.onChange?.(event);
            }}
            onPaste={moneyPasteHandler(
                (cents) => {
                    clearErrors(name);
                    setValue(name, cents, { shouldDirty: true, shouldTouch: true });
                },
                (message) => setError(name, { type: 'paste', message }),
            )}
            slotProps={{
                input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            }}
        />
    );
};
