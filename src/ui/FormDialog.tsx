import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useMessages } from '../i18n';
import { BusySubmitButton } from './BusyButton';
import { uiMessages } from './messages';

interface Props {
    /** Ids the dialog's title and the form hang from. */
    id: string;
    open: boolean;
    title: string;
    submitLabel: string;
    busy: boolean;
    onClose: () => void;
    onSubmit: () => void;
    children: ReactNode;
    /** Why the last submit failed, under the content. */
    error?: string;
}

/**
 * A small dialog holding a form: Enter submits, Esc and "Cancelar" close it, and while its call runs it can
 * be neither closed nor submitted again.
 */
export const FormDialog = ({
    id,
    open,
    title,
    submitLabel,
    busy,
    onClose,
    onSubmit,
    children,
    error,
}: Props) => {
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!busy) onSubmit();
    };
    const t = useMessages(uiMessages);
    return (
        <Dialog
            open={open}
            onClose={busy ? undefined : onClose}
            aria-labelledby={`${id}-title`}
            fullWidth
            maxWidth="xs"
        >
            <form onSubmit={submit} noValidate>
                <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
                <DialogContent>
                    {children}
                    {error && (
                        <Alert severity="error" sx={{ mt: 1 }}>
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={busy}>
                        {t('ui.cancel')}
                    </Button>
                    <BusySubmitButton busy={busy}>{submitLabel}</BusySubmitButton>
                </DialogActions>
            </form>
        </Dialog>
    );
};
