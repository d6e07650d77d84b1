import type { PixKeyType } from '../contract/pix';

export type { PixKeyType };

import { isValidCnpj, normalizeCnpj } from './cnpj';
import { isValidCpf, normalizeCpf } from './cpf';
import { toE164 } from './phone';

export const PIX_KEY_TYPES: readonly PixKeyType[] = Object.freeze(['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP']);

export const PIX_KEY_LABELS: Readonly<Record<PixKeyType, string>> = Object.freeze({
    CPF: 'CPF',
    CNPJ: 'CNPJ',
    PHONE: 'Celular',
    EMAIL: 'E-mail',
    EVP: 'Chave aleatória',
});

const MESSAGES: Readonly<Record<PixKeyType, string>> = Object.freeze({
    CPF: 'Informe um CPF válido.',
    CNPJ: 'Informe um CNPJ válido.',
    PHONE: 'Informe um celular válido.',
    EMAIL: 'Informe um e-mail válido.',
    EVP: 'Informe uma chave aleatória válida.',
});

/** DICT `Key` maxLength. */
export const PIX_KEY_MAX_LENGTH = 77;

// DICT 1.8 patterns (rules §4.1), tested case-insensitively before lower-casing. Without the `u` flag, /i never
// folds a non-ASCII letter onto ASCII, so 'K' (Kelvin sign) cannot become 'k'.
const EMAIL =
    /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// '+' then digits (spec 2 §3), or a Brazilian '(DD) …' mask (rules §4.1); separators allowed.
const PHONE_TYPED = /^(?:\+\s*\d|\(\d{2}\))[\d\s().-]*$/;

/**
 * Spec 2 §3, by shape only (validity is `normalizePixKey`'s job): 11 digits or a CPF mask → CPF (preferred over
 * a mobile without '+55', rules §4.1); 14 chars, alphanumeric allowed → CNPJ; '+digits' or '(DD) …' → PHONE;
 * anything with '@' → EMAIL; otherwise EVP.
 */
export function detectPixKeyType(input: string): PixKeyType {
    const text = input.trim();
    if (normalizeCpf(text) !== null) return 'CPF';
    if (normalizeCnpj(text) !== null) return 'CNPJ';
    if (PHONE_TYPED.test(text)) return 'PHONE';
    return text.includes('@') ? 'EMAIL' : 'EVP';
}

const lowerIf = (pattern: RegExp) => (text: string) => (pattern.test(text) ? text.toLowerCase() : null);

const NORMALIZERS: Readonly<Record<PixKeyType, (text: string) => string | null>> = {
    CPF: (text) => (isValidCpf(text) ? normalizeCpf(text) : null),
    CNPJ: (text) => (isValidCnpj(text) ? normalizeCnpj(text) : null),
    // Brazilian mobiles only (phone.ts): Pix phone keys are '+55' + DDD + 9 digits.
    PHONE: toE164,
    EMAIL: lowerIf(EMAIL),
    EVP: lowerIf(EVP),
};

/** The DICT canonical key, or null when the input is not a valid key of that type. */
export function normalizePixKey(type: PixKeyType, input: string): string | null {
    const key = NORMALIZERS[type](input.trim());
    return key !== null && key.length <= PIX_KEY_MAX_LENGTH ? key : null;
}

export function pixKeyMessage(type: PixKeyType): string {
    return MESSAGES[type];
}
