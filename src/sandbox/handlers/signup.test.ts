import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { SIGNUP_MESSAGES as M } from '../../domain/signup';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import {
    call,
    confirmedToken,
    demoUser,
    errorsOf,
    failure,
    freshCnpj,
    freshCpf,
    freshMobile,
    post,
    signIn,
    state,
} from '../../test/signupCalls';

withSandbox();
afterEach(() => {
    vi.useRealTimers();
});

describe('signup config, terms and hierarchy (public)', () => {
    it('answers the wizard’s configuration without a session', async () => {
        const { data } = await call<{ data: Record<string, unknown> }>('access/signup/config');
        const terms = await call<{ data: { version: string } }>('access/terms_of_use');
        expect(data).toMatchObject({
            terms_version: terms.data.version,
            code_length: 6,
            code_ttl_seconds: 600,
            min_age: 18,
            max_document_bytes: MAX_DOCUMENT_BYTES,
        });
        expect(data.company_kinds).toEqual(
            expect.arrayContaining([{ code: 'LTDA', label: 'LTDA — Sociedade Empresária Limitada' }]),
        );
        expect(data.relationships).toEqual([
            { code: 'mother', label: 'Mãe' },
            { code: 'father', label: 'Pai' },
            { code: 'guardian', label: 'Responsável legal' },
        ]);
    });

    it('publishes the terms of use in sections, accepted by a signed-in user in their current version', async () => {
        const { data } = await call<{
            data: { title: string; published_at: string; sections: { heading: string; text: string }[] };
        }>('access/terms_of_use');
        expect(data.title).toMatch(/Termos/);
        expect(data.sections.length).toBeGreaterThanOrEqual(10);
        expect(data.sections.every((s) => s.heading && s.text.length > 100)).toBe(true);

        expect((await failure(post('access/terms_of_use/accept', { version: '2026.1' }))).status).toBe(401);
        const user = await signIn('titular_pf');
        expect(await errorsOf(post('access/terms_of_use/accept', { version: '2020.1' }))).toEqual({
            version: [M.termsOutdated],
        });
        const accepted = await post<{ data: { version: string; accepted_at: string } }>(
            'access/terms_of_use/accept',
            { version: '2026.1' },
        );
        expect(accepted.data.version).toBe('2026.1');
        expect(state().users.find((u) => u.username === user.username)?.terms_accepted).toEqual(
            accepted.data,
        );
    });

    it('lists the portal bank’s agencies where an account can be opened', async () => {
        const { data } = await call<{
            data: {
                bank: { code: string };
                agencies: { id: number; number: string; city: string; state: string }[];
            }[];
        }>('access/signup/hierarchy');
        expect(data).toHaveLength(1);
        expect(data[0].bank.code).toBe('990');
        const portalBank = state().banks.find((bank) => bank.code === '990');
        expect(data[0].agencies.length).toBe(
            state().agencies.filter((a) => a.bank_id === portalBank?.id).length,
        );
        expect(data[0].agencies[0]).toEqual({
            id: 1,
            number: '0001',
            name: 'Agência Paulista',
            city: 'São Paulo',
            state: 'SP',
        });
    });

    it('looks a CEP up without a session', async () => {
        const { data } = await post<{ data: { street: string } }>('access/search/cep', { cep: '01310-100' });
        expect(data.street).toBe('Avenida Paulista');
    });
});

describe('unique and validate checks (public)', () => {
    it('CPF: invalid, already registered (masked or not), free', async () => {
        expect(await errorsOf(post('access/signup/cpf/unique', { cpf: '111.111.111-11' }))).toEqual({
            cpf: [M.cpfInvalid],
        });
        const demo = formatCpf(demoUser('titular_pf').username);
        expect(await errorsOf(post('access/signup/cpf/unique', { cpf: demo }))).toEqual({
            cpf: [M.cpfTaken],
        });
        expect(await post('access/signup/cpf/unique', { cpf: freshCpf(1) })).toEqual({
            data: { unique: true },
        });
    });

    it('CNPJ: the spec’s message when invalid, taken for a holder’s, free for a new alphanumeric one', async () => {
        expect(await errorsOf(post('access/signup/cnpj/unique', { cnpj: '12.345.678/0001-00' }))).toEqual({
            cnpj: ['O CNPJ não é valido'],
        });
        const company = demoUser('titular_pj').company?.document as string;
        expect(await errorsOf(post('access/signup/cnpj/unique', { cnpj: formatCnpj(company) }))).toEqual({
            cnpj: [M.cnpjTaken],
        });
        const fresh = formatCnpj(freshCnpj(1)).toLowerCase();
        expect(await post('access/signup/cnpj/unique', { cnpj: fresh })).toEqual({ data: { unique: true } });
    });

    it('e-mail: unique whatever the case, validated with a typo suggestion', async () => {
        const taken = demoUser('titular_pf').email.toUpperCase();
        expect(await errorsOf(post('access/signup/email/unique', { email: taken }))).toEqual({
            email: [M.emailTaken],
        });
        expect(await post('access/signup/email/unique', { email: 'nova@exemplo.com.br' })).toEqual({
            data: { unique: true },
        });
        expect(await post('access/signup/email/validate', { email: 'nova@gmial.com' })).toEqual({
            data: { valid: true, suggestion: 'gmail.com' },
        });
        expect(await post('access/signup/email/validate', { email: 'nova@gmail.com' })).toEqual({
            data: { valid: true, suggestion: null },
        });
        expect(await errorsOf(post('access/signup/email/validate', { email: 'nova@' }))).toEqual({
            email: [M.emailInvalid],
        });
    });

    it('cellphone: the mobile rule, and not in use', async () => {
        expect(
            await errorsOf(post('access/signup/cellphone/validate', { cellphone: '(11) 3456-7890' })),
        ).toEqual({
            cellphone: [M.cellphoneInvalid],
        });
        const taken = demoUser('titular_pf').phone;
        expect(await errorsOf(post('access/signup/cellphone/validate', { cellphone: taken }))).toEqual({
            cellphone: [M.cellphoneTaken],
        });
        expect(await post('access/signup/cellphone/validate', { cellphone: freshMobile(1) })).toEqual({
            data: { valid: true },
        });
    });
});

describe('confirmation codes', () => {
    const EMAIL = 'codigo@exemplo.com.br';
    const send = () =>
        post<{ sandbox_code: string; target_hint: string }>('access/signup/send', {
            channel: 'email',
            target: EMAIL,
        });
    const confirm = (code: string) =>
        post<{ data: { token: string } }>('access/signup/confirm', { channel: 'email', target: EMAIL, code });
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    it('sends a 6-digit code kept only as a hash, and trades it once for a token', async () => {
        const sent = await send();
        expect(sent.sandbox_code).toMatch(/^\d{6}$/);
        expect(sent.target_hint).toBe('co***@exemplo.com.br');
        const stored = JSON.stringify(state().signupCodes);
        expect(stored).not.toContain(sent.sandbox_code);
        expect(stored).toContain(EMAIL);

        const { data } = await confirm(sent.sandbox_code);
        expect(data.token).toMatch(/[0-9a-f-]{36}/);
        expect(JSON.stringify(state().signupCodes)).not.toContain(data.token);
        expect(await errorsOf(confirm(sent.sandbox_code))).toEqual({ code: [M.codeInvalid] });
    });

    it('checks the channel and the target, refusing an address already in use', async () => {
        expect(await errorsOf(post('access/signup/send', { channel: 'fax', target: EMAIL }))).toEqual({
            channel: [M.channelInvalid],
        });
        expect(
            await errorsOf(post('access/signup/send', { channel: 'cellphone', target: '1134567890' })),
        ).toEqual({
            target: [M.cellphoneInvalid],
        });
        const taken = demoUser('titular_pj').email;
        expect(await errorsOf(post('access/signup/send', { channel: 'email', target: taken }))).toEqual({
            target: [M.emailTaken],
        });
        const sms = await post<{ target_hint: string }>('access/signup/send', {
            channel: 'cellphone',
            target: '(11) 95000-0001',
        });
        expect(sms.target_hint).toBe('(11) 9****-0001');
    });

    it('a new send replaces the previous code', async () => {
        const first = await send();
        const second = await send();
        if (first.sandbox_code !== second.sandbox_code) {
            expect(await errorsOf(confirm(first.sandbox_code))).toEqual({ code: [M.codeInvalid] });
        }
        await confirm(second.sandbox_code);
    });

    it('wants 6 digits, and discards the code after 5 wrong tries', async () => {
        const { sandbox_code } = await send();
        expect(await errorsOf(confirm('12a'))).toEqual({ code: [M.codeShape] });
        for (let attempt = 1; attempt <= 4; attempt++) {
            expect(await errorsOf(confirm(wrong(sandbox_code)))).toEqual({ code: [M.codeInvalid] });
        }
        expect(await errorsOf(confirm(wrong(sandbox_code)))).toEqual({ code: [M.codeTooMany] });
        expect(await errorsOf(confirm(sandbox_code))).toEqual({ code: [M.codeInvalid] });
    });

    it('a code expires after 10 minutes', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { sandbox_code } = await send();
        vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
        expect(await errorsOf(confirm(sandbox_code))).toEqual({ code: [M.codeInvalid] });
    });

    it('a code confirmed within 10 minutes works', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { sandbox_code } = await send();
        vi.setSystemTime(Date.now() + 9 * 60_000);
        expect((await confirm(sandbox_code)).data.token).toBeTruthy();
    });

    it('confirmedToken helper confirms a mobile too', async () => {
        expect(await confirmedToken('cellphone', freshMobile(7))).toBeTruthy();
    });
});

describe('responsible adult of a minor (public)', () => {
    const titular = () => {
        const cpf = demoUser('titular_pf').username;
        return state().persons.find((p) => p.document === cpf) as { id: number; birth_date: string };
    };

    it('finds an active natural-person holder of age by CPF and birth date, name masked', async () => {
        const person = titular();
        const { data } = await post<{ data: unknown }>('access/signup/responsible', {
            cpf: formatCpf(demoUser('titular_pf').username),
            birth_date: person.birth_date,
        });
        expect(data).toEqual({ person_id: person.id, name_masked: 'Maria H. S.' });
    });

    it('refuses a wrong birth date, an unknown CPF and a holder who is not active', async () => {
        const cpf = demoUser('titular_pf').username;
        expect(await errorsOf(post('access/signup/responsible', { cpf, birth_date: '1901-01-01' }))).toEqual({
            birth_date: [M.responsibleBirth],
        });
        expect(
            await errorsOf(post('access/signup/responsible', { cpf: freshCpf(3), birth_date: '1980-01-01' })),
        ).toEqual({ cpf: [M.responsibleNotFound] });
        const pending = state().persons.find((p) => p.type === 'natural' && p.status === 'pending');
        expect(pending).toBeDefined();
        expect(
            await errorsOf(
                post('access/signup/responsible', {
                    cpf: pending?.document,
                    birth_date: pending?.birth_date,
                }),
            ),
        ).toEqual({ cpf: [M.responsibleNotFound] });
        expect(await errorsOf(post('access/signup/responsible', { cpf: '123', birth_date: '' }))).toEqual({
            cpf: [M.cpfInvalid],
        });
    });

    it('locks a CPF for 15 minutes after 5 wrong birth dates, the right one included', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const cpf = demoUser('titular_pf').username;
        const right = titular().birth_date;
        for (let day = 1; day <= 5; day++) {
            const birth_date = `1950-01-0${day}`;
            expect(await errorsOf(post('access/signup/responsible', { cpf, birth_date }))).toEqual({
                birth_date: [M.responsibleBirth],
            });
        }
        expect(await errorsOf(post('access/signup/responsible', { cpf, birth_date: right }))).toEqual({
            birth_date: [M.responsibleLocked],
        });
        vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
        expect(
            (
                await post<{ data: { person_id: number } }>('access/signup/responsible', {
                    cpf,
                    birth_date: right,
                })
            ).data.person_id,
        ).toBe(titular().id);
    });
});

describe('staff searches (access.account.create)', () => {
    it('are closed to holders and to callers without a session', async () => {
        expect((await failure(post('access/search/cpf', { cpf: freshCpf(1) }))).status).toBe(401);
        await signIn('titular_pf');
        expect((await failure(post('access/search/cpf', { cpf: freshCpf(1) }))).status).toBe(403);
    });

    it('finds a holder by CPF or CNPJ; an unknown document gets the spec’s document_number message', async () => {
        await signIn('backoffice');
        const pf = demoUser('titular_pf');
        const person = state().persons.find((p) => p.document === pf.username);
        const { data } = await post<{ data: unknown }>('access/search/cpf', { cpf: formatCpf(pf.username) });
        expect(data).toEqual({
            id: person?.id,
            type: 'natural',
            name: pf.name,
            document: pf.username,
            status: 'active',
            accounts_count: state().accounts.filter((a) => a.person_id === person?.id).length,
        });
        expect(await errorsOf(post('access/search/cpf', { cpf: freshCpf(2) }))).toEqual({
            document_number: ['Não existem registros para esse número de documento.'],
        });
        const company = demoUser('titular_pj').company?.document as string;
        expect(
            (await post<{ data: { name: string } }>('access/search/cnpj', { cnpj: formatCnpj(company) })).data
                .name,
        ).toBe(demoUser('titular_pj').company?.name);
        expect(await errorsOf(post('access/search/cnpj', { cnpj: freshCnpj(2) }))).toEqual({
            document_number: ['Não existem registros para esse número de documento.'],
        });
        expect(await errorsOf(post('access/search/cnpj', { cnpj: '00' }))).toEqual({
            cnpj: ['O CNPJ não é valido'],
        });
    });

    it('finds an account by number, with or without its digit', async () => {
        await signIn('backoffice');
        const account = state().accounts[0];
        for (const number of [account.number, `${account.number}-${account.digit}`]) {
            const { data } = await post<{ data: { id: number; holder: unknown } }>('access/search/number', {
                number,
            });
            expect(data.id).toBe(account.id);
            expect(data.holder).toBeTruthy();
        }
        const wrongDigit = `${account.number}-${(Number(account.digit) + 1) % 10}`;
        expect(await errorsOf(post('access/search/number', { number: wrongDigit }))).toEqual({
            number: [M.accountNotFound],
        });
        expect(await errorsOf(post('access/search/number', { number: 'abc' }))).toEqual({
            number: [M.accountNumberInvalid],
        });
    });

    it('pages accounts searched by holder name, document or number', async () => {
        await signIn('backoffice');
        const pf = demoUser('titular_pf');
        const person = state().persons.find((p) => p.document === pf.username);
        const own = state().accounts.filter((a) => a.person_id === person?.id);
        const search = async (text: string) =>
            (
                await request<{ data: { id: number }[]; meta: { total: number } }>('access/search/accounts', {
                    query: { filter: { search: text }, per_page: 100 },
                    quiet: true,
                })
            ).body;
        for (const text of ['maria helena', formatCpf(pf.username)]) {
            expect((await search(text)).data.map((a) => a.id).sort()).toEqual(own.map((a) => a.id).sort());
        }
        expect((await search(`${own[0].number}-${own[0].digit}`)).data.map((a) => a.id)).toContain(own[0].id);
        expect((await search('')).meta.total).toBe(state().accounts.length);
    });
});
