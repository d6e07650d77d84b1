import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boundStore } from '../../sandbox/route';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Tipos de conta', () => {
    it('lists the seeded types in pt-BR, searches and sorts', async () => {
        await signIn('controller');
        renderPage('/tipos-contas');
        expect(await screen.findByText('Conta Comum')).toBeInTheDocument();
        expect(screen.getByText('R$ 12,90')).toBeInTheDocument();
        const user = userEvent.setup({ delay: null });
        await user.type(screen.getByPlaceholderText('Buscar por nome ou código'), 'custódia');
        await waitFor(() => expect(screen.queryByText('Conta Comum')).not.toBeInTheDocument());
        expect(screen.getByText('Conta Custódia Pix')).toBeInTheDocument();
    });

    it('edits a type: server-side validation lands on the field, then the change is saved in cents', async () => {
        await signIn('controller');
        renderPage('/tipos-contas');
        const user = userEvent.setup({ delay: null });
        await user.click(await row('Conta Cashback'));
        const name = await screen.findByLabelText(/Nome/);
        // The form is filled from the record first: a reset after the typing would undo it (and disable Salvar).
        await waitFor(() => expect(name).toHaveValue('Conta Cashback'));
        await user.clear(name);
        await user.type(name, 'conta comum');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        // On the field, and in the error notice with its code (spec 1 §8: 422 shows the first field error).
        await waitFor(() =>
            expect(name).toHaveAccessibleDescription('Já existe um tipo de conta com este nome.'),
        );
        expect(await screen.findByText('ACC004-3')).toBeInTheDocument();
        expect(name).toHaveValue('conta comum');

        await user.clear(name);
        await user.type(name, 'Conta Cashback Plus');
        const fee = screen.getByLabelText(/Tarifa mensal/);
        await user.clear(fee);
        await user.type(fee, '1990');
        expect(fee).toHaveValue('19,90');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));

        expect(await screen.findByText('Conta Cashback Plus')).toBeInTheDocument();
        const saved = boundStore().state.accountTypes.find((t) => t.name === 'Conta Cashback Plus');
        expect(saved?.monthly_fee).toBe(1990);
        expect(within(await row('Conta Cashback Plus')).getByText('R$ 19,90')).toBeInTheDocument();
    });

    it('checks the rules before sending and keeps what was typed', async () => {
        await signIn('controller');
        renderPage('/tipos-contas/create');
        const user = userEvent.setup({ delay: null });
        await user.type(await screen.findByLabelText(/Nome/), 'AB');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        expect(await screen.findByText('O nome deve ter entre 3 e 60 caracteres.')).toBeInTheDocument();
        expect(screen.getByText('Selecione um código válido.')).toBeInTheDocument();
        expect(screen.getByLabelText(/Nome/)).toHaveValue('AB');
    });

    it('is closed to a profile without the permission', async () => {
        await signIn('caixa');
        renderPage('/tipos-contas');
        expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeInTheDocument();
        expect(screen.queryByText('Conta Comum')).not.toBeInTheDocument();
    });
});
