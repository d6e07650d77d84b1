import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import { TRANSFER_TEXTS } from '../../../domain/transfers';
import { request } from '../../../http/client';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { activeAccountsOf, personOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { recordPosts } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const FLOW = 90_000;
const LABEL = 'Quero fazer esta transferência de novo';
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

/** One visit of /transfer-digital up to its review: R$ 12,34 from the checking account to the savings one. */
const reviewDigital = async (savingsNumber: string) => {
    const view = renderPage('/transfer-digital');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: 'Conta de destino' }, { timeout: 20_000 }));
    await user.click(await screen.findByRole('option', { name: new RegExp(savingsNumber) }));
    await user.click(screen.getByLabelText('Valor'));
    await user.paste('12,34');
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    const review = await screen.findByRole('form', { name: 'Confira e confirme' });
    await user.type(within(review).getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
    return { view, user, review };
};

describe('the same transfer confirmed twice', () => {
    it(
        '/transfer-digital: the second visit is warned and sends nothing until the box is ticked',
        async () => {
            await signIn('titular_pf');
            const [checking, savings] = activeAccountsOf('titular_pf').sort((a, b) => a.id - b.id);
            const mine = () =>
                state().transfers.filter((t) => t.account_id === checking.id && t.amount === 1_234);

            const first = await reviewDigital(savings.number);
            expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
            await first.user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
            await screen.findByRole('heading', { name: 'Transferência realizada' });
            first.view.unmount();

            const { user, review } = await reviewDigital(savings.number);
            const warning = within(review).getByRole('alert', {
                name: 'Uma transferência igual foi feita há pouco',
            });
            expect(warning).toHaveTextContent(`${brl(1_234)} — Pago`);
            const posts = recordPosts();
            await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
            const again = screen.getByRole('checkbox', { name: LABEL });
            expect(again).toHaveAccessibleDescription(/Marque esta opção/);
            expect(again).toHaveFocus();
            expect(posts).toEqual([]);
            expect(mine()).toHaveLength(1);

            await user.click(again);
            await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
            await screen.findByRole('heading', { name: 'Transferência realizada' });
            expect(posts).toEqual(['payment/transfer']);
            expect(mine()).toHaveLength(2);
        },
        FLOW,
    );

    it(
        '/pagar-favorecido: another tab paid in between: the bank’s refusal is shown, the password kept',
        async () => {
            await signIn('titular_pf');
            const [account] = activeAccountsOf('titular_pf').sort((a, b) => a.id - b.id);
            const payee = state().favoreds.find(
                (f) => f.person_id === personOf('titular_pf') && f.status === 'active',
            );
            if (!payee) throw new Error('seed sem favorecido ativo');
            renderPage(`/pagar-favorecido?favored=${payee.id}`);
            const user = userEvent.setup({ delay: null });
            const form = await screen.findByRole('form', { name: 'Dados do pagamento' }, { timeout: 20_000 });
            await user.click(within(form).getByRole('combobox', { name: /Conta de débito/ }));
            await user.click(await screen.findByRole('option', { name: new RegExp(account.number) }));
            await user.type(within(form).getByLabelText('Valor'), '2500');
            await user.click(within(form).getByRole('button', { name: 'Continuar' }));
            const review = await screen.findByRole('form', { name: 'Confira antes de pagar' });
            expect(within(review).queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
            const pin = within(review).getByLabelText('Senha de transação');
            await user.type(pin, DEMO_TRANSACTION_PASSWORD);

            // The other tab confirms the same payment first.
            const other = await request<{ data: { created_at: string } }>('payment/transaction/favored', {
                method: 'POST',
                body: {
                    account_id: account.id,
                    favored_id: payee.id,
                    amount: 2_500,
                    password: DEMO_TRANSACTION_PASSWORD,
                },
                idempotencyKey: crypto.randomUUID(),
            });
            const posts = recordPosts();
            await user.click(within(review).getByRole('button', { name: 'Confirmar pagamento' }));
            const warning = await within(review).findByRole('alert', {
                name: 'Um pagamento igual a este favorecido foi feito há pouco',
            });
            expect(warning).toHaveTextContent(TRANSFER_TEXTS.repeat(other.body.data.created_at, false));
            expect(pin).toHaveValue(DEMO_TRANSACTION_PASSWORD);
            await waitFor(() => expect(within(warning).getByRole('checkbox', { name: LABEL })).toHaveFocus());

            await user.click(within(warning).getByRole('checkbox', { name: LABEL }));
            await user.click(within(review).getByRole('button', { name: 'Confirmar pagamento' }));
            await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pagamento feito'));
            expect(posts).toEqual(['payment/transaction/favored', 'payment/transaction/favored']);
            expect(
                state().transfers.filter((t) => t.favored_id === payee.id && t.amount === 2_500),
            ).toHaveLength(2);
        },
        FLOW,
    );
});
