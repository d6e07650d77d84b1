import { describe, expect, it } from 'vitest';
import { authApi } from '../../authProvider/api';
import { APPROVAL_MESSAGES } from '../../domain/approvals';
import { DOCUMENT_MESSAGES, requiredDocuments } from '../../domain/documents';
import { HOLDER_MESSAGES } from '../../domain/holders';
import { SIGNUP_MESSAGES } from '../../domain/signupFields';
import { request } from '../../http/client';
import { addHolder } from '../../test/holders';
import { refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';
import { DEMO_PASSWORD } from '../seed/users';

withSandbox();

const call = async <T = { data: Record<string, unknown> }>(
    path: string,
    options: Parameters<typeof request>[1] = {},
) => (await request<T>(path, { quiet: true, ...options })).body;

type Page = { data: { id: number; name: string; missing_documents: string[] }[]; meta: { total: number } };
const listing = (filter: Record<string, string>) =>
    call<Page>('access/person', { query: { filter, per_page: 500 } });

const verify = (id: number, body: Record<string, unknown>) =>
    call(`access/person/${id}/verify`, { method: 'PUT', body });

describe('GET access/person', () => {
    it('lists by period, listing, status and search, with the missing documents', async () => {
        await signIn('backoffice');
        const fresh = addHolder({ name: 'Helena Fresca Teste' });
        const old = addHolder({ name: 'Otávio Antigo Teste', createdAt: '2020-01-10T15:00:00.000Z' });
        const today = await listing({ period: 'hoje' });
        expect(today.data.map((row) => row.name)).toContain(fresh.person.name);
        expect(today.data.map((row) => row.name)).not.toContain(old.person.name);
        const all = await listing({ period: 'tudo', search: 'teste' });
        expect(all.data.map((row) => row.name).sort()).toEqual([fresh.person.name, old.person.name].sort());
        expect(all.data.find((row) => row.id === fresh.person.id)?.missing_documents).toEqual(
            requiredDocuments(fresh.person).map((r) => r.label),
        );
        const byDocument = await listing({ search: fresh.person.document });
        expect(byDocument.data.map((row) => row.id)).toEqual([fresh.person.id]);
        const active = await listing({ status: 'active', search: 'teste' });
        expect(active.meta.total).toBe(0);
        // A common account only: not a benefit holder.
        const benefit = await listing({ listing: 'beneficiarios', search: 'teste' });
        expect(benefit.meta.total).toBe(0);
        const sorted = await call<Page>('access/person', { query: { sort: 'name', per_page: 500 } });
        const names = sorted.data.map((row) => row.name);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });

    it('refuses an unknown period and a caller without access.account.index', async () => {
        await signIn('backoffice');
        expect((await refusal(listing({ period: 'ontem' }))).errors).toEqual({
            'filter.period': ['Período inválido.'],
        });
        await signIn('titular_pf');
        expect((await refusal(listing({}))).status).toBe(403);
    });
});

describe('PUT access/person/{id}/verify', () => {
    it('refuses approval while documents are missing, then approves and notifies the holder', async () => {
        await signIn('backoffice');
        const { person, user, account } = addHolder({ name: 'Laura Pendente' });
        const missing = requiredDocuments(person).map((r) => r.label);
        expect((await refusal(verify(person.id, { decision: 'approve' }))).errors).toEqual({
            decision: [DOCUMENT_MESSAGES.missing(missing)],
        });
        expect(person.status).toBe('pending');

        const ready = addHolder({ name: 'Marcos Completo', documents: 'approved' });
        const answer = await verify(ready.person.id, { decision: 'approve' });
        expect(answer.data).toMatchObject({ status: 'active', missing_documents: [] });
        expect(ready.account.status).toBe('active');
        expect(state().notifications.at(-1)).toMatchObject({
            user_id: ready.user.id,
            title: 'Cadastro aprovado',
        });
        // Decided once: approving again is refused by the status table.
        expect((await refusal(verify(ready.person.id, { decision: 'approve' }))).errors?.status).toEqual([
            HOLDER_MESSAGES.notAllowed('approve', 'Ativo'),
        ]);
        expect(user.status).toBe('active');
        expect(account.status).toBe('pending');
    });

    it('rejects with a reason of at least 5 characters and tells the holder why', async () => {
        await signIn('backoffice');
        const { person, user, account } = addHolder({ name: 'Rita Rejeitada' });
        expect((await refusal(verify(person.id, { decision: 'reject', reason: 'ab' }))).errors).toEqual({
            reason: [HOLDER_MESSAGES.reasonShort],
        });
        await verify(person.id, { decision: 'reject', reason: 'Documento ilegível' });
        expect(person).toMatchObject({ status: 'rejected', status_reason: 'Documento ilegível' });
        expect(account.status).toBe('rejected');
        expect(state().notifications.at(-1)).toMatchObject({
            user_id: user.id,
            title: 'Cadastro não aprovado',
        });
        expect(state().notifications.at(-1)?.body).toMatch(/Motivo: Documento ilegível/);
    });

    it('does not let the staff user who registered it decide it; Gestor decides nothing', async () => {
        const { person } = addHolder({
            name: 'Caio Registrado',
            documents: 'approved',
            createdBy: demoUser('backoffice').username,
        });
        await signIn('backoffice');
        expect((await refusal(verify(person.id, { decision: 'approve' }))).errors).toEqual({
            approval: [APPROVAL_MESSAGES.ownOperation],
        });
        await signIn('gestor');
        expect((await refusal(verify(person.id, { decision: 'approve' }))).status).toBe(403);
        await signIn('controller');
        expect((await verify(person.id, { decision: 'approve' })).data.status).toBe('active');
    });
});

describe('status actions', () => {
    const login = (username: string) =>
        refusal(authApi.login({ username, password: DEMO_PASSWORD })).catch(() => null);

    it('blocks and unblocks with the accounts and users; a blocked holder cannot sign in, a pending one can', async () => {
        await signIn('gestor');
        const pending = addHolder({ name: 'Paula Pendente' });
        const { person, account, user } = addHolder({ name: 'Bruno Bloqueado', status: 'active' });
        expect(
            (
                await refusal(
                    call(`access/person/${person.id}`, { method: 'PUT', body: { status: 'blocked' } }),
                )
            ).errors,
        ).toEqual({ reason: [HOLDER_MESSAGES.reasonRequired] });
        await call(`access/person/${person.id}`, {
            method: 'PUT',
            body: { status: 'blocked', reason: 'Suspeita de fraude' },
        });
        expect([person.status, account.status, user.status]).toEqual(['blocked', 'blocked', 'blocked']);
        expect((await login(user.username))?.errors?.username).toBeDefined();
        // Not blocked: a pending holder's user signs in to send the documents.
        expect(
            (await authApi.login({ username: pending.user.username, password: DEMO_PASSWORD })).access_token,
        ).toBeTruthy();
        await signIn('gestor');
        await call(`access/person/${person.id}`, { method: 'PUT', body: { status: 'active' } });
        expect([person.status, account.status, user.status]).toEqual(['active', 'active', 'active']);
        // The table allows no block of a pending holder.
        expect(
            (
                await refusal(
                    call(`access/person/${pending.person.id}`, {
                        method: 'PUT',
                        body: { status: 'blocked', reason: 'Teste de bloqueio' },
                    }),
                )
            ).errors?.status,
        ).toEqual([HOLDER_MESSAGES.notAllowed('block', 'Pendente')]);
    });

    it('closes only without balance, and reactivates back to analysis', async () => {
        await signIn('backoffice');
        const rich = addHolder({ name: 'Sara Saldo', status: 'active', balance: 12_345 });
        expect(
            (
                await refusal(
                    call(`access/person/${rich.person.id}`, {
                        method: 'DELETE',
                        body: { reason: 'Pedido do cliente' },
                    }),
                )
            ).errors,
        ).toEqual({ account: [HOLDER_MESSAGES.hasBalance(`${rich.account.number}-0`, 'R$\u00a0123,45')] });
        const { person, account, user } = addHolder({ name: 'Ciro Encerrado', status: 'active' });
        expect((await refusal(call(`access/person/${person.id}`, { method: 'DELETE' }))).errors).toEqual({
            reason: [HOLDER_MESSAGES.reasonRequired],
        });
        await call(`access/person/${person.id}`, { method: 'DELETE', body: { reason: 'Pedido do cliente' } });
        expect([person.status, account.status, user.status]).toEqual(['closed', 'closed', 'closed']);
        const answer = await call(`access/person/${person.id}/reactivate`, { method: 'POST' });
        expect(answer.data.status).toBe('pending');
        expect([account.status, user.status]).toEqual(['pending', 'active']);
    });

    it('edits contact and address, refusing bad fields one by one', async () => {
        await signIn('gestor');
        const { person } = addHolder({ name: 'Edu Contato', status: 'active' });
        const edit = (body: Record<string, unknown>) =>
            call(`access/person/${person.id}`, { method: 'PUT', body });
        expect(
            (await refusal(edit({ email: 'sem-arroba', phone: '123', address: { zip: '123', city: '' } })))
                .errors,
        ).toEqual({
            email: [HOLDER_MESSAGES.emailInvalid],
            phone: [HOLDER_MESSAGES.phoneInvalid],
            'address.zip': [HOLDER_MESSAGES.zipInvalid],
            'address.city': [HOLDER_MESSAGES.required],
        });
        expect(person.email).toMatch(/@exemplo/);
        await edit({ email: 'Novo@Exemplo.com.br', phone: '(21) 99876-5432', address: { zip: '20040-020' } });
        expect(person).toMatchObject({ email: 'novo@exemplo.com.br', phone: '21998765432' });
        expect(person.address.zip).toBe('20040020');
    });

    it('takes a landline for a company, only a mobile for a person', async () => {
        await signIn('gestor');
        const { person } = addHolder({ name: 'Fixo Pessoa', status: 'active' });
        const edit = (body: Record<string, unknown>) =>
            call(`access/person/${person.id}`, { method: 'PUT', body });
        expect((await refusal(edit({ phone: '(11) 3456-7890' }))).errors).toEqual({
            phone: [HOLDER_MESSAGES.phoneInvalid],
        });
        person.type = 'legal';
        await edit({ phone: '(11) 3456-7890' });
        expect(person.phone).toBe('1134567890');
        expect((await refusal(edit({ phone: '(11) 8456-7890' }))).errors).toEqual({
            phone: [SIGNUP_MESSAGES.phoneInvalid],
        });
    });

    it('refuses a staff user acting on their own registration', async () => {
        await signIn('gestor');
        const own = state().users.find((u) => u.username === demoUser('gestor').username);
        expect(
            (
                await refusal(
                    call(`access/person/${own?.person_id}`, {
                        method: 'PUT',
                        body: { status: 'blocked', reason: 'Teste próprio' },
                    }),
                )
            ).errors,
        ).toEqual({ status: [HOLDER_MESSAGES.ownRecord] });
    });
});

describe('account actions', () => {
    it('changes the type, unblocks and closes one account', async () => {
        await signIn('backoffice');
        const { person, account } = addHolder({ name: 'Ana Conta', status: 'active' });
        const benefit = state().accountTypes.find((t) => t.code === 'benefit');
        const inactive = state().accountTypes.find((t) => !t.active);
        expect(
            (
                await refusal(
                    call(`access/account/${account.id}/type`, {
                        method: 'PUT',
                        body: { account_type_id: inactive?.id },
                    }),
                )
            ).errors,
        ).toEqual({ account_type_id: [HOLDER_MESSAGES.accountTypeInvalid] });
        const changed = await call<{ data: { account_type: { code: string } } }>(
            `access/account/${account.id}/type`,
            {
                method: 'PUT',
                body: { account_type_id: benefit?.id },
            },
        );
        expect(changed.data.account_type.code).toBe('benefit');
        const benefitList = await listing({ listing: 'beneficiarios', search: 'Ana Conta' });
        expect(benefitList.data.map((row) => row.id)).toEqual([person.id]);

        expect(
            (await refusal(call(`access/account/unblock/${account.id}`, { method: 'PUT' }))).errors,
        ).toEqual({
            account: [HOLDER_MESSAGES.accountNotBlocked],
        });
        account.status = 'blocked';
        await call(`access/account/unblock/${account.id}`, { method: 'PUT' });
        expect(account.status).toBe('active');
        account.balance = 500;
        expect((await refusal(call(`access/account/${account.id}`, { method: 'DELETE' }))).status).toBe(422);
        account.balance = 0;
        await call(`access/account/${account.id}`, { method: 'DELETE' });
        expect(account.status).toBe('closed');
    });

    it('lists the accounts and users of a holder', async () => {
        await signIn('backoffice');
        const { person, account, user } = addHolder({ name: 'Lia Lista' });
        const accounts = await call<{ data: { id: number }[] }>(`access/person/${person.id}/accounts`);
        expect(accounts.data.map((a) => a.id)).toEqual([account.id]);
        const users = await call<{ data: { uuid: string; last_login_at: string | null }[] }>(
            `access/person/${person.id}/users`,
        );
        expect(users.data).toEqual([expect.objectContaining({ uuid: user.uuid, last_login_at: null })]);
        expect((await refusal(call('access/person/999999'))).status).toBe(404);
    });
});
