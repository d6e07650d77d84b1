import { PERMISSIONS } from '../../contract/permissions';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import {
    birthDateProblem,
    CODE_LENGTH,
    CODE_TTL_SECONDS,
    COMPANY_KINDS,
    cellphoneProblem,
    clean,
    cnpjChars,
    cnpjProblem,
    cpfDigits,
    cpfProblem,
    emailProblem,
    MIN_AGE,
    mobileDigits,
    normalizeEmail,
    RELATIONSHIPS,
    SIGNUP_MESSAGES,
    suggestEmailDomain,
} from '../../domain/signup';
import { validationError } from '../laravel';
import {
    cnpjTaken,
    cpfTaken,
    findResponsible,
    PORTAL_BANK_ID,
    type Registrar,
    registerLegal,
    registerMinor,
    registerNatural,
} from '../registration';
import { type Context, type PublicContext, route } from '../route';
import { TERMS_OF_USE, TERMS_VERSION } from '../seed/terms';
import { cellphoneTaken, confirmCode, emailTaken, readTarget, sendCode } from '../signupCodes';
import type { SandboxStore } from '../store';
import { searchHandlers } from './signupSearch';

/** Self-registration (public) and staff registration: docs/api.md, issue 7. */

const fail = (field: string, message: string): never => {
    throw validationError({ [field]: [message] });
};

const config = () => ({
    data: {
        terms_version: TERMS_VERSION,
        code_length: CODE_LENGTH,
        code_ttl_seconds: CODE_TTL_SECONDS,
        min_age: MIN_AGE,
        company_kinds: COMPANY_KINDS.map(({ code, label }) => ({ code, label })),
        relationships: RELATIONSHIPS.map(({ code, label }) => ({ code, label })),
        max_document_bytes: MAX_DOCUMENT_BYTES,
    },
});

const hierarchy = ({ store }: PublicContext) => {
    const { banks, agencies } = store.state;
    return {
        data: banks
            .filter((bank) => bank.id === PORTAL_BANK_ID)
            .map((bank) => ({
                bank: { id: bank.id, code: bank.code, name: bank.name },
                agencies: agencies
                    .filter((a) => a.bank_id === bank.id)
                    .map((a) => ({
                        id: a.id,
                        number: a.number,
                        name: a.name,
                        city: a.address.city,
                        state: a.address.state,
                    })),
            })),
    };
};

const acceptTerms = ({ body, user, store }: Context) => {
    if (clean(body.version) !== TERMS_VERSION) fail('version', SIGNUP_MESSAGES.termsOutdated);
    user.terms_accepted = { version: TERMS_VERSION, accepted_at: new Date().toISOString() };
    store.save('users');
    return { data: user.terms_accepted };
};

const cpfUnique = ({ body, store }: PublicContext) => {
    const problem = cpfProblem(body.cpf);
    if (problem) fail('cpf', problem);
    if (cpfTaken(store.state, cpfDigits(body.cpf))) fail('cpf', SIGNUP_MESSAGES.cpfTaken);
    return { data: { unique: true } };
};

const cnpjUnique = ({ body, store }: PublicContext) => {
    const problem = cnpjProblem(body.cnpj);
    if (problem) fail('cnpj', problem);
    if (cnpjTaken(store.state, cnpjChars(body.cnpj))) fail('cnpj', SIGNUP_MESSAGES.cnpjTaken);
    return { data: { unique: true } };
};

const emailUnique = ({ body, store }: PublicContext) => {
    const problem = emailProblem(body.email);
    if (problem) fail('email', problem);
    if (emailTaken(store.state, normalizeEmail(body.email))) fail('email', SIGNUP_MESSAGES.emailTaken);
    return { data: { unique: true } };
};

const emailValidate = ({ body }: PublicContext) => {
    const problem = emailProblem(body.email);
    if (problem) fail('email', problem);
    return { data: { valid: true, suggestion: suggestEmailDomain(body.email) } };
};

const cellphoneValidate = ({ body, store }: PublicContext) => {
    const problem = cellphoneProblem(body.cellphone);
    if (problem) fail('cellphone', problem);
    if (cellphoneTaken(store.state, mobileDigits(body.cellphone))) {
        fail('cellphone', SIGNUP_MESSAGES.cellphoneTaken);
    }
    return { data: { valid: true } };
};

const send = ({ body, store }: PublicContext) => {
    const { channel, target } = readTarget(store.state, body, true);
    return sendCode(store, channel, target);
};

const confirm = ({ body, store }: PublicContext) => {
    const { channel, target } = readTarget(store.state, body, false);
    return confirmCode(store, channel, target, body.code);
};

/** "Fulano de Tal Silva" → "Fulano d. T. S.": enough for the person to recognise, little for others. */
const maskName = (name: string) => {
    const [first, ...rest] = name.split(' ');
    return [first, ...rest.map((word) => `${word[0]}.`)].join(' ');
};

const MAX_WRONG_BIRTH_DATES = 5;
const LOCK_MS = 15 * 60 * 1000;

/** Wrong birth dates per CPF (memory only, one map per store): the public check cannot be used to guess one. */
const wrongByStore = new WeakMap<SandboxStore, Map<string, { wrong: number; until: number }>>();
const wrongOf = (store: SandboxStore) => {
    let wrong = wrongByStore.get(store);
    if (!wrong) {
        wrong = new Map();
        wrongByStore.set(store, wrong);
    }
    return wrong;
};

const responsible = ({ body, store }: PublicContext) => {
    const cpfError = cpfProblem(body.cpf);
    if (cpfError) fail('cpf', cpfError);
    const birthError = birthDateProblem(body.birth_date, 'any');
    if (birthError) fail('birth_date', birthError);
    const cpf = cpfDigits(body.cpf);
    const tries = wrongOf(store);
    const record = tries.get(cpf);
    if (record && record.until > Date.now()) fail('birth_date', SIGNUP_MESSAGES.responsibleLocked);
    const found = findResponsible(store.state, cpf, clean(body.birth_date));
    if ('field' in found) {
        if (found.field === 'birth_date') {
            const wrong = (record && record.until === 0 ? record.wrong : 0) + 1;
            const locked = wrong >= MAX_WRONG_BIRTH_DATES;
            tries.set(cpf, { wrong: locked ? 0 : wrong, until: locked ? Date.now() + LOCK_MS : 0 });
        }
        return fail(found.field, found.message);
    }
    tries.delete(cpf);
    return { data: { person_id: found.person.id, name_masked: maskName(found.person.name) } };
};

const PUBLIC: Registrar = { mode: 'public' };
const staff = (ctx: Context): Registrar => ({ mode: 'staff', userId: ctx.user.id });
const create = PERMISSIONS.accountCreate;

export const signupHandlers = [
    route('get', 'access/signup/config', { public: true }, config),
    route('get', 'access/terms_of_use', { public: true }, () => ({ data: TERMS_OF_USE })),
    route('post', 'access/terms_of_use/accept', { permission: 'authenticated' }, acceptTerms),
    route('get', 'access/signup/hierarchy', { public: true }, hierarchy),
    route('post', 'access/signup/cpf/unique', { public: true }, cpfUnique),
    route('post', 'access/signup/cnpj/unique', { public: true }, cnpjUnique),
    route('post', 'access/signup/email/unique', { public: true }, emailUnique),
    route('post', 'access/signup/email/validate', { public: true }, emailValidate),
    route('post', 'access/signup/cellphone/validate', { public: true }, cellphoneValidate),
    route('post', 'access/signup/send', { public: true }, send),
    route('post', 'access/signup/confirm', { public: true }, confirm),
    route('post', 'access/signup/responsible', { public: true }, responsible),
    route('post', 'access/signup/cpf', { public: true }, (ctx) =>
        registerNatural(ctx.store, ctx.body, PUBLIC),
    ),
    route('post', 'access/signup/cnpj', { public: true }, (ctx) =>
        registerLegal(ctx.store, ctx.body, PUBLIC),
    ),
    route('post', 'access/signup/minor', { public: true }, (ctx) =>
        registerMinor(ctx.store, ctx.body, PUBLIC),
    ),
    route('post', 'access/backoffice/register/cpf', { permission: create }, (ctx) =>
        registerNatural(ctx.store, ctx.body, staff(ctx)),
    ),
    route('post', 'access/backoffice/register/cnpj', { permission: create }, (ctx) =>
        registerLegal(ctx.store, ctx.body, staff(ctx)),
    ),
    route('post', 'access/backoffice/register/minor', { permission: create }, (ctx) =>
        registerMinor(ctx.store, ctx.body, staff(ctx)),
    ),
    ...searchHandlers,
];
