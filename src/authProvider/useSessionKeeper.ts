import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { authApi } from './api';
import { getToken, lastActivity, markActivity, setToken, tokenExpiry } from './session';
import { SESSION_CHECK_INTERVAL_MS, sessionAction } from './sessionKeeper';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const ACTIVITY_WRITE_EVERY_MS = 15 * 1000;

/** While the layout is open: records activity, refreshes the token before it expires, ends idle sessions. */
export const useSessionKeeper = () => {
    const logout = useLogout();
    useEffect(() => {
        let lastWrite = 0;
        const onActivity = () => {
            const now = Date.now();
            if (now - lastWrite > ACTIVITY_WRITE_EVERY_MS) {
                lastWrite = now;
                markActivity(now);
            }
        };
        let refreshing = false;
        const check = async () => {
            const action = sessionAction(Date.now(), tokenExpiry(getToken()), lastActivity());
            if (action === 'logout') await logout();
            if (action === 'refresh' && !refreshing) {
                refreshing = true;
                const answer = await authApi.refresh().catch(() => null);
                if (answer?.access_token) setToken(answer.access_token);
                refreshing = false;
            }
        };
        for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
        const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
        return () => {
            for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
            window.clearInterval(timer);
        };
    }, [logout]);
};
