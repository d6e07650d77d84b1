import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD_MESSAGES as M, wrongTriesMessage } from '../../domain/transactionPassword';
import { boundStore } from '../../sandbox/route';
import { TERMS_VERSION } from '../../sandbox/seed/terms';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../../sandbox/seed/users';
import { pinHash } from '../../sandbox/transactionPassword';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

/** Signs in; the holder without a transaction password has accepted the current terms (the login asks it). */
const signInReady = async (key: DemoUserKey) => {
    const stored = boundStore().state.users.find((u) => u.username === demoUser(key).username);
    if (stored) stored.terms_accepted = { version: TERMS_VERSION, accepted_at: new Date().toISOString() };
    await signIn(key);
};

const recordOf = (key: DemoUserKey) => {
    const id = boundStore().state.users.find((u) => u.username === demoUser(key).username)?.id;
    return boundStore().state.transactionPasswords.find((r) => r.user_id === id);
};
/** Whether `pin` is now the user's transaction password, as the bank checks it. */
const isPin = async (key: DemoUserKey, pin: string) => {
    const record = recordOf(key);
    return !!record && (await pinHash(record.salt, pin)) === record.hash;
};

const openCard = async (key: DemoUserKey, before = () => {}) => {
    await signInReady(key);
    before();
    renderPage('/perfil');
    const card = await screen.findByRole('region', { name: 'Senha de transação' }, { timeout: 15_000 });
    return { card, user: userEvent.setup({ delay: null }) };
};

const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, text);
};

/** Nothing typed is kept by the browser: no storage holds the PIN. */
const expectNotStored = (pin: string) => {
    for (const storage of [localStorage, sessionStorage])
        for (let i = 0; i < storage.length; i++)
            expect(storage.getItem(storage.key(i) as string) ?? '').not.toContain(pin);
};

describe('/perfil: senha de transação', () => {
    it('creates it the first time, with its rules on the fields', async () => {
        const { card, user } = await openCard('titular_termos');
        await within(card).findByRole('form', { name: 'Criar a senha de transação' });
        await fill(user, 'Nova senha de transação', '654321');
        await fill(user, 'Confirme a nova senha de transação', '654320');
        await user.click(within(card).getByRole('button', { name: 'Criar senha de transação' }));
        expect(screen.getByLabelText('Nova senha de transação')).toHaveAccessibleDescription(M.sequence);
        expect(screen.getByLabelText('Confirme a nova senha de transação')).toHaveAccessibleDescription(
            M.mismatch,
        );
        await fill(user, 'Nova senha de transação', '582064');
        await fill(user, 'Confirme a nova senha de transação', '582064');
        await user.click(within(card).getByRole('button', { name: 'Criar senha de transação' }));
        await screen.findByText('Senha de transação criada.');
        await within(card).findByRole('form', { name: 'Alterar a senha de transação' });
        expect(await isPin('titular_termos', '582064')).toBe(true);
        expectNotStored('582064');
    });

    it('changes it with the current one: a wrong current counts as a wrong try and changes nothing', async () => {
        const { card, user } = await openCard('titular_pf');
        await within(card).findByRole('form', { name: 'Alterar a senha de transação' });
        await fill(user, 'Senha de transação atual', '000001');
        await fill(user, 'Nova senha de transação', '582064');
        await fill(user, 'Confirme a nova senha de transação', '582064');
        await user.click(within(card).getByRole('button', { name: 'Alterar senha de transação' }));
        await waitFor(() =>
            expect(screen.getByLabelText('Senha de transação atual')).toHaveAccessibleDescription(
                wrongTriesMessage(2),
            ),
        );
        expect(await isPin('titular_pf', DEMO_TRANSACTION_PASSWORD)).toBe(true);
        await fill(user, 'Senha de transação atual', DEMO_TRANSACTION_PASSWORD);
        await user.click(within(card).getByRole('button', { name: 'Alterar senha de transação' }));
        await screen.findByText('Senha de transação alterada.');
        expect(await isPin('titular_pf', '582064')).toBe(true);
        expect(recordOf('titular_pf')?.wrong_tries).toBe(0);
        expectNotStored('582064');
    });

    it('recovers a locked one with the code sent by e-mail, which unlocks it', async () => {
        // Locked for 10 more minutes by three wrong tries (the sandbox test shows them lock it).
        const { card, user } = await openCard('titular_pj', () => {
            const record = recordOf('titular_pj');
            if (!record) throw new Error('sem senha de transação');
            record.wrong_tries = 3;
            record.locked_until = new Date(Date.now() + 10 * 60_000).toISOString();
        });
        await within(card).findByText(/^Bloqueada até \d{2}:\d{2} por excesso de tentativas/);
        expect(within(card).queryByLabelText('Senha de transação atual')).not.toBeInTheDocument();
        await user.click(within(card).getByRole('radio', { name: 'E-mail' }));
        await user.click(within(card).getByRole('button', { name: 'Enviar código' }));
        const sent = await within(card).findByText(
            /^Código enviado por e-mail para r\*\*\*@emporiomonteiro\.com\.br\./,
        );
        const code = /o código enviado é (\d{6})/.exec(sent.textContent ?? '')?.[1] as string;
        await fill(user, 'Código recebido', code === '111111' ? '222222' : '111111');
        await fill(user, 'Nova senha de transação', '582064');
        await fill(user, 'Confirme a nova senha de transação', '582064');
        await user.click(within(card).getByRole('button', { name: 'Redefinir senha de transação' }));
        await waitFor(() =>
            expect(screen.getByLabelText('Código recebido')).toHaveAccessibleDescription(M.codeWrong),
        );
        await fill(user, 'Código recebido', code);
        await user.click(within(card).getByRole('button', { name: 'Redefinir senha de transação' }));
        await screen.findByText('Senha de transação redefinida e desbloqueada.');
        await within(card).findByRole('form', { name: 'Alterar a senha de transação' });
        expect(recordOf('titular_pj')?.locked_until).toBeNull();
        expect(await isPin('titular_pj', '582064')).toBe(true);
    });
});
