import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useMessages } from '../i18n';
import { FormDialog } from './FormDialog';
import { uiMessages } from './messages';

interface Props {
    id: string;
    open: boolean;
    title: string;
    text: string;
    busy: boolean;
    /** The reason's problem (pt-BR) or null: checked before `onReject` is called. */
    check: (reason: string) => string | null;
    /** The server's refusal, shown under the field. */
    error?: string;
    /** Called as the reason is typed (e.g. to clear the server's refusal). */
    onEdit?: () => void;
    onClose: () => void;
    onReject: (reason: string) => void;
}

/** "Rejeitar" with a required reason: the reason is checked on submit and kept when the call fails. */
export const RejectReasonDialog = ({
    id,
    open,
    title,
    text,
    busy,
    check,
    error,
    onEdit,
    onClose,
    onReject,
}: Props) => {
    const t = useMessages(uiMessages);
    const [reason, setReason] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const shown = problem ?? error;
    const close = () => {
        setReason('');
        setProblem(null);
        onClose();
    };
    return (
        <FormDialog
            id={id}
            open={open}
            title={title}
            submitLabel={t('ui.reject.submit')}
            busy={busy}
            onClose={close}
            onSubmit={() => {
                const found = check(reason);
                setProblem(found);
                if (!found) onReject(reason.trim());
            }}
        >
            <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
            <TextField
                label={t('ui.reject.reason')}
                value={reason}
                onChange={(event) => {
                    setReason(event.target.value);
                    setProblem(null);
                    onEdit?.();
                }}
                error={!!shown}
                helperText={shown ?? t('ui.reject.help')}
                multiline
                minRows={2}
                fullWidth
                autoFocus
            />
        </FormDialog>
    );
};
