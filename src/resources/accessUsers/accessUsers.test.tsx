import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authApi } from '../../authProvider/api';
import { ACCESS_USER_MESSAGES } from '../../domain/accessUsers';
import { SIGNUP_MESSAGES } from '../../domain/signupFields';
import { isHttpError } from '../../http/HttpError';
import { DEMO_PASSWORD } from '../../sandbox/seed/users';
import { fill } from '../../test/fill';
import { renderPage } from '../../test/page';
import { state, switchUser as switchTo } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };

const choose = async (
    user: ReturnType<typeof userEvent.setup>,
    combobox: string,
    option: string | RegExp,
) => {
    await user.click(screen.getByRole('combobox', { name: combobox }));
    await user.click(await screen.findByRole('option', { name: option }));
};

describe('/controleusuario and /cadastro-acesso', { timeout: 90_000 }, () => {
    it('Back Office lists the users, blocks one (who then cannot sign in) and unblocks them', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('backoffice');
        renderPage('/controleusuario');
        // The table is drawn again after every change: always read the current one.
        const table = () => screen.findByRole('table', { name: 'Usuários' }, PATIENCE);
        expect(within(await table()).getByText('Bruno Henrique Almeida')).toBeInTheDocument();
        expect(within(await table()).getByText('Você')).toBeInTheDocument();
        expect(screen.getByText('Bloqueados')).toBeInTheDocument();

        await user.type(screen.getByLabelText('Buscar'), 'Carla');
        await waitFor(() => expect(screen.queryByText('Bruno Henrique Almeida')).not.toBeInTheDocument());
        await user.click(within(await table()).getByRole('button', { name: 'Ações de Carla Mendes Duarte' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Bloquear' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Bloquear Carla Mendes Duarte?')).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
        await waitFor(async () => expect(within(await table()).getByText('Bloqueado')).toBeInTheDocument());

        const refused = await authApi
            .login({ username: demoUser('gestor').username, password: DEMO_PASSWORD })
            .then(
                () => null,
                (error: unknown) => (isHttpError(error) ? error.status : null),
            );
        expect(refused).toBe(422);
        expect(state().users.find((u) => u.username === demoUser('gestor').username)?.status).toBe('blocked');

        await user.click(within(await table()).getByRole('button', { name: 'Ações de Carla Mendes Duarte' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Desbloquear' }));
        await user.click(
            within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desbloquear' }),
        );
        await waitFor(async () => expect(within(await table()).getByText('Ativo')).toBeInTheDocument());
    });

    it('Controller creates a staff access: a bad CPF is said on its field, nothing typed is lost', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('controller');
        renderPage('/cadastro-acesso');
        const form = await screen.findByRole('form', { name: 'Novo acesso da equipe' }, PATIENCE);
        await fill(user, within(form).getByLabelText('Nome completo'), 'Paula Regina Torres');
        await user.type(within(form).getByLabelText('CPF'), '52998224700');
        await fill(user, within(form).getByLabelText('E-mail'), 'paula.torres@bancodigital.com.br');
        await user.type(within(form).getByLabelText('Celular'), '11988887777');
        await user.click(within(form).getByRole('button', { name: 'Criar acesso' }));
        expect(within(form).getByLabelText('CPF')).toHaveAccessibleDescription(SIGNUP_MESSAGES.cpfInvalid);
        expect(within(form).getByText(ACCESS_USER_MESSAGES.roleRequired)).toBeInTheDocument();
        expect(within(form).getByLabelText('Nome completo')).toHaveValue('Paula Regina Torres');

        // A CPF that is already someone's login: the bank says so on the same field.
        await user.clear(within(form).getByLabelText('CPF'));
        await user.type(within(form).getByLabelText('CPF'), demoUser('caixa').username);
        await choose(user, 'Perfil de acesso', 'Caixa');
        await user.click(within(form).getByRole('button', { name: 'Criar acesso' }));
        await waitFor(() =>
            expect(within(form).getByLabelText('CPF')).toHaveAccessibleDescription(
                ACCESS_USER_MESSAGES.cpfTaken,
            ),
        );

        await user.clear(within(form).getByLabelText('CPF'));
        await user.type(within(form).getByLabelText('CPF'), '52998224725');
        await user.click(within(form).getByRole('button', { name: 'Criar acesso' }));
        expect(await screen.findByRole('heading', { name: 'Acesso criado' })).toBeInTheDocument();
        expect(screen.getByText(/Esqueci minha senha/)).toBeInTheDocument();
        expect(state().users.find((u) => u.username === '52998224725')).toMatchObject({
            role: 'caixa',
            two_factor: true,
            email: 'paula.torres@bancodigital.com.br',
        });
    });
});

describe('/adicionar-colaborador', { timeout: 90_000 }, () => {
    it('Titular PJ adds a collaborator (messages on the fields first) and removes them', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('titular_pj');
        renderPage('/adicionar-colaborador');
        const form = await screen.findByRole('form', { name: 'Novo colaborador' }, PATIENCE);
        expect(await screen.findByText('Nenhum colaborador ainda.')).toBeInTheDocument();
        await fill(user, within(form).getByLabelText('Nome completo'), 'Lucas Vieira Prado');
        await user.type(within(form).getByLabelText('CPF'), '11144477700');
        await fill(user, within(form).getByLabelText('E-mail'), 'lucas@emporiomonteiro.com.br');
        await user.type(within(form).getByLabelText('Celular'), '31991112222');
        await user.click(within(form).getByRole('button', { name: 'Adicionar colaborador' }));
        expect(within(form).getByLabelText('CPF')).toHaveAccessibleDescription(SIGNUP_MESSAGES.cpfInvalid);
        expect(within(form).getByText(ACCESS_USER_MESSAGES.profileRequired)).toBeInTheDocument();
        expect(within(form).getByLabelText('E-mail')).toHaveValue('lucas@emporiomonteiro.com.br');

        await user.clear(within(form).getByLabelText('CPF'));
        await user.type(within(form).getByLabelText('CPF'), '11144477735');
        await user.click(within(form).getByRole('radio', { name: /Operador/ }));
        await user.click(within(form).getByRole('button', { name: 'Adicionar colaborador' }));
        const list = await screen.findByRole('list', { name: 'Colaboradores da empresa' });
        expect(within(list).getByText('Lucas Vieira Prado')).toBeInTheDocument();
        expect(within(list).getByText(/Colaborador \(operador\)/)).toBeInTheDocument();
        const company = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
        expect(state().users.find((u) => u.username === '11144477735')).toMatchObject({
            person_id: company,
            collaborator: 'operador',
        });

        await user.click(within(list).getByRole('button', { name: 'Remover' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
        expect(await screen.findByText('Nenhum colaborador ainda.')).toBeInTheDocument();
        expect(state().users.some((u) => u.username === '11144477735')).toBe(false);
    });
});
