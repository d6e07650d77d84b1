import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled, with a spinner, while its call runs, so it cannot fire twice. */
export const BusySubmitButton = ({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) => (
    <Button
        type="submit"
        variant="contained"
        {...props}
        disabled={busy || disabled}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : props.startIcon}
    />
);

interface FormActionsProps {
    busy: boolean;
    /** 'Voltar' or 'Cancelar': leaves the step (not while its call runs). */
    backLabel: string;
    onBack: () => void;
    submitLabel: string;
}

/** The buttons row ending a form step: back, and the submit. */
export const FormActions = ({ busy, backLabel, onBack, submitLabel }: FormActionsProps) => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={busy}>
            {backLabel}
        </Button>
        <BusySubmitButton busy={busy}>{submitLabel}</BusySubmitButton>
    </Box>
);
