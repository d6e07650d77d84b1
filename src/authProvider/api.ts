import { request } from '../http/client';
import type { SessionUser } from './session';

/** Answer of POST /login/web and POST /login/update/session. */
export interface LoginAnswer {
    access_token?: string;
    token_type?: string;
    expires_in?: number;
    /** The user has SMS confirmation on: ask for the phone, POST /sms/request, then log in with the code. */
    two_factor?: boolean;
    phone_hint?: string;
}

export interface Credentials {
    username: string;
    password: string;
    code?: string;
}

export const authApi = {
    login: (credentials: Credentials) =>
        request<LoginAnswer>('login/web', { method: 'POST', body: credentials }).then((r) => r.body),
    takeOver: (credentials: Credentials) =>
        request<LoginAnswer>('login/update/session', {
            method: 'POST',
            body: { ...credentials, session: true },
        }).then((r) => r.body),
    requestSms: (cpf: string, phone: string) =>
        request<{ message?: string; sandbox_code?: string }>('sms/request', {
            method: 'POST',
            body: { cpf, phone },
        }).then((r) => r.body),
    profile: () => request<{ data: SessionUser }>('access/profile').then((r) => r.body.data),
    refresh: () => request<LoginAnswer>('token/refresh').then((r) => r.body),
    logout: () => request('login/out', { method: 'POST', quiet: true }),
};
