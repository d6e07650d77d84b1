import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cnpjFromSeed, formatCnpj } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { state } from '../../test/bank';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };

/** The text under an input (its error or help), found through the input's description. */
const helpOf = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

const fill = async (
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    label: string,
    text: string,
) => {
    const input = within(form).getByLabelText(label, { exact: true });
    await user.clear(input);
    // Pasted, not typed key by key: the page's rules see the whole value either way, and typing is slow.
    await user.paste(text);
};

describe('/cadastro-de-cooperativa', { timeout: 60_000 }, () => {
    it('checks every field before sending, then shows the bank’s 422 on its field without losing what was typed', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        renderPage('/cadastro-de-cooperativa?novo=1');
        const form = await screen.findByRole('region', { name: 'Cadastro de nova cooperativa' }, PATIENCE);
        await fill(user, form, 'CNPJ', cpfFromSeed(1));
        await fill(user, form, 'Número de cooperados', '5');
        await fill(user, form, 'CPF', '12345678900');
        await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
        const cnpj = within(form).getByLabelText('CNPJ', { exact: true });
        await waitFor(() => expect(helpOf(cnpj)).toBe('Informe o CNPJ da cooperativa (14 caracteres).'));
        expect(helpOf(within(form).getByLabelText('Número de cooperados'))).toBe(
            'Informe o número de cooperados: no mínimo 20 para este ramo.',
        );
        expect(helpOf(within(form).getByLabelText('CPF', { exact: true }))).toBe(
            'Informe um CPF válido para o responsável legal.',
        );
        expect(helpOf(within(form).getByLabelText('E-mail'))).toBe('Informe o e-mail da cooperativa.');
        expect(helpOf(within(form).getByLabelText('Nome completo'))).toBe(
            'Informe o nome completo do responsável legal.',
        );

        // Everything right but a CNPJ the bank already has: its answer lands on the CNPJ.
        const taken = state().cooperatives[0].document;
        await fill(user, form, 'CNPJ', taken);
        expect(cnpj).toHaveValue(formatCnpj(taken));
        await fill(user, form, 'Razão social', 'Cooperativa Habitacional do Litoral');
        await user.click(within(form).getByLabelText('Ramo'));
        await user.click(await screen.findByRole('option', { name: 'Infraestrutura' }));
        await fill(user, form, 'Número de cooperados', '45');
        await fill(user, form, 'E-mail', 'contato@habitalitoral.coop.br');
        await fill(user, form, 'Telefone', '1332104455');
        await fill(user, form, 'CEP', '01310100');
        await waitFor(() =>
            expect(within(form).getByLabelText('Logradouro')).toHaveValue('Avenida Paulista'),
        );
        await fill(user, form, 'Número', '2000');
        await fill(user, form, 'Nome completo', 'Sérgio Lopes Vieira');
        await fill(user, form, 'CPF', cpfFromSeed(2));
        await fill(user, form, 'Cargo', 'Presidente');
        await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
        await waitFor(
            () => expect(helpOf(cnpj)).toBe('Já existe uma cooperativa cadastrada com este CNPJ.'),
            PATIENCE,
        );
        expect(within(form).getByLabelText('Razão social')).toHaveValue(
            'Cooperativa Habitacional do Litoral',
        );
        expect(state().cooperatives).toHaveLength(4);

        // An alphanumeric CNPJ is taken; the new cooperative opens waiting for someone else.
        const alphanumeric = cnpjFromSeed(5150, true);
        await fill(user, form, 'CNPJ', alphanumeric.toLowerCase());
        await user.click(within(form).getByRole('button', { name: 'Enviar para aprovação' }));
        const dialog = await screen.findByRole('dialog', {}, PATIENCE);
        expect(within(dialog).getByText(formatCnpj(alphanumeric))).toBeInTheDocument();
        expect(
            within(dialog).getByText('Quem fez a operação não pode aprová-la nem rejeitá-la.'),
        ).toBeInTheDocument();
        expect(within(dialog).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
        expect(state().cooperatives.find((c) => c.document === alphanumeric)?.status).toBe(
            'pending_approval',
        );
    });

    it('another staff member rejects a registration with its reason, into its history; Gestor is not let in', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        const pending = state().cooperatives.find(
            (c) => c.status === 'pending_approval' && c.created_by.name !== 'Bruno Henrique Almeida',
        );
        if (!pending) throw new Error('seed sem cooperativa pendente de outra pessoa');
        const view = renderPage('/cadastro-de-cooperativa');
        await user.click(await screen.findByRole('button', { name: `Ver ${pending.name}` }, PATIENCE));
        const dialog = await screen.findByRole('dialog');
        await user.click(await within(dialog).findByRole('button', { name: 'Rejeitar' }, PATIENCE));
        const reject = screen.getByRole('dialog', { name: 'Rejeitar o cadastro' });
        await user.type(
            within(reject).getByLabelText('Motivo da rejeição'),
            'Falta a ata de eleição da diretoria',
        );
        await user.click(within(reject).getByRole('button', { name: 'Rejeitar' }));
        expect(
            await within(dialog).findByText(
                /Rejeitada por Bruno Henrique Almeida: Falta a ata de eleição/,
                {},
                PATIENCE,
            ),
        ).toBeInTheDocument();
        expect(state().cooperatives.find((c) => c.id === pending.id)?.status).toBe('rejected');
        view.unmount();

        // Gestor holds access.cooperative.store but is not Back Office: the route is not theirs (spec 1 §6).
        await signIn('gestor');
        renderPage('/cadastro-de-cooperativa');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), PATIENCE);
    });
});
