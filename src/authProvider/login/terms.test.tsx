import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../sandbox/seed/users';
import { demoUser, renderApp } from '../../test/app';
import { state } from '../../test/bank';
import { withSandbox } from '../../test/sandbox';
import { browserNavigation } from '../../ui/browserNavigation';
import { getToken, getUser } from '../session';

withSandbox();

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The demo holder who accepted an older version signs in; the new terms open over the login page. */
const signInToTerms = async () => {
    const holder = demoUser('titular_termos');
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('CPF'), holder.username);
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos e Condições de Uso da Conta Digital' });
    return { user, dialog, holder };
};

describe('new terms of use after login', () => {
    it('shows the current terms before the session starts; "Aceitar" records them and goes on', async () => {
        const { user, dialog, holder } = await signInToTerms();
        expect(within(dialog).getByText('Versão 2026.1, publicada em 05/01/2026')).toBeInTheDocument();
        expect(
            within(dialog).getByRole('heading', { name: '12. Alterações destes Termos' }),
        ).toBeInTheDocument();
        expect(getUser()).toBeNull();
        expect(assign).not.toHaveBeenCalled();

        await user.click(within(dialog).getByRole('button', { name: 'Aceitar' }));
        await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
        expect(getUser()?.name).toBe(holder.name);
        expect(state().users.find((u) => u.username === holder.username)?.terms_accepted?.version).toBe(
            '2026.1',
        );
    });

    it('"Sair" leaves without a session and without accepting', async () => {
        const { user, dialog, holder } = await signInToTerms();
        await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
        expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(getToken()).toBeNull();
        expect(getUser()).toBeNull();
        expect(assign).not.toHaveBeenCalled();
        expect(state().users.find((u) => u.username === holder.username)?.terms_accepted).toBeUndefined();
    });
});
