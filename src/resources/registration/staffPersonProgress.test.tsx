import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cpfFromSeed, formatCpf } from '../../domain/cpf';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { next, onStep, type } from './testing';

withSandbox();

const CPF = cpfFromSeed(555_200);

describe('/cadastro-pessoa-fisica (staff): progress and leaving', () => {
    it('restores the progress after a remount and warns before leaving a half-filled wizard', {
        timeout: 90_000,
    }, async () => {
        await signIn('gestor');
        const user = userEvent.setup({ delay: null });
        const first = renderPage('/cadastro-pessoa-fisica');
        await onStep('Identificação', false);
        await type(user, 'Nome completo', 'Caio Menezes Rocha');
        await type(user, 'CPF', CPF);
        await type(user, 'Data de nascimento', '05061979');
        await type(user, 'Nome da mãe', 'Lúcia Menezes Rocha');
        await next(user);
        await onStep('Contato');
        await type(user, 'E-mail', 'caio.rocha@example.com');
        first.unmount();

        renderPage('/cadastro-pessoa-fisica');
        await onStep('Contato', false);
        expect(screen.getByText(/Continuamos de onde você parou/)).toBeInTheDocument();
        expect(screen.getByLabelText('E-mail')).toHaveValue('caio.rocha@example.com');
        await user.click(screen.getByRole('button', { name: 'Voltar' }));
        await onStep('Identificação');
        expect(screen.getByLabelText('CPF')).toHaveValue(formatCpf(CPF));
        expect(screen.getByLabelText('Data de nascimento')).toHaveValue('05/06/1979');

        // Reloading or closing the tab asks the browser to confirm.
        const unload = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(unload);
        expect(unload.defaultPrevented).toBe(true);

        // A link inside the app asks first; staying keeps everything.
        await user.click((await screen.findAllByRole('link', { name: 'Início' }))[0]);
        const dialog = await screen.findByRole('dialog', { name: 'Sair do cadastro?' });
        expect(dialog).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Continuar o cadastro' }));
        expect(screen.getByLabelText('Nome completo')).toHaveValue('Caio Menezes Rocha');
        await user.click((await screen.findAllByRole('link', { name: 'Início' }))[0]);
        await user.click(await screen.findByRole('button', { name: 'Sair do cadastro' }));
        await waitFor(() => expect(window.location.pathname).toBe('/'));
        expect(screen.queryByLabelText('Nome da mãe')).not.toBeInTheDocument();
    });
});
