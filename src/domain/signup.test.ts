import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed, formatCnpj } from './cnpj';
import { cpfFromSeed, formatCpf } from './cpf';
import { PASSWORD_MESSAGES } from './password';
import {
    ageOn,
    asFieldErrors,
    birthDateProblem,
    COMPANY_KINDS,
    fieldPath,
    SIGNUP_MESSAGES as M,
    RELATIONSHIPS,
    relationshipLabel,
    suggestEmailDomain,
    validateAttorney,
    validateCompany,
    validateContact,
    validateLegalPayload,
    validateMinorPayload,
    validateNaturalPayload,
    validatePartners,
    validateRepresentativeRole,
    validateResponsible,
    validateTerms,
} from './signup';

// 15/06/2026 10:00 in Brasília.
const TODAY = new Date('2026-06-15T13:00:00.000Z');
const CPF_A = cpfFromSeed(1);
const CPF_B = cpfFromSeed(2);
const CPF_C = cpfFromSeed(3);
const ADDRESS = {
    zip: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
};

const natural = (over: Record<string, unknown> = {}) => ({
    name: 'Joana Prado Lima',
    cpf: formatCpf(CPF_A),
    birth_date: '1990-04-20',
    mother_name: 'Rita Prado Lima',
    email: 'joana.prado@gmail.com',
    cellphone: '(11) 98765-4321',
    monthly_income: 450_000,
    address: ADDRESS,
    agency_id: 1,
    email_token: 'e',
    cellphone_token: 'c',
    terms_version: '2026.1',
    password: 'Segura2026',
    password_confirmation: 'Segura2026',
    ...over,
});

const partner = (cpf: string, share_bp: number, administrator: boolean) => ({
    name: 'Sócio da Silva',
    cpf,
    birth_date: '1980-01-10',
    email: 'socio@empresa.com.br',
    phone: '11987654321',
    share_bp,
    administrator,
});

const legal = (over: Record<string, unknown> = {}) => ({
    company: {
        name: 'Prado Comércio Ltda',
        trade_name: 'Prado Store',
        cnpj: formatCnpj(cnpjFromSeed(5, true)),
        company_kind: 'LTDA',
        founded_on: '2015-03-01',
        monthly_revenue: 8_000_000,
        email: 'contato@pradostore.com.br',
        phone: '11991234567',
        address: ADDRESS,
    },
    representative: {
        name: 'Sócio da Silva',
        cpf: CPF_A,
        birth_date: '1980-01-10',
        email: 'socio@pradostore.com.br',
        cellphone: '11987654321',
    },
    partners: [partner(CPF_A, 6000, true), partner(CPF_B, 4000, false)],
    agency_id: 2,
    ...over,
});

describe('field paths', () => {
    it('joins the path of nested and listed fields as the 422 answers name them', () => {
        expect(fieldPath('partners', 0, 'cpf')).toBe('partners.0.cpf');
        expect(fieldPath('company', 'address', 'zip')).toBe('company.address.zip');
        expect(fieldPath('', 'email')).toBe('email');
        expect(asFieldErrors({ 'address.zip': 'x' })).toEqual({ 'address.zip': ['x'] });
    });
});

describe('age and birth dates (Brasília today)', () => {
    it('counts whole years, the birthday itself included', () => {
        expect(ageOn('2008-06-15', TODAY)).toBe(18);
        expect(ageOn('2008-06-16', TODAY)).toBe(17);
        expect(ageOn('2000-02-29', TODAY)).toBe(26);
        expect(ageOn('2026-02-30', TODAY)).toBeNull();
        expect(ageOn('15/06/2008', TODAY)).toBeNull();
    });

    it('uses the Brasília day: at 01:00 UTC it is still the day before', () => {
        const lateEvening = new Date('2026-06-16T01:00:00.000Z');
        expect(ageOn('2008-06-16', lateEvening)).toBe(17);
    });

    it('checks adult, minor and future dates', () => {
        expect(birthDateProblem('', 'adult', TODAY)).toBe(M.birthRequired);
        expect(birthDateProblem('2010-01-01', 'adult', TODAY)).toBe(M.underAge);
        expect(birthDateProblem('1990-01-01', 'minor', TODAY)).toBe(M.notMinor);
        expect(birthDateProblem('2026-07-01', 'minor', TODAY)).toBe(M.birthFuture);
        expect(birthDateProblem('2012-13-01', 'any', TODAY)).toBe(M.dateInvalid);
        expect(birthDateProblem('2012-05-01', 'minor', TODAY)).toBeNull();
    });

    it('is never negative nor off by more than one from the year difference', () => {
        fc.assert(
            fc.property(
                fc.date({ min: new Date('1920-01-01'), max: new Date('2026-06-14'), noInvalidDate: true }),
                (birth) => {
                    const text = birth.toISOString().slice(0, 10);
                    const age = ageOn(text, TODAY) as number;
                    const years = 2026 - birth.getUTCFullYear();
                    return age >= 0 && (age === years || age === years - 1);
                },
            ),
        );
    });
});

describe('e-mail', () => {
    it('suggests the common domain one or two keystrokes away', () => {
        expect(suggestEmailDomain('ana@gmial.com')).toBe('gmail.com');
        expect(suggestEmailDomain('ana@gmail.co')).toBe('gmail.com');
        expect(suggestEmailDomain('ana@hotmal.com')).toBe('hotmail.com');
        expect(suggestEmailDomain('ana@yahoo.com.bt')).toBe('yahoo.com.br');
        expect(suggestEmailDomain('ana@outlok.com')).toBe('outlook.com');
    });

    it('leaves known and unrelated domains alone', () => {
        expect(suggestEmailDomain('ana@gmail.com')).toBeNull();
        expect(suggestEmailDomain('ana@uol.com.br')).toBeNull();
        expect(suggestEmailDomain('ricardo@emporiomonteiro.com.br')).toBeNull();
        expect(suggestEmailDomain('sem-arroba')).toBeNull();
    });

    it('checks the format', () => {
        expect(validateContact({ email: 'ana@@x.com', cellphone: '11987654321' })).toEqual({
            email: M.emailInvalid,
        });
        expect(validateContact({ email: 'a..b@x.com', cellphone: '11987654321' }).email).toBe(M.emailInvalid);
        expect(validateContact({ email: ' Ana@Example.COM ', cellphone: '(11) 98765-4321' })).toEqual({});
    });
});

describe('mobile (spec 2 §5)', () => {
    it('wants 11 digits, a valid DDD and a 9 after it', () => {
        expect(validateContact({ email: 'a@b.com', cellphone: '1198765432' }).cellphone).toBe(
            M.cellphoneInvalid,
        );
        expect(validateContact({ email: 'a@b.com', cellphone: '20987654321' }).cellphone).toBe(
            M.cellphoneInvalid,
        );
        expect(validateContact({ email: 'a@b.com', cellphone: '11887654321' }).cellphone).toBe(
            M.cellphoneInvalid,
        );
        expect(validateContact({ email: 'a@b.com', cellphone: '' }, 'representative')).toEqual({
            'representative.cellphone': M.cellphoneRequired,
        });
    });
});

describe('vocabularies', () => {
    it('has the legal natures with labels and the relationships in pt-BR', () => {
        expect(COMPANY_KINDS.map((k) => k.code)).toEqual(
            expect.arrayContaining(['MEI', 'EI', 'LTDA', 'SLU', 'SA', 'EIRELI']),
        );
        expect(COMPANY_KINDS.every((k) => k.label.length > 3)).toBe(true);
        expect(RELATIONSHIPS.map((r) => r.label)).toEqual(['Mãe', 'Pai', 'Responsável legal']);
        expect(relationshipLabel('guardian')).toBe('Responsável legal');
    });
});

describe('natural person payload', () => {
    it('accepts a complete self-registration', () => {
        expect(
            validateNaturalPayload(natural(), { mode: 'public', today: TODAY, termsVersion: '2026.1' }),
        ).toEqual({});
    });

    it('names each broken field by its path', () => {
        const errors = validateNaturalPayload(
            natural({
                name: 'Joana',
                cpf: '123.456.789-00',
                birth_date: '2010-01-01',
                monthly_income: -1,
                address: { ...ADDRESS, zip: '0131', state: 'XX' },
                agency_id: null,
            }),
            { mode: 'public', today: TODAY },
        );
        expect(errors).toEqual({
            name: M.nameFull,
            cpf: M.cpfInvalid,
            birth_date: M.underAge,
            monthly_income: M.amountInvalid,
            'address.zip': 'O CEP deve ter 8 dígitos.',
            'address.state': 'UF inválida: use a sigla do estado (ex.: SP).',
            agency_id: M.agencyRequired,
        });
    });

    it('reuses the password rules (no CPF inside) and wants tokens and terms only for self-registration', () => {
        const bare = natural({
            password: `a${CPF_A}`,
            email_token: '',
            cellphone_token: '',
            terms_version: '',
        });
        expect(validateNaturalPayload(bare, { mode: 'public', today: TODAY })).toEqual({
            password: PASSWORD_MESSAGES.containsCpf,
            email_token: M.tokenRequired,
            cellphone_token: M.tokenRequired,
            terms_version: M.termsRequired,
        });
        expect(validateNaturalPayload(bare, { mode: 'staff', today: TODAY })).toEqual({});
        expect(
            validateNaturalPayload(natural({ password_confirmation: 'Outra2026' }), {
                mode: 'public',
                today: TODAY,
            }),
        ).toEqual({ password_confirmation: PASSWORD_MESSAGES.mismatch });
    });

    it('refuses an older terms version', () => {
        expect(validateTerms({ terms_version: '2025.2' }, '2026.1')).toEqual({
            terms_version: M.termsOutdated,
        });
    });
});

describe('legal person', () => {
    it('accepts a company with an alphanumeric CNPJ, two partners and an administrator representative', () => {
        expect(validateLegalPayload(legal(), { mode: 'staff', today: TODAY })).toEqual({});
    });

    it('checks the company fields, its CNPJ with the spec’s message and its address under company.address', () => {
        const errors = validateCompany(
            {
                ...legal().company,
                cnpj: '12.345.678/0001-00',
                company_kind: 'XYZ',
                founded_on: '2027-01-01',
                address: { ...ADDRESS, street: '' },
            },
            TODAY,
        );
        expect(errors).toEqual({
            'company.cnpj': 'O CNPJ não é valido',
            'company.company_kind': M.companyKindRequired,
            'company.founded_on': M.foundedFuture,
            'company.address.street': 'Informe o logradouro.',
        });
    });

    it('takes a landline or a mobile for the company, with a valid DDD', () => {
        const phone = (value: string) =>
            validateCompany({ ...legal().company, phone: value }, TODAY)['company.phone'];
        expect(phone('(11) 3456-7890')).toBeUndefined();
        expect(phone('11987654321')).toBeUndefined();
        expect(phone('(20) 3456-7890')).toBe(M.phoneInvalid);
        expect(phone('11 8765-4321')).toBe(M.phoneInvalid);
        expect(phone('')).toBe(M.phoneRequired);
    });

    it('wants shares adding up to 100 %', () => {
        const partners = [partner(CPF_A, 6000, true), partner(CPF_B, 3000, false)];
        expect(validatePartners(partners, 'LTDA', TODAY)).toEqual({ partners: M.partnersShares });
    });

    it('wants an administrator', () => {
        const partners = [partner(CPF_A, 5000, false), partner(CPF_B, 5000, false)];
        expect(validatePartners(partners, 'LTDA', TODAY)).toEqual({ partners: M.partnersAdministrator });
    });

    it('refuses a repeated CPF on the later partner', () => {
        const partners = [partner(CPF_A, 5000, true), partner(formatCpf(CPF_A), 5000, false)];
        expect(validatePartners(partners, 'LTDA', TODAY)).toEqual({ 'partners.1.cpf': M.partnersRepeated });
    });

    it('wants one owner for single-owner natures, an adult administrator and valid shares', () => {
        const two = [partner(CPF_A, 5000, true), partner(CPF_B, 5000, false)];
        expect(validatePartners(two, 'MEI', TODAY)).toEqual({ partners: M.partnersSingleOwner });
        const young = [{ ...partner(CPF_A, 10000, true), birth_date: '2010-01-01' }];
        expect(validatePartners(young, 'LTDA', TODAY)).toEqual({
            'partners.0.birth_date': M.administratorUnderAge,
        });
        const zero = [partner(CPF_A, 0, true), partner(CPF_B, 10000, false)];
        expect(validatePartners(zero, 'LTDA', TODAY)).toEqual({ 'partners.0.share_bp': M.shareInvalid });
        expect(validatePartners([], 'LTDA', TODAY)).toEqual({ partners: M.partnersRequired });
    });

    it('sums any split of 10000 basis points as valid', () => {
        fc.assert(
            fc.property(fc.integer({ min: 1, max: 9999 }), (first) => {
                const partners = [partner(CPF_A, first, true), partner(CPF_B, 10000 - first, false)];
                return Object.keys(validatePartners(partners, 'LTDA', TODAY)).length === 0;
            }),
        );
    });

    it('wants the attorney’s power valid after today', () => {
        const attorney = {
            name: 'Paulo Procurador',
            cpf: CPF_C,
            email: 'paulo@adv.com.br',
            phone: '21998765432',
            valid_until: '2026-06-15',
        };
        expect(validateAttorney(attorney, TODAY)).toEqual({ 'attorney.valid_until': M.validUntilPast });
        expect(validateAttorney({ ...attorney, valid_until: '2026-06-16' }, TODAY)).toEqual({});
        expect(validateAttorney(null, TODAY)).toEqual({});
    });

    it('wants the representative to be an administrator partner or the attorney', () => {
        expect(validateRepresentativeRole(legal({ representative: { cpf: CPF_B } }))).toEqual({
            'representative.cpf': M.representativeRole,
        });
        const withAttorney = legal({ representative: { cpf: CPF_C }, attorney: { cpf: formatCpf(CPF_C) } });
        expect(validateRepresentativeRole(withAttorney)).toEqual({});
    });
});

describe('minor', () => {
    const minor = (over: Record<string, unknown> = {}) => ({
        minor: { name: 'Pedro Prado Lima', cpf: CPF_C, birth_date: '2015-09-01' },
        responsible: { cpf: CPF_A, birth_date: '1990-04-20', relationship: 'mother' },
        address: ADDRESS,
        agency_id: 1,
        terms_version: '2026.1',
        password: 'Segura2026',
        ...over,
    });

    it('accepts a minor under 18 with a responsible adult', () => {
        expect(validateMinorPayload(minor(), { mode: 'public', today: TODAY })).toEqual({});
    });

    it('refuses an adult as the minor, the minor as responsible and an unknown relationship', () => {
        const errors = validateMinorPayload(
            minor({
                minor: { name: 'Pedro Prado Lima', cpf: CPF_C, birth_date: '2008-06-15' },
                responsible: { cpf: CPF_C, birth_date: '1990-04-20', relationship: 'uncle' },
                password: '',
            }),
            { mode: 'public', today: TODAY },
        );
        expect(errors).toEqual({
            'minor.birth_date': M.notMinor,
            'responsible.cpf': M.responsibleSelf,
            'responsible.relationship': M.relationshipRequired,
            password: M.responsiblePasswordRequired,
        });
    });

    it('wants the responsible of age', () => {
        const young = { cpf: CPF_A, birth_date: '2009-01-01', relationship: 'father' };
        expect(validateResponsible(young, CPF_C, TODAY)).toEqual({ 'responsible.birth_date': M.underAge });
    });
});
