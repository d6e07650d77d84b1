import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';
import { clearSession } from '../../authProvider/session';
import { HANDLED_ERROR_MESSAGE } from '../../http/client';
import { type Notice, subscribeHttpEvents } from '../../http/events';
import { browserNavigation } from '../../ui/browserNavigation';
import { SessionDisplacedDialog } from './SessionDisplacedDialog';

const RA_DURATION_MS = 5000;

let fromRaId = -1;
const fromReactAdmin = (
    payload: NotificationPayload,
    translate: ReturnType<typeof useTranslate>,
): Notice => ({
    id: fromRaId--,
    severity:
        payload.type === 'warning' || payload.type === 'error' || payload.type === 'success'
            ? payload.type
            : 'info',
    text:
        typeof payload.message === 'string'
            ? translate(payload.message, { _: payload.message, ...payload.notificationOptions?.messageArgs })
            : '',
    durationMs: payload.notificationOptions?.autoHideDuration ?? RA_DURATION_MS,
});

/**
 * The app's one notice area: the error catalogue's notices (with their AAA000-N code in the corner) and
 * react-admin's own messages, one at a time, the newest replacing the one shown. Also answers the catalogue's session events.
 */
export const AppNotification = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const translate = useTranslate();
    const [queue, setQueue] = useState<Notice[]>([]);
    const [open, setOpen] = useState(true);

    useEffect(
        () =>
            subscribeHttpEvents((event) => {
                if (event.type === 'notice') setQueue((q) => [...q, event.notice]);
                if (event.type === 'unauthorized') {
                    clearSession();
                    browserNavigation.reload();
                }
            }),
        [],
    );

    useEffect(() => {
        if (notifications.length === 0) return;
        const payload = takeNotification();
        // A failure the error catalogue already showed: react-admin's second notice for it is dropped.
        if (payload && payload.message !== HANDLED_ERROR_MESSAGE) {
            setQueue((q) => [...q, fromReactAdmin(payload, translate)]);
        }
    }, [notifications, takeNotification, translate]);

    // A newer notice takes the place of the one shown (MUI's consecutive snackbars): the user sees the answer to
    // what they just did at once, not after the previous notice's 5 seconds.
    const newerWaiting = queue.length > 1;
    useEffect(() => {
        if (newerWaiting) setOpen(false);
    }, [newerWaiting]);

    const current = queue[0];
    const close = () => setOpen(false);
    const next = () => {
        setQueue((q) => q.slice(1));
        setOpen(true);
    };

    return (
        <>
            {current && (
                <Snackbar
                    key={current.id}
                    open={open}
                    autoHideDuration={current.durationMs}
                    onClose={(_, reason) => reason !== 'clickaway' && close()}
                    slotProps={{ transition: { onExited: next } }}
                    anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
                >
                    <Alert
                        severity={current.severity}
                        variant="filled"
                        onClose={close}
                        sx={{
                            minWidth: { sm: 360 },
                            maxWidth: 560,
                            position: 'relative',
                            pb: current.code ? 2.5 : 1,
                        }}
                        slotProps={{ closeButton: { title: translate('app.notice.close') } }}
                    >
                        {current.title && <AlertTitle>{current.title}</AlertTitle>}
                        {current.text}
                        {current.code && (
                            <Box
                                component="small"
                                aria-label={translate('app.notice.code', { code: current.code })}
                                sx={{
                                    position: 'absolute',
                                    right: 12,
                                    bottom: 4,
                                    fontSize: 11,
                                    opacity: 0.85,
                                }}
                            >
                                {current.code}
                            </Box>
                        )}
                    </Alert>
                </Snackbar>
            )}
            <SessionDisplacedDialog />
        </>
    );
};
