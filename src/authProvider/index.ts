import type { AuthProvider } from 'react-admin';
import { currentBrand } from '../brands';
import { isHttpError } from '../http/HttpError';
import { authApi, type Credentials } from './api';
import { canAccessResource, effectivePermissions } from './permissions';
import { clearSession, getUser, hasValidToken, isIdle, markActivity, setToken, setUser } from './session';

/** Stores the token, loads the profile and keeps both in the session. */
export const completeLogin = async (token: string) => {
    setToken(token);
    try {
        setUser(await authApi.profile());
        markActivity();
    } catch (error) {
        clearSession();
        throw error;
    }
};

export const authProvider: AuthProvider = {
    login: async (credentials: Credentials) => {
        try {
            const answer = await authApi.login(credentials);
            if (!answer.access_token) throw new Error('two_factor');
            await completeLogin(answer.access_token);
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
        return { id: user.uuid, fullName: user.name, avatar: user.photo ?? undefined };
    },
    getPermissions: async () => [...effectivePermissions(getUser()?.permissions)],
    canAccess: async ({ resource, action }) =>
        canAccessResource(effectivePermissions(getUser()?.permissions), resource, action),
};
