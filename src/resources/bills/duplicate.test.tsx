import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBankBoleto } from '../../domain/boleto';
import { formatDate, toDateOnlyBrasilia } from '../../domain/dates';
import { request } from '../../http/client';
import { sandboxServer } from '../../sandbox/node';
import { boundStore } from '../../sandbox/route';
import { DEMO_TRANSACTION_PASSWORD } from '../../sandbox/seed/users';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { demoUser, signIn } from '../../test/session';
import { REPEAT_LABEL, REPEAT_REQUIRED } from './EarlierPayments';

withSandbox();

const state = () => boundStore().state;
const inDays = (days: number) => toDateOnlyBrasilia(new Date(Date.now() + days * 86_400_000));
const LINE = buildBankBoleto({
    bankCode: '341',
    amountCents: 12_345,
    dueDate: inDays(10),
    freeField: '5555566666777778888899999',
}).line;

const richest = async () => {
    await signIn('titular_pf');
    const personId = state().users.find((u) => u.username === demoUser('titular_pf').username)?.person_id;
    return state()
        .accounts.filter((a) => a.person_id === personId && a.status === 'active')
        .sort((a, b) => b.balance - a.balance)[0];
};

/** Pays (or schedules) the boleto from the account, as an earlier visit would have. */
const payEarlier = (accountId: number, paymentDate?: string) =>
    request('payment/bill', {
        method: 'POST',
        body: {
            line: LINE,
            account_id: accountId,
            password: DEMO_TRANSACTION_PASSWORD,
            payment_date: paymentDate,
        },
        idempotencyKey: crypto.randomUUID(),
        quiet: true,
    });

const openConfirmation = async (accountNumber: string) => {
    renderPage('/liquidacaoboleto');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Linha digitável ou código de barras'));
    await user.paste(LINE);
    await user.click(screen.getByRole('combobox', { name: 'Conta a debitar' }));
    const options = await screen.findAllByRole('option');
    await user.click(options.find((o) => o.textContent?.includes(accountNumber)) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { name: 'Confirme o pagamento' });
    return user;
};

const postsOf = (path: string) => {
    const sent: string[] = [];
    sandboxServer.events.on('request:start', ({ request: r }) => {
        if (r.method === 'POST' && r.url.includes(`/v1/${path}`)) sent.push(r.url);
    });
    return sent;
};

describe('/liquidacaoboleto: a boleto already paid or scheduled from this account', () => {
    it('says when and how much, and pays again only when the user says so', async () => {
        const account = await richest();
        await payEarlier(account.id);
        await payEarlier(account.id, inDays(3));
        const user = await openConfirmation(`${account.number}-${account.digit}`);

        const warning = screen.getByRole('alert');
        expect(warning).toHaveTextContent('Este boleto já foi pago ou agendado desta conta');
        expect(within(warning).getByText(`Pago em ${formatDate(inDays(0))} — R$ 123,45`)).toBeInTheDocument();
        expect(
            within(warning).getByText(`Agendado para ${formatDate(inDays(3))} — R$ 123,45`),
        ).toBeInTheDocument();

        const posts = postsOf('payment/bill');
        await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
        const again = screen.getByRole('checkbox', { name: REPEAT_LABEL });
        expect(again).toHaveAccessibleDescription(REPEAT_REQUIRED);
        expect(posts).toEqual([]);

        await user.click(again);
        await user.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
        await screen.findByRole('heading', { name: 'Pagamento realizado' });
        await waitFor(() => expect(posts).toHaveLength(1));
        expect(state().billPayments.filter((p) => p.line === LINE)).toHaveLength(3);
    });

    it('says nothing for a boleto never paid from this account', async () => {
        const account = await richest();
        await openConfirmation(`${account.number}-${account.digit}`);
        expect(screen.queryByText(/já foi pago ou agendado/)).not.toBeInTheDocument();
        expect(screen.queryByRole('checkbox', { name: REPEAT_LABEL })).not.toBeInTheDocument();
    });
});
