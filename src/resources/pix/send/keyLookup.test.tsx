import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maskPixDocument } from '../../../domain/pix';
import { openSendScreen, state } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';

withSandbox();

describe('/pix-key-manual: the key holder as the directory answers', () => {
    it("shows the holder's name, masked document, bank (ISPB → participant) and account kind up to the confirmation", async () => {
        const { user } = await openSendScreen('titular_pf', '/pix-key-manual');
        const entry = state().pixKeys.find(
            (k) => k.type === 'EMAIL' && k.external?.ispb === '18236120' && !k.external.reject_code,
        );
        if (!entry?.external) throw new Error('semente sem chave no Nubank');
        await user.click(await screen.findByLabelText('Chave Pix'));
        await user.paste(entry.key);
        await user.click(screen.getByRole('button', { name: 'Buscar' }));
        await screen.findByRole('region', { name: 'Recebedor' });
        await user.type(await screen.findByLabelText('Valor'), '1000');
        await user.click(screen.getByRole('button', { name: 'Continuar' }));

        const confirm = await screen.findByRole('form', { name: 'Confirme o Pix' });
        const row = (label: string) => within(confirm).getByText(label).nextElementSibling?.textContent;
        expect(row('Nome')).toBe(entry.external.name);
        expect(row('CPF/CNPJ')).toBe(maskPixDocument(entry.external.document));
        expect(row('Instituição')).toBe('Nu Pagamentos S.A.');
        expect(row('Conta')).toMatch(/^\*{3}\d{1,3}-\d \(Conta de pagamento\)$/);
    });
});
