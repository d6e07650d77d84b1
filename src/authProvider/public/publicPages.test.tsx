import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCpf } from '../../domain/cpf';
import { PASSWORD_MESSAGES } from '../../domain/password';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { boundStore } from '../../sandbox/route';
import { DEMO_PASSWORD } from '../../sandbox/seed/users';
import { demoUser, renderApp } from '../../test/app';
import { withSandbox } from '../../test/sandbox';
import { authApi } from '../api';

withSandbox();
afterEach(() => vi.useRealTimers());

const cliente = demoUser('cliente');
const NEW_PASSWORD = 'Felipe2026novo';
/** Checksum-valid, and nobody's in the seed. */
const UNKNOWN_CPF = '12345678909';

const sandboxToken = async () => {
    const alert = await screen.findByText(/Banco de demonstração: o código enviado é \d{6}\./);
    return /(\d{6})/.exec(alert.textContent ?? '')?.[1] as string;
};

/** /alterarsenha up to the token step; returns the token the sandbox shows. */
const startChange = async (cpf = cliente.username) => {
    const user = userEvent.setup({ delay: null });
    renderApp('/alterarsenha');
    await user.type(await screen.findByLabelText('CPF'), cpf);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    return { user, token: await sandboxToken() };
};

const reachPasswordStep = async () => {
    const { user, token } = await startChange();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), token);
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await screen.findByText('Crie sua nova senha');
    return user;
};

const fieldError = (label: string, text: string) =>
    waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));

describe('/alterarsenha', () => {
    it('changes the password of a demo user, ends their sessions, and the new password logs in', async () => {
        await authApi.login({ username: cliente.username, password: DEMO_PASSWORD });
        const { user, token } = await startChange();
        expect(
            screen.getByText(
                /para o e-mail fe\*\*\*@bancodigital\.com\.br e para o celular \(41\) 9\*\*\*\*-5820/,
            ),
        ).toBeInTheDocument();

        await user.type(screen.getByLabelText('Código de 6 dígitos'), token);
        await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
        const password = await screen.findByLabelText('Nova senha');
        await user.type(password, NEW_PASSWORD);
        await user.type(screen.getByLabelText('Confirme a nova senha'), NEW_PASSWORD);
        expect(password).toHaveAttribute('type', 'password');
        await user.click(screen.getByRole('button', { name: 'Mostrar a nova senha' }));
        expect(password).toHaveAttribute('type', 'text');
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

        expect(await screen.findByText('Senha alterada')).toBeInTheDocument();
        const userId = boundStore().state.users.find((u) => u.username === cliente.username)?.id;
        const sessions = boundStore().state.sessions.filter((s) => s.user_id === userId);
        expect(sessions).not.toHaveLength(0);
        expect(sessions.every((s) => s.ended === 'logout')).toBe(true);

        const answer = await authApi.login({ username: cliente.username, password: NEW_PASSWORD });
        expect(answer.access_token).toBeTruthy();
        // The old password is refused (its failure notice is a React update: inside act).
        await act(() =>
            expect(authApi.login({ username: cliente.username, password: DEMO_PASSWORD })).rejects.toThrow(),
        );

        await user.click(screen.getByRole('link', { name: 'Ir para o login' }));
        expect(await screen.findByText('Acesse sua conta')).toBeInTheDocument();
    });

    it('says a wrong code is wrong, keeps it, and discards the code after 5 misses', async () => {
        const { user, token } = await startChange();
        const wrong = token === '000000' ? '111111' : '000000';
        const field = screen.getByLabelText('Código de 6 dígitos');
        await user.type(field, wrong);
        await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
        await fieldError('Código de 6 dígitos', 'Código incorreto. Restam 4 tentativas.');
        expect(field).toHaveValue(wrong);

        for (let i = 0; i < 4; i++) {
            await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
            await waitFor(() =>
                expect(screen.getByRole('button', { name: 'Confirmar código' })).toBeEnabled(),
            );
        }
        await fieldError('Código de 6 dígitos', 'Muitas tentativas. Solicite um novo código.');

        // The right code no longer works; a new one does.
        await user.clear(field);
        await user.type(field, token);
        await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
        await fieldError('Código de 6 dígitos', 'Código inválido ou expirado. Solicite um novo código.');
        await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
        expect(await screen.findByText(/Enviamos um novo código\./)).toBeInTheDocument();
        expect(field).toHaveValue('');
        await user.type(field, await sandboxToken());
        await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
        expect(await screen.findByText('Crie sua nova senha')).toBeInTheDocument();
    });

    it('puts a weak password message on its field and keeps what was typed', async () => {
        const user = await reachPasswordStep();
        const password = screen.getByLabelText('Nova senha');
        const confirmation = screen.getByLabelText('Confirme a nova senha');
        await user.type(password, 'abcdefgh');
        await user.type(confirmation, 'abcdefgh');
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await fieldError('Nova senha', 'A senha deve ter pelo menos uma letra e um número.');
        expect(password).toHaveValue('abcdefgh');
        expect(confirmation).toHaveValue('abcdefgh');

        await user.clear(password);
        await user.type(password, `x${cliente.username}`);
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await fieldError('Nova senha', 'A senha não pode conter o seu CPF.');

        await user.clear(password);
        await user.type(password, NEW_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await fieldError('Confirme a nova senha', 'A confirmação não confere com a nova senha.');
        expect(password).toHaveValue(NEW_PASSWORD);
        expect(confirmation).toHaveValue('abcdefgh');
        expect(screen.queryByText('Senha alterada')).not.toBeInTheDocument();
    });

    it('says the same thing for an unknown CPF and still asks for the code', async () => {
        const user = userEvent.setup({ delay: null });
        renderApp('/alterarsenha');
        await user.type(await screen.findByLabelText('CPF'), UNKNOWN_CPF);
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        expect(
            await screen.findByText(/Se o CPF estiver cadastrado, enviaremos um código\./),
        ).toBeInTheDocument();
        expect(screen.getByLabelText('Código de 6 dígitos')).toBeInTheDocument();
        expect(screen.queryByText(/o código enviado é/)).not.toBeInTheDocument();
    });

    it('checks the CPF before calling and keeps it', async () => {
        const user = userEvent.setup({ delay: null });
        renderApp('/alterarsenha');
        await user.type(await screen.findByLabelText('CPF'), '12345678900');
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        await fieldError('CPF', 'Informe um CPF válido.');
        expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-00');
    });
});

describe('/user-remember', () => {
    const fullCpf = [cliente.username, formatCpf(cliente.username)];
    const expectMaskedOnly = async (message: string) => {
        expect(await screen.findByText(message)).toBeInTheDocument();
        expect(screen.getByText('Banco de demonstração: seu usuário é ***.560.739-**.')).toBeInTheDocument();
        for (const text of fullCpf) expect(document.body.textContent).not.toContain(text);
    };

    it('finds the username by e-mail, masked', async () => {
        const user = userEvent.setup({ delay: null });
        renderApp('/user-remember');
        await user.type(await screen.findByLabelText('E-mail cadastrado'), cliente.email);
        await user.click(screen.getByRole('button', { name: 'Enviar meu usuário' }));
        await expectMaskedOnly('Enviamos seu usuário para o e-mail cadastrado.');
        expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    });

    it('finds the username by mobile, masked', async () => {
        const user = userEvent.setup({ delay: null });
        renderApp('/user-remember');
        await user.click(await screen.findByRole('radio', { name: 'Celular' }));
        const phone = screen.getByLabelText('Celular cadastrado');
        await user.type(phone, cliente.phone);
        expect(phone).toHaveValue('(41) 99731-5820');
        await user.click(screen.getByRole('button', { name: 'Enviar meu usuário' }));
        await expectMaskedOnly('Enviamos seu usuário para o celular cadastrado.');
    });

    it('says when no one has that e-mail and keeps it', async () => {
        const user = userEvent.setup({ delay: null });
        renderApp('/user-remember');
        const email = await screen.findByLabelText('E-mail cadastrado');
        await user.type(email, 'ninguem@exemplo.com.br');
        await user.click(screen.getByRole('button', { name: 'Enviar meu usuário' }));
        await fieldError('E-mail cadastrado', 'Não encontramos um cadastro com este e-mail.');
        expect(email).toHaveValue('ninguem@exemplo.com.br');
        expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/login');
    });
});

describe('sandbox rules of the password reset', () => {
    const call = async <T,>(method: 'POST' | 'PUT', path: string, body: object) =>
        (await request<T>(`access/user_password/${path}`, { method, body, quiet: true })).body;
    const failure = (promise: Promise<unknown>) =>
        promise.then(
            () => ({ status: 200, errors: {} }),
            (error: unknown) => ({
                status: isHttpError(error) ? error.status : 0,
                errors: isHttpError(error) ? (error.body as { errors: Record<string, string[]> }).errors : {},
            }),
        );
    const resetToken = async (cpf = cliente.username) => {
        const { sandbox_token } = await call<{ sandbox_token: string }>('POST', 'send_token', { cpf });
        return (await call<{ reset_token: string }>('POST', 'confirm_token', { cpf, token: sandbox_token }))
            .reset_token;
    };
    const change = (reset_token: string, password = NEW_PASSWORD, password_confirmation = password) =>
        call('PUT', 'change', { cpf: cliente.username, reset_token, password, password_confirmation });

    it('answers an unknown CPF like a known one, without token or hints', async () => {
        const unknown = await call('POST', 'send_token', { cpf: UNKNOWN_CPF });
        const known = await call<{ message: string }>('POST', 'send_token', { cpf: cliente.username });
        expect(unknown).toEqual({ message: known.message });
    });

    it('refuses a weak password and keeps the reset token for the next try, then spends it', async () => {
        const reset = await resetToken();
        expect(await failure(change(reset, '12345678'))).toEqual({
            status: 422,
            errors: { password: [PASSWORD_MESSAGES.letterAndDigit] },
        });
        expect((await failure(change(reset, NEW_PASSWORD, 'outra'))).errors).toEqual({
            password_confirmation: [PASSWORD_MESSAGES.mismatch],
        });
        await change(reset);
        expect((await failure(change(reset))).errors).toHaveProperty('reset_token');
    });

    it('lets the code and the reset token expire after 10 minutes', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        const { sandbox_token } = await call<{ sandbox_token: string }>('POST', 'send_token', {
            cpf: cliente.username,
        });
        vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
        const late = await failure(
            call('POST', 'confirm_token', { cpf: cliente.username, token: sandbox_token }),
        );
        expect(late.errors).toEqual({ token: ['Código inválido ou expirado. Solicite um novo código.'] });

        const reset = await resetToken();
        vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
        expect((await failure(change(reset))).errors).toHaveProperty('reset_token');
        const hash = boundStore().state.users.find((u) => u.username === cliente.username)?.password_hash;
        expect(hash).toBe('6269bdc44514c668efb1ee9442d68ac81c662367fa36c1883e3027ee197f4036');
    });
});
