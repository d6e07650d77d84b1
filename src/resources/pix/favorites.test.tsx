import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAVORITE_NAME, PIX_TEXTS } from '../../domain/pix';
import { CHUNK_MS, enterPix, FLOW, personOf, recordCalls, state } from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import { formatPixKey } from './keyFormat';

withSandbox();

const openFavorites = async () => {
    const entered = await enterPix('titular_pf');
    await entered.user.click(await screen.findByRole('link', { name: 'Favoritos' }));
    await screen.findByRole('heading', { name: 'Favoritos' }, { timeout: CHUNK_MS });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    return entered;
};

const userId = () => state().users.find((u) => u.person_id === personOf('titular_pf'))?.id;

describe('/pix-favorites', FLOW, () => {
    it('adds a favourite by key, pays it through the key screen, and removes it after confirming', async () => {
        const { user } = await openFavorites();
        const saved = new Set(state().pixFavorites.map((f) => f.key));
        const entry = state().pixKeys.find((k) => k.external && k.type === 'PHONE' && !saved.has(k.key));
        const phone = entry?.key as string;
        const shown = formatPixKey('PHONE', phone);
        await user.click(screen.getByRole('button', { name: 'Novo favorito' }));
        const dialog = await screen.findByRole('dialog', { name: 'Novo favorito' });
        await user.type(within(dialog).getByLabelText('Nome do favorito'), 'Dona Marta (faxina)');
        await user.type(within(dialog).getByLabelText('Chave Pix'), phone);
        expect(within(dialog).getByRole('radio', { name: 'Celular' })).toHaveAttribute(
            'aria-checked',
            'true',
        );
        await user.click(within(dialog).getByRole('button', { name: 'Salvar favorito' }));

        expect(await screen.findByText('Dona Marta (faxina) salvo nos favoritos.')).toBeInTheDocument();
        const item = await screen.findByRole('listitem', { name: 'Dona Marta (faxina)' });
        expect(item).toHaveTextContent(`Celular ${shown}`);
        expect(item).toHaveTextContent(entry?.external?.name as string);
        expect(state().pixFavorites.find((f) => f.name === 'Dona Marta (faxina)')).toMatchObject({
            user_id: userId(),
            key: phone,
        });
        const pay = within(item).getByRole('link', { name: 'Pagar Dona Marta (faxina)' });
        expect(pay).toHaveAttribute('href', `/pix-key-manual?chave=${encodeURIComponent(phone)}`);

        await user.click(within(item).getByRole('button', { name: 'Remover Dona Marta (faxina)' }));
        const confirm = await screen.findByRole('dialog', { name: 'Remover favorito?' });
        expect(confirm).toHaveTextContent(`Dona Marta (faxina) (Celular ${shown}) sai da sua lista`);
        await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
        await waitFor(() =>
            expect(screen.queryByRole('listitem', { name: 'Dona Marta (faxina)' })).not.toBeInTheDocument(),
        );
        expect(state().pixFavorites.some((f) => f.name === 'Dona Marta (faxina)')).toBe(false);
    });

    it('adds a favourite by bank data, the institution picked from the Pix participants', async () => {
        const { user } = await openFavorites();
        await user.click(screen.getByRole('button', { name: 'Novo favorito' }));
        const dialog = await screen.findByRole('dialog', { name: 'Novo favorito' });
        await user.type(within(dialog).getByLabelText('Nome do favorito'), 'Oficina do Zé');
        await user.click(within(dialog).getByRole('radio', { name: 'Por dados bancários' }));
        await user.type(within(dialog).getByRole('combobox', { name: 'Instituição' }), 'Itaú');
        await user.click(await screen.findByRole('option', { name: /ISPB 60701190/ }));
        await user.type(within(dialog).getByLabelText('Agência'), '1234');
        await user.type(within(dialog).getByLabelText('Conta'), '567890');
        await user.type(within(dialog).getByLabelText('Dígito'), '1');
        await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de conta' }));
        await user.click(await screen.findByRole('option', { name: 'Conta corrente' }));
        await user.type(within(dialog).getByLabelText('CPF ou CNPJ do titular'), '45938076000109');
        await user.type(within(dialog).getByLabelText('Nome do titular da conta'), 'José Reparos Ltda');
        await user.click(within(dialog).getByRole('button', { name: 'Salvar favorito' }));

        const item = await screen.findByRole('listitem', { name: 'Oficina do Zé' });
        expect(item).toHaveTextContent(/Ag\. 1234 · Conta corrente 567890-1/);
        expect(state().pixFavorites.find((f) => f.name === 'Oficina do Zé')?.bank_data).toMatchObject({
            branch: '1234',
            account: '5678901',
            account_type: 'checking',
            document: '45938076000109',
        });
    });

    it('asks for a name and a valid key before saving anything', async () => {
        const { user } = await openFavorites();
        const calls = recordCalls();
        await user.click(screen.getByRole('button', { name: 'Novo favorito' }));
        const dialog = await screen.findByRole('dialog', { name: 'Novo favorito' });
        const key = within(dialog).getByLabelText('Chave Pix');
        await user.type(key, 'fulano@');
        await user.click(within(dialog).getByRole('button', { name: 'Salvar favorito' }));
        await waitFor(() =>
            expect(within(dialog).getByLabelText('Nome do favorito')).toHaveAccessibleDescription(
                PIX_TEXTS.favoriteName,
            ),
        );
        expect(key).toHaveAccessibleDescription('Informe um e-mail válido.');
        expect(key).toHaveValue('fulano@');
        expect(PIX_TEXTS.favoriteName).toContain(String(FAVORITE_NAME.max));
        expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
});
