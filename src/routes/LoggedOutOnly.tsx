import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getUser, hasValidToken } from '../authProvider/session';

/** /login and /alterarsenha: a logged-in user is sent to `/` (spec 1 §2). */
export const LoggedOutOnly = ({ children }: { children: ReactNode }) =>
    hasValidToken() && getUser() ? <Navigate to="/" replace /> : <>{children}</>;
