import type { Account, Agency } from '../contract/accounts';
import type { Address, Person } from '../contract/people';
import { ROLES } from '../contract/roles';
import { newAccountNumber } from '../domain/accountNumber';
import { requiredDocuments } from '../domain/documents';
import {
    ageOn,
    asFieldErrors,
    clean,
    cnpjChars,
    cpfDigits,
    MIN_AGE,
    mobileDigits,
    normalizeEmail,
    phoneDigits,
    SIGNUP_MESSAGES,
    type SignupErrors,
    validateLegalPayload,
    validateMinorPayload,
    validateNaturalPayload,
} from '../domain/signup';
import { sha256 } from './hash';
import { assertValid, json } from './laravel';
import { TERMS_VERSION } from './seed/terms';
import { HOLDER } from './seed/users';
import { cellphoneTaken, emailTaken, findConfirmation, spendConfirmations } from './signupCodes';
import type { SandboxStore } from './store';
import type { SandboxState, SignupCode, User } from './types';

/**
 * Registrations (`access/signup/cpf|cnpj|minor` and `access/backoffice/register/*`): a pending holder, a
 * pending common account and, but for a minor, a user. Every asynchronous step (hashing) runs before the
 * uniqueness checks and the writes, which run in one go: a double submission cannot create two holders.
 */

export const PORTAL_BANK_ID = 1;

/** Self-registration (`public`) or staff registration by this user. */
export type Registrar = { mode: 'public' } | { mode: 'staff'; userId: number };

type Body = Record<string, unknown>;
const bag = (value: unknown): Body => (value && typeof value === 'object' ? (value as Body) : {});

export const cpfTaken = (state: SandboxState, cpf: string) =>
    state.persons.some((p) => p.document === cpf) || state.users.some((u) => u.username === cpf);

export const cnpjTaken = (state: SandboxState, cnpj: string) =>
    state.persons.some((p) => p.document === cnpj);

export const portalAgency = (state: SandboxState, id: unknown): Agency | undefined =>
    state.agencies.find((a) => a.id === Number(id) && a.bank_id === PORTAL_BANK_ID);

/** A user who can never sign in with a password: sha256 is hexadecimal, this is not. */
const unusableHash = () => `!sem-senha:${crypto.randomUUID()}`;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function addressOf(value: unknown): Address {
    const a = bag(value);
    const complement = clean(a.complement);
    return {
        zip: clean(a.zip).replace('-', ''),
        street: clean(a.street),
        number: clean(a.number),
        ...(complement ? { complement } : {}),
        district: clean(a.district),
        city: clean(a.city),
        state: clean(a.state).toUpperCase(),
    };
}

type PersonFields = Omit<Person, 'id' | 'uuid' | 'status' | 'created_at' | 'origin' | 'created_by'>;

/** The registration's records, written together. */
interface Records {
    person: PersonFields;
    user: (Pick<User, 'username' | 'name' | 'email' | 'phone'> & { password_hash: string | null }) | null;
    spent: SignupCode[];
}

function write(store: SandboxStore, registrar: Registrar, agency: Agency, records: Records) {
    const { state } = store;
    const now = new Date().toISOString();
    const person: Person = {
        id: store.nextId('persons'),
        uuid: crypto.randomUUID(),
        ...records.person,
        status: 'pending',
        created_at: now,
        origin: registrar.mode === 'public' ? 'self' : 'backoffice',
        created_by: registrar.mode === 'staff' ? registrar.userId : null,
    };
    const common = state.accountTypes.find((t) => t.code === 'common');
    const { number, digit } = newAccountNumber(new Set(state.accounts.map((a) => a.number)), randomInt);
    const account: Account = {
        id: store.nextId('accounts'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        bank_id: PORTAL_BANK_ID,
        agency_id: agency.id,
        account_type_id: common?.id ?? 1,
        kind: person.type === 'legal' ? 'legal_person_account' : 'natural_person_account',
        number,
        digit,
        balance: 0,
        status: 'pending',
        created_at: now,
    };
    const user: User | null = records.user && {
        id: store.nextId('users'),
        uuid: crypto.randomUUID(),
        person_id: person.id,
        ...records.user,
        password_hash: records.user.password_hash ?? unusableHash(),
        role: 'cliente',
        userRole: ROLES.cliente,
        permissions: [...HOLDER],
        two_factor: false,
        status: 'active',
        ...(registrar.mode === 'public'
            ? { terms_accepted: { version: TERMS_VERSION, accepted_at: now } }
            : {}),
    };
    state.persons.push(person);
    state.accounts.push(account);
    store.save('persons');
    store.save('accounts');
    if (user) {
        state.users.push(user);
        store.save('users');
    }
    if (records.spent.length > 0) spendConfirmations(store, records.spent);
    return json(
        {
            data: {
                person_id: person.id,
                person_uuid: person.uuid,
                status: person.status,
                account: { id: account.id, number, digit, agency: agency.number, status: account.status },
                user_uuid: user?.uuid ?? null,
                required_documents: requiredDocuments(person).map(({ label, anyOf }) => ({ label, anyOf })),
            },
        },
        201,
    );
}

/** 422 with the payload's own errors, then the agency. */
function checkPayload(state: SandboxState, body: Body, errors: SignupErrors): Agency {
    assertValid(asFieldErrors(errors));
    const agency = portalAgency(state, body.agency_id);
    if (!agency) assertValid({ agency_id: [SIGNUP_MESSAGES.agencyRequired] });
    return agency as Agency;
}

/** The hashes a self-registration brings: its password and its two confirmation tokens. */
async function publicSecrets(registrar: Registrar, body: Body) {
    if (registrar.mode !== 'public') return null;
    return {
        password: await sha256(String(body.password)),
        email: await sha256(clean(body.email_token)),
        cellphone: await sha256(clean(body.cellphone_token)),
    };
}

type Secrets = Awaited<ReturnType<typeof publicSecrets>>;

/** The confirmations of the e-mail and the mobile (self-registration); 422 on the token fields. */
function confirmations(
    state: SandboxState,
    secrets: Secrets,
    email: string,
    phone: string,
    errors: SignupErrors,
) {
    if (!secrets) return [];
    const byEmail = findConfirmation(state, 'email', email, secrets.email);
    const byPhone = findConfirmation(state, 'cellphone', phone, secrets.cellphone);
    if (!byEmail) errors.email_token = SIGNUP_MESSAGES.tokenInvalid;
    if (!byPhone) errors.cellphone_token = SIGNUP_MESSAGES.tokenInvalid;
    return [byEmail, byPhone].filter((row): row is SignupCode => row !== undefined);
}

/** Contact of the one who signs in: e-mail and mobile not used by anybody else. */
function contactConflicts(state: SandboxState, email: string, phone: string, prefix: string): SignupErrors {
    const errors: SignupErrors = {};
    const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
    if (emailTaken(state, email)) errors[at('email')] = SIGNUP_MESSAGES.emailTaken;
    if (cellphoneTaken(state, phone)) errors[at('cellphone')] = SIGNUP_MESSAGES.cellphoneTaken;
    return errors;
}

export async function registerNatural(store: SandboxStore, body: Body, registrar: Registrar) {
    const { state } = store;
    const errors = validateNaturalPayload(body, { mode: registrar.mode, termsVersion: TERMS_VERSION });
    const agency = checkPayload(state, body, errors);
    const secrets = await publicSecrets(registrar, body);
    // From here on nothing waits: checks and writes happen together.
    const cpf = cpfDigits(body.cpf);
    const email = normalizeEmail(body.email);
    const phone = mobileDigits(body.cellphone);
    const conflicts = contactConflicts(state, email, phone, '');
    if (cpfTaken(state, cpf)) conflicts.cpf = SIGNUP_MESSAGES.cpfTaken;
    const spent = confirmations(state, secrets, email, phone, conflicts);
    assertValid(asFieldErrors(conflicts));
    const name = clean(body.name);
    return write(store, registrar, agency, {
        person: {
            type: 'natural',
            name,
            document: cpf,
            email,
            phone,
            birth_date: clean(body.birth_date),
            mother_name: clean(body.mother_name),
            monthly_income: body.monthly_income as number,
            address: addressOf(body.address),
        },
        user: { username: cpf, name, email, phone, password_hash: secrets?.password ?? null },
        spent,
    });
}

const partnerOf = (value: unknown) => {
    const p = bag(value);
    return {
        name: clean(p.name),
        document: cpfDigits(p.cpf),
        birth_date: clean(p.birth_date),
        email: normalizeEmail(p.email),
        phone: mobileDigits(p.phone),
        share_bp: p.share_bp as number,
        administrator: p.administrator === true,
    };
};

export async function registerLegal(store: SandboxStore, body: Body, registrar: Registrar) {
    const { state } = store;
    const errors = validateLegalPayload(body, { mode: registrar.mode, termsVersion: TERMS_VERSION });
    const agency = checkPayload(state, body, errors);
    const secrets = await publicSecrets(registrar, body);
    const company = bag(body.company);
    const representative = bag(body.representative);
    const cnpj = cnpjChars(company.cnpj);
    const cpf = cpfDigits(representative.cpf);
    const email = normalizeEmail(representative.email);
    const phone = mobileDigits(representative.cellphone);
    const conflicts = contactConflicts(state, email, phone, 'representative');
    if (cnpjTaken(state, cnpj)) conflicts['company.cnpj'] = SIGNUP_MESSAGES.cnpjTaken;
    if (state.users.some((u) => u.username === cpf))
        conflicts['representative.cpf'] = SIGNUP_MESSAGES.userTaken;
    const spent = confirmations(state, secrets, email, phone, conflicts);
    assertValid(asFieldErrors(conflicts));
    const attorney = body.attorney ? bag(body.attorney) : null;
    return write(store, registrar, agency, {
        person: {
            type: 'legal',
            name: clean(company.name),
            trade_name: clean(company.trade_name),
            document: cnpj,
            email: normalizeEmail(company.email),
            phone: phoneDigits(company.phone),
            address: addressOf(company.address),
            company_kind: clean(company.company_kind),
            monthly_revenue: company.monthly_revenue as number,
            founded_on: clean(company.founded_on),
            partners: (body.partners as unknown[]).map(partnerOf),
            attorney: attorney && {
                name: clean(attorney.name),
                document: cpfDigits(attorney.cpf),
                email: normalizeEmail(attorney.email),
                phone: mobileDigits(attorney.phone),
                valid_until: clean(attorney.valid_until),
            },
        },
        user: {
            username: cpf,
            name: clean(representative.name),
            email,
            phone,
            password_hash: secrets?.password ?? null,
        },
        spent,
    });
}

/**
 * The responsible adult of a minor: an active natural-person holder (not a minor's record), of age, whose
 * birth date matches. The problem is keyed `cpf` or `birth_date`.
 */
export function findResponsible(
    state: SandboxState,
    cpf: string,
    birthDate: string,
    today = new Date(),
): { person: Person } | { field: 'cpf' | 'birth_date'; message: string } {
    const person = state.persons.find(
        (p) => p.type === 'natural' && p.document === cpf && p.status === 'active' && !p.responsible,
    );
    if (!person) return { field: 'cpf', message: SIGNUP_MESSAGES.responsibleNotFound };
    if (person.birth_date !== birthDate)
        return { field: 'birth_date', message: SIGNUP_MESSAGES.responsibleBirth };
    if ((ageOn(birthDate, today) ?? 0) < MIN_AGE)
        return { field: 'cpf', message: SIGNUP_MESSAGES.responsibleUnderAge };
    return { person };
}

export async function registerMinor(store: SandboxStore, body: Body, registrar: Registrar) {
    const { state } = store;
    const errors = validateMinorPayload(body, { mode: registrar.mode, termsVersion: TERMS_VERSION });
    const agency = checkPayload(state, body, errors);
    const password = registrar.mode === 'public' ? await sha256(String(body.password)) : null;
    const minor = bag(body.minor);
    const responsible = bag(body.responsible);
    const cpf = cpfDigits(minor.cpf);
    const adultCpf = cpfDigits(responsible.cpf);
    // The password first: without it nobody learns whether a birth date matches a holder's.
    if (password !== null) {
        const login = state.users.find((u) => u.username === adultCpf && u.status === 'active');
        if (login?.password_hash !== password)
            assertValid({ password: [SIGNUP_MESSAGES.responsiblePassword] });
    }
    const found = findResponsible(state, adultCpf, clean(responsible.birth_date));
    if ('field' in found) assertValid({ [`responsible.${found.field}`]: [found.message] });
    const adult = (found as { person: Person }).person;
    if (cpfTaken(state, cpf)) assertValid({ 'minor.cpf': [SIGNUP_MESSAGES.cpfTaken] });
    return write(store, registrar, agency, {
        person: {
            type: 'natural',
            name: clean(minor.name),
            document: cpf,
            // A minor is reached through the responsible adult.
            email: adult.email,
            phone: adult.phone,
            birth_date: clean(minor.birth_date),
            address: addressOf(body.address),
            responsible: {
                person_id: adult.id,
                relationship: responsible.relationship as 'mother' | 'father' | 'guardian',
            },
        },
        user: null,
        spent: [],
    });
}
