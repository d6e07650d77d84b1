import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, isBusinessDay } from '../../../domain/businessDays';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { FAVORED_MESSAGES } from '../../../domain/payees';
import { PORTAL_ISPB } from '../../../domain/pix';
import { request } from '../../../http/client';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { balanceOf, personOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { recordPosts } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/** The first screen of the file compiles its chunk on arrival. */
const PATIENCE = { timeout: 20_000 };

const payeesOf = () => state().favoreds.filter((f) => f.person_id === personOf('titular_pf'));

describe('Favorecidos', { timeout: 60_000 }, () => {
    it('lists the holder’s payees, searches them and marks a favourite', async () => {
        await signIn('titular_pf');
        renderPage('/favorecidos');
        const user = userEvent.setup({ delay: null });
        const blocked = payeesOf().find((f) => f.status === 'blocked');
        const other = payeesOf().find((f) => f.status === 'active' && f.bank_ispb !== PORTAL_ISPB);
        if (!blocked || !other) throw new Error('seed without the payees this test reads');
        const table = await screen.findByRole('table', { name: 'Favorecidos' }, PATIENCE);
        expect(within(table).getByText(blocked.name)).toBeInTheDocument();
        expect(within(table).getByText(`${other.nickname} · ${other.name}`)).toBeInTheDocument();
        // No other holder's payee.
        const foreign = state().favoreds.find((f) => f.person_id !== personOf('titular_pf'));
        expect(within(table).queryByText(foreign?.name ?? '-')).not.toBeInTheDocument();

        await user.type(screen.getByLabelText('Buscar'), 'limpeza');
        await waitFor(() =>
            expect(within(table).queryByText(other.name, { exact: false })).not.toBeInTheDocument(),
        );
        expect(within(table).getByText(blocked.name)).toBeInTheDocument();
        // A blocked payee cannot be paid from the list.
        expect(screen.queryByRole('link', { name: `Pagar ${blocked.name}` })).not.toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: `Marcar ${blocked.name} como favorito` }));
        await waitFor(() => expect(state().favoreds.find((f) => f.id === blocked.id)?.favorite).toBe(true));
        expect(
            await screen.findByRole('button', { name: `Desmarcar ${blocked.name} como favorito` }),
        ).toHaveAttribute('aria-pressed', 'true');
    });

    it('checks the form before sending, puts the bank’s refusal on its field, then saves', async () => {
        await signIn('titular_pf');
        renderPage('/cadastro-favorecido');
        const user = userEvent.setup({ delay: null });
        const posts = recordPosts();
        await user.click(await screen.findByRole('button', { name: 'Salvar' }, PATIENCE));
        await waitFor(() =>
            expect(screen.getByLabelText(/Agência/)).toHaveAccessibleDescription(FAVORED_MESSAGES.agency),
        );
        expect(screen.getByText(FAVORED_MESSAGES.bank)).toBeInTheDocument();
        expect(screen.getByText(FAVORED_MESSAGES.name)).toBeInTheDocument();
        expect(posts.filter((p) => p === 'access/favored')).toEqual([]);

        // The holder already has this account of another bank: the bank says so on "Conta".
        const taken = payeesOf().find((f) => f.bank_ispb === '60701190');
        if (!taken) throw new Error('seed without an Itaú payee');
        await user.click(screen.getByRole('combobox', { name: 'Instituição' }));
        await user.paste('341');
        await user.click(await screen.findByRole('option', { name: /^341 · /i }));
        const paste = async (label: RegExp, text: string) => {
            await user.click(screen.getByLabelText(label));
            await user.paste(text);
        };
        await paste(/^Agência( \*)?$/, taken.agency);
        await paste(/^Conta( \*)?$/, taken.account);
        await paste(/^Dígito( \*)?$/, taken.account_digit);
        await paste(/Nome ou razão social/, 'Fornecedora Aurora Ltda.');
        // An alphanumeric CNPJ, typed without its mask.
        await user.type(screen.getByLabelText(/CPF ou CNPJ/), '12abc34501de35');
        expect(screen.getByLabelText(/CPF ou CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await waitFor(() =>
            expect(screen.getByLabelText(/^Conta( \*)?$/)).toHaveAccessibleDescription(
                FAVORED_MESSAGES.duplicate,
            ),
        );
        expect(screen.getByLabelText(/Nome ou razão social/)).toHaveValue('Fornecedora Aurora Ltda.');

        await user.type(screen.getByLabelText(/^Conta( \*)?$/), '9');
        await user.click(screen.getByRole('button', { name: 'Salvar' }));
        await screen.findByRole('table', { name: 'Favorecidos' });
        expect(payeesOf().at(-1)).toMatchObject({
            name: 'Fornecedora Aurora Ltda.',
            document: '12ABC34501DE35',
            bank_code: '341',
            account: `${taken.account}9`,
        });
    });

    it('pays a payee: simulation, a wrong password keeps everything, then the payment with its receipt', async () => {
        await signIn('titular_pf');
        const internal = payeesOf().find((f) => f.bank_ispb === PORTAL_ISPB);
        const account = state()
            .accounts.filter((a) => a.person_id === personOf('titular_pf'))
            .sort((a, b) => a.id - b.id)[0];
        if (!internal) throw new Error('seed without a payee of this bank');
        const before = balanceOf(account.id);
        renderPage(`/pagar-favorecido?favored=${internal.id}`);
        const user = userEvent.setup({ delay: null });
        const form = await screen.findByRole('form', { name: 'Dados do pagamento' }, PATIENCE);
        expect(within(form).getByRole('combobox', { name: 'Favorecido' })).toHaveValue(internal.name);
        await user.type(within(form).getByLabelText('Valor'), '12345');
        await user.click(within(form).getByRole('button', { name: 'Continuar' }));

        const review = await screen.findByRole('form', { name: 'Confira antes de pagar' });
        expect(within(review).getByText('Transferência interna (na hora, sem tarifa)')).toBeInTheDocument();
        expect(within(review).getByText('Sem tarifa')).toBeInTheDocument();
        const posts = recordPosts();
        await user.type(within(review).getByLabelText('Senha de transação'), '000000');
        await user.click(within(review).getByRole('button', { name: 'Confirmar pagamento' }));
        await waitFor(() =>
            expect(within(review).getByLabelText('Senha de transação')).toHaveAccessibleDescription(/senha/i),
        );
        expect(balanceOf(account.id)).toBe(before);
        expect(screen.getByRole('form', { name: 'Confira antes de pagar' })).toBeInTheDocument();

        await user.clear(within(review).getByLabelText('Senha de transação'));
        await user.type(within(review).getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
        // A double click sends one payment.
        await user.dblClick(within(review).getByRole('button', { name: 'Confirmar pagamento' }));
        const done = await screen.findByRole('status');
        expect(within(done).getByText('Pagamento feito')).toBeInTheDocument();
        expect(balanceOf(account.id)).toBe(before - 12_345);
        const paid = posts.filter((p) => p === 'payment/transaction/favored');
        expect(paid).toHaveLength(2);
        const made = state().transfers.filter((t) => t.favored_id === internal.id);
        expect(made).toHaveLength(1);
        const transfer = made[0];
        expect(transfer).toMatchObject({ origin: 'favored', favored_id: internal.id, amount: 12_345 });
        expect(within(done).getByRole('link', { name: 'Ver comprovante' })).toHaveAttribute(
            'href',
            `/receipt-redirect?type=transfer&id=${transfer?.id}`,
        );
    });

    it('lists the payments to payees and cancels a scheduled one, nothing debited', async () => {
        await signIn('titular_pf');
        const payee = payeesOf().find((f) => f.status === 'active');
        const account = state()
            .accounts.filter((a) => a.person_id === personOf('titular_pf'))
            .sort((a, b) => a.id - b.id)[0];
        if (!payee) throw new Error('seed without an active payee');
        // Scheduled for a business day well ahead.
        let day = addDays(toDateOnlyBrasilia(), 10);
        while (!isBusinessDay(day)) day = addDays(day, 1);
        await request('payment/transaction/favored', {
            method: 'POST',
            idempotencyKey: crypto.randomUUID(),
            body: {
                account_id: account.id,
                favored_id: payee.id,
                amount: 4_321,
                payment_date: day,
                password: DEMO_TRANSACTION_PASSWORD,
            },
        });
        const before = balanceOf(account.id);
        renderPage('/pagamento-favorecidos');
        const user = userEvent.setup({ delay: null });
        const table = await screen.findByRole('table', { name: 'Pagamentos a favorecidos' }, PATIENCE);
        const row = within(table).getByText(payee.name).closest('tr') as HTMLElement;
        expect(within(row).getByText('Agendado')).toBeInTheDocument();
        await user.click(
            within(row).getByRole('button', { name: `Cancelar o pagamento agendado a ${payee.name}` }),
        );
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: 'Cancelar pagamento' }));
        expect(await screen.findByText('Pagamento cancelado.')).toBeInTheDocument();
        await waitFor(() => expect(within(row).getByText('Cancelado')).toBeInTheDocument());
        expect(state().transfers.find((t) => t.favored_id === payee.id)?.status).toBe('canceled');
        expect(balanceOf(account.id)).toBe(before);
    });
});
