import { CNPJ_INVALID_MESSAGE, isValidCnpj, normalizeCnpj } from './cnpj';
import { isValidCpf, normalizeCpf } from './cpf';
import { toDateOnlyBrasilia } from './dates';
import { DRAWEE_LIMITS, DRAWEE_MESSAGES, isUf } from './drawee';
import { normalizeLandline } from './landline';
import { checkNewPassword, PASSWORD_MESSAGES } from './password';
import { normalizeMobile } from './phone';

/**
 * Field rules of the registration wizards and the sandbox's registration calls (docs/api.md, issue 7):
 * each check answers the pt-BR message of the first broken rule, or null.
 */

/** Errors keyed by the payload's dotted path: `cpf`, `company.cnpj`, `partners.0.cpf`, `address.zip`. */
export type SignupErrors = Record<string, string>;

/** The path convention of the 422 answers: `fieldPath('partners', 0, 'cpf')` → `'partners.0.cpf'`. */
export const fieldPath = (...parts: (string | number)[]) => parts.filter((p) => p !== '').join('.');

export const MIN_AGE = 18;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** How long a confirmed address (the token of `access/signup/confirm`) proves it. */
export const CONFIRMATION_TTL_SECONDS = 60 * 60;

export const SIGNUP_MESSAGES = {
    nameRequired: 'Informe o nome completo.',
    nameFull: 'Informe nome e sobrenome.',
    nameChars: 'O nome deve ter apenas letras, espaços, apóstrofo e hífen.',
    nameLength: 'O nome deve ter no máximo 120 caracteres.',
    motherRequired: 'Informe o nome completo da mãe.',
    companyNameRequired: 'Informe a razão social.',
    tradeNameRequired: 'Informe o nome fantasia.',
    companyNameLength: 'O nome deve ter entre 3 e 120 caracteres.',
    cpfRequired: 'Informe o CPF.',
    cpfInvalid: 'O CPF não é válido.',
    cnpjRequired: 'Informe o CNPJ.',
    /** Spec 2 §5's own text. */
    cnpjInvalid: CNPJ_INVALID_MESSAGE,
    cpfTaken: 'Este CPF já tem cadastro no banco.',
    cnpjTaken: 'Este CNPJ já tem cadastro no banco.',
    emailTaken: 'Este e-mail já tem cadastro no banco.',
    cellphoneTaken: 'Este celular já está em uso por outro cadastro.',
    userTaken:
        'Este CPF já tem um usuário no banco: indique outro representante (sócio administrador ou procurador).',
    emailRequired: 'Informe o e-mail.',
    emailInvalid: 'Informe um e-mail válido.',
    cellphoneRequired: 'Informe o celular.',
    phoneRequired: 'Informe o telefone.',
    phoneInvalid: 'Informe um telefone válido com DDD: celular (11 dígitos) ou fixo (10 dígitos).',
    cellphoneInvalid: 'Informe um celular válido: DDD e 9 dígitos, começando por 9.',
    dateRequired: 'Informe a data.',
    dateInvalid: 'Informe uma data válida.',
    birthRequired: 'Informe a data de nascimento.',
    birthFuture: 'A data de nascimento não pode ser no futuro.',
    underAge: `É preciso ter pelo menos ${MIN_AGE} anos.`,
    notMinor: `A conta de menor é para quem tem menos de ${MIN_AGE} anos.`,
    foundedFuture: 'A data de abertura não pode ser no futuro.',
    validUntilPast: 'A procuração deve valer até uma data futura.',
    amountRequired: 'Informe o valor.',
    amountInvalid: 'Informe um valor em reais, zero ou mais.',
    agencyRequired: 'Escolha a agência.',
    termsRequired: 'Leia e aceite os termos de uso.',
    termsOutdated: 'Os termos de uso mudaram: leia e aceite a versão atual.',
    tokenRequired: 'Confirme o endereço com o código enviado.',
    tokenInvalid: 'A confirmação expirou ou não é deste endereço: peça um novo código.',
    passwordRequired: PASSWORD_MESSAGES.required,
    companyKindRequired: 'Escolha a natureza jurídica.',
    relationshipRequired: 'Escolha o parentesco: mãe, pai ou responsável legal.',
    partnersRequired: 'Informe ao menos um sócio.',
    partnersShares: 'As participações dos sócios devem somar 100%.',
    partnersAdministrator: 'Ao menos um sócio deve ser administrador.',
    partnersRepeated: 'Este CPF já foi informado para outro sócio.',
    partnersSingleOwner: 'Esta natureza jurídica tem um único titular: informe só um sócio, com 100%.',
    shareInvalid: 'Informe a participação: mais de 0% e até 100%.',
    administratorUnderAge: `O administrador deve ter pelo menos ${MIN_AGE} anos.`,
    representativeRole: 'O representante deve ser um sócio administrador ou o procurador.',
    responsibleSelf: 'O responsável não pode ser o próprio menor.',
    responsibleNotFound: 'Não encontramos um titular ativo com este CPF.',
    responsibleBirth: 'A data de nascimento não confere com o cadastro do responsável.',
    responsiblePassword: 'CPF do responsável ou senha incorretos.',
    responsiblePasswordRequired: 'Informe a senha com que o responsável entra no portal.',
    responsibleUnderAge: `O responsável deve ter pelo menos ${MIN_AGE} anos.`,
    responsibleLocked: 'Muitas tentativas com este CPF. Tente de novo em 15 minutos.',
    codeInvalid: 'Código inválido ou expirado.',
    codeShape: `O código tem ${CODE_LENGTH} dígitos.`,
    codeTooMany: 'Muitas tentativas erradas. Peça um novo código.',
    channelInvalid: 'Escolha e-mail ou celular.',
    documentNotFound: 'Não existem registros para esse número de documento.',
    accountNotFound: 'Não existe conta com este número.',
    accountNumberInvalid: 'Informe o número da conta, com ou sem o dígito.',
} as const;

/** Company legal natures (natureza jurídica); single-owner ones have exactly one partner with 100 %. */
export const COMPANY_KINDS = [
    { code: 'MEI', label: 'MEI — Microempreendedor Individual', singleOwner: true },
    { code: 'EI', label: 'EI — Empresário Individual', singleOwner: true },
    { code: 'SLU', label: 'SLU — Sociedade Limitada Unipessoal', singleOwner: true },
    { code: 'EIRELI', label: 'EIRELI — Empresa Individual de Responsabilidade Limitada', singleOwner: true },
    { code: 'LTDA', label: 'LTDA — Sociedade Empresária Limitada', singleOwner: false },
    { code: 'SS', label: 'SS — Sociedade Simples', singleOwner: false },
    { code: 'SA', label: 'S.A. — Sociedade Anônima', singleOwner: false },
    { code: 'COOP', label: 'Cooperativa', singleOwner: false },
] as const;

export type CompanyKind = (typeof COMPANY_KINDS)[number]['code'];

export const companyKindOf = (code: unknown) => COMPANY_KINDS.find((kind) => kind.code === code);

/** The responsible adult of a minor's account. */
export const RELATIONSHIPS = [
    { code: 'mother', label: 'Mãe' },
    { code: 'father', label: 'Pai' },
    { code: 'guardian', label: 'Responsável legal' },
] as const;

export type Relationship = (typeof RELATIONSHIPS)[number]['code'];

export const isRelationship = (value: unknown): value is Relationship =>
    RELATIONSHIPS.some((r) => r.code === value);

export const relationshipLabel = (code: string) => RELATIONSHIPS.find((r) => r.code === code)?.label ?? code;

/** Trimmed text with single spaces ('' for anything that is not text). */
export const clean = (value: unknown): string =>
    typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';

const PERSON_NAME = /^[\p{L}' -]+$/u;
const NAME_MAX = 120;

/** A person's full name: letters, at least two words. */
export function personNameProblem(value: unknown, missing: string = SIGNUP_MESSAGES.nameRequired) {
    const name = clean(value);
    if (!name) return missing;
    if (name.length > NAME_MAX) return SIGNUP_MESSAGES.nameLength;
    if (!PERSON_NAME.test(name)) return SIGNUP_MESSAGES.nameChars;
    return name.split(' ').filter((word) => /\p{L}/u.test(word)).length < 2 ? SIGNUP_MESSAGES.nameFull : null;
}

/** A company's legal or trade name. */
export function companyNameProblem(value: unknown, missing: string) {
    const name = clean(value);
    if (!name) return missing;
    return name.length < 3 || name.length > NAME_MAX ? SIGNUP_MESSAGES.companyNameLength : null;
}

export function cpfProblem(value: unknown) {
    const cpf = clean(value);
    if (!cpf) return SIGNUP_MESSAGES.cpfRequired;
    return isValidCpf(cpf) ? null : SIGNUP_MESSAGES.cpfInvalid;
}

export function cnpjProblem(value: unknown) {
    const cnpj = clean(value);
    if (!cnpj) return SIGNUP_MESSAGES.cnpjRequired;
    return isValidCnpj(cnpj) ? null : SIGNUP_MESSAGES.cnpjInvalid;
}

/** The CPF's 11 digits, or '' when it is not a valid CPF. */
export const cpfDigits = (value: unknown) => {
    const cpf = normalizeCpf(clean(value));
    return cpf && isValidCpf(cpf) ? cpf : '';
};

/** The CNPJ's 14 characters (letters upper-cased), or '' when it is not a valid CNPJ. */
export const cnpjChars = (value: unknown) => {
    const cnpj = normalizeCnpj(clean(value));
    return cnpj && isValidCnpj(cnpj) ? cnpj : '';
};

const EMAIL =
    /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/;

export const normalizeEmail = (value: unknown) => clean(value).toLowerCase();

export function emailProblem(value: unknown) {
    const email = normalizeEmail(value);
    if (!email) return SIGNUP_MESSAGES.emailRequired;
    return email.length <= 254 && EMAIL.test(email) && !email.includes('..')
        ? null
        : SIGNUP_MESSAGES.emailInvalid;
}

/** Mail providers most Brazilians use: a domain one or two keystrokes away from one of them is a typo. */
const COMMON_DOMAINS = [
    'gmail.com',
    'hotmail.com',
    'outlook.com',
    'yahoo.com',
    'yahoo.com.br',
    'icloud.com',
    'live.com',
    'msn.com',
    'aol.com',
    'uol.com.br',
    'bol.com.br',
    'terra.com.br',
    'ig.com.br',
    'globo.com',
    'hotmail.com.br',
    'outlook.com.br',
    'protonmail.com',
];

/** Levenshtein distance with transpositions counted as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
    for (let j = 1; j <= b.length; j++) d[0][j] = j;
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
            }
        }
    }
    return d[a.length][b.length];
}

/** `fulano@gmial.com` → `'gmail.com'`; null when the domain is a known one or not close to any. */
export function suggestEmailDomain(value: unknown): string | null {
    const domain = normalizeEmail(value).split('@')[1] ?? '';
    if (domain.length < 5 || COMMON_DOMAINS.includes(domain)) return null;
    let best: string | null = null;
    let bestDistance = 3;
    for (const candidate of COMMON_DOMAINS) {
        const distance = editDistance(domain, candidate);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

export function cellphoneProblem(value: unknown) {
    const phone = clean(value);
    if (!phone) return SIGNUP_MESSAGES.cellphoneRequired;
    return normalizeMobile(phone) ? null : SIGNUP_MESSAGES.cellphoneInvalid;
}

/** A company's phone: a mobile or a landline, with its DDD. */
export function phoneProblem(value: unknown) {
    const phone = clean(value);
    if (!phone) return SIGNUP_MESSAGES.phoneRequired;
    return normalizeMobile(phone) || normalizeLandline(phone) ? null : SIGNUP_MESSAGES.phoneInvalid;
}

/** A mobile's 11 or a landline's 10 digits, or '' when it is neither. */
export const phoneDigits = (value: unknown) =>
    normalizeMobile(clean(value)) ?? normalizeLandline(clean(value)) ?? '';

/** The mobile's 11 digits, or '' when it is not a valid mobile. */
export const mobileDigits = (value: unknown) => normalizeMobile(clean(value)) ?? '';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDate = (text: string) => {
    const match = DATE_ONLY.exec(text);
    if (!match) return false;
    const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
    return +match[1] >= 1900 && date.toISOString().slice(0, 10) === text;
};

/** Whole years from a `yyyy-MM-dd` birth date to today's Brasília date; null when not a date. */
export function ageOn(birthDate: string, today: Date = new Date()): number | null {
    if (!isCalendarDate(birthDate)) return null;
    const now = toDateOnlyBrasilia(today);
    const years = Number(now.slice(0, 4)) - Number(birthDate.slice(0, 4));
    return now.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** A birth date: a real day, not in the future, and for `adult` at least MIN_AGE, else under it. */
export function birthDateProblem(value: unknown, want: 'adult' | 'minor' | 'any', today = new Date()) {
    const text = clean(value);
    if (!text) return SIGNUP_MESSAGES.birthRequired;
    const age = ageOn(text, today);
    if (age === null) return SIGNUP_MESSAGES.dateInvalid;
    if (text > toDateOnlyBrasilia(today)) return SIGNUP_MESSAGES.birthFuture;
    if (want === 'adult' && age < MIN_AGE) return SIGNUP_MESSAGES.underAge;
    if (want === 'minor' && age >= MIN_AGE) return SIGNUP_MESSAGES.notMinor;
    return null;
}

/** A `yyyy-MM-dd` day: `past` on or before today (Brasília), `future` strictly after it. */
export function dayProblem(value: unknown, when: 'past' | 'future', today = new Date()) {
    const text = clean(value);
    if (!text) return SIGNUP_MESSAGES.dateRequired;
    if (!isCalendarDate(text)) return SIGNUP_MESSAGES.dateInvalid;
    const now = toDateOnlyBrasilia(today);
    if (when === 'past' && text > now) return SIGNUP_MESSAGES.foundedFuture;
    if (when === 'future' && text <= now) return SIGNUP_MESSAGES.validUntilPast;
    return null;
}

/** Money in integer cents, zero or more. */
export function centsProblem(value: unknown) {
    if (value === undefined || value === null || value === '') return SIGNUP_MESSAGES.amountRequired;
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? null
        : SIGNUP_MESSAGES.amountInvalid;
}

/** The new password and its confirmation (spec's password rules, src/domain/password.ts). */
export function passwordErrors(password: unknown, confirmation: unknown, cpf: string): SignupErrors {
    const text = typeof password === 'string' ? password : '';
    const problem = checkNewPassword(text, cpf);
    if (problem) return { password: problem };
    return confirmation === text ? {} : { password_confirmation: PASSWORD_MESSAGES.mismatch };
}

const ZIP = /^\d{5}-?\d{3}$/;

/** An address under `prefix` (`address`, `company.address`): the payer form's rules and messages. */
export function addressErrors(value: unknown, prefix: string): SignupErrors {
    const address = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const M = DRAWEE_MESSAGES;
    const L = DRAWEE_LIMITS;
    const errors: SignupErrors = {};
    const put = (field: string, problem: string | null) => {
        if (problem) errors[fieldPath(prefix, field)] = problem;
    };
    const sized = (field: string, max: number, missing: string, tooLong: string) => {
        const text = clean(address[field]);
        put(field, !text ? missing : text.length > max ? tooLong : null);
    };
    const zip = clean(address.zip);
    put('zip', !zip ? M.zipRequired : ZIP.test(zip) ? null : M.zipInvalid);
    sized('street', L.streetMax, M.streetRequired, M.streetLength);
    sized('number', L.numberMax, M.numberRequired, M.numberLength);
    put('complement', clean(address.complement).length > L.complementMax ? M.complementLength : null);
    sized('district', L.districtMax, M.districtRequired, M.districtLength);
    sized('city', L.cityMax, M.cityRequired, M.cityLength);
    const uf = clean(address.state).toUpperCase();
    put('state', !uf ? M.ufRequired : isUf(uf) ? null : M.ufInvalid);
    return errors;
}
