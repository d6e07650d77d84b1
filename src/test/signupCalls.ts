import { expect } from 'vitest';
import { clearSession, setToken } from '../authProvider/session';
import { cnpjFromSeed } from '../domain/cnpj';
import { cpfFromSeed, formatCpf } from '../domain/cpf';
import { request } from '../http/client';
import { isHttpError } from '../http/HttpError';
import { DEMO_PASSWORD, type DemoUserKey } from '../sandbox/seed/users';
import { demoUser } from './session';

/**
 * Helpers of the sandbox tests: calls with or without a session and their refusals (also used by pixCalls),
 * and for registration, confirmed addresses and payloads. They sign in through the bank's calls only,
 * without the app (these tests do not render it).
 */

export const call = async <T = unknown>(path: string, options: Parameters<typeof request>[1] = {}) =>
    (await request<T>(path, { quiet: true, ...options })).body;

export const post = async <T = unknown>(path: string, body: unknown) =>
    (await request<T>(path, { method: 'POST', body, quiet: true })).body;

export interface Failure {
    status: number;
    body: { message?: string; reason?: string; errors?: Record<string, string[]>; [key: string]: unknown };
}

export const failure = async (promise: Promise<unknown>): Promise<Failure> => {
    try {
        await promise;
    } catch (error) {
        if (!isHttpError(error)) throw error;
        return { status: error.status, body: error.body as Failure['body'] };
    }
    throw new Error('a chamada deveria falhar');
};

/** A refused call's status and field errors. */
export const refusal = async (promise: Promise<unknown>) => {
    const { status, body } = await failure(promise);
    return { status, errors: body.errors };
};

/** The field errors of a call that must be refused with 422. */
export const errorsOf = async (promise: Promise<unknown>) => {
    const failed = await failure(promise);
    expect(failed.status).toBe(422);
    return failed.body.errors;
};

export { state } from './bank';
export { demoUser };

/** A CPF / CNPJ the seed does not hold (its CPFs come from seeds 10 000 on, its CNPJs from 30 000 on). */
export const freshCpf = (n: number) => cpfFromSeed(900_000 + n);
export const freshCnpj = (n: number, alphanumeric = true) => cnpjFromSeed(900_000 + n, alphanumeric);

/** Mobiles the seed never draws (its own have 6–9 after the leading 9). */
export const freshMobile = (n: number) => `1195${String(n).padStart(7, '0')}`;

/** Sends the code to the address and confirms it: the token a self-registration carries. */
export const confirmedToken = async (channel: 'email' | 'cellphone', target: string) => {
    const sent = await post<{ sandbox_code: string }>('access/signup/send', { channel, target });
    const confirmed = await post<{ data: { token: string } }>('access/signup/confirm', {
        channel,
        target,
        code: sent.sandbox_code,
    });
    return confirmed.data.token;
};

export const ADDRESS = {
    zip: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
};

export const PASSWORD = 'Cadastro2026';

/** A natural person's self-registration without its tokens. */
export const naturalPayload = (n: number, over: Record<string, unknown> = {}) => ({
    name: 'Luana Ferraz Bittencourt',
    cpf: formatCpf(freshCpf(n)),
    birth_date: '1992-08-14',
    mother_name: 'Sílvia Ferraz Bittencourt',
    email: `luana.${n}@exemplo.com.br`,
    cellphone: freshMobile(n),
    monthly_income: 620_000,
    address: ADDRESS,
    agency_id: 1,
    terms_version: '2026.1',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...over,
});

/** The payload with both addresses confirmed. */
export const withTokens = async <T extends { email: string; cellphone: string }>(payload: T) => ({
    ...payload,
    email_token: await confirmedToken('email', payload.email),
    cellphone_token: await confirmedToken('cellphone', payload.cellphone),
});

/** Signs in with a CPF and password through POST login/web (no SMS step), as the login page does. */
export const logInAs = async (username: string, password: string, code?: string) => {
    clearSession();
    const answer = await post<{ access_token: string }>('login/web', { username, password, code });
    setToken(answer.access_token);
};

/** Signs a demo user in, answering the SMS step with the code the sandbox hands back. */
export const signIn = async (key: DemoUserKey) => {
    const user = demoUser(key);
    const code = user.two_factor
        ? (await post<{ sandbox_code: string }>('sms/request', { cpf: user.username, phone: user.phone }))
              .sandbox_code
        : undefined;
    await logInAs(user.username, DEMO_PASSWORD, code);
    return user;
};
