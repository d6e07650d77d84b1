import {
    addressErrors,
    birthDateProblem,
    cellphoneProblem,
    centsProblem,
    clean,
    cnpjProblem,
    companyKindOf,
    companyNameProblem,
    cpfDigits,
    cpfProblem,
    dayProblem,
    emailProblem,
    fieldPath,
    isRelationship,
    passwordErrors,
    personNameProblem,
    phoneProblem,
    SIGNUP_MESSAGES,
    type SignupErrors,
} from './signupFields';

export * from './signupFields';

/**
 * Registration payloads (docs/api.md, "Self-registration ... and staff registration"), checked step by step
 * by the wizards and whole by the sandbox bank. Every validator answers `{ path: message }`; empty when valid.
 * Uniqueness, codes and the responsible's record are the bank's to check.
 */

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {};

/** `public`: self-registration (codes, terms and password); `staff`: access/backoffice/register/*. */
export interface SignupOptions {
    mode: 'public' | 'staff';
    today?: Date;
    /** The current terms version: an acceptance of an older one is refused. */
    termsVersion?: string;
}

const collect = (errors: SignupErrors, path: string, problem: string | null) => {
    if (problem) errors[path] = problem;
};

// Natural person (access/signup/cpf)

/** Name, CPF, birth date (of age) and mother's name. */
export function validateNaturalIdentity(draft: unknown, today = new Date()): SignupErrors {
    const d = bag(draft);
    const errors: SignupErrors = {};
    collect(errors, 'name', personNameProblem(d.name));
    collect(errors, 'cpf', cpfProblem(d.cpf));
    collect(errors, 'birth_date', birthDateProblem(d.birth_date, 'adult', today));
    collect(errors, 'mother_name', personNameProblem(d.mother_name, SIGNUP_MESSAGES.motherRequired));
    return errors;
}

/** E-mail and mobile, at the top level or under `prefix` (`representative`). */
export function validateContact(draft: unknown, prefix = ''): SignupErrors {
    const d = bag(draft);
    const errors: SignupErrors = {};
    collect(errors, fieldPath(prefix, 'email'), emailProblem(d.email));
    collect(errors, fieldPath(prefix, 'cellphone'), cellphoneProblem(d.cellphone));
    return errors;
}

export const validateIncome = (draft: unknown): SignupErrors => {
    const problem = centsProblem(bag(draft).monthly_income);
    return problem ? { monthly_income: problem } : {};
};

/** The address of a holder (`address`) or of a company (`company.address`). */
export const validateAddress = (address: unknown, prefix = 'address'): SignupErrors =>
    addressErrors(address, prefix);

export const validateAgency = (draft: unknown): SignupErrors => {
    const id = Number(bag(draft).agency_id);
    return Number.isInteger(id) && id > 0 ? {} : { agency_id: SIGNUP_MESSAGES.agencyRequired };
};

/** The tokens of `access/signup/confirm` proving the e-mail and the mobile. */
export function validateConfirmations(draft: unknown): SignupErrors {
    const d = bag(draft);
    const errors: SignupErrors = {};
    if (!clean(d.email_token)) errors.email_token = SIGNUP_MESSAGES.tokenRequired;
    if (!clean(d.cellphone_token)) errors.cellphone_token = SIGNUP_MESSAGES.tokenRequired;
    return errors;
}

export function validateTerms(draft: unknown, currentVersion?: string): SignupErrors {
    const version = clean(bag(draft).terms_version);
    if (!version) return { terms_version: SIGNUP_MESSAGES.termsRequired };
    return currentVersion && version !== currentVersion
        ? { terms_version: SIGNUP_MESSAGES.termsOutdated }
        : {};
}

/** The new password and its confirmation; it may not contain the login's CPF. */
export const validateCredentials = (draft: unknown, loginCpf: unknown): SignupErrors => {
    const d = bag(draft);
    return passwordErrors(d.password, d.password_confirmation, cpfDigits(loginCpf));
};

/** What a self-registration adds to the staff one: codes, terms and password. */
const publicErrors = (d: Bag, loginCpf: unknown, options: SignupOptions): SignupErrors =>
    options.mode === 'public'
        ? {
              ...validateConfirmations(d),
              ...validateTerms(d, options.termsVersion),
              ...validateCredentials(d, loginCpf),
          }
        : {};

export function validateNaturalPayload(payload: unknown, options: SignupOptions): SignupErrors {
    const d = bag(payload);
    return {
        ...validateNaturalIdentity(d, options.today),
        ...validateContact(d),
        ...validateIncome(d),
        ...validateAddress(d.address),
        ...validateAgency(d),
        ...publicErrors(d, d.cpf, options),
    };
}

// Legal person (access/signup/cnpj)

/** The company's own data and address (`company.*`). */
export function validateCompany(value: unknown, today = new Date()): SignupErrors {
    const c = bag(value);
    const errors: SignupErrors = {};
    const at = (field: string) => fieldPath('company', field);
    collect(errors, at('name'), companyNameProblem(c.name, SIGNUP_MESSAGES.companyNameRequired));
    collect(errors, at('trade_name'), companyNameProblem(c.trade_name, SIGNUP_MESSAGES.tradeNameRequired));
    collect(errors, at('cnpj'), cnpjProblem(c.cnpj));
    collect(
        errors,
        at('company_kind'),
        companyKindOf(c.company_kind) ? null : SIGNUP_MESSAGES.companyKindRequired,
    );
    collect(errors, at('founded_on'), dayProblem(c.founded_on, 'past', today));
    collect(errors, at('monthly_revenue'), centsProblem(c.monthly_revenue));
    collect(errors, at('email'), emailProblem(c.email));
    collect(errors, at('phone'), phoneProblem(c.phone));
    return { ...errors, ...addressErrors(c.address, at('address')) };
}

/** The person who signs in for the company (`representative.*`): of age, with e-mail and mobile. */
export function validateRepresentative(value: unknown, today = new Date()): SignupErrors {
    const r = bag(value);
    const errors: SignupErrors = {};
    collect(errors, 'representative.name', personNameProblem(r.name));
    collect(errors, 'representative.cpf', cpfProblem(r.cpf));
    collect(errors, 'representative.birth_date', birthDateProblem(r.birth_date, 'adult', today));
    return { ...errors, ...validateContact(r, 'representative') };
}

const isShare = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 10000;

/**
 * The partners (QSA): each one's data (`partners.N.*`), and over all of them (`partners`): shares adding up to
 * 100 % (10000 basis points), at least one administrator, one partner for single-owner legal natures.
 */
export function validatePartners(value: unknown, companyKind: unknown, today = new Date()): SignupErrors {
    const partners = Array.isArray(value) ? value.map(bag) : [];
    if (partners.length === 0) return { partners: SIGNUP_MESSAGES.partnersRequired };
    const errors: SignupErrors = {};
    const seen = new Set<string>();
    partners.forEach((p, index) => {
        const at = (field: string) => fieldPath('partners', index, field);
        collect(errors, at('name'), personNameProblem(p.name));
        const cpf = cpfDigits(p.cpf);
        collect(
            errors,
            at('cpf'),
            cpfProblem(p.cpf) ?? (seen.has(cpf) ? SIGNUP_MESSAGES.partnersRepeated : null),
        );
        if (cpf) seen.add(cpf);
        const birth = birthDateProblem(p.birth_date, p.administrator === true ? 'adult' : 'any', today);
        collect(
            errors,
            at('birth_date'),
            birth === SIGNUP_MESSAGES.underAge ? SIGNUP_MESSAGES.administratorUnderAge : birth,
        );
        collect(errors, at('email'), emailProblem(p.email));
        collect(errors, at('phone'), cellphoneProblem(p.phone));
        collect(errors, at('share_bp'), isShare(p.share_bp) ? null : SIGNUP_MESSAGES.shareInvalid);
    });
    const total = partners.reduce((sum, p) => sum + (isShare(p.share_bp) ? (p.share_bp as number) : 0), 0);
    const kind = companyKindOf(companyKind);
    if (kind?.singleOwner && partners.length > 1) errors.partners = SIGNUP_MESSAGES.partnersSingleOwner;
    else if (partners.every((p) => isShare(p.share_bp)) && total !== 10000) {
        errors.partners = SIGNUP_MESSAGES.partnersShares;
    } else if (!partners.some((p) => p.administrator === true)) {
        errors.partners = SIGNUP_MESSAGES.partnersAdministrator;
    }
    return errors;
}

/** The attorney (`attorney.*`), when there is one: a power of attorney valid after today. */
export function validateAttorney(value: unknown, today = new Date()): SignupErrors {
    if (value === undefined || value === null) return {};
    const a = bag(value);
    const errors: SignupErrors = {};
    collect(errors, 'attorney.name', personNameProblem(a.name));
    collect(errors, 'attorney.cpf', cpfProblem(a.cpf));
    collect(errors, 'attorney.email', emailProblem(a.email));
    collect(errors, 'attorney.phone', cellphoneProblem(a.phone));
    collect(errors, 'attorney.valid_until', dayProblem(a.valid_until, 'future', today));
    return errors;
}

/** The representative is an administrator partner or the attorney (matched by CPF). */
export function validateRepresentativeRole(payload: unknown): SignupErrors {
    const d = bag(payload);
    const cpf = cpfDigits(bag(d.representative).cpf);
    if (!cpf) return {};
    const partners = Array.isArray(d.partners) ? d.partners.map(bag) : [];
    const admin = partners.some((p) => p.administrator === true && cpfDigits(p.cpf) === cpf);
    const attorney = d.attorney ? cpfDigits(bag(d.attorney).cpf) === cpf : false;
    return admin || attorney ? {} : { 'representative.cpf': SIGNUP_MESSAGES.representativeRole };
}

export function validateLegalPayload(payload: unknown, options: SignupOptions): SignupErrors {
    const d = bag(payload);
    const company = bag(d.company);
    return {
        ...validateCompany(company, options.today),
        ...validateRepresentative(d.representative, options.today),
        ...validatePartners(d.partners, company.company_kind, options.today),
        ...validateAttorney(d.attorney, options.today),
        ...validateRepresentativeRole(d),
        ...validateAgency(d),
        ...publicErrors(d, bag(d.representative).cpf, options),
    };
}

// Minor (access/signup/minor)

/** The minor (`minor.*`): under 18 on today's Brasília date. */
export function validateMinor(value: unknown, today = new Date()): SignupErrors {
    const m = bag(value);
    const errors: SignupErrors = {};
    collect(errors, 'minor.name', personNameProblem(m.name));
    collect(errors, 'minor.cpf', cpfProblem(m.cpf));
    collect(errors, 'minor.birth_date', birthDateProblem(m.birth_date, 'minor', today));
    return errors;
}

/** The responsible adult (`responsible.*`): CPF, birth date (of age) and relationship. */
export function validateResponsible(value: unknown, minorCpf: unknown, today = new Date()): SignupErrors {
    const r = bag(value);
    const errors: SignupErrors = {};
    const cpf = cpfDigits(r.cpf);
    collect(
        errors,
        'responsible.cpf',
        cpfProblem(r.cpf) ?? (cpf === cpfDigits(minorCpf) ? SIGNUP_MESSAGES.responsibleSelf : null),
    );
    collect(errors, 'responsible.birth_date', birthDateProblem(r.birth_date, 'adult', today));
    collect(
        errors,
        'responsible.relationship',
        isRelationship(r.relationship) ? null : SIGNUP_MESSAGES.relationshipRequired,
    );
    return errors;
}

export function validateMinorPayload(payload: unknown, options: SignupOptions): SignupErrors {
    const d = bag(payload);
    const errors: SignupErrors = {
        ...validateMinor(d.minor, options.today),
        ...validateResponsible(d.responsible, bag(d.minor).cpf, options.today),
        ...validateAddress(d.address),
        ...validateAgency(d),
    };
    if (options.mode === 'public') {
        Object.assign(errors, validateTerms(d, options.termsVersion));
        // The responsible signs with the password they already have: it is checked by the bank.
        if (typeof d.password !== 'string' || d.password === '') {
            errors.password = SIGNUP_MESSAGES.responsiblePasswordRequired;
        }
    }
    return errors;
}

/** 422 `errors` (one message per field, as arrays) from a validator's answer. */
export const asFieldErrors = (errors: SignupErrors): Record<string, string[]> =>
    Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, [message]]));
