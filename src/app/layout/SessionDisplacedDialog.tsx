import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useState } from 'react';
import { clearSession } from '../../authProvider/session';
import { subscribeHttpEvents } from '../../http/events';
import { appText } from '../../i18n';
import { browserNavigation } from '../../ui/browserNavigation';

export const DISPLACED_MESSAGE = appText('app.shell.displaced');

/** 401 A1003: shown once, however many calls fail together; both buttons clear the session and reload. */
export const SessionDisplacedDialog = () => {
    const [open, setOpen] = useState(false);
    useEffect(() => subscribeHttpEvents((event) => event.type === 'session-displaced' && setOpen(true)), []);
    const leave = () => {
        clearSession();
        browserNavigation.reload();
    };
    return (
        <Dialog open={open} aria-describedby="session-displaced-text" disableEscapeKeyDown>
            <DialogContent>
                <DialogContentText id="session-displaced-text">{DISPLACED_MESSAGE}</DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button onClick={leave}>{appText('app.shell.leave')}</Button>
                <Button onClick={leave} variant="contained" autoFocus>
                    {appText('app.shell.log_in')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
