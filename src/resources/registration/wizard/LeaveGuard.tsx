import { useEffect } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { useMessages } from '../../../i18n';
import { registrationMessages } from '../messages';

/**
 * While a wizard is half filled: the browser's own warning on reload or close, and a confirmation before a
 * navigation inside the app takes the user elsewhere (the progress stays saved in this tab).
 */
export const LeaveGuard = ({ active }: { active: boolean }) => {
    const t = useMessages(registrationMessages);
    const blocker = useBlocker(
        ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
    );
    useEffect(() => {
        if (!active) return;
        const warn = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', warn);
        return () => window.removeEventListener('beforeunload', warn);
    }, [active]);
    return (
        <Confirm
            isOpen={blocker.state === 'blocked'}
            title={t('registration.leave.title')}
            content={t('registration.leave.content')}
            confirm={t('registration.leave.confirm')}
            cancel={t('registration.leave.cancel')}
            onConfirm={() => blocker.proceed?.()}
            onClose={() => blocker.reset?.()}
        />
    );
};
