import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECHARGE_MESSAGES } from '../../../domain/recharges';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { balanceOf, recordCalls, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { captureFiles, pdfTexts } from '../../../test/savedFiles';
import { demoUser, signIn } from '../../../test/session';

withSandbox();

const clienteAccount = () => {
    const person = state().users.find((u) => u.username === demoUser('cliente').username)?.person_id;
    return state()
        .accounts.filter((a) => a.person_id === person && a.status === 'active')
        .sort((a, b) => a.id - b.id)[0];
};

describe('/carga-manual', () => {
    it('says what each field needs before anything is sent', async () => {
        await signIn('backoffice');
        const calls = recordCalls();
        renderPage('/carga-manual');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('button', { name: 'Continuar' }));
        expect(screen.getByRole('alert')).toHaveTextContent(RECHARGE_MESSAGES.accountRequired);
        expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveAccessibleDescription(
            RECHARGE_MESSAGES.amountRequired,
        );
        expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
            RECHARGE_MESSAGES.reasonRequired,
        );
        expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it('credits the account found by CPF once, even on a double click, and lists it', async () => {
        await signIn('backoffice');
        const account = clienteAccount();
        const before = balanceOf(account.id);
        const calls = recordCalls();
        renderPage('/carga-manual');
        const user = userEvent.setup({ delay: null });
        await user.type(
            await screen.findByRole('textbox', { name: 'CPF, CNPJ, agência e conta ou nome' }),
            `${demoUser('cliente').username}{Enter}`,
        );
        const results = await screen.findByRole('list', { name: 'Contas encontradas' });
        await user.click(within(results).getAllByRole('button')[0]);
        await user.type(screen.getByRole('textbox', { name: 'Valor' }), '4250');
        await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Ajuste de tarifa cobrada a mais');
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        await user.type(await screen.findByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.dblClick(screen.getByRole('button', { name: 'Confirmar carga' }));
        expect(await screen.findByRole('status')).toHaveTextContent('Carga de R$ 42,50 creditada');
        expect(calls.filter((c) => c.method === 'POST' && c.path === 'payment/manual_recharge')).toHaveLength(
            1,
        );
        expect(balanceOf(account.id)).toBe(before + 4_250);
        const list = await screen.findByRole('table', { name: 'Cargas manuais feitas pela instituição' });
        await waitFor(() => expect(list).toHaveTextContent('Ajuste de tarifa cobrada a mais'));
        expect(list).toHaveTextContent('Concluído');
    });
});

describe('/recharge-account', () => {
    it('issues a top-up boleto with its line and PDF, and lists it as open', async () => {
        await signIn('cliente');
        const files = captureFiles();
        renderPage('/recharge-account');
        const user = userEvent.setup({ delay: null });
        await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '30000');
        await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
        const line = await screen.findByRole('status', { name: 'Linha digitável' });
        const issued = state().invoices.at(-1);
        expect(issued).toMatchObject({ amount: 30_000, account_id: clienteAccount().id, status: 'pending' });
        expect(line.textContent?.replace(/\D/g, '')).toBe(issued?.line);
        await user.click(screen.getByRole('button', { name: 'Baixar boleto (PDF)' }));
        await waitFor(() => expect(files.blobs).toHaveLength(1));
        expect((await pdfTexts(files.blobs[0])).join(' ')).toContain('300,00');
        const list = await screen.findByRole('table', { name: 'Boletos de recarga' });
        await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(2));
        expect(list).toHaveTextContent('Pendente');
    });
});
