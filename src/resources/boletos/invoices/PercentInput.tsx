import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from 'react-admin';
import { typePercent } from '../../../domain/percent';

/**
 * A rate typed as a pt-BR percentage ('2,5'); the form keeps the text as typed and the submit turns it into
 * basis points (domain/percent), so typing is never rewritten under the cursor.
 */
export const PercentInput = (props: TextInputProps) => (
    <TextInput
        {...props}
        parse={(text: string) => typePercent(text)}
        format={(value: unknown) => (typeof value === 'string' ? value : '')}
        slotProps={{
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
    />
);
