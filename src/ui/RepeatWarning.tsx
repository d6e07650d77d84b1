import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * The state of a confirmation that may repeat a recent one: `earlier` as the bank's simulation listed them,
 * `reason` once the bank refused with 422 `repeat` (another tab confirmed in between). `allows()` says whether
 * the step may send; when not, it puts `required` on the checkbox. `repeat` goes in the body.
 */
export const useRepeatConfirmation = (earlier: number, required: string) => {
    const [confirmed, setConfirmed] = useState(false);
    const [error, setError] = useState<string>();
    const [reason, setReason] = useState<string>();
    // Bumped to take the focus to the checkbox: the one thing left to do (keyboard, screen reader).
    const [asked, setAsked] = useState(0);
    const input = useRef<HTMLInputElement>(null);
    useEffect(() => {
        if (asked > 0) input.current?.focus();
    }, [asked]);
    const shown = earlier > 0 || reason !== undefined;
    return {
        input,
        shown,
        confirmed,
        error,
        reason,
        repeat: shown && confirmed ? true : undefined,
        allows: () => {
            if (!shown || confirmed) return true;
            setError(required);
            setAsked((n) => n + 1);
            return false;
        },
        /** The bank's 422 `repeat`: shown with the warning, the box to tick again. */
        refused: (message: string) => {
            setReason(message);
            setConfirmed(false);
            setAsked((n) => n + 1);
        },
        onConfirm: (checked: boolean) => {
            setConfirmed(checked);
            setError(undefined);
        },
    };
};

export type RepeatConfirmation = ReturnType<typeof useRepeatConfirmation>;

export interface RepeatItem {
    id: number;
    text: string;
}

interface Props {
    state: RepeatConfirmation;
    title: string;
    /** One line per earlier operation: when, amount, status. */
    items: RepeatItem[];
    /** The checkbox's label: the user's explicit "again". */
    label: string;
}

/** The same money move was made moments ago: what, when, and a checkbox to do it again. Texts from the area. */
export const RepeatWarning = ({ state, title, items, label }: Props) => {
    const id = useId();
    const { reason, confirmed, onConfirm, error } = state;
    if (!state.shown) return null;
    return (
        <Alert severity="warning" sx={{ my: 1 }} aria-labelledby={`${id}-title`}>
            <AlertTitle id={`${id}-title`}>{title}</AlertTitle>
            {reason && <Typography variant="body2">{reason}</Typography>}
            {items.length > 0 && (
                <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
                    {items.map((item) => (
                        <li key={item.id}>{item.text}</li>
                    ))}
                </ul>
            )}
            <FormControlLabel
                control={
                    <Checkbox
                        checked={confirmed}
                        inputRef={state.input}
                        onChange={(e) => onConfirm(e.target.checked)}
                        slotProps={{ input: { 'aria-describedby': error ? `${id}-error` : undefined } }}
                    />
                }
                label={label}
            />
            {error && (
                <FormHelperText id={`${id}-error`} error>
                    {error}
                </FormHelperText>
            )}
        </Alert>
    );
};
