import { IDLE_TIME_MS } from './session';

/** Refresh the token when it has less than this left. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 30 * 1000;

export type SessionAction = 'logout' | 'refresh' | 'none';

/** What the open session needs now: ended by idleness or expiry, a token refresh, or nothing. */
export const sessionAction = (
    now: number,
    expiresAtS: number | null,
    lastActivity: number | null,
): SessionAction => {
    if (expiresAtS === null || expiresAtS * 1000 <= now) return 'logout';
    if (lastActivity !== null && now - lastActivity > IDLE_TIME_MS) return 'logout';
    if (expiresAtS * 1000 - now < REFRESH_BEFORE_EXPIRY_MS) return 'refresh';
    return 'none';
};
