import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasLiveSession } from './SessionGuard';

/** /login and /alterarsenha: a logged-in user is sent to `/` (spec 1 §2). */
export const LoggedOutOnly = ({ children }: { children: ReactNode }) =>
    hasLiveSession() ? <Navigate to="/" replace /> : children;
