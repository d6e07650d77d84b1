import type { Address } from '../contract/people';
import { CNPJ_INVALID_MESSAGE, isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { detectDocument } from './document';
import { formatLandline, normalizeLandline } from './landline';
import { formatMobile, normalizeMobile } from './phone';

/**
 * A payer (sacado): the person or company a holder issues boletos to. These rules are the one source for
 * the payer form, the CSV batch and the sandbox bank. A registered boleto needs the payer's name, CPF/CNPJ and
 * address; e-mail and phone only serve to send it, so they are optional but checked when present.
 */

/** The 27 federative units (26 states and the Federal District). */
export const UFS = {
    AC: 'Acre',
    AL: 'Alagoas',
    AP: 'Amapá',
    AM: 'Amazonas',
    BA: 'Bahia',
    CE: 'Ceará',
    DF: 'Distrito Federal',
    ES: 'Espírito Santo',
    GO: 'Goiás',
    MA: 'Maranhão',
    MT: 'Mato Grosso',
    MS: 'Mato Grosso do Sul',
    MG: 'Minas Gerais',
    PA: 'Pará',
    PB: 'Paraíba',
    PR: 'Paraná',
    PE: 'Pernambuco',
    PI: 'Piauí',
    RJ: 'Rio de Janeiro',
    RN: 'Rio Grande do Norte',
    RS: 'Rio Grande do Sul',
    RO: 'Rondônia',
    RR: 'Roraima',
    SC: 'Santa Catarina',
    SP: 'São Paulo',
    SE: 'Sergipe',
    TO: 'Tocantins',
} as const;

export type Uf = keyof typeof UFS;

export const isUf = (value: string): value is Uf => Object.hasOwn(UFS, value);

export const DRAWEE_LIMITS = {
    nameMin: 3,
    nameMax: 120,
    emailMax: 254,
    streetMax: 120,
    numberMax: 10,
    complementMax: 60,
    districtMax: 60,
    cityMax: 60,
} as const;

/** Payers per batch (CSV or the batch call): the page parses them off the main thread. */
export const MAX_BATCH_ROWS = 5000;
/** Largest CSV accepted. */
export const MAX_BATCH_FILE_BYTES = 5 * 1024 * 1024;

export const DRAWEE_MESSAGES = {
    nameRequired: 'Informe o nome ou a razão social.',
    nameLength: `O nome deve ter entre ${DRAWEE_LIMITS.nameMin} e ${DRAWEE_LIMITS.nameMax} caracteres.`,
    documentRequired: 'Informe o CPF ou o CNPJ.',
    documentShape: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres).',
    cpfInvalid: 'O CPF não é válido.',
    /** Spec 2 §5's own text. */
    cnpjInvalid: CNPJ_INVALID_MESSAGE,
    documentTaken: 'Já existe um sacado com este CPF/CNPJ.',
    emailInvalid: 'Informe um e-mail válido.',
    phoneInvalid: 'Informe um celular (11 dígitos) ou um telefone fixo (10 dígitos), com DDD.',
    zipRequired: 'Informe o CEP.',
    zipInvalid: 'O CEP deve ter 8 dígitos.',
    zipNotFound: 'CEP não encontrado.',
    streetRequired: 'Informe o logradouro.',
    streetLength: `O logradouro deve ter no máximo ${DRAWEE_LIMITS.streetMax} caracteres.`,
    numberRequired: 'Informe o número (ou S/N).',
    numberLength: `O número deve ter no máximo ${DRAWEE_LIMITS.numberMax} caracteres.`,
    complementLength: `O complemento deve ter no máximo ${DRAWEE_LIMITS.complementMax} caracteres.`,
    districtRequired: 'Informe o bairro.',
    districtLength: `O bairro deve ter no máximo ${DRAWEE_LIMITS.districtMax} caracteres.`,
    cityRequired: 'Informe a cidade.',
    cityLength: `A cidade deve ter no máximo ${DRAWEE_LIMITS.cityMax} caracteres.`,
    ufRequired: 'Informe a UF.',
    ufInvalid: 'UF inválida: use a sigla do estado (ex.: SP).',
    alreadyDisabled: 'Este sacado já está desabilitado.',
    batchEmpty: 'Envie ao menos um sacado.',
    batchTooLarge: `Envie no máximo ${MAX_BATCH_ROWS.toLocaleString('pt-BR')} sacados por lote.`,
} as const;

/** What a form, a CSV line or an API body brings: anything, checked field by field. */
export interface DraweeInput {
    name?: unknown;
    document?: unknown;
    email?: unknown;
    phone?: unknown;
    address?: unknown;
}

/** A payer's own fields, normalized: document unformatted and upper-case, phone and CEP digits only. */
export interface DraweeFields {
    name: string;
    document: string;
    /** '' when not given. */
    email: string;
    /** 10 or 11 national digits; '' when not given. */
    phone: string;
    address: Address;
}

/** `POST access/search/cep`: the address of a CEP, without number and complement ('' where unknown). */
export type CepAddress = Omit<Address, 'number' | 'complement'>;

/** One row of a batch as the bank answers it: created, or refused with its reasons in pt-BR. */
export type DraweeBatchResult =
    | { line: number; status: 'created'; id: number }
    | { line: number; status: 'rejected'; reasons: string[] };

/** `POST payment/drawee/batch` and `batch-file`: `{ data: DraweeBatchAnswer }`. */
export interface DraweeBatchAnswer {
    created: number;
    rejected: number;
    results: DraweeBatchResult[];
}

/** Field errors keyed as the API answers them (`address.zip`), pt-BR, one list per field. */
export type DraweeErrors = Record<string, string[]>;

const text = (value: unknown): string =>
    typeof value === 'string'
        ? value.replace(/\s+/g, ' ').trim()
        : typeof value === 'number'
          ? String(value)
          : '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ZIP = /^(\d{5})-?(\d{3})$/;

/** A mobile or a landline as its national digits; null when it is neither. */
export const normalizePhone = (raw: string): string | null => normalizeMobile(raw) ?? normalizeLandline(raw);

/**
 * Trims and collapses spaces everywhere; unformats the document (when it is a CPF or CNPJ, letters
 * upper-cased), the phone (when it is a mobile or a landline) and the CEP; upper-cases the UF; lower-cases
 * the e-mail. A value that is not valid stays as typed, so it can be shown back with its error.
 */
export function normalizeDrawee(input: DraweeInput): DraweeFields {
    const address = (input.address && typeof input.address === 'object' ? input.address : {}) as Record<
        string,
        unknown
    >;
    const document = text(input.document);
    const phone = text(input.phone);
    const zip = text(address.zip);
    const complement = text(address.complement);
    return {
        name: text(input.name),
        document: detectDocument(document)?.value ?? document.toUpperCase(),
        email: text(input.email).toLowerCase(),
        phone: normalizePhone(phone) ?? phone,
        address: {
            zip: ZIP.test(zip) ? zip.replace('-', '') : zip,
            street: text(address.street),
            number: text(address.number),
            ...(complement ? { complement } : {}),
            district: text(address.district),
            city: text(address.city),
            state: text(address.state).toUpperCase(),
        },
    };
}

/** The document's error, or null when it is a valid CPF or CNPJ (masked or not). */
export function documentError(raw: string): string | null {
    const value = raw.trim();
    if (!value) return DRAWEE_MESSAGES.documentRequired;
    const found = detectDocument(value);
    if (!found) return DRAWEE_MESSAGES.documentShape;
    if (found.kind === 'cpf') return isValidCpf(found.value) ? null : DRAWEE_MESSAGES.cpfInvalid;
    return isValidCnpj(found.value) ? null : DRAWEE_MESSAGES.cnpjInvalid;
}

/** Every rule of a payer; an empty object when it may be saved. Uniqueness is the bank's to check. */
export const validateDrawee = (input: DraweeInput): DraweeErrors => checkDrawee(input).errors;

/** The payer normalized and its errors, in one pass (the CSV reader and the bank need both). */
export function checkDrawee(input: DraweeInput): { fields: DraweeFields; errors: DraweeErrors } {
    const v = normalizeDrawee(input);
    const a = v.address;
    const L = DRAWEE_LIMITS;
    const M = DRAWEE_MESSAGES;
    const errors: DraweeErrors = {};
    const check = (field: string, message: string | null | false) => {
        if (message) errors[field] = [message];
    };
    const required = (value: string, max: number, missing: string, tooLong: string) =>
        !value ? missing : value.length > max && tooLong;

    check(
        'name',
        !v.name ? M.nameRequired : (v.name.length < L.nameMin || v.name.length > L.nameMax) && M.nameLength,
    );
    check('document', documentError(v.document));
    check('email', v.email !== '' && (v.email.length > L.emailMax || !EMAIL.test(v.email)) && M.emailInvalid);
    check('phone', v.phone !== '' && !normalizePhone(v.phone) && M.phoneInvalid);
    check('address.zip', !a.zip ? M.zipRequired : !/^\d{8}$/.test(a.zip) && M.zipInvalid);
    check('address.street', required(a.street, L.streetMax, M.streetRequired, M.streetLength));
    check('address.number', required(a.number, L.numberMax, M.numberRequired, M.numberLength));
    check('address.complement', (a.complement?.length ?? 0) > L.complementMax && M.complementLength);
    check('address.district', required(a.district, L.districtMax, M.districtRequired, M.districtLength));
    check('address.city', required(a.city, L.cityMax, M.cityRequired, M.cityLength));
    check('address.state', !a.state ? M.ufRequired : !isUf(a.state) && M.ufInvalid);
    return { fields: v, errors };
}

/** Phone for display: '(11) 98765-4321' or '(11) 3456-7890'. */
export const formatPhone = (phone: string): string =>
    normalizeMobile(phone) ? formatMobile(phone) : formatLandline(phone);

/** '01310100' → '01310-100'. */
export const formatCep = (zip: string): string =>
    /^\d{8}$/.test(zip) ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;

/** 'São Paulo/SP'. */
export const cityUf = (address: Pick<Address, 'city' | 'state'>): string =>
    [address.city, address.state].filter(Boolean).join('/');

/**
 * Search text against a payer: the name (case- and accent-insensitive) or, when the text has a digit, the
 * document with or without its mask (letters of an alphanumeric CNPJ kept).
 */
export function draweeMatches(search: string, drawee: Pick<DraweeFields, 'name' | 'document'>): boolean {
    const query = search.trim();
    if (!query) return true;
    if (fold(drawee.name).includes(fold(query))) return true;
    if (!/\d/.test(query)) return false;
    const bare = query.toUpperCase().replace(/[.\-/\s]/g, '');
    return /^[0-9A-Z]+$/.test(bare) && drawee.document.includes(bare);
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
