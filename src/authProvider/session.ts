/**
 * The session lives in sessionStorage (spec 1 §3): one tab, gone when the tab closes, never in localStorage.
 */
export interface SessionUser {
    uuid: string;
    name: string;
    about?: string | null;
    photo?: string | null;
    status: string;
    userRole: string;
    email: string;
    role: string;
    type: 'natural' | 'legal';
    person_id: number;
    bank?: string | null;
    permissions: string[];
    '2fa': boolean;
}

const TOKEN_KEY = 'session.accessToken';
const USER_KEY = 'session.user';
const ACTIVITY_KEY = 'session.lastActivity';

/** Idle time after which the session ends (spec 1 §9): 10 hours. */
export const IDLE_TIME_MS = 36_000_000;

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export const getToken = (): string | null => storage()?.getItem(TOKEN_KEY) ?? null;
export const setToken = (token: string) => storage()?.setItem(TOKEN_KEY, token);

export const getUser = (): SessionUser | null => {
    const raw = storage()?.getItem(USER_KEY);
    if (!raw) return null;
    try {
        return JSON.parse(raw) as SessionUser;
    } catch {
        return null;
    }
};
export const setUser = (user: SessionUser) => storage()?.setItem(USER_KEY, JSON.stringify(user));

/** Logout and every forced sign-out clear the whole session storage: token, user and interface state. */
export const clearSession = () => storage()?.clear();

/** Seconds since epoch at which the token expires, read from its JWT `exp` claim; null if unreadable. */
export const tokenExpiry = (token: string | null = getToken()): number | null => {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    try {
        const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
        return typeof json.exp === 'number' ? json.exp : null;
    } catch {
        return null;
    }
};

export const hasValidToken = (now = Date.now()): boolean => {
    const exp = tokenExpiry();
    return exp !== null && exp * 1000 > now;
};

export const markActivity = (now = Date.now()) => storage()?.setItem(ACTIVITY_KEY, String(now));

export const lastActivity = (): number | null => {
    const last = Number(storage()?.getItem(ACTIVITY_KEY));
    return Number.isFinite(last) && last > 0 ? last : null;
};

export const isIdle = (now = Date.now()): boolean => {
    const last = lastActivity();
    return last !== null && now - last > IDLE_TIME_MS;
};
