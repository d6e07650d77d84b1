import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { request } from '../../http/client';
import { boundStore } from '../../sandbox/route';
import { renderApp, signIn } from '../../test/app';
import { withSandbox } from '../../test/sandbox';

withSandbox();

describe('Redefinir dados de demonstração', () => {
    it('brings the seed back and keeps the user signed in', async () => {
        await signIn('controller');
        const cashback = boundStore().state.accountTypes.find((t) => t.code === 'cashback');
        await request(`access/account_type/${cashback?.id}`, { method: 'PUT', body: { name: 'Renomeado' } });
        renderApp('/tipos-contas');
        expect(await screen.findByText('Renomeado')).toBeInTheDocument();

        const user = userEvent.setup({ delay: null });
        await user.click(screen.getByRole('button', { name: 'Perfil' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Redefinir dados de demonstração' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent('Sua sessão continua aberta.');
        await user.click(within(dialog).getByRole('button', { name: 'Redefinir' }));

        expect(await screen.findByText('Dados de demonstração redefinidos.')).toBeInTheDocument();
        expect(await screen.findByText('Conta Cashback')).toBeInTheDocument();
        expect(screen.queryByText('Renomeado')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Perfil' })).toBeInTheDocument();
    });
});
