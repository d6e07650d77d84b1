import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addHolder } from '../test/holders';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { demoUser, signIn } from '../test/session';

withSandbox();

describe('home page', () => {
    it('offers only the screens the profile may open', async () => {
        await signIn('caixa');
        renderPage('/');
        const main = await screen.findByRole('main');
        expect(await within(main).findByRole('link', { name: 'Minha conta' })).toBeInTheDocument();
        expect(within(main).queryByRole('link', { name: 'Tipos de conta' })).not.toBeInTheDocument();
    });

    it('names a company holder as one, not with the staff word "Cliente"', async () => {
        await signIn('titular_pj');
        renderPage('/');
        expect(await screen.findByText(/^Pessoa jurídica · /)).toBeInTheDocument();
        expect(screen.queryByText(/^Cliente · /)).not.toBeInTheDocument();
    });

    it('greets the user, groups the shortcuts as the menu does and opens the filtered list behind a figure', async () => {
        addHolder({ name: 'Helena Pendente Hoje' });
        await signIn('backoffice');
        renderPage('/');
        const user = userEvent.setup({ delay: null });
        expect(await screen.findByText(/, Bruno$/)).toBeInTheDocument();
        expect(screen.getByText('Back Office · Banco Digital S.A.')).toBeInTheDocument();
        const general = await screen.findByRole('region', { name: 'Geral' });
        expect(within(general).getByRole('link', { name: 'Tipos de conta' })).toHaveAttribute(
            'href',
            '/tipos-contas',
        );
        const pix = await screen.findByRole('region', { name: 'Pix' });
        expect(within(pix).getByRole('link', { name: 'Movimentações Pix' })).toBeInTheDocument();
        const panels = screen.getByRole('region', { name: 'Painéis' });
        expect(within(panels).getByRole('link', { name: 'Painel de contas' })).toBeInTheDocument();
        // Only real screens: a page that says "Em breve" is no shortcut.
        expect(screen.queryByRole('link', { name: 'Marketplaces Iugu' })).not.toBeInTheDocument();

        await user.click(await screen.findByRole('link', { name: /^Cadastros pendentes/ }));
        const rows = await screen.findByRole('table', { name: 'Listagem de contas' }, { timeout: 20_000 });
        expect(await within(rows).findByText('Helena Pendente Hoje')).toBeInTheDocument();
        expect(within(rows).queryByText(demoUser('cliente').name)).not.toBeInTheDocument();
        expect(JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}')).toEqual({
            status: 'pending',
        });
    });
});
