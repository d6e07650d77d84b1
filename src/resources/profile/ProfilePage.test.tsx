import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../authProvider/api';
import { getUser } from '../../authProvider/session';
import { PASSWORD_MESSAGES } from '../../domain/password';
import { PROFILE_MESSAGES } from '../../domain/profile';
import { request } from '../../http/client';
import { isHttpError } from '../../http/HttpError';
import { sandboxServer } from '../../sandbox/node';
import { boundStore } from '../../sandbox/route';
import { DEMO_PASSWORD, type DemoUserKey } from '../../sandbox/seed/users';
import { fill } from '../../test/fill';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();
afterEach(() => vi.restoreAllMocks());

/** 1×1 PNG. */
const PNG_BASE64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const pngFile = () =>
    new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'eu.png', { type: 'image/png' });

const openProfile = async (key: DemoUserKey = 'titular_pf') => {
    const demo = await signIn(key);
    renderPage('/perfil');
    await screen.findByRole('heading', { name: 'Dados pessoais' });
    return demo;
};

const storedUser = (username: string) => {
    const found = boundStore().state.users.find((u) => u.username === username);
    if (!found) throw new Error(`sem usuário ${username}`);
    return found as typeof found & { photo?: string };
};

const fieldError = (label: string, text: string) =>
    waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text));

/** The URLs the page sends to the bank from now on. */
const recordRequests = () => {
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    sandboxServer.events.on('request:start', listener);
    return { sent, stop: () => sandboxServer.events.removeListener('request:start', listener) };
};

describe('/perfil: dados pessoais', () => {
    it('shows the registration data read-only and saves "Sobre" and e-mail, session included', async () => {
        const demo = await openProfile();
        const user = userEvent.setup({ delay: null });
        expect(screen.getByText(demo.name)).toBeInTheDocument();
        expect(screen.getByText('***.723.837-**')).toBeInTheDocument();
        expect(screen.getByText('Cliente')).toBeInTheDocument();
        expect(screen.queryByLabelText('Nome')).not.toBeInTheDocument();

        const about = screen.getByLabelText('Sobre');
        await fill(user, about, 'Cliente desde 2019.');
        expect(about).toHaveAccessibleDescription('19 de 280 caracteres');
        const email = screen.getByLabelText('E-mail');
        await user.clear(email);
        await fill(user, email, 'maria.souza@empresa.com.br');
        await user.click(screen.getByRole('button', { name: 'Salvar dados' }));

        await waitFor(() => expect(storedUser(demo.username).email).toBe('maria.souza@empresa.com.br'));
        expect(storedUser(demo.username).about).toBe('Cliente desde 2019.');
        await waitFor(() => expect(getUser()?.email).toBe('maria.souza@empresa.com.br'));
        expect(getUser()?.about).toBe('Cliente desde 2019.');
    });

    it('keeps a bad e-mail and a too long text on their fields, sending nothing', async () => {
        const demo = await openProfile();
        const user = userEvent.setup({ delay: null });
        const email = screen.getByLabelText('E-mail');
        await user.clear(email);
        await user.type(email, 'maria@gmail');
        await user.click(screen.getByLabelText('Sobre'));
        await user.paste('a'.repeat(281));
        expect(screen.getByLabelText('Sobre')).toHaveAccessibleDescription('281 de 280 caracteres');
        const { sent, stop } = recordRequests();
        await user.click(screen.getByRole('button', { name: 'Salvar dados' }));

        await fieldError('E-mail', PROFILE_MESSAGES.emailInvalid);
        await fieldError('Sobre', PROFILE_MESSAGES.aboutTooLong);
        expect(email).toHaveValue('maria@gmail');
        stop();
        expect(sent).toEqual([]);
        expect(storedUser(demo.username).email).toBe(demo.email);
    });

    it('refuses a photo too big or of another type before sending it', async () => {
        const demo = await openProfile();
        // Keep the input's accept list out of the way, as a person choosing "all files" would.
        const user = userEvent.setup({ applyAccept: false });
        const { sent, stop } = recordRequests();
        const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
        await user.upload(screen.getByLabelText('Nova foto'), big);
        expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.photoSize);

        const gif = new File(['GIF89a'], 'anima.gif', { type: 'image/gif' });
        await user.upload(screen.getByLabelText('Nova foto'), gif);
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.photoType));
        expect(screen.queryByRole('button', { name: 'Salvar foto' })).not.toBeInTheDocument();
        stop();
        expect(sent).toEqual([]);
        expect(storedUser(demo.username).photo).toBeUndefined();
    });

    it('previews a PNG, then saves it on the user (no canvas: sent as it is)', async () => {
        // jsdom has no 2D canvas: the downscale step is skipped.
        const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
        const demo = await openProfile();
        const user = userEvent.setup({ delay: null });
        await user.click(screen.getByRole('button', { name: 'Enviar foto' }));
        await user.upload(screen.getByLabelText('Nova foto'), pngFile());
        const preview = await screen.findByRole('img', { name: 'Pré-visualização da nova foto' });
        expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
        expect(getContext).toHaveBeenCalled();
        expect(storedUser(demo.username).photo).toBeUndefined();

        await user.click(screen.getByRole('button', { name: 'Salvar foto' }));
        await waitFor(() =>
            expect(storedUser(demo.username).photo).toBe(`data:image/png;base64,${PNG_BASE64}`),
        );
        expect(await screen.findByRole('img', { name: `Foto de ${demo.name}` })).toHaveAttribute(
            'src',
            `data:image/png;base64,${PNG_BASE64}`,
        );
        expect(screen.getByRole('button', { name: 'Trocar foto' })).toBeInTheDocument();
    });
});

describe('/perfil: senha', () => {
    it('shows a wrong current password on its field, then changes it keeping this session', async () => {
        const demo = await openProfile('cliente');
        const user = userEvent.setup({ delay: null });
        const NEW_PASSWORD = 'Felipe2026novo';
        await user.type(screen.getByLabelText('Senha atual'), 'Errada@2026');
        await user.type(screen.getByLabelText('Nova senha'), NEW_PASSWORD);
        await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await fieldError('Confirme a nova senha', PASSWORD_MESSAGES.mismatch);

        await user.clear(screen.getByLabelText('Confirme a nova senha'));
        await user.type(screen.getByLabelText('Confirme a nova senha'), NEW_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await fieldError('Senha atual', PROFILE_MESSAGES.currentPasswordWrong);
        expect(screen.getByLabelText('Nova senha')).toHaveValue(NEW_PASSWORD);

        await user.clear(screen.getByLabelText('Senha atual'));
        await user.type(screen.getByLabelText('Senha atual'), DEMO_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
        await waitFor(() => expect(screen.getByLabelText('Senha atual')).toHaveValue(''));

        // This session is still open; after leaving, only the new password logs in.
        await expect(authApi.profile()).resolves.toMatchObject({ name: demo.name });
        await authApi.logout();
        const old = await authApi.login({ username: demo.username, password: DEMO_PASSWORD }).catch((e) => e);
        expect(isHttpError(old) && old.status).toBe(422);
        const answer = await authApi.login({ username: demo.username, password: NEW_PASSWORD });
        expect(answer.access_token).toBeTruthy();
    });
});

describe('/perfil: confirmação por SMS', () => {
    it('turns it off and on again after confirming the password', async () => {
        const demo = await openProfile();
        const user = userEvent.setup({ delay: null });
        expect(screen.getByText('Ativada')).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Desativar confirmação por SMS' }));
        let dialog = await screen.findByRole('dialog', { name: 'Desativar confirmação por SMS' });
        await user.type(within(dialog).getByLabelText('Senha atual'), 'Errada@2026');
        await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
        await waitFor(() =>
            expect(within(dialog).getByLabelText('Senha atual')).toHaveAccessibleDescription(
                PROFILE_MESSAGES.passwordWrong,
            ),
        );
        expect(storedUser(demo.username).two_factor).toBe(true);

        await user.clear(within(dialog).getByLabelText('Senha atual'));
        await user.type(within(dialog).getByLabelText('Senha atual'), `${DEMO_PASSWORD}{Enter}`);
        expect(await screen.findByText('Desativada')).toBeInTheDocument();
        expect(storedUser(demo.username).two_factor).toBe(false);
        await waitFor(() => expect(getUser()?.['2fa']).toBe(false));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

        await user.click(screen.getByRole('button', { name: 'Ativar confirmação por SMS' }));
        dialog = await screen.findByRole('dialog', { name: 'Ativar confirmação por SMS' });
        await user.type(within(dialog).getByLabelText('Senha atual'), DEMO_PASSWORD);
        await user.click(within(dialog).getByRole('button', { name: 'Ativar' }));
        expect(await screen.findByText('Ativada')).toBeInTheDocument();
        expect(storedUser(demo.username).two_factor).toBe(true);
        await waitFor(() => expect(getUser()?.['2fa']).toBe(true));
    });
});

describe('sandbox: own record only', () => {
    const failure = (promise: Promise<unknown>) =>
        promise.then(
            () => null,
            (error: unknown) => (isHttpError(error) ? { status: error.status, body: error.body } : null),
        );

    it('answers 403 for another user and 422 with pt-BR messages for bad input', async () => {
        await signIn('cliente');
        const other = storedUser(demoUser('gestor').username);
        const mine = getUser()?.uuid as string;
        const quiet = { quiet: true } as const;
        expect(
            await failure(request(`access/user/${other.uuid}`, { ...quiet, method: 'PUT', body: {} })),
        ).toMatchObject({ status: 403 });
        expect(
            await failure(
                request(`access/user/${other.uuid}/two_factor`, {
                    ...quiet,
                    method: 'PUT',
                    body: { enabled: false, password: DEMO_PASSWORD },
                }),
            ),
        ).toMatchObject({ status: 403 });
        expect(
            await failure(
                request(`access/user/${mine}`, {
                    ...quiet,
                    method: 'PUT',
                    body: { email: 'ana.ribeiro@bancodigital.com.br', about: 'x'.repeat(281) },
                }),
            ),
        ).toMatchObject({
            status: 422,
            body: {
                errors: { email: [PROFILE_MESSAGES.emailTaken], about: [PROFILE_MESSAGES.aboutTooLong] },
            },
        });
        const form = new FormData();
        form.append('photo', new File(['not a png'], 'falsa.png', { type: 'image/png' }));
        expect(
            await failure(request('access/person/photo', { ...quiet, method: 'POST', body: form })),
        ).toMatchObject({ status: 422, body: { errors: { photo: [PROFILE_MESSAGES.photoType] } } });
        expect(
            await failure(
                request('access/password', {
                    ...quiet,
                    method: 'PUT',
                    body: { current_password: DEMO_PASSWORD, password: 'curta', password_confirmation: 'x' },
                }),
            ),
        ).toMatchObject({
            status: 422,
            body: {
                errors: {
                    password: [PASSWORD_MESSAGES.tooShort],
                    password_confirmation: [PASSWORD_MESSAGES.mismatch],
                },
            },
        });
    });
});
