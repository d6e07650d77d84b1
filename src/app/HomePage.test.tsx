import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { signIn } from '../test/session';

withSandbox();

describe('home page', () => {
    it('greets the user and opens the screens the profile may use', async () => {
        await signIn('backoffice');
        renderPage('/');
        expect(await screen.findByText(/, Bruno$/)).toBeInTheDocument();
        expect(screen.getByText('Back Office · Banco Digital S.A.')).toBeInTheDocument();
        await userEvent
            .setup({ delay: null })
            .click(await screen.findByRole('link', { name: 'Tipos de conta' }));
        expect(await screen.findByText('Conta Comum')).toBeInTheDocument();
    });

    it('offers only the screens the profile may open', async () => {
        await signIn('caixa');
        renderPage('/');
        const main = await screen.findByRole('main');
        expect(await within(main).findByRole('link', { name: 'Minha conta' })).toBeInTheDocument();
        expect(within(main).queryByRole('link', { name: 'Tipos de conta' })).not.toBeInTheDocument();
    });
});
