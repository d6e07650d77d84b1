import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import type { Errors } from './wizard/paths';
import type { Registration, RegistrationMode } from './wizard/types';

/** Calls of the registration wizards (docs/api.md, "Self-registration ... and staff registration"). */

export interface SignupConfig {
    terms_version: string;
    code_length: number;
    code_ttl_seconds: number;
    min_age: number;
    company_kinds: { code: string; label: string }[];
    relationships: { code: string; label: string }[];
    max_document_bytes: number;
}

export interface TermsOfUse {
    version: string;
    title: string;
    published_at: string;
    sections: { heading: string; text: string }[];
}

export interface AgencyOption {
    id: number;
    number: string;
    name: string;
    city: string;
    state: string;
}

export interface Hierarchy {
    bank: { id: number; code: string; name: string };
    agencies: AgencyOption[];
}

export type Channel = 'email' | 'cellphone';

export interface SentCode {
    message?: string;
    target_hint?: string;
    /** The sandbox bank has no mail or SMS gateway: it hands the code back. */
    sandbox_code?: string;
}

// Quiet: every failure of these calls is shown by the field or the step that made it.
const get = async <T>(path: string, signal?: AbortSignal) =>
    (await request<{ data: T }>(path, { signal, quiet: true })).body.data;
const post = async <T>(path: string, body: unknown) =>
    (await request<T>(path, { method: 'POST', body, quiet: true })).body;

export const fetchSignupConfig = (signal?: AbortSignal) => get<SignupConfig>('access/signup/config', signal);
export const fetchTerms = (signal?: AbortSignal) => get<TermsOfUse>('access/terms_of_use', signal);
export const fetchHierarchy = (signal?: AbortSignal) => get<Hierarchy[]>('access/signup/hierarchy', signal);

export const checkUnique = (kind: 'cpf' | 'cnpj' | 'email', value: string) =>
    post(`access/signup/${kind}/unique`, { [kind]: value });
export const validateEmail = (email: string) =>
    post<{ data: { valid: boolean; suggestion: string | null } }>('access/signup/email/validate', { email });
export const validateCellphone = (cellphone: string) =>
    post('access/signup/cellphone/validate', { cellphone });
export const sendCode = (channel: Channel, target: string) =>
    post<SentCode>('access/signup/send', { channel, target });
export const confirmCode = async (channel: Channel, target: string, code: string) =>
    (await post<{ data: { token: string } }>('access/signup/confirm', { channel, target, code })).data.token;
export const findResponsible = async (cpf: string, birth_date: string) =>
    (
        await post<{ data: { person_id: number; name_masked: string } }>('access/signup/responsible', {
            cpf,
            birth_date,
        })
    ).data;

export type RegistrationKind = 'cpf' | 'cnpj' | 'minor';

/** Self-registration or staff registration of one kind. */
export const register = async (mode: RegistrationMode, kind: RegistrationKind, payload: unknown) =>
    (
        await post<{ data: Registration }>(
            mode === 'public' ? `access/signup/${kind}` : `access/backoffice/register/${kind}`,
            payload,
        )
    ).data;

/** The first message of each field of a 422 answer; null when the failure is not a 422. */
export const fieldErrorsOf = (failure: unknown): Errors | null => {
    if (!isHttpError(failure) || failure.status !== 422) return null;
    const errors = (failure.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0]]));
};

/**
 * Runs server checks of one step: each call's 422 lands on the draft path given with it (the call's own
 * field is named as the contract names it, the draft may nest it: `representative.email`). Any other
 * failure is thrown for the step to show.
 */
export const runChecks = async (checks: readonly [path: string, call: () => Promise<unknown>][]) => {
    const errors: Errors = {};
    for (const [path, call] of checks) {
        if (errors[path]) continue;
        try {
            await call();
        } catch (failure) {
            const found = fieldErrorsOf(failure);
            if (!found) throw failure;
            errors[path] = Object.values(found)[0] ?? 'Valor não aceito.';
        }
    }
    return errors;
};
