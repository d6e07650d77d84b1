import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PIX_KEY_STATUS_LABELS } from '../../domain/pix';
import { fill } from '../../test/fill';
import { CHUNK_MS, enterPix, FLOW, personOf, recordCalls, state } from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import { formatPixKey } from './keyFormat';

withSandbox();

/** Pix home → "Minhas chaves": the keys of the chosen account. */
const openKeys = async (key: 'titular_pf' | 'titular_pj') => {
    const entered = await enterPix(key);
    await entered.user.click(await screen.findByRole('link', { name: 'Minhas chaves' }));
    await screen.findByRole('list', { name: 'Chaves Pix' }, { timeout: CHUNK_MS });
    return entered;
};

const openNewKey = async (user: Awaited<ReturnType<typeof openKeys>>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Cadastrar chave' }));
    return screen.findByRole('dialog', { name: 'Cadastrar chave Pix' });
};

const keysOf = (accountId: number) => state().pixKeys.filter((k) => k.account_id === accountId);

describe('/pix-keys', FLOW, () => {
    it("lists the account's keys formatted, with their status", async () => {
        const { account } = await openKeys('titular_pf');
        const list = screen.getByRole('list', { name: 'Chaves Pix' });
        const keys = keysOf(account.id);
        expect(within(list).getAllByRole('listitem')).toHaveLength(keys.length);
        const phone = keys.find((k) => k.type === 'PHONE');
        expect(phone).toBeDefined();
        const item = within(list).getByRole('listitem', {
            name: `Celular ${formatPixKey('PHONE', phone?.key ?? '')}`,
        });
        expect(item).toHaveTextContent(/^Celular · desde \d{2}\/\d{2}\/\d{4}\(\d{2}\) \d{5}-\d{4}Ativa$/);
        expect(screen.getByText(new RegExp(`${keys.length} de 5 chaves`))).toBeInTheDocument();
    });

    it('registers an e-mail key and lists it', async () => {
        const { user, account } = await openKeys('titular_pf');
        const dialog = await openNewKey(user);
        await user.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
        await fill(user, within(dialog).getByLabelText('Celular ou e-mail'), 'Ana.Nova@Exemplo.com.br');
        expect(within(dialog).getByText('Reconhecido como e-mail.')).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

        expect(
            await screen.findByText('Chave E-mail ana.nova@exemplo.com.br cadastrada.'),
        ).toBeInTheDocument();
        expect(
            await screen.findByRole('listitem', { name: 'E-mail ana.nova@exemplo.com.br' }),
        ).toHaveTextContent('Ativa');
        expect(state().pixKeys.find((k) => k.key === 'ana.nova@exemplo.com.br')).toMatchObject({
            account_id: account.id,
            type: 'EMAIL',
            status: 'active',
        });
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('gives a bad phone its pt-BR message, keeps what was typed and sends nothing', async () => {
        const { user } = await openKeys('titular_pf');
        const calls = recordCalls();
        const dialog = await openNewKey(user);
        await user.click(within(dialog).getByRole('radio', { name: 'Celular' }));
        const field = within(dialog).getByLabelText('Celular ou e-mail');
        await user.type(field, '1134567890');
        expect(field).toHaveValue('(11) 34567-890');
        await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
        await waitFor(() => expect(field).toHaveAccessibleDescription('Informe um celular válido.'));
        expect(field).toHaveValue('(11) 34567-890');
        expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

        // Typing a letter makes it an e-mail: the type follows what is typed.
        await user.clear(field);
        await user.type(field, 'ana@');
        expect(within(dialog).getByRole('radio', { name: 'E-mail' })).toBeChecked();
        expect(field).toHaveValue('ana@');
    });

    it("offers the holder's own CPF read-only and, as it is at another bank, its portability", async () => {
        const { user, account } = await openKeys('titular_pf');
        const cpf = state().persons.find((p) => p.id === personOf('titular_pf'))?.document as string;
        const dialog = await openNewKey(user);
        await user.click(within(dialog).getByRole('radio', { name: 'CPF' }));
        const field = within(dialog).getByLabelText('Seu CPF');
        expect(field).toHaveValue(formatPixKey('CPF', cpf));
        expect(field).toHaveAttribute('readonly');
        await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

        const claim = await screen.findByRole('dialog', { name: 'Esta chave está em outra instituição' });
        expect(claim).toHaveTextContent(/Portabilidade: a chave está no seu nome em outra instituição/);
        await user.click(within(claim).getByRole('button', { name: 'Pedir portabilidade' }));

        const item = await screen.findByRole('listitem', { name: `CPF ${formatPixKey('CPF', cpf)}` });
        expect(item).toHaveTextContent(PIX_KEY_STATUS_LABELS.portability_pending);
        expect(state().pixKeys.find((k) => k.key === cpf && k.account_id === account.id)).toMatchObject({
            status: 'portability_pending',
        });
    });

    it('claims the ownership of an e-mail someone else registered', async () => {
        const { user, account } = await openKeys('titular_pf');
        const taken = state().pixKeys.find((k) => k.external && k.type === 'EMAIL');
        expect(taken).toBeDefined();
        const email = taken?.key as string;
        const dialog = await openNewKey(user);
        await user.click(within(dialog).getByRole('radio', { name: 'E-mail' }));
        await user.type(within(dialog).getByLabelText('Celular ou e-mail'), email);
        await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

        const claim = await screen.findByRole('dialog', { name: 'Esta chave está em outra instituição' });
        expect(claim).toHaveTextContent(/Reivindicação de posse/);
        await user.click(within(claim).getByRole('button', { name: 'Reivindicar chave' }));
        expect(await screen.findByRole('listitem', { name: `E-mail ${email}` })).toHaveTextContent(
            PIX_KEY_STATUS_LABELS.claim_pending,
        );
        expect(state().pixKeys.find((k) => k.key === email && k.account_id === account.id)?.status).toBe(
            'claim_pending',
        );
    });

    it('deletes a key after a confirmation that names it', async () => {
        const { user, account } = await openKeys('titular_pf');
        const phone = keysOf(account.id).find((k) => k.type === 'PHONE');
        const shown = formatPixKey('PHONE', phone?.key ?? '');
        await user.click(screen.getByRole('button', { name: `Excluir a chave ${shown}` }));
        const confirm = await screen.findByRole('dialog', { name: 'Excluir chave Pix?' });
        expect(confirm).toHaveTextContent(`A chave Celular ${shown} deixa de receber Pix nesta conta.`);
        await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

        expect(await screen.findByText(`Chave ${shown} excluída.`)).toBeInTheDocument();
        await waitFor(() =>
            expect(screen.queryByRole('listitem', { name: `Celular ${shown}` })).not.toBeInTheDocument(),
        );
        expect(state().pixKeys.some((k) => k.id === phone?.id)).toBe(false);
    });

    it('copies a key as the DICT has it', async () => {
        const { user, account } = await openKeys('titular_pf');
        const phone = keysOf(account.id).find((k) => k.type === 'PHONE');
        const shown = formatPixKey('PHONE', phone?.key ?? '');
        await user.click(screen.getByRole('button', { name: `Copiar a chave ${shown}` }));
        expect(await screen.findByText(`Chave ${shown} copiada.`)).toBeInTheDocument();
        expect(await navigator.clipboard.readText()).toBe(phone?.key);
    });
});
