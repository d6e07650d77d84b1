import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCpf } from '../../domain/cpf';
import { DEMO_PASSWORD } from '../../sandbox/seed/users';
import { demoUser, renderApp } from '../../test/app';
import { withSandbox } from '../../test/sandbox';
import { browserNavigation } from '../../ui/browserNavigation';
import { getToken, getUser } from '../session';

withSandbox();

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const fillCredentials = async (cpf: string, password: string) => {
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('CPF'), cpf);
    if (password) await user.type(screen.getByLabelText('Senha'), password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    return user;
};

describe('login page', () => {
    it('checks the CPF and the password before calling, in pt-BR', async () => {
        renderApp('/login');
        await fillCredentials('123.456.789-00', '');
        expect(await screen.findByText('Informe um CPF válido.')).toBeInTheDocument();
        expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
        expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-00');
    });

    it('shows the server refusal on the field, keeps the CPF and stores nothing', async () => {
        const caixa = demoUser('caixa');
        renderApp('/login');
        await fillCredentials(caixa.username, 'senha-errada');
        expect(await screen.findAllByText('CPF ou senha incorretos.')).not.toHaveLength(0);
        expect(screen.getByLabelText('CPF')).toHaveValue(formatCpf(caixa.username));
        expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
        expect(getToken()).toBeNull();
        expect(getUser()).toBeNull();
    });

    it('shows and hides the password', async () => {
        renderApp('/login');
        const user = userEvent.setup({ delay: null });
        const password = await screen.findByLabelText('Senha');
        expect(password).toHaveAttribute('type', 'password');
        await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
        expect(password).toHaveAttribute('type', 'text');
    });

    it('logs in: token and profile in sessionStorage, nothing secret in localStorage, page reloads at /', async () => {
        const caixa = demoUser('caixa');
        renderApp('/login');
        await fillCredentials(caixa.username, DEMO_PASSWORD);
        await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
        const token = getToken();
        expect(token).toMatch(/^[\w-]+\.[\w-]+\.\w+$/);
        expect(getUser()).toMatchObject({
            name: caixa.name,
            userRole: 'Caixa',
            permissions: caixa.permissions,
        });
        const local = JSON.stringify({ ...localStorage });
        expect(local).not.toContain(token);
        expect(local).not.toContain(DEMO_PASSWORD);
        expect(token?.split('.')[1]).toBeTruthy();
        const sid = JSON.parse(atob(token?.split('.')[1] ?? '')).sid;
        expect(local).not.toContain(sid);
    });

    it('walks the SMS step: phone, then the one-time code', async () => {
        const titular = demoUser('titular_pf');
        renderApp('/login');
        const user = await fillCredentials(titular.username, DEMO_PASSWORD);
        expect(await screen.findByText('Confirme seu celular')).toBeInTheDocument();

        await user.type(screen.getByLabelText('Celular'), '11912345678');
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        expect(
            await screen.findAllByText('O celular informado não confere com o cadastro.'),
        ).not.toHaveLength(0);

        await user.clear(screen.getByLabelText('Celular'));
        await user.type(screen.getByLabelText('Celular'), titular.phone);
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        const hint = await screen.findByText(/o código enviado é \d{6}/);
        const code = /(\d{6})/.exec(hint.textContent ?? '')?.[1] ?? '';

        await user.type(
            screen.getByLabelText('Código de 6 dígitos'),
            code === '000000' ? '111111' : '000000',
        );
        await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
        expect(await screen.findAllByText('Código inválido ou expirado.')).not.toHaveLength(0);
        expect(getToken()).toBeNull();

        await user.clear(screen.getByLabelText('Código de 6 dígitos'));
        await user.type(screen.getByLabelText('Código de 6 dígitos'), code);
        await user.click(screen.getByRole('button', { name: 'Confirmar e entrar' }));
        await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
        expect(getUser()?.name).toBe(titular.name);
    });
});

describe('login page links', () => {
    it.each([
        ['Esqueci minha senha', '/alterarsenha'],
        ['Esqueci meu usuário', '/user-remember'],
    ])('"%s" opens %s without a session', async (name, path) => {
        renderApp('/login');
        await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name }));
        await waitFor(() => expect(window.location.pathname).toBe(path));
        expect(await screen.findByRole('link', { name: 'Voltar ao login' })).toBeInTheDocument();
    });
});
