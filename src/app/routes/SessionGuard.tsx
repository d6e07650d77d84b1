import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { clearSession, getUser, hasValidToken, isIdle } from '../../authProvider/session';
import { ROUTES } from './table';

const OPEN_PATHS = new Set(ROUTES.filter((route) => route.open).map((route) => route.path));

export const hasLiveSession = () => hasValidToken() && getUser() !== null && !isIdle();

/**
 * The navigation guard (spec 1 §2): every route but the open ones needs a live session — a token that has
 * not expired and a session not idle for 10 hours — or the user goes to /login. It runs on every navigation,
 * before react-admin, so a missing session never reaches react-admin's own logout-and-redirect.
 */
export const SessionGuard = ({ children }: { children: ReactNode }) => {
    const { pathname, search } = useLocation();
    if (OPEN_PATHS.has(pathname) || hasLiveSession()) return children;
    clearSession();
    // The login page goes on to the page asked for (a deep link survives the login).
    return <Navigate to="/login" replace state={{ from: pathname + search }} />;
};
