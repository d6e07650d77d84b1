import { currentBrand } from '../brands';
import { authApi } from './api';
import { startSession } from './index';
import { clearSession, type SessionUser } from './session';

/** "Aceitar": the backend records the version, then the session starts. */
export const acceptTerms = async (user: SessionUser, version: string) => {
    await authApi.acceptTerms(version);
    startSession(user);
};

/** "Sair" before accepting: the same leaving as a logout (the server's for the brands that log out there). */
export const declineTerms = async () => {
    if (currentBrand().features.serverLogout) await authApi.logout().catch(() => undefined);
    clearSession();
};
