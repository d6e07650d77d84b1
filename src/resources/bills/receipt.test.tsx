import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBankBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { request } from '../../http/client';
import { boundStore } from '../../sandbox/route';
import { DEMO_TRANSACTION_PASSWORD } from '../../sandbox/seed/users';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';

withSandbox();

const state = () => boundStore().state;

/** Titular PJ pays R$ 2.500,00 (held for approval); Back Office decides it; back to the holder's session. */
const heldPayment = async (decision: 'approve' | 'reject') => {
    await signIn('titular_pj');
    const person = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
    const account = state()
        .accounts.filter((a) => a.person_id === person && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
    const line = buildBankBoleto({
        bankCode: '237',
        amountCents: 250_000,
        dueDate: toDateOnlyBrasilia(new Date(Date.now() + 5 * 86_400_000)),
        freeField: '1111122222333334444455555',
    }).line;
    const paid = await request<{ data: { id: number; approval_id: number } }>('payment/bill', {
        method: 'POST',
        body: { line, account_id: account.id, password: DEMO_TRANSACTION_PASSWORD },
        idempotencyKey: crypto.randomUUID(),
        quiet: true,
    });
    const { id, approval_id } = paid.body.data;
    await signIn('backoffice');
    await request(`payment/approvals/${approval_id}/${decision}`, {
        method: 'POST',
        body: decision === 'reject' ? { reason: 'Beneficiário não reconhecido.' } : undefined,
        quiet: true,
    });
    // The holder had logged out meanwhile: a new login, not a session take-over.
    for (const session of state().sessions) session.ended = 'logout';
    await signIn('titular_pj');
    return id;
};

describe('after the bank decides a held boleto payment', () => {
    it('tells the payer, and the notice leads to the receipt, now paid, with its PDF', async () => {
        const id = await heldPayment('approve');
        renderPage('/notifications');
        const user = userEvent.setup({ delay: null });
        const notice = (await screen.findByText('Pagamento de boleto aprovado')).closest('li') as HTMLElement;
        expect(within(notice).getByText(/foi aprovado e debitado da sua conta/)).toBeInTheDocument();
        await user.click(within(notice).getByRole('link', { name: 'Ver comprovante' }));
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        expect(window.location.search).toBe(`?boleto=${id}`);
        expect(screen.getByRole('button', { name: 'Baixar comprovante (PDF)' })).toBeEnabled();
    });

    it('says why a rejected payment moved nothing', async () => {
        await heldPayment('reject');
        renderPage('/notifications');
        const notice = (await screen.findByText('Pagamento de boleto rejeitado')).closest(
            'li',
        ) as HTMLElement;
        expect(
            within(notice).getByText(/nada foi debitado\. Motivo: Beneficiário não reconhecido\./),
        ).toBeInTheDocument();
    });

    it('shows someone else’s payment as not found', async () => {
        const id = await heldPayment('approve');
        await signIn('titular_pf');
        renderPage(`/receipt-redirect?boleto=${id}`);
        expect(await screen.findByText(/Não foi possível carregar o comprovante/)).toBeInTheDocument();
    });
});
