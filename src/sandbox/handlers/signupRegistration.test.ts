import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../authProvider/session';
import { accountCheckDigit } from '../../domain/accountNumber';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { SIGNUP_MESSAGES as M } from '../../domain/signup';
import { withSandbox } from '../../test/sandbox';
import {
    ADDRESS,
    call,
    confirmedToken,
    demoUser,
    errorsOf,
    failure,
    freshCnpj,
    freshCpf,
    freshMobile,
    logInAs,
    naturalPayload,
    PASSWORD,
    post,
    signIn,
    state,
    withTokens,
} from '../../test/signupCalls';
import { HOLDER } from '../seed/users';

withSandbox();
afterEach(() => {
    vi.useRealTimers();
});

interface Registration {
    person_id: number;
    person_uuid: string;
    status: string;
    account: { id: number; number: string; digit: string; agency: string; status: string };
    user_uuid: string | null;
    required_documents: { label: string; anyOf: string[] }[];
}

const register = async (path: string, body: unknown) => (await post<{ data: Registration }>(path, body)).data;

describe('POST access/signup/cpf', () => {
    it('opens a pending holder and account with a user who signs in at once and reads its accounts', async () => {
        const payload = await withTokens(naturalPayload(1));
        const registration = await register('access/signup/cpf', payload);
        expect(registration).toMatchObject({
            status: 'pending',
            account: { agency: '0001', status: 'pending' },
        });
        expect(registration.account.digit).toBe(accountCheckDigit(registration.account.number));
        expect(registration.required_documents.map((r) => r.label)).toEqual([
            'Documento de identidade (RG ou CNH)',
            'Selfie com o documento',
            'Comprovante de endereço',
        ]);

        const person = state().persons.find((p) => p.id === registration.person_id);
        expect(person).toMatchObject({
            type: 'natural',
            document: freshCpf(1),
            email: 'luana.1@exemplo.com.br',
            phone: freshMobile(1),
            mother_name: 'Sílvia Ferraz Bittencourt',
            monthly_income: 620_000,
            status: 'pending',
            origin: 'self',
            created_by: null,
            address: { ...ADDRESS, zip: '01310100' },
        });
        const account = state().accounts.find((a) => a.id === registration.account.id);
        const common = state().accountTypes.find((t) => t.code === 'common');
        expect(account).toMatchObject({
            kind: 'natural_person_account',
            account_type_id: common?.id,
            balance: 0,
        });
        const user = state().users.find((u) => u.uuid === registration.user_uuid);
        expect(user).toMatchObject({ username: freshCpf(1), status: 'active', role: 'cliente' });
        expect(user?.permissions).toEqual([...HOLDER]);
        expect(user?.terms_accepted?.version).toBe('2026.1');
        // The confirmations are spent.
        expect(state().signupCodes.filter((c) => c.token_hash)).toHaveLength(0);

        await logInAs(formatCpf(freshCpf(1)), PASSWORD);
        const profile = await call<{ data: { person_id: number } }>('access/profile');
        expect(profile.data.person_id).toBe(registration.person_id);
        const accounts = await call<{ data: { id: number; status: string }[] }>(
            `access/persons/${registration.person_id}/accounts`,
        );
        expect(accounts.data).toEqual([
            expect.objectContaining({ id: registration.account.id, status: 'pending' }),
        ]);
    });

    it('answers bad fields by path and keeps the confirmations for the corrected submission', async () => {
        const payload = await withTokens(naturalPayload(2));
        const bad = { ...payload, birth_date: '2015-01-01', address: { ...ADDRESS, zip: '123' } };
        expect(await errorsOf(post('access/signup/cpf', bad))).toEqual({
            birth_date: [M.underAge],
            'address.zip': ['O CEP deve ter 8 dígitos.'],
        });
        expect(await errorsOf(post('access/signup/cpf', { ...payload, agency_id: 999 }))).toEqual({
            agency_id: [M.agencyRequired],
        });
        expect((await register('access/signup/cpf', payload)).status).toBe('pending');
    });

    it('refuses tokens that do not prove this payload’s addresses, or that expired', async () => {
        const payload = naturalPayload(3);
        const otherEmail = await confirmedToken('email', 'outra@exemplo.com.br');
        const cellphoneToken = await confirmedToken('cellphone', payload.cellphone);
        expect(
            await errorsOf(
                post('access/signup/cpf', {
                    ...payload,
                    email_token: otherEmail,
                    cellphone_token: cellphoneToken,
                }),
            ),
        ).toEqual({ email_token: [M.tokenInvalid] });

        vi.useFakeTimers({ toFake: ['Date'] });
        const late = await withTokens(naturalPayload(4));
        vi.setSystemTime(Date.now() + 61 * 60_000);
        expect(await errorsOf(post('access/signup/cpf', late))).toEqual({
            email_token: [M.tokenInvalid],
            cellphone_token: [M.tokenInvalid],
        });
    });

    it('a double submission creates one holder: the second is refused as already registered', async () => {
        const payload = await withTokens(naturalPayload(5));
        const persons = state().persons.length;
        const answers = await Promise.allSettled([
            post('access/signup/cpf', payload),
            post('access/signup/cpf', payload),
        ]);
        expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
        const refused = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
        expect(refused.reason.body.errors.cpf).toEqual([M.cpfTaken]);
        expect(state().persons.length).toBe(persons + 1);
        expect(state().users.filter((u) => u.username === freshCpf(5))).toHaveLength(1);
    });

    it('refuses a CPF, e-mail or mobile already registered', async () => {
        const pf = demoUser('titular_pf');
        const payload = await withTokens(naturalPayload(6));
        const errors = await errorsOf(post('access/signup/cpf', { ...payload, cpf: pf.username }));
        expect(errors).toMatchObject({ cpf: [M.cpfTaken] });
        await register('access/signup/cpf', payload);
        const again = await withTokens(naturalPayload(7, { email: 'luana.7@exemplo.com.br' }));
        expect(
            await errorsOf(
                post('access/signup/cpf', { ...again, email: payload.email, cellphone: payload.cellphone }),
            ),
        ).toMatchObject({ email: [M.emailTaken], cellphone: [M.cellphoneTaken] });
    });
});

const partner = (n: number, share_bp: number, administrator: boolean) => ({
    name: `Sócio Número ${['Um', 'Dois', 'Três'][n]}`,
    cpf: formatCpf(freshCpf(100 + n)),
    birth_date: '1978-05-20',
    email: `socio${n}@alfa.com.br`,
    phone: freshMobile(100 + n),
    share_bp,
    administrator,
});

const legalPayload = (over: Record<string, unknown> = {}) => ({
    company: {
        name: 'Alfa Beta Serviços Digitais Ltda',
        trade_name: 'Alfa Digital',
        cnpj: formatCnpj(freshCnpj(1)),
        company_kind: 'LTDA',
        founded_on: '2019-02-11',
        monthly_revenue: 12_500_000,
        email: 'contato@alfadigital.com.br',
        phone: freshMobile(200),
        address: ADDRESS,
    },
    representative: {
        name: 'Paula Procuradora Reis',
        cpf: formatCpf(freshCpf(300)),
        birth_date: '1985-10-02',
        email: 'paula@alfadigital.com.br',
        cellphone: freshMobile(300),
    },
    partners: [partner(0, 7000, true), partner(1, 3000, false)],
    attorney: {
        name: 'Paula Procuradora Reis',
        cpf: freshCpf(300),
        email: 'paula@alfadigital.com.br',
        phone: freshMobile(300),
        valid_until: '2099-12-31',
    },
    agency_id: 3,
    terms_version: '2026.1',
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...over,
});

const legalTokens = async (payload: ReturnType<typeof legalPayload>) => ({
    ...payload,
    email_token: await confirmedToken('email', payload.representative.email),
    cellphone_token: await confirmedToken('cellphone', payload.representative.cellphone),
});

describe('POST access/signup/cnpj', () => {
    it('opens a company with an alphanumeric CNPJ, its partners and attorney; the representative signs in', async () => {
        const payload = await legalTokens(legalPayload());
        const registration = await register('access/signup/cnpj', payload);
        expect(registration.account.agency).toBe('0023');
        expect(registration.required_documents.map((r) => r.label)).toContain('Procuração');
        const person = state().persons.find((p) => p.id === registration.person_id);
        expect(person).toMatchObject({
            type: 'legal',
            document: freshCnpj(1),
            trade_name: 'Alfa Digital',
            company_kind: 'LTDA',
            monthly_revenue: 12_500_000,
            origin: 'self',
            attorney: { document: freshCpf(300), valid_until: '2099-12-31' },
        });
        expect(person?.partners?.map((p) => [p.document, p.share_bp, p.administrator])).toEqual([
            [freshCpf(100), 7000, true],
            [freshCpf(101), 3000, false],
        ]);
        const account = state().accounts.find((a) => a.id === registration.account.id);
        expect(account?.kind).toBe('legal_person_account');
        const user = state().users.find((u) => u.uuid === registration.user_uuid);
        expect(user).toMatchObject({
            username: freshCpf(300),
            person_id: person?.id,
            name: 'Paula Procuradora Reis',
        });
        await logInAs(freshCpf(300), PASSWORD);
        const accounts = await call<{ data: { id: number }[] }>(`access/persons/${person?.id}/accounts`);
        expect(accounts.data.map((a) => a.id)).toEqual([registration.account.id]);
    });

    it('answers the partners’ rules on `partners` and their fields on `partners.N.*`', async () => {
        const shares = legalPayload({ partners: [partner(0, 6000, true), partner(1, 3000, false)] });
        expect(await errorsOf(post('access/signup/cnpj', shares))).toMatchObject({
            partners: [M.partnersShares],
        });
        const repeated = legalPayload({
            partners: [partner(0, 5000, true), { ...partner(1, 5000, false), cpf: freshCpf(100) }],
        });
        expect(await errorsOf(post('access/signup/cnpj', repeated))).toMatchObject({
            'partners.1.cpf': [M.partnersRepeated],
        });
        const noAdmin = legalPayload({ partners: [partner(0, 5000, false), partner(1, 5000, false)] });
        expect(await errorsOf(post('access/signup/cnpj', noAdmin))).toMatchObject({
            partners: [M.partnersAdministrator],
        });
        const expired = legalPayload({ attorney: { ...legalPayload().attorney, valid_until: '2020-01-01' } });
        expect(await errorsOf(post('access/signup/cnpj', expired))).toMatchObject({
            'attorney.valid_until': [M.validUntilPast],
        });
    });

    it('refuses a registered CNPJ and a representative who already has a user', async () => {
        const pj = demoUser('titular_pj');
        const payload = await legalTokens(legalPayload());
        const taken = { ...payload, company: { ...payload.company, cnpj: pj.company?.document } };
        expect(await errorsOf(post('access/signup/cnpj', taken))).toMatchObject({
            'company.cnpj': [M.cnpjTaken],
        });

        await signIn('backoffice');
        const staffPayload = legalPayload({
            company: { ...legalPayload().company, cnpj: freshCnpj(2, false) },
            representative: { ...legalPayload().representative, cpf: pj.username, email: 'x@alfa.com.br' },
            partners: [{ ...partner(0, 10000, true), cpf: pj.username }],
            attorney: null,
        });
        expect(await errorsOf(post('access/backoffice/register/cnpj', staffPayload))).toEqual({
            'representative.cpf': [M.userTaken],
        });
    });
});

const minorPayload = (over: Record<string, unknown> = {}) => {
    const pf = demoUser('titular_pf');
    const adult = state().persons.find((p) => p.document === pf.username);
    return {
        minor: { name: 'Caio Souza Lima', cpf: formatCpf(freshCpf(400)), birth_date: '2016-03-09' },
        responsible: { cpf: pf.username, birth_date: adult?.birth_date, relationship: 'mother' },
        address: ADDRESS,
        agency_id: 2,
        terms_version: '2026.1',
        password: 'Demo@2026',
        ...over,
    };
};

describe('POST access/signup/minor', () => {
    it('opens the minor’s account, operated by the responsible and listed among their accounts', async () => {
        const registration = await register('access/signup/minor', minorPayload());
        expect(registration.user_uuid).toBeNull();
        expect(registration.required_documents.map((r) => r.label)).toEqual([
            'Documento de identidade (RG ou CNH)',
            'Comprovante de endereço',
        ]);
        const pf = demoUser('titular_pf');
        const adult = state().persons.find((p) => p.document === pf.username);
        const minor = state().persons.find((p) => p.id === registration.person_id);
        expect(minor).toMatchObject({
            document: freshCpf(400),
            status: 'pending',
            email: adult?.email,
            responsible: { person_id: adult?.id, relationship: 'mother' },
        });

        await signIn('titular_pf');
        const { data } = await call<{ data: { id: number; person_id: number }[] }>(
            `access/persons/${adult?.id}/accounts`,
        );
        expect(data).toContainEqual(
            expect.objectContaining({ id: registration.account.id, person_id: registration.person_id }),
        );
        const own = await call<{ data: { id: number }[] }>(
            `access/persons/${registration.person_id}/accounts`,
        );
        expect(own.data.map((a) => a.id)).toEqual([registration.account.id]);
    });

    it('wants the responsible’s own password, a matching birth date and a minor under 18', async () => {
        expect(await errorsOf(post('access/signup/minor', minorPayload({ password: 'Errada2026' })))).toEqual(
            {
                password: [M.responsiblePassword],
            },
        );
        const wrongBirth = minorPayload();
        wrongBirth.responsible = { ...wrongBirth.responsible, birth_date: '1950-01-01' };
        expect(await errorsOf(post('access/signup/minor', wrongBirth))).toEqual({
            'responsible.birth_date': [M.responsibleBirth],
        });
        // Without the password the birth date is not even compared.
        expect(
            await errorsOf(post('access/signup/minor', { ...wrongBirth, password: 'Errada2026' })),
        ).toEqual({
            password: [M.responsiblePassword],
        });
        const adult = minorPayload({
            minor: { name: 'Caio Souza Lima', cpf: freshCpf(401), birth_date: '2000-01-01' },
        });
        expect(await errorsOf(post('access/signup/minor', adult))).toEqual({
            'minor.birth_date': [M.notMinor],
        });
    });
});

describe('POST access/backoffice/register/* (access.account.create)', () => {
    const staffNatural = (n: number) => {
        const {
            email_token: _,
            cellphone_token: __,
            terms_version: ___,
            password: ____,
            ...rest
        } = {
            ...naturalPayload(n),
            email_token: '',
            cellphone_token: '',
        };
        const { password_confirmation: _____, ...body } = rest;
        return body;
    };

    it('is closed without a session and to holders', async () => {
        expect((await failure(post('access/backoffice/register/cpf', staffNatural(10)))).status).toBe(401);
        await signIn('titular_pf');
        expect((await failure(post('access/backoffice/register/cpf', staffNatural(10)))).status).toBe(403);
    });

    it('registers a holder whose user has no password until "Esqueci minha senha"', async () => {
        const staff = await signIn('backoffice');
        const staffId = state().users.find((u) => u.username === staff.username)?.id;
        const registration = await register('access/backoffice/register/cpf', staffNatural(11));
        const person = state().persons.find((p) => p.id === registration.person_id);
        expect(person).toMatchObject({ origin: 'backoffice', created_by: staffId, status: 'pending' });
        const user = state().users.find((u) => u.uuid === registration.user_uuid);
        expect(user?.terms_accepted).toBeUndefined();

        clearSession();
        const cpf = freshCpf(11);
        for (const password of [PASSWORD, '', user?.password_hash]) {
            expect((await failure(post('login/web', { username: cpf, password }))).status).toBe(422);
        }
        const sent = await post<{ sandbox_token: string }>('access/user_password/send_token', { cpf });
        const { reset_token } = await post<{ reset_token: string }>('access/user_password/confirm_token', {
            cpf,
            token: sent.sandbox_token,
        });
        await call('access/user_password/change', {
            method: 'PUT',
            body: { cpf, reset_token, password: 'NovaSenha2026', password_confirmation: 'NovaSenha2026' },
        });
        await logInAs(cpf, 'NovaSenha2026');
        expect((await call<{ data: { person_id: number } }>('access/profile')).data.person_id).toBe(
            person?.id,
        );
    });

    it('registers a company and a minor without codes, terms or passwords', async () => {
        await signIn('backoffice');
        const { terms_version: _, password: __, password_confirmation: ___, ...company } = legalPayload();
        const pj = await register('access/backoffice/register/cnpj', company);
        expect(state().persons.find((p) => p.id === pj.person_id)?.origin).toBe('backoffice');
        const { terms_version: ____, password: _____, ...minor } = minorPayload();
        const registration = await register('access/backoffice/register/minor', minor);
        expect(registration.user_uuid).toBeNull();
        expect(state().persons.find((p) => p.id === registration.person_id)?.responsible?.relationship).toBe(
            'mother',
        );
    });
});
