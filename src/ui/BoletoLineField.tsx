import TextField from '@mui/material/TextField';
import { typeBoletoLine } from '../domain/billPayment';

interface Props {
    value: string;
    /** The line as typed or pasted, kept to digits and the line's own spacing. */
    onChange: (line: string) => void;
    error: string | null | undefined;
}

/** The boleto's typeable line or barcode, the first field of a form that starts from a boleto. */
export const BoletoLineField = ({ value, onChange, error }: Props) => (
    <TextField
        label="Linha digitável ou código de barras"
        value={value}
        onChange={(e) => onChange(typeBoletoLine(e.target.value))}
        error={!!error}
        helperText={error ?? 'Digite ou cole os 47 números do boleto (48 para contas de consumo).'}
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } }}
    />
);
