import { describe, expect, it } from 'vitest';
import { call, refusal, switchUser as signIn, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';

withSandbox();

const uuidOf = (key: 'admin' | 'controller') =>
    state().users.find((u) => u.username === demoUser(key).username)?.uuid as string;

describe("the administrator (the 'admin' rule) in the sandbox", () => {
    it('grants every staff profile without holding its permissions; only an admin acts on an admin', async () => {
        await signIn('admin');
        const options = await call<{ data: { roles: { code: string; grantable: boolean }[] } }>(
            'access/user/create',
        );
        expect(options.data.roles.every((role) => role.grantable)).toBe(true);
        await call(`access/user/${uuidOf('controller')}`, { method: 'PUT', body: { two_factor: false } });
        expect(state().users.find((u) => u.uuid === uuidOf('controller'))?.two_factor).toBe(false);

        await signIn('controller');
        const blocked = await refusal(
            call(`access/user/${uuidOf('admin')}`, { method: 'PUT', body: { status: 'blocked' } }),
        );
        expect(blocked).toEqual({
            status: 422,
            errors: { user: ['Só um administrador altera o acesso de outro administrador.'] },
        });
    });

    it('asks only the holder who accepted older terms to accept them, in the profile', async () => {
        await signIn('titular_termos');
        expect((await call<{ data: { terms_pending: boolean } }>('access/profile')).data.terms_pending).toBe(
            true,
        );
        await call('access/terms_of_use/accept', { method: 'POST', body: { version: '2026.1' } });
        expect((await call<{ data: { terms_pending: boolean } }>('access/profile')).data.terms_pending).toBe(
            false,
        );
        await signIn('titular_pf');
        expect((await call<{ data: { terms_pending: boolean } }>('access/profile')).data.terms_pending).toBe(
            false,
        );
    });
});
