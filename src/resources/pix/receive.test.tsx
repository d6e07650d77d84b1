import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePix } from '../../domain/brcode';
import { PIX_TEXTS } from '../../domain/pix';
import { brl, CHUNK_MS, enterPix, FLOW, recordCalls, state } from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import { describePixKey } from './keyFormat';

withSandbox();

const openReceive = async () => {
    const entered = await enterPix('titular_pf');
    await entered.user.click(await screen.findByRole('link', { name: 'Receber' }));
    const key = state().pixKeys.find((k) => k.account_id === entered.account.id && k.type === 'EMAIL');
    if (!key) throw new Error('a conta não tem chave de e-mail');
    await screen.findByRole('combobox', { name: 'Chave que vai receber' }, { timeout: CHUNK_MS });
    return { ...entered, key };
};

describe('/pix-receive: a static QR Code', FLOW, () => {
    it('carries the amount, key and identifier in its copia e cola, and copies it', async () => {
        const { user, key } = await openReceive();
        await user.click(screen.getByRole('combobox', { name: 'Chave que vai receber' }));
        await user.click(await screen.findByRole('option', { name: describePixKey('EMAIL', key.key) }));
        const amount = screen.getByLabelText('Valor (opcional)');
        await user.type(amount, '12345');
        expect(amount).toHaveValue('123,45');
        await user.type(screen.getByLabelText('Identificador (opcional)'), 'Pedido42');
        await user.type(screen.getByLabelText('Mensagem (opcional)'), 'Aluguel de novembro');
        await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));

        const panel = await screen.findByRole('region', { name: 'QR Code para receber' });
        expect(await within(panel).findByRole('img', { name: 'QR Code Pix' })).toBeInTheDocument();
        const payload = (within(panel).getByLabelText('Pix copia e cola') as HTMLTextAreaElement).value;
        const parsed = parsePix(payload);
        expect(parsed).toMatchObject({
            ok: true,
            kind: 'static',
            key: key.key,
            amountCents: 12_345,
            txid: 'Pedido42',
            description: 'Aluguel de novembro',
        });
        // What the code holds, read back from it.
        expect(panel).toHaveTextContent(`Valor${brl(12_345)}`);
        expect(panel).toHaveTextContent('IdentificadorPedido42');

        await user.click(within(panel).getByRole('button', { name: 'Copiar código' }));
        expect(await screen.findByText(/Código Pix copiado/, {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(await navigator.clipboard.readText()).toBe(payload);
    });

    it('leaves the amount to the payer when none is given', async () => {
        const { user } = await openReceive();
        await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
        const panel = await screen.findByRole('region', { name: 'QR Code para receber' });
        const payload = (await within(panel).findByLabelText('Pix copia e cola')) as HTMLTextAreaElement;
        const parsed = parsePix(payload.value);
        expect(parsed.ok && parsed.amountCents).toBeNull();
        expect(panel).toHaveTextContent('Livre: quem paga informa');
    });

    it('refuses an identifier with a space, says why, and asks nothing of the bank', async () => {
        const { user } = await openReceive();
        const calls = recordCalls();
        const txid = screen.getByLabelText('Identificador (opcional)');
        await user.type(txid, 'pedido 42');
        await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));
        await waitFor(() => expect(txid).toHaveAccessibleDescription(PIX_TEXTS.staticTxidInvalid));
        expect(txid).toHaveValue('pedido 42');
        expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
});
