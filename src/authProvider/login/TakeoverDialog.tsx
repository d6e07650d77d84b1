import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { appText } from '../../i18n';

export const TAKEOVER_MESSAGE = appText('app.login.takeover');

/** 422 session error at login: "Usar aqui" logs in again with `session: true`, displacing the other session. */
export const TakeoverDialog = ({
    open,
    onUseHere,
    onClose,
}: {
    open: boolean;
    onUseHere: () => Promise<void>;
    onClose: () => void;
}) => {
    const [busy, setBusy] = useState(false);
    const confirmUseHere = async () => {
        setBusy(true);
        await onUseHere();
        setBusy(false);
    };
    return (
        <Dialog open={open} onClose={onClose} aria-describedby="takeover-text">
            <DialogContent>
                <DialogContentText id="takeover-text">{TAKEOVER_MESSAGE}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{appText('app.login.close')}</Button>
                <Button onClick={confirmUseHere} variant="contained" disabled={busy} autoFocus>
                    {appText('app.login.use_here')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
