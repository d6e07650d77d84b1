import TextField from '@mui/material/TextField';
import { typeDigits } from '../../domain/typingMasks';

interface Props {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
}

/** A 6-digit one-time code (SMS at login, e-mail/SMS when changing the password). */
export const OneTimeCodeField = ({ label, value, onChange, error }: Props) => (
    <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(typeDigits(e.target.value, 6))}
        error={!!error}
        helperText={error ?? ' '}
        autoComplete="one-time-code"
        autoFocus
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
);
