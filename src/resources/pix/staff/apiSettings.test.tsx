import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_SETTINGS_TEXTS, maskSecret } from '../../../domain/pixApiSettings';
import { sha256 } from '../../../sandbox/hash';
import { fill } from '../../../test/fill';
import { renderPage } from '../../../test/page';
import { state } from '../../../test/pixCalls';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };
const bank = () => state().pixOrganizations[0].api;

/** /apix of the bank itself, once its settings are on screen. */
const openSettings = async () => {
    const view = renderPage('/apix');
    await screen.findByRole('heading', { name: 'Webhook de cobranças' }, PATIENCE);
    return view;
};

describe('/apix', { timeout: 60_000 }, () => {
    it('refuses a webhook that is not https with a pt-BR message, and keeps a good one after a reload', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        const view = await openSettings();
        const field = screen.getByLabelText('URL do webhook');
        expect(field).toHaveValue(bank().webhook_url);

        await user.clear(field);
        await fill(user, field, 'http://api.bancodigital.com.br/pix');
        await user.click(screen.getByRole('button', { name: 'Salvar webhook' }));
        expect(screen.getByText(API_SETTINGS_TEXTS.webhookHttps)).toBeInTheDocument();
        // Nothing was lost: the typed address stays, the bank still has the old one.
        expect(field).toHaveValue('http://api.bancodigital.com.br/pix');
        expect(bank().webhook_url).toBe('https://api.bancodigital.com.br/webhooks/pix/cobrancas');

        const good = 'https://hooks.bancodigital.com.br/pix/v2/cob';
        await user.clear(field);
        await user.type(field, good);
        await user.click(screen.getByRole('button', { name: 'Salvar webhook' }));
        expect(await screen.findByText('Webhook salvo.')).toBeInTheDocument();
        expect(bank().webhook_url).toBe(good);

        await user.click(screen.getByRole('button', { name: 'Enviar notificação de teste' }));
        expect(await screen.findByText(/o endereço respondeu 200 OK/)).toBeInTheDocument();
        expect(bank().webhook_last_test?.ok).toBe(true);

        view.unmount();
        await openSettings();
        expect(screen.getByLabelText('URL do webhook')).toHaveValue(good);
        expect(screen.getByText(/o endereço respondeu 200 OK/)).toBeInTheDocument();
    });

    it('shows a new secret once, after a confirmation, and keeps only its last four characters', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('controller');
        const view = await openSettings();
        const credentials = screen.getByRole('region', { name: 'Credenciais e certificado' });
        expect(within(credentials).getByText(maskSecret(bank().secret_last4))).toBeInTheDocument();
        const before = bank().secret_hash;

        await user.click(within(credentials).getByRole('button', { name: 'Gerar novo segredo' }));
        const confirm = await screen.findByRole('dialog', { name: 'Gerar um novo segredo?' });
        expect(confirm).toHaveTextContent('deixa de funcionar na hora');
        await user.click(within(confirm).getByRole('button', { name: 'Gerar novo segredo' }));

        const shown = await screen.findByRole('dialog', { name: 'Novo segredo gerado' });
        const secret = (within(shown).getByLabelText('Novo client secret') as HTMLInputElement).value;
        expect(secret).toHaveLength(48);
        await waitFor(() => expect(bank().secret_hash).not.toBe(before));
        expect(bank().secret_hash).toBe(await sha256(secret));
        expect(within(shown).getByText(/não será mostrado de novo/)).toBeInTheDocument();

        await user.click(within(shown).getByRole('button', { name: 'Já copiei, fechar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(within(credentials).getByText(maskSecret(secret.slice(-4)))).toBeInTheDocument();
        expect(document.body.innerHTML).not.toContain(secret);

        view.unmount();
        await openSettings();
        expect(screen.getByText(maskSecret(secret.slice(-4)))).toBeInTheDocument();
        expect(document.body.innerHTML).not.toContain(secret);
    });

    it('checks the allowed IPs line by line and saves the list', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        await openSettings();
        const field = screen.getByLabelText('IPs ou faixas CIDR');
        await user.clear(field);
        await user.type(field, '203.0.113.0/28{Enter}192.168.0.7{Enter}203.0.113.77/24');
        await user.click(screen.getByRole('button', { name: 'Salvar IPs' }));
        expect(screen.getByText(API_SETTINGS_TEXTS.ipPrivate('192.168.0.7'))).toBeInTheDocument();
        expect(
            screen.getByText(API_SETTINGS_TEXTS.ipNotNetwork('203.0.113.77/24', '203.0.113.0/24')),
        ).toBeInTheDocument();
        expect(bank().allowed_ips).toEqual(['203.0.113.0/28', '198.51.100.24']);

        await user.clear(field);
        await user.type(field, '203.0.113.0/28{Enter}2001:db8:10::/48');
        await user.click(screen.getByRole('button', { name: 'Salvar IPs' }));
        expect(await screen.findByText('Lista de IPs salva.')).toBeInTheDocument();
        expect(bank().allowed_ips).toEqual(['203.0.113.0/28', '2001:db8:10::/48']);
    });

    it('warns that the certificate is due, and leaves a read-only profile without the changes', async () => {
        await signIn('supervisor');
        await openSettings();
        const days = Math.floor((Date.parse(bank().certificate.not_after) - Date.now()) / 86_400_000);
        expect(screen.getByText(`O certificado vence em ${days} dias`, { exact: false })).toBeInTheDocument();
        expect(
            screen.getByText('Seu perfil pode consultar estas configurações, mas não alterá-las.'),
        ).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Gerar novo segredo' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Salvar webhook' })).not.toBeInTheDocument();
        expect(screen.getByLabelText('URL do webhook')).toHaveAttribute('readonly');
    });
});
