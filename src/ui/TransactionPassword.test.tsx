import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBankBoleto } from '../domain/boleto';
import { toDateOnlyBrasilia } from '../domain/dates';
import { TRANSACTION_PASSWORD_MESSAGES as M } from '../domain/transactionPassword';
import { boundStore } from '../sandbox/route';
import { TERMS_VERSION } from '../sandbox/seed/terms';
import type { DemoUserKey } from '../sandbox/seed/users';
import { renderPage } from '../test/page';
import { withSandbox } from '../test/sandbox';
import { demoUser, signIn } from '../test/session';

withSandbox();

/** Signs in; the holder without a transaction password has accepted the current terms (the login asks it). */
const signInReady = async (key: DemoUserKey) => {
    const stored = boundStore().state.users.find((u) => u.username === demoUser(key).username);
    if (stored) stored.terms_accepted = { version: TERMS_VERSION, accepted_at: new Date().toISOString() };
    await signIn(key);
};

const state = () => boundStore().state;
const userOf = (key: DemoUserKey) => state().users.find((u) => u.username === demoUser(key).username);

/** Signs in and brings a R$ 12,34 boleto's payment, from the user's richest account, to its confirmation. */
const toConfirmation = async (key: DemoUserKey) => {
    await signInReady(key);
    const personId = userOf(key)?.person_id;
    const account = state()
        .accounts.filter((a) => a.person_id === personId && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
    renderPage('/liquidacaoboleto');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Linha digitável ou código de barras'));
    await user.paste(
        buildBankBoleto({
            bankCode: '341',
            amountCents: 1_234,
            dueDate: toDateOnlyBrasilia(new Date(Date.now() + 5 * 86_400_000)),
            freeField: '9876543210987654321098765',
        }).line,
    );
    await user.click(screen.getByRole('combobox', { name: 'Conta a debitar' }));
    const options = await screen.findAllByRole('option');
    const option = options.find((o) => o.textContent?.includes(`${account.number}-${account.digit}`));
    if (!option) throw new Error('conta não listada');
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Confirme o pagamento' });
    return user;
};

const confirm = () => screen.getByRole('button', { name: 'Confirmar pagamento' });

describe('the confirmation’s transaction password', () => {
    it('asks a user without one to create it there, then the payment goes on with it', async () => {
        const user = await toConfirmation('titular_termos');
        await screen.findByText('Crie sua senha de transação');
        expect(screen.queryByLabelText('Senha de transação')).not.toBeInTheDocument();
        await user.click(confirm());
        await waitFor(() =>
            expect(screen.getByLabelText('Nova senha de transação')).toHaveAccessibleDescription(M.required),
        );
        await user.type(screen.getByLabelText('Nova senha de transação'), '111111');
        await user.type(screen.getByLabelText('Confirme a senha de transação'), '111111');
        await user.click(screen.getByRole('button', { name: 'Criar senha de transação' }));
        expect(screen.getByLabelText('Nova senha de transação')).toHaveAccessibleDescription(M.repeated);
        await user.clear(screen.getByLabelText('Nova senha de transação'));
        await user.clear(screen.getByLabelText('Confirme a senha de transação'));
        await user.type(screen.getByLabelText('Nova senha de transação'), '246813');
        await user.type(screen.getByLabelText('Confirme a senha de transação'), '246813');
        await user.click(screen.getByRole('button', { name: 'Criar senha de transação' }));
        const field = await screen.findByLabelText('Senha de transação');
        expect(field).toHaveValue('246813');
        expect(field).toHaveAttribute('inputmode', 'numeric');
        await user.click(confirm());
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(state().transactionPasswords.some((r) => r.user_id === userOf('titular_termos')?.id)).toBe(
            true,
        );
    });

    it('shows the lock and where to recover it after the last wrong try, and pays nothing', async () => {
        const user = await toConfirmation('titular_pf');
        const paid = state().billPayments.length;
        for (const left of ['Restam 2 tentativas.', 'Resta 1 tentativa.']) {
            await user.clear(screen.getByLabelText('Senha de transação'));
            await user.type(screen.getByLabelText('Senha de transação'), '135790');
            await user.click(confirm());
            await waitFor(() =>
                expect(screen.getByLabelText('Senha de transação')).toHaveAccessibleDescription(
                    `${M.wrong} ${left}`,
                ),
            );
        }
        await user.clear(screen.getByLabelText('Senha de transação'));
        await user.type(screen.getByLabelText('Senha de transação'), '135790');
        await user.click(confirm());
        // The bank's answer, then its status read again: the field gives way to the lock and the way out.
        const recover = await screen.findByRole('link', { name: 'Recuperar a senha de transação' });
        expect(recover).toHaveAttribute('href', '/perfil#recuperar-senha-transacao');
        expect(recover.closest('[role="alert"]')).toHaveTextContent(
            /^Senha de transação bloqueada até \d{2}:\d{2}/,
        );
        expect(screen.queryByLabelText('Senha de transação')).not.toBeInTheDocument();
        expect(state().billPayments).toHaveLength(paid);
    });
});
