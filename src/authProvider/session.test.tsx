import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLACED_MESSAGE } from '../app/layout/SessionDisplacedDialog';
import { request } from '../http/client';
import { boundStore } from '../sandbox/route';
import { DEMO_PASSWORD } from '../sandbox/seed/users';
import { demoUser, renderApp, signIn } from '../test/app';
import { fill } from '../test/fill';
import { withSandbox } from '../test/sandbox';
import { browserNavigation } from '../ui/browserNavigation';
import { authApi } from './api';
import { TAKEOVER_MESSAGE } from './login/TakeoverDialog';
import { getToken, getUser, IDLE_TIME_MS, markActivity, setToken } from './session';

withSandbox();

let reload: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
    reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('route guard', () => {
    it('sends a visitor without a token to /login', async () => {
        renderApp('/tipos-contas');
        expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
    });

    it('sends a user whose token expired to /login and clears the session', async () => {
        await signIn('controller');
        const [header, , signature] = (getToken() ?? '').split('.');
        const expired = btoa(JSON.stringify({ sid: 'x', exp: Math.floor(Date.now() / 1000) - 10 }));
        setToken(`${header}.${expired}.${signature}`);
        renderApp('/tipos-contas');
        expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
        expect(getUser()).toBeNull();
    });

    it('ends a session idle for more than 10 hours', async () => {
        await signIn('controller');
        markActivity(Date.now() - IDLE_TIME_MS - 1000);
        renderApp('/tipos-contas');
        expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
        expect(getToken()).toBeNull();
    });

    it.each(['/login', '/alterarsenha'])('sends a logged-in user on %s to /', async (path) => {
        await signIn('controller');
        renderApp(path);
        await waitFor(() => expect(window.location.pathname).not.toBe(path));
        expect(await screen.findByText('Início', { selector: 'h6 *' })).toBeInTheDocument();
        // The home page's calls end here: one still in flight when the next test starts a new bank would get a
        // 401, and this app's react-admin would send the shared window to /login during that test.
        await waitFor(() => expect(screen.queryAllByText(/^Carregando/)).toHaveLength(0));
    });

    it('lets a visitor reach the open pages without a session', async () => {
        renderApp('/registro-pj');
        expect(
            await screen.findByRole('heading', { level: 2, name: 'Empresa' }, { timeout: 15_000 }),
        ).toBeInTheDocument();
        expect(window.location.pathname).toBe('/registro-pj');
    });

    it('sends a user without the permission to /pages/not-authorized', async () => {
        await signIn('caixa');
        renderApp('/tipos-contas');
        expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/pages/not-authorized');
    });

    it('answers an unknown path with /pages/error-404', async () => {
        await signIn('controller');
        renderApp('/nao-existe');
        expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    });
});

describe('logout', () => {
    it('ends the session on the server (flagged brand), clears sessionStorage and goes to /login', async () => {
        await signIn('controller');
        renderApp('/tipos-contas');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Perfil' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
        expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
        expect(sessionStorage.length).toBe(0);
        expect(boundStore().state.sessions.every((s) => s.ended === 'logout')).toBe(true);
    });
});

describe('session take-over and A1003', () => {
    it('offers "Usar aqui" when the user is logged in elsewhere; the other session then gets A1003', async () => {
        const gestor = demoUser('gestor');
        await signIn('gestor');
        const elsewhere = getToken();
        sessionStorage.clear();

        renderApp('/login');
        const user = userEvent.setup({ delay: null });
        await user.type(await screen.findByLabelText('CPF'), gestor.username);
        await fill(user, screen.getByLabelText('Senha'), DEMO_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Entrar' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(TAKEOVER_MESSAGE);
        await user.click(within(dialog).getByRole('button', { name: 'Usar aqui' }));
        await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
        const here = getToken();
        expect(here).not.toBe(elsewhere);

        setToken(elsewhere ?? '');
        const failure = await request('access/profile', { quiet: true }).catch((e: unknown) => e);
        expect(failure).toMatchObject({ status: 401, body: { code: 'A1003' } });
    });

    it('"Fechar" leaves the other session alone', async () => {
        const gestor = demoUser('gestor');
        await signIn('gestor');
        sessionStorage.clear();
        renderApp('/login');
        const user = userEvent.setup({ delay: null });
        await user.type(await screen.findByLabelText('CPF'), gestor.username);
        await fill(user, screen.getByLabelText('Senha'), DEMO_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Entrar' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fechar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(boundStore().state.sessions.filter((s) => !s.ended)).toHaveLength(1);
        expect(getToken()).toBeNull();
    });

    it('shows the A1003 dialog once however many calls fail, and both buttons clear and reload', async () => {
        await signIn('controller');
        const controller = demoUser('controller');
        const sms = await authApi.requestSms(controller.username, controller.phone);
        await authApi.takeOver({
            username: controller.username,
            password: DEMO_PASSWORD,
            code: sms.sandbox_code,
        });
        // The take-over ran as if in another browser: this tab keeps its token, now displaced.
        renderApp('/tipos-contas');
        expect(await screen.findAllByRole('dialog')).toHaveLength(1);
        expect(screen.getByRole('dialog')).toHaveTextContent(DISPLACED_MESSAGE);
        await Promise.all([
            request('access/profile').catch(() => null),
            request('access/profile').catch(() => null),
        ]);
        expect(screen.getAllByRole('dialog')).toHaveLength(1);
        await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Fazer login' }));
        expect(sessionStorage.length).toBe(0);
        expect(reload).toHaveBeenCalledTimes(1);
    });

    it('"Sair" also clears the session and reloads', async () => {
        await signIn('gestor');
        const gestor = demoUser('gestor');
        await authApi.takeOver({ username: gestor.username, password: DEMO_PASSWORD });
        renderApp('/tipos-contas');
        await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Sair' }));
        expect(sessionStorage.length).toBe(0);
        expect(reload).toHaveBeenCalled();
    });
});

describe('token refresh', () => {
    it('refreshes the token when it has under 5 minutes left, keeping the same session', async () => {
        await signIn('gestor');
        const [header, payload, signature] = (getToken() ?? '').split('.');
        const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
        const soon = btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 240 }))
            .replace(/\+/g, '-')
            .replace(/\//g, '_')
            .replace(/=+$/, '');
        const expiring = `${header}.${soon}.${signature}`;
        setToken(expiring);
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
        try {
            renderApp('/');
            expect(await screen.findByText('Atalhos')).toBeInTheDocument();
            await vi.advanceTimersByTimeAsync(30_000);
            // Testing Library's waitFor polls with setInterval, faked here; Vitest's keeps the real timers.
            await vi.waitFor(() => expect(getToken()).not.toBe(expiring), { timeout: 5_000 });
            const refreshed = JSON.parse(
                atob((getToken() ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/')),
            );
            expect(refreshed.sid).toBe(claims.sid);
            expect(refreshed.exp).toBeGreaterThan(claims.exp - 60);
        } finally {
            vi.useRealTimers();
        }
    });
});
