import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boundStore } from '../sandbox/route';
import { DEMO_PASSWORD } from '../sandbox/seed/users';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { demoUser, signIn } from '../test/session';

withSandbox();

const PATIENCE = { timeout: 15_000 };

describe('a phone with the country code', { timeout: 60_000 }, () => {
    it('typed at the login SMS step (+55 …) is the registered mobile, not another number', async () => {
        const titular = demoUser('titular_pf');
        const user = userEvent.setup({ delay: null });
        renderPage('/login');
        await user.type(await screen.findByLabelText('CPF', {}, PATIENCE), titular.username);
        await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Entrar' }));
        const phone = await screen.findByLabelText('Celular', {}, PATIENCE);
        const [ddd, first, last] = [
            titular.phone.slice(0, 2),
            titular.phone.slice(2, 7),
            titular.phone.slice(7),
        ];
        await user.type(phone, `+55 ${ddd} ${first}-${last}`);
        expect(phone).toHaveValue(`+55 (${ddd}) ${first}-${last}`);
        await user.click(screen.getByRole('button', { name: 'Enviar código' }));
        expect(await screen.findByText(/o código enviado é \d{6}/)).toBeInTheDocument();
    });

    it('pasted into a payer’s phone (0055 …) is kept whole and saved as the national number', async () => {
        await signIn('titular_pf');
        renderPage('/criar-sacado');
        const user = userEvent.setup({ delay: null });
        await user.type(await screen.findByLabelText('CPF ou CNPJ', {}, PATIENCE), '12abc34501de35');
        await user.type(screen.getByLabelText('Nome ou razão social'), 'Empresa Exemplo Ltda');
        const phone = screen.getByLabelText('Telefone');
        await user.click(phone);
        await user.paste('0055 11 98765 4321');
        expect(phone).toHaveValue('(11) 98765-4321');
        await user.clear(phone);
        await user.paste('+5511987654321');
        expect(phone).toHaveValue('(11) 98765-4321');
        await user.type(screen.getByLabelText('CEP'), '01310100');
        await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Paulista'));
        await user.type(screen.getByLabelText('Número'), '1000');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() => expect(window.location.pathname).toBe('/sacados'), PATIENCE);
        const saved = boundStore().state.drawees.find((d) => d.name === 'Empresa Exemplo Ltda');
        expect(saved?.phone).toBe('11987654321');
    });
});
