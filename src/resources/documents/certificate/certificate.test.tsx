import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_MESSAGES } from '../../../domain/certificates';
import { PKCS12_MESSAGES } from '../../../domain/pkcs12';
import { boundStore } from '../../../sandbox/route';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };

const fixture = (name: string, as = name) =>
    new File([readFileSync(`src/domain/__fixtures__/${name}`)], as, { type: 'application/x-pkcs12' });

const open = async () => {
    const user = userEvent.setup({ delay: null });
    await signIn('titular_pj');
    renderPage('/importar-certificado');
    await screen.findByRole('heading', { level: 2, name: 'Importar certificado digital A1' }, PATIENCE);
    return user;
};

const fileInput = () => screen.getByLabelText('Arquivo do certificado (.pfx ou .p12)');
const passwordInput = () => screen.getByLabelText('Senha do certificado');
const importButton = () => screen.getByRole('button', { name: 'Importar certificado' });

describe('/importar-certificado', { timeout: 60_000 }, () => {
    it('imports the e-CNPJ after a wrong password, keeping the file chosen, and shows the result', async () => {
        const user = await open();
        const list = await screen.findByRole('list', { name: 'Certificados importados' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(1);
        expect(within(list).getByText('Vence em breve')).toBeInTheDocument();

        await user.upload(fileInput(), fixture('ecnpj-valid-aes.p12', 'emporio-monteiro.pfx'));
        expect(screen.getByText('emporio-monteiro.pfx')).toBeInTheDocument();
        await user.type(passwordInput(), 'Cert@2025');
        await user.click(importButton());
        expect(
            await screen.findByText(PKCS12_MESSAGES.wrong_password, { selector: 'p' }),
        ).toBeInTheDocument();
        expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByText('emporio-monteiro.pfx')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Trocar arquivo' })).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Mostrar a senha do certificado' }));
        expect(passwordInput()).toHaveAttribute('type', 'text');
        await user.clear(passwordInput());
        await user.type(passwordInput(), 'Cert@2026');
        await user.click(importButton());

        const result = await screen.findByRole('region', { name: 'Certificado importado' });
        const pairs = within(result);
        expect(pairs.getByText('MONTEIRO & TAVARES COMERCIO DE ALIMENTOS LTDA')).toBeInTheDocument();
        expect(pairs.getByText('45.938.076/0001-09')).toBeInTheDocument();
        expect(pairs.getByText('AC SANDBOX DEMO v5')).toBeInTheDocument();
        expect(
            pairs.getByText(/^31\/10\/2026 a 01\/11\/2036 \(\d\.\d{3} dias restantes\)$/),
        ).toBeInTheDocument();
        expect(pairs.getByText('Válido')).toBeInTheDocument();
        expect(pairs.getByText('5A3F19C2')).toBeInTheDocument();
        // The form is ready for another file; the list has the new certificate.
        expect(screen.queryByText('emporio-monteiro.pfx')).not.toBeInTheDocument();
        expect(passwordInput()).toHaveValue('');
        await screen.findByRole('listitem', { name: /série 5A3F19C2/ });
        expect(boundStore().state.certificates.map((c) => c.serial)).toContain('5A3F19C2');
    });

    it('says what is wrong with an expired, a legacy or a wrong kind of file', async () => {
        const user = await open();
        await user.upload(fileInput(), fixture('ecnpj-valid.cer'));
        expect(screen.getByText(CERTIFICATE_MESSAGES.wrongExtension)).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Trocar arquivo' })).not.toBeInTheDocument();

        await user.click(importButton());
        expect(screen.getByText(CERTIFICATE_MESSAGES.fileRequired)).toBeInTheDocument();
        expect(screen.getByText(CERTIFICATE_MESSAGES.passwordRequired)).toBeInTheDocument();

        // Dropped on the drop zone instead of chosen.
        const zone = screen.getByText(/^Arraste o arquivo do certificado/);
        fireEvent.drop(zone, {
            dataTransfer: { files: [fixture('ecnpj-expired-aes.p12', 'emporio-2024.pfx')] },
        });
        expect(await screen.findByText('emporio-2024.pfx')).toBeInTheDocument();
        await user.type(passwordInput(), 'Cert@2026');
        await user.click(importButton());
        expect(
            await screen.findByText(CERTIFICATE_MESSAGES.expired('01/03/2025'), { selector: 'p' }),
        ).toBeInTheDocument();

        await user.upload(fileInput(), fixture('ecnpj-legacy-rc2.p12'));
        await user.click(importButton());
        await screen.findByText(PKCS12_MESSAGES.legacy, { selector: 'p' });
        expect(passwordInput()).toHaveValue('Cert@2026');
    });

    it('removes a certificate after confirming', async () => {
        const user = await open();
        const item = await screen.findByRole('listitem', { name: /série 3E8A0C71/ });
        await user.click(within(item).getByRole('button', { name: 'Remover o certificado série 3E8A0C71' }));
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitForElementToBeRemoved(dialog);
        expect(screen.getByRole('listitem', { name: /série 3E8A0C71/ })).toBeInTheDocument();
        await user.click(within(item).getByRole('button', { name: 'Remover o certificado série 3E8A0C71' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover' }));
        expect(await screen.findByText('Nenhum certificado importado ainda.')).toBeInTheDocument();
        expect(boundStore().state.certificates).toEqual([]);
    });
});
