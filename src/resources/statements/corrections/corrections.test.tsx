import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { AppNotification } from '../../../app/layout/AppNotification';
import { lightTheme } from '../../../app/layout/theme';
import { authProvider } from '../../../authProvider';
import { sessionStorageStore } from '../../../authProvider/sessionStore';
import { currentBrand } from '../../../brands';
import { API_BASE } from '../../../config';
import type { Transaction } from '../../../contract/accounts';
import { dataProvider } from '../../../dataProvider';
import { createQueryClient } from '../../../dataProvider/queryClient';
import { formatBRL } from '../../../domain/money';
import { CORRECTION_MESSAGES } from '../../../domain/statementCorrections';
import { i18nProvider } from '../../../i18n';
import { sandboxServer } from '../../../sandbox/node';
import { activeAccountsOf, balanceOf, ledgerOf, state } from '../../../test/bank';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';
import { BalanceCorrection } from './BalanceCorrection';
import { MovementCorrections } from './MovementCorrections';

withSandbox();

/** R$ as the page's text reads it (the no-break space after R$ is a space there). */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

/** The widget inside react-admin's providers and the notice area, as a statement page holds it. */
const renderWidget = (element: ReactNode) =>
    render(
        <AdminContext
            dataProvider={dataProvider}
            queryClient={createQueryClient()}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            store={sessionStorageStore()}
            theme={lightTheme(currentBrand())}
        >
            {element}
            <AppNotification />
        </AdminContext>,
    );

const holderAccount = () => activeAccountsOf('titular_pf').find((a) => a.kind !== 'savings')?.id as number;
const aCredit = () =>
    ledgerOf(holderAccount()).findLast(
        (t) => t.status === 'transacted' && t.kind === 'cash_in' && t.amount < balanceOf(holderAccount()),
    ) as Transaction;
const reason = 'Crédito lançado em duplicidade';
/** The requests the test made (the seed holds one of its own, on another account). */
const asked = () => state().statementCorrections.filter((c) => c.account_id === holderAccount());

describe('MovementCorrections', () => {
    it('asks for a reversal with a checked reason; the request then shows as waiting, with who asked', async () => {
        await signIn('backoffice');
        const credit = aCredit();
        const before = balanceOf(credit.account_id);
        renderWidget(<MovementCorrections transaction={credit} />);
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Estornar' }));
        const dialog = screen.getByRole('dialog', { name: 'Estornar este lançamento?' });
        expect(dialog).toHaveTextContent(`Com o estorno, ${brl(credit.amount)} sai da conta`);
        const field = within(dialog).getByRole('textbox', { name: 'Motivo' });
        await user.click(within(dialog).getByRole('button', { name: 'Pedir estorno' }));
        expect(field).toHaveAccessibleDescription(CORRECTION_MESSAGES.reasonRequired);
        await user.click(field);
        await user.paste('curto');
        await user.click(within(dialog).getByRole('button', { name: 'Pedir estorno' }));
        expect(field).toHaveAccessibleDescription(CORRECTION_MESSAGES.reasonShort);
        expect(asked()).toHaveLength(0);

        await user.clear(field);
        await user.paste(reason);
        await user.click(within(dialog).getByRole('button', { name: 'Pedir estorno' }));
        expect(
            await screen.findByText('Estorno pedido: aguarda a aprovação de outra pessoa.'),
        ).toBeInTheDocument();
        const trail = await screen.findByRole('list', { name: 'Pedidos de estorno deste lançamento' });
        await waitFor(() => expect(trail).toHaveTextContent('Aguardando aprovação'));
        expect(trail).toHaveTextContent('Pedido por Bruno Henrique Almeida');
        expect(trail).toHaveTextContent(`Motivo: ${reason}`);
        expect(screen.queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
        expect(asked()).toMatchObject([
            { transaction_id: credit.id, amount: -credit.amount, status: 'pending_approval' },
        ]);
        expect(balanceOf(credit.account_id)).toBe(before);
    });

    it("keeps the dialog and the reason when the bank refuses, with the bank's reason; shows nothing to a holder", async () => {
        await signIn('gestor');
        const credit = aCredit();
        const view = renderWidget(<MovementCorrections transaction={credit} />);
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Estornar' }));
        const dialog = screen.getByRole('dialog');
        await user.paste(reason);
        // Reversed another way while the dialog was open.
        const stored = state().transactions.find((t) => t.id === credit.id) as Transaction;
        stored.status = 'reversed';
        await user.click(within(dialog).getByRole('button', { name: 'Pedir estorno' }));
        expect(await within(dialog).findByText(CORRECTION_MESSAGES.alreadyReversed)).toBeInTheDocument();
        expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue(reason);

        stored.status = 'transacted';
        sandboxServer.use(
            http.post(
                `${API_BASE}/payment/revert_transaction`,
                () => HttpResponse.json({}, { status: 500 }),
                {
                    once: true,
                },
            ),
        );
        await user.click(within(dialog).getByRole('button', { name: 'Pedir estorno' }));
        expect(
            await within(dialog).findByText('Não foi possível enviar o pedido. Nada foi alterado.'),
        ).toBeInTheDocument();
        expect(asked()).toHaveLength(0);
        view.unmount();

        await signIn('titular_pf');
        const { container } = renderWidget(<MovementCorrections transaction={credit} />);
        expect(container).toBeEmptyDOMElement();
    });
});

describe('BalanceCorrection', () => {
    it('checks each field, shows the bank’s refusal on the amount, and then asks for the correction', async () => {
        await signIn('backoffice');
        const account = holderAccount();
        const balance = balanceOf(account);
        renderWidget(<BalanceCorrection accountId={account} />);
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Corrigir saldo' }));
        const dialog = screen.getByRole('dialog', { name: 'Corrigir o saldo da conta' });
        expect(await within(dialog).findByText(`Saldo atual: ${brl(balance)}`)).toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Pedir correção' }));
        expect(within(dialog).getByText(CORRECTION_MESSAGES.directionRequired)).toBeInTheDocument();
        const amount = within(dialog).getByRole('textbox', { name: 'Valor' });
        const why = within(dialog).getByRole('textbox', { name: 'Motivo' });
        expect(amount).toHaveAccessibleDescription(CORRECTION_MESSAGES.amountRequired);
        expect(why).toHaveAccessibleDescription(CORRECTION_MESSAGES.reasonRequired);

        await user.click(within(dialog).getByRole('radio', { name: 'Débito (diminui o saldo)' }));
        await user.click(amount);
        await user.paste(brl(balance + 100).replace('R$ ', ''));
        await user.click(why);
        await user.paste('Tarifa lançada sem contrato');
        expect(amount).toHaveAccessibleDescription(/^Saldo depois da correção: -R\$\s1,00$/);
        await user.click(within(dialog).getByRole('button', { name: 'Pedir correção' }));
        await waitFor(() => expect(amount).toHaveAccessibleDescription(/^Saldo insuficiente na conta/));
        expect(why).toHaveValue('Tarifa lançada sem contrato');
        expect(asked()).toHaveLength(0);

        await user.click(within(dialog).getByRole('radio', { name: 'Crédito (aumenta o saldo)' }));
        await user.click(within(dialog).getByRole('button', { name: 'Pedir correção' }));
        expect(
            await screen.findByText('Correção pedida: aguarda a aprovação de outra pessoa.'),
        ).toBeInTheDocument();
        const list = await screen.findByRole('list', { name: 'Correções de saldo desta conta' });
        expect(list).toHaveTextContent(`Correção de saldo de ${brl(balance + 100)}`);
        expect(list).toHaveTextContent('Aguardando aprovação');
        expect(asked()).toMatchObject([{ account_id: account, amount: balance + 100 }]);
        expect(balanceOf(account)).toBe(balance);
    });
});
