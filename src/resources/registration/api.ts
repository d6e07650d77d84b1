import { isHttpError } from '../../http/HttpError';
import { textOf } from '../../i18n';
import { registrationMessages } from './messages';
import type { Errors } from './wizard/paths';

const text = textOf(registrationMessages);

/**
 * What the registration wizards' calls answer (docs/api.md, "Self-registration ... and staff registration");
 * the calls themselves are in calls.ts.
 */

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

/** Staff registration (access/backoffice/register/*) or self-registration (access/signup/*, no session). */
export type RegistrationMode = 'staff' | 'public';

/** `registration` of the contract (docs/api.md, issue 7). */
export interface Registration {
    person_id: number;
    person_uuid: string;
    status: string;
    account: { id: number; number: string; digit: string; agency: string; status: string };
    user_uuid: string | null;
    required_documents: { label: string; anyOf?: unknown }[];
}

export type RegistrationKind = 'cpf' | 'cnpj' | 'minor';

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
            errors[path] = Object.values(found)[0] ?? text('registration.wizard.value_refused');
        }
    }
    return errors;
};
