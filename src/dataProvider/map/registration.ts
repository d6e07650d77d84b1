import type { ResourceMap } from '../types';

/**
 * The registration wizards: self-registration (`access/signup/*`, no session) and staff registration
 * (`access/backoffice/register/*`), docs/api.md "Self-registration ... and staff registration". The screens
 * call these `quiet`: each failure is shown by the field or the step that made it.
 */
export const registration: ResourceMap = {
    cadastro: {
        path: 'access/signup',
        operations: {
            /** The terms of use in force `{ version, title, published_at, sections }`. */
            terms: { method: 'GET', path: () => 'access/terms_of_use' },
            /** The bank's hierarchy `{ bank, agencies[] }[]`: where an account may be opened. */
            hierarchy: { method: 'GET', path: () => 'access/signup/hierarchy' },
            /** `id` 'cpf', 'cnpj' or 'email', `data` `{ [id]: value }`: 422 when already in use. */
            unique: { method: 'POST', path: ({ id }) => `access/signup/${id}/unique` },
            /** `data` `{ email }`: format and typos; `{ valid, suggestion }`. */
            validateEmail: { method: 'POST', path: () => 'access/signup/email/validate' },
            /** `data` `{ cellphone }`: a mobile not in use. */
            validateCellphone: { method: 'POST', path: () => 'access/signup/cellphone/validate' },
            /** `data` `{ channel, target }`: `{ message?, target_hint?, sandbox_code? }`. */
            sendCode: { method: 'POST', path: () => 'access/signup/send', answer: (body) => body },
            /** `data` `{ channel, target, code }`: `{ token }`. */
            confirmCode: { method: 'POST', path: () => 'access/signup/confirm' },
            /** `data` `{ cpf, birth_date }`: the minor's responsible adult `{ person_id, name_masked }`. */
            responsible: { method: 'POST', path: () => 'access/signup/responsible' },
            /** `id` 'cpf', 'cnpj' or 'minor', `data` the payload: the registration (self-registration). */
            signup: { method: 'POST', path: ({ id }) => `access/signup/${id}` },
            /** `id` 'cpf', 'cnpj' or 'minor', `data` the payload: the registration (staff). */
            staffRegister: { method: 'POST', path: ({ id }) => `access/backoffice/register/${id}` },
        },
    },
};
