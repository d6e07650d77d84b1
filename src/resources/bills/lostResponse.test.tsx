import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBankBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { boundStore } from '../../sandbox/route';
import { DEMO_TRANSACTION_PASSWORD } from '../../sandbox/seed/users';
import { gate, loseAnswers } from '../../test/lostAnswers';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();
let restore = () => {};
afterEach(() => restore());

const state = () => boundStore().state;
const AMOUNT = 12_345;

/** Opens the payment of a new R$ 123,45 boleto from the user's richest account, up to its confirmation. */
const confirmPayment = async () => {
    await signIn('titular_pf');
    const personId = state().users.find((u) => u.username === demoUser('titular_pf').username)?.person_id;
    const account = state()
        .accounts.filter((a) => a.person_id === personId && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
    const line = buildBankBoleto({
        bankCode: '341',
        amountCents: AMOUNT,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 10 * 86_400_000)),
        freeField: '9876543210987654321098765',
    }).line;
    renderPage('/liquidacaoboleto');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Linha digitável ou código de barras'));
    await user.paste(line);
    await user.click(screen.getByRole('combobox', { name: 'Conta a debitar' }));
    const options = await screen.findAllByRole('option');
    const option = options.find((o) => o.textContent?.includes(`${account.number}-${account.digit}`));
    await user.click(option as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Confirme o pagamento' });
    await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
    const debits = () =>
        state().transactions.filter((t) => t.account_id === account.id && t.amount === -AMOUNT);
    return { user, account, before: account.balance, debits };
};

describe('/liquidacaoboleto: the bank paid, but its answer was lost', () => {
    it('says it is checking, asks again with the same key, and shows the one receipt: one debit', async () => {
        const { user, account, before, debits } = await confirmPayment();
        const check = gate();
        const lost = loseAnswers('payment/bill', 1, check.promise);
        restore = lost.restore;
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

        expect(
            await screen.findByText('Verificando com o banco se a operação foi concluída…'),
        ).toBeInTheDocument();
        expect(screen.queryByText(/network/i)).not.toBeInTheDocument();
        check.open();
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(lost.keys).toHaveLength(2);
        expect(lost.keys[1]).toBe(lost.keys[0]);
        expect(debits()).toHaveLength(1);
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before - AMOUNT);
        expect(state().billPayments.filter((p) => p.account_id === account.id)).toHaveLength(1);
    });

    it('offers "Tentar novamente" when the check is lost too; the retry reuses the key and pays once', async () => {
        const { user, account, before, debits } = await confirmPayment();
        const lost = loseAnswers('payment/bill', 2);
        restore = lost.restore;
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));

        const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
        expect(screen.getByText(/Não foi possível confirmar com o banco/)).toBeInTheDocument();
        expect(screen.queryByText(/network/i)).not.toBeInTheDocument();
        expect(screen.queryByText('Pagamento realizado')).not.toBeInTheDocument();
        await user.click(retry);

        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(lost.keys).toHaveLength(3);
        expect(new Set(lost.keys).size).toBe(1);
        await waitFor(() => expect(debits()).toHaveLength(1));
        expect(state().accounts.find((a) => a.id === account.id)?.balance).toBe(before - AMOUNT);
    });

    it('keeps one key per confirmation step: the same on a retry, a new one after "Voltar"', async () => {
        const { user } = await confirmPayment();
        const sent = loseAnswers('payment/bill', 0);
        restore = sent.restore;
        const password = () => screen.getByLabelText('Senha de transação');
        const confirmWrong = async (count: number) => {
            await user.clear(password());
            await user.type(password(), '135790');
            await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
            await waitFor(() => expect(sent.keys).toHaveLength(count));
            await waitFor(() =>
                expect(password()).toHaveAccessibleDescription(/^Senha de transação (incorreta|bloqueada)/),
            );
        };
        await confirmWrong(1);
        await confirmWrong(2);
        await user.click(screen.getByRole('button', { name: 'Voltar' }));
        await user.click(await screen.findByRole('button', { name: 'Continuar' }));
        await screen.findByRole('heading', { name: 'Confirme o pagamento' });
        await confirmWrong(3);
        expect(sent.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
        expect(sent.keys[1]).toBe(sent.keys[0]);
        expect(sent.keys[2]).not.toBe(sent.keys[0]);
    });
});
