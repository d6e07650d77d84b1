import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILING_MOBILE, PHONE_SETTLE_MS, PRODUCT_MESSAGES } from '../../../domain/products';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { balanceOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();
afterEach(() => {
    vi.useRealTimers();
});

describe('/payment-product', () => {
    it('buys a product with the transaction password and shows its PIN', async () => {
        await signIn('cliente');
        renderPage('/payment-product');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Comprar Spotify Premium - 1 mês' }));
        // A product of one value comes with it chosen.
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await user.type(await screen.findByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar compra' }));
        const pin = await screen.findByRole('status', { name: 'Código (PIN)' });
        const order = state().productOrders.at(-1);
        expect(order).toMatchObject({ provider_id: 'spotify', amount: 2_200, status: 'transacted' });
        expect(pin).toHaveTextContent(order?.pin ?? 'sem PIN');
        const list = await screen.findByRole('table', { name: 'Compras no Shopping' });
        await waitFor(() => expect(list).toHaveTextContent(order?.pin ?? 'sem PIN'));
    });
});

describe('/cellphone-recharge', () => {
    it('refuses a landline, then shows the operator’s failure and the money back', async () => {
        await signIn('cliente');
        renderPage('/cellphone-recharge');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('combobox', { name: 'Operadora' }));
        await user.click(await screen.findByRole('option', { name: 'Claro' }));
        const number = screen.getByRole('textbox', { name: 'Celular com DDD' });
        await user.type(number, '2133334444');
        await user.click(screen.getByRole('button', { name: /R\$\s15,00/ }));
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(number).toHaveAccessibleDescription(PRODUCT_MESSAGES.phoneInvalid);

        await user.clear(number);
        await user.type(number, FAILING_MOBILE);
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await user.type(await screen.findByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar recarga' }));
        expect(await screen.findByText('Recarga enviada à operadora. Aguarde a confirmação…')).toBeVisible();
        const order = state().productOrders.at(-1);
        const debited = balanceOf(order?.account_id ?? 0);
        // The operator answers a few seconds later.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + PHONE_SETTLE_MS);
        expect(await screen.findByText(PRODUCT_MESSAGES.operatorFailure)).toBeVisible();
        expect(balanceOf(order?.account_id ?? 0)).toBe(debited + 1_500);
        expect(
            within(screen.getByRole('table', { name: 'Recargas de celular' })).getAllByRole('row'),
        ).toHaveLength(2);
    });
});
