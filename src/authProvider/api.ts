import { request } from '../http/client';
import { type ProfileAnswer, sessionUserOf } from './profileAnswer';

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

/** `GET access/terms_of_use`: the current terms of use. */
export interface TermsOfUse {
    version: string;
    title: string;
    published_at: string;
    sections: readonly { heading: string; text: string }[];
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
    /** The profile as the backend sent it (`uid` or `uuid`, the terms flag): for the login only. */
    profileAnswer: () => request<{ data: ProfileAnswer }>('access/profile').then((r) => r.body.data),
    /** The signed-in user's profile as the session keeps it. */
    profile: () => authApi.profileAnswer().then(sessionUserOf),
    terms: () =>
        request<{ data: TermsOfUse }>('access/terms_of_use', { quiet: true }).then((r) => r.body.data),
    acceptTerms: (version: string) =>
        request('access/terms_of_use/accept', { method: 'POST', body: { version }, quiet: true }).then(
            () => undefined,
        ),
    refresh: () => request<LoginAnswer>('token/refresh').then((r) => r.body),
    logout: () => request('login/out', { method: 'POST', quiet: true }),
};
