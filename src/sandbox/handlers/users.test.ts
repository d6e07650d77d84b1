import { describe, expect, it } from 'vitest';
import { authApi } from '../../authProvider/api';
import { PERMISSIONS } from '../../contract/permissions';
import { ACCESS_USER_MESSAGES, COLLABORATOR_PROFILES } from '../../domain/accessUsers';
import { EMPLOYEE_MESSAGES } from '../../domain/employees';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';
import { DEMO_PASSWORD, type DemoUserKey, PROFILE_PERMISSIONS } from '../seed/users';

withSandbox();

const userOf = (key: DemoUserKey) => state().users.find((u) => u.username === demoUser(key).username);

const NEW_STAFF = {
    name: 'Paula Regina Torres',
    cpf: '529.982.247-25',
    email: 'paula.torres@bancodigital.com.br',
    phone: '(11) 98888-7777',
    role: 'gestor',
    two_factor: false,
};

describe('access users (staff)', () => {
    it('lists, filters and counts the bank users', async () => {
        await signIn('backoffice');
        const page = await call<{ data: { username: string; kind: string }[]; meta: { total: number } }>(
            'access/user',
            { query: { per_page: 100 } },
        );
        expect(page.meta.total).toBe(state().users.length);
        const gestores = await call<{ data: { role: string }[] }>('access/user', {
            query: { filter: { role: 'gestor' } },
        });
        expect(gestores.data.map((u) => u.role)).toEqual(['gestor']);
        const search = await call<{ data: { username: string }[] }>('access/user', {
            query: { filter: { search: '830.871' } },
        });
        expect(search.data.map((u) => u.username)).toEqual([demoUser('titular_pj').username]);
        const sum = await call<{ data: { total: number; by_status: Record<string, number> } }>(
            'access/user/sum',
        );
        expect(sum.data.total).toBe(state().users.length);
        expect(sum.data.by_status.active).toBe(state().users.filter((u) => u.status === 'active').length);
    });

    it('validates, then creates a staff user without a password, with the profile permissions', async () => {
        await signIn('backoffice');
        // Back Office lacks the Controller's administration: it cannot grant that profile.
        expect(
            await refusal(
                call('access/user/validate', { method: 'POST', body: { ...NEW_STAFF, role: 'controller' } }),
            ),
        ).toMatchObject({ status: 422, errors: { role: [ACCESS_USER_MESSAGES.roleAboveOwn] } });
        expect(
            await refusal(
                call('access/user/validate', {
                    method: 'POST',
                    body: { ...NEW_STAFF, cpf: demoUser('gestor').username, email: demoUser('caixa').email },
                }),
            ),
        ).toMatchObject({
            errors: { cpf: [ACCESS_USER_MESSAGES.cpfTaken], email: [ACCESS_USER_MESSAGES.emailTaken] },
        });
        await call('access/user/validate', { method: 'POST', body: NEW_STAFF });
        await call('access/user', { method: 'POST', body: NEW_STAFF });
        const created = state().users.find((u) => u.username === '52998224725');
        expect(created).toMatchObject({
            role: 'gestor',
            userRole: 'Gestor',
            phone: '11988887777',
            password_hash: '',
        });
        expect(created?.permissions).toEqual([...PROFILE_PERMISSIONS.gestor]);
        expect(
            await refusal(authApi.login({ username: '52998224725', password: DEMO_PASSWORD })),
        ).toMatchObject({ status: 422 });
    });

    it('blocks a user (sessions end, login refused), unblocks and changes a staff profile, not one’s own', async () => {
        await signIn('gestor');
        const gestor = userOf('gestor');
        await signIn('backoffice');
        const uuid = gestor?.uuid as string;
        await call(`access/user/${uuid}`, { method: 'PUT', body: { status: 'blocked' } });
        expect(
            state()
                .sessions.filter((s) => s.user_id === gestor?.id)
                .every((s) => s.ended),
        ).toBe(true);
        expect(
            await refusal(authApi.login({ username: demoUser('gestor').username, password: DEMO_PASSWORD })),
        ).toMatchObject({ status: 422, errors: { username: [expect.stringContaining('bloqueado')] } });
        await call(`access/user/${uuid}`, { method: 'PUT', body: { status: 'active' } });
        await call(`access/user/${uuid}`, { method: 'PUT', body: { role: 'caixa' } });
        expect(userOf('gestor')).toMatchObject({ role: 'caixa', status: 'active' });
        await call(`access/user/${uuid}`, { method: 'PUT', body: { two_factor: true } });
        expect(userOf('gestor')?.two_factor).toBe(true);
        expect(
            await refusal(call(`access/user/${uuid}`, { method: 'PUT', body: { two_factor: 'sim' } })),
        ).toMatchObject({ errors: { two_factor: [ACCESS_USER_MESSAGES.twoFactorInvalid] } });
        const own = userOf('backoffice')?.uuid as string;
        expect(
            await refusal(call(`access/user/${own}`, { method: 'PUT', body: { role: 'gestor' } })),
        ).toMatchObject({
            errors: { role: [ACCESS_USER_MESSAGES.ownRole] },
        });
        // A holder's user has no staff profile; the holder's main access is not removed here.
        const holder = userOf('titular_pf')?.uuid as string;
        expect(
            await refusal(call(`access/user/${holder}`, { method: 'PUT', body: { role: 'gestor' } })),
        ).toMatchObject({
            errors: { role: [ACCESS_USER_MESSAGES.notStaff] },
        });
        expect(await refusal(call(`access/user/${holder}`, { method: 'DELETE' }))).toMatchObject({
            errors: { user: [ACCESS_USER_MESSAGES.holderMain] },
        });
        // Back Office cannot act on the Controller, who holds more than it does.
        expect(
            await refusal(
                call(`access/user/${userOf('controller')?.uuid}`, {
                    method: 'PUT',
                    body: { status: 'blocked' },
                }),
            ),
        ).toMatchObject({ errors: { user: [ACCESS_USER_MESSAGES.roleAboveOwn] } });
    });

    it('keeps another user’s record from holders (403)', async () => {
        await signIn('titular_pj');
        const other = userOf('gestor')?.uuid as string;
        expect(await refusal(call(`access/user/${other}`))).toMatchObject({ status: 403 });
        expect(await refusal(call('access/user'))).toMatchObject({ status: 403 });
    });
});

describe('collaborators', () => {
    it('a company adds a collaborator who sees its accounts, lists and removes them', async () => {
        await signIn('titular_pj');
        const company = userOf('titular_pj')?.person_id;
        const body = {
            name: 'Lucas Vieira Prado',
            cpf: '11144477735',
            email: 'lucas@emporio.com.br',
            phone: '31991112222',
        };
        expect(await refusal(call('access/collaborator', { method: 'POST', body }))).toMatchObject({
            errors: { profile: [ACCESS_USER_MESSAGES.profileRequired] },
        });
        await call('access/collaborator', { method: 'POST', body: { ...body, profile: 'consulta' } });
        const created = state().users.find((u) => u.username === '11144477735');
        expect(created).toMatchObject({ person_id: company, collaborator: 'consulta', password_hash: '' });
        expect(created?.permissions).toEqual([...COLLABORATOR_PROFILES.consulta.permissions]);
        expect(created?.permissions).not.toContain(PERMISSIONS.billStore);
        const listed = await call<{ data: { uuid: string }[] }>('access/collaborator');
        expect(listed.data.map((u) => u.uuid)).toEqual([created?.uuid]);
        await call(`access/collaborator/${created?.uuid}`, { method: 'DELETE' });
        expect(state().users.some((u) => u.username === '11144477735')).toBe(false);
    });

    it('is for companies only', async () => {
        await signIn('titular_pf');
        expect(await refusal(call('access/collaborator'))).toMatchObject({ status: 403 });
    });
});

describe('payroll employees', () => {
    const base = {
        name: 'Maria Helena Souza',
        cpf: demoUser('titular_pf').username,
        email: 'maria@exemplo.com.br',
        phone: '21998765432',
        salary: 350_000,
    };

    it('finds the account by CPF, registers, refuses a low salary and a repeated CPF, disables', async () => {
        await signIn('titular_pj');
        const found = await call<{ data: { account_id: number; holder_name: string }[] }>(
            'payment/payroll/accounts/lookup',
            { method: 'POST', body: { cpf: base.cpf } },
        );
        expect(found.data[0].holder_name).toBe('Maria Helena Souza');
        const destination = { kind: 'internal', account_id: found.data[0].account_id };
        expect(
            await refusal(
                call('payment/payroll/accounts', {
                    method: 'POST',
                    body: { ...base, salary: 1000, destination },
                }),
            ),
        ).toMatchObject({ errors: { salary: [EMPLOYEE_MESSAGES.salaryLow] } });
        const created = await call<{ data: { id: number; destination: { number: string } } }>(
            'payment/payroll/accounts',
            { method: 'POST', body: { ...base, destination } },
        );
        expect(created.data.destination.number).toBeTruthy();
        expect(
            await refusal(
                call('payment/payroll/accounts', { method: 'POST', body: { ...base, destination } }),
            ),
        ).toMatchObject({ errors: { cpf: [EMPLOYEE_MESSAGES.cpfTaken] } });
        await call(`payment/payroll/accounts/${created.data.id}`, {
            method: 'PUT',
            body: { status: 'inactive' },
        });
        expect(state().employees.find((e) => e.id === created.data.id)?.status).toBe('inactive');
        // Another company sees none of them.
        await signIn('empreendedor');
        expect(
            await refusal(
                call(`payment/payroll/accounts/${created.data.id}`, {
                    method: 'PUT',
                    body: { status: 'active' },
                }),
            ),
        ).toMatchObject({
            status: 403,
        });
    });

    it('imports many, each line refused with its reasons', async () => {
        await signIn('titular_pj');
        const answer = await call<{
            data: { created: number; results: { status: string; reasons?: string[] }[] };
        }>('payment/payroll/accounts/batch', {
            method: 'POST',
            body: {
                employees: [
                    { ...base, line: 2, destination: { kind: 'internal', account_id: 0 } },
                    {
                        ...base,
                        line: 3,
                        cpf: '52998224725',
                        destination: {
                            kind: 'external',
                            bank: '60701190',
                            branch_number: '0912',
                            branch_digit: '',
                            account_number: '4567801',
                            account_digit: '3',
                            type: 'checking',
                        },
                    },
                    {
                        ...base,
                        line: 4,
                        cpf: '11144477735',
                        destination: { kind: 'internal', account_id: 0 },
                    },
                ],
            },
        });
        expect(answer.data.created).toBe(2);
        expect(answer.data.results[2]).toEqual({
            line: 4,
            status: 'rejected',
            reasons: [EMPLOYEE_MESSAGES.accountNotFound],
        });
    });
});
