import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface Props {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    /** Shown under the field while it has no error. */
    help?: string;
    showLabel: string;
    hideLabel: string;
    autoFocus?: boolean;
    /** `new-password` (default) or `current-password` on the login page. */
    autoComplete?: 'new-password' | 'current-password';
}

/** A password field with its own show/hide toggle. */
export const PasswordField = ({
    label,
    value,
    onChange,
    error,
    help,
    showLabel,
    hideLabel,
    autoFocus,
    autoComplete = 'new-password',
}: Props) => {
    const [visible, setVisible] = useState(false);
    return (
        <TextField
            label={label}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            error={!!error}
            helperText={error ?? help ?? ' '}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            fullWidth
            margin="dense"
            slotProps={{
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            <IconButton
                                aria-label={visible ? hideLabel : showLabel}
                                aria-pressed={visible}
                                onClick={() => setVisible((v) => !v)}
                                edge="end"
                            >
                                {visible ? <VisibilityOff /> : <Visibility />}
                            </IconButton>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};
