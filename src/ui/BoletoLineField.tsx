import TextField from '@mui/material/TextField';
import { typeBoletoLine } from '../domain/billPayment';
import { useMessages } from '../i18n';
import { uiMessages } from './messages';

interface Props {
    value: string;
    /** The line as typed or pasted, kept to digits and the line's own spacing. */
    onChange: (line: string) => void;
    error: string | null | undefined;
}

/** The boleto's typeable line or barcode, the first field of a form that starts from a boleto. */
export const BoletoLineField = ({ value, onChange, error }: Props) => {
    const t = useMessages(uiMessages);
    return (
        <TextField
            label={t('ui.boleto_line.label')}
            value={value}
            onChange={(e) => onChange(typeBoletoLine(e.target.value))}
            error={!!error}
            helperText={error ?? t('ui.boleto_line.help')}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } }}
        />
    );
};
