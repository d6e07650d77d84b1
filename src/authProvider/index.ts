import type { AuthProvider } from 'react-admin';
import { currentBrand } from '../brands';
import { isHttpError } from '../http/HttpError';
import { authApi, type Credentials } from './api';
import { canAccessResource, effectivePermissions } from './permissions';
import { sessionUserOf } from './profileAnswer';
import {
    clearSession,
    getUser,
    hasValidToken,
    isIdle,
    markActivity,
    type SessionUser,
    setToken,
    setUser,
} from './session';

/** The signed-in user is kept: from now on the session is live. */
export const startSession = (user: SessionUser) => {
    setUser(user);
    markActivity();
};

/**
 * Stores the token and loads the profile. A user the backend asks to accept new terms of use gets no live
 * session yet (`termsPending`): the login page shows the terms and starts it once they are accepted.
 */
export const completeLogin = async (token: string): Promise<{ user: SessionUser; termsPending: boolean }> => {
    setToken(token);
    try {
        const answer = await authApi.profileAnswer();
        const user = sessionUserOf(answer);
        if (answer.terms_pending) return { user, termsPending: true };
        startSession(user);
        return { user, termsPending: false };
    } catch (error) {
        clearSession();
        throw error;
    }
};

/** The signed-in user as react-admin's user menu shows them. */
export const identityOf = (user: SessionUser) => ({
    id: user.uuid,
    fullName: user.name,
    avatar: user.photo ?? undefined,
});

export const authProvider: AuthProvider = {
    login: async (credentials: Credentials) => {
        try {
            const answer = await authApi.login(credentials);
            if (!answer.access_token) throw new Error('two_factor');
            // The terms of use are accepted on the login page, which does not use this call.
            if ((await completeLogin(answer.access_token)).termsPending) throw new Error('terms_pending');
        } catch (error) {
            clearSession();
            throw error;
        }
    },
    logout: async () => {
        if (getUser() && currentBrand().features.serverLogout) await authApi.logout().catch(() => undefined);
        clearSession();
        return '/login';
    },
    checkAuth: async () => {
        if (!hasValidToken() || !getUser() || isIdle()) {
            clearSession();
            throw { redirectTo: '/login', message: false };
        }
    },
    checkError: async (error) => {
        // A1003 is answered by its dialog, which stays on the page until the user chooses; other 401s are
        // cleared and reloaded by the error catalogue, and react-admin only needs to know the session is gone.
        if (!isHttpError(error) || error.status !== 401) return;
        if ((error.body as { code?: unknown } | null)?.code === 'A1003') return;
        throw { redirectTo: '/login', logoutUser: false, message: false };
    },
    getIdentity: async () => {
        const user = getUser();
        if (!user) throw new Error('Sem sessão');
        return identityOf(user);
    },
    getPermissions: async () => [...effectivePermissions(getUser()?.permissions)],
    canAccess: async ({ resource, action }) =>
        canAccessResource(effectivePermissions(getUser()?.permissions), resource, action),
};
