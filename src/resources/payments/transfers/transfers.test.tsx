import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import { TED_FEE_CENTS, TRANSFER_TEXTS } from '../../../domain/transfers';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { partyOfPortalAccount } from '../../../sandbox/transfers';
import { activeAccountsOf, balanceOf, ledgerOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { recordPosts } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const FLOW = 60_000;
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');
const exact = (cents: number) => new RegExp(`^${brl(cents).replace(/[.$]/g, '\\$&')}$`);

/** Signs in and opens a transfer screen; the first render compiles the chunk, so it gets time once. */
const open = async (path: string, title: string) => {
    await signIn(path === '/transfer-digital' ? 'titular_pf' : 'cliente');
    renderPage(path);
    await screen.findByRole('heading', { level: 2, name: title }, { timeout: 15_000 });
    // The form comes once the holder's accounts are read.
    await screen.findByRole('button', { name: 'Simular' }, { timeout: 10_000 });
    return userEvent.setup({ delay: null });
};

type User = ReturnType<typeof userEvent.setup>;

/** Pastes into a field (typing key by key is slow on a busy machine; the masks apply to pastes too). */
const fill = async (user: User, label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
};

/** Types a recipient of this bank (Maria Helena's account) and an amount, then asks for the simulation. */
const fillInternal = async (user: User, amount: string) => {
    const maria = partyOfPortalAccount(state(), activeAccountsOf('titular_pf')[0]);
    await user.type(await screen.findByRole('combobox', { name: 'Banco' }), '990');
    await user.click(await screen.findByRole('option', { name: /^990 · / }));
    await fill(user, 'Agência', maria.agency);
    await fill(user, 'Conta', maria.account);
    await fill(user, 'Dígito', maria.account_digit);
    await fill(user, 'CPF ou CNPJ do titular', maria.document);
    await fill(user, 'Nome do titular', 'Maria');
    await fill(user, 'Valor', amount);
    await user.click(screen.getByRole('button', { name: 'Simular' }));
};

describe('/transfer', () => {
    it(
        'simulates, keeps the form on a wrong password, and sends once on a double click',
        async () => {
            const user = await open('/transfer', 'Transferência');
            const from = activeAccountsOf('cliente')[0];
            const before = balanceOf(from.id);
            await fillInternal(user, '25,00');
            const review = await screen.findByRole('form', { name: 'Confira e confirme' });
            expect(within(review).getByText('Transferência interna (sem tarifa)')).toBeInTheDocument();
            expect(within(review).getByText(exact(before - 2_500))).toBeInTheDocument();

            // Back and forth: everything typed is still there.
            await user.click(within(review).getByRole('button', { name: 'Voltar e corrigir' }));
            expect(await screen.findByLabelText('Agência')).not.toHaveValue('');
            expect(screen.getByLabelText('Nome do titular')).toHaveValue('Maria');
            await user.click(screen.getByRole('button', { name: 'Simular' }));
            await screen.findByRole('form', { name: 'Confira e confirme' });

            const posts = recordPosts();
            const pin = screen.getByLabelText('Senha de transação');
            await user.type(
                pin,
                String((Number(DEMO_TRANSACTION_PASSWORD) + 1) % 1_000_000).padStart(6, '0'),
            );
            await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
            await waitFor(() => expect(pin).toHaveAccessibleDescription(/incorreta/));
            expect(balanceOf(from.id)).toBe(before);
            expect(screen.getByRole('form', { name: 'Confira e confirme' })).toBeInTheDocument();

            await user.clear(pin);
            await user.type(pin, DEMO_TRANSACTION_PASSWORD);
            const confirm = screen.getByRole('button', { name: 'Confirmar transferência' });
            await user.dblClick(confirm);
            await screen.findByRole('heading', { name: 'Transferência realizada' }, { timeout: 10_000 });
            expect(posts.filter((path) => path === 'payment/transfer')).toHaveLength(2);
            expect(
                state().transfers.filter((t) => t.account_id === from.id && t.status === 'transacted'),
            ).toHaveLength(1);
            expect(balanceOf(from.id)).toBe(before - 2_500);
            const id = state().transfers.at(-1)?.id;
            expect(screen.getByRole('link', { name: 'Ver comprovante' })).toHaveAttribute(
                'href',
                `/receipt-redirect?type=transfer&id=${id}`,
            );
        },
        FLOW,
    );

    it(
        'shows the TED fee before confirming, and puts the bank’s refusal on the amount, the form kept',
        async () => {
            const user = await open('/transfer', 'Transferência');
            const posts = recordPosts();
            await user.click(screen.getByRole('button', { name: 'Simular' }));
            expect(await screen.findByLabelText('Agência')).toHaveAccessibleDescription(
                TRANSFER_TEXTS.agencyInvalid,
            );
            expect(screen.getByLabelText('CPF ou CNPJ do titular')).toHaveAccessibleDescription(
                TRANSFER_TEXTS.documentInvalid,
            );
            expect(posts).not.toContain('payment/transaction/simulate');

            await user.type(screen.getByRole('combobox', { name: 'Banco' }), 'Itaú');
            await user.click(await screen.findByRole('option', { name: /^341 · / }));
            await fill(user, 'Agência', '1234');
            await fill(user, 'Conta', '567890');
            await fill(user, 'Dígito', '1');
            await fill(user, 'CPF ou CNPJ do titular', '12ABC34501DE35');
            expect(screen.getByLabelText('CPF ou CNPJ do titular')).toHaveValue('12.ABC.345/01DE-35');
            await fill(user, 'Nome do titular', 'Empresa Alfa');
            const balance = activeAccountsOf('cliente')[0].balance;
            await user.type(screen.getByLabelText('Valor'), String(balance));
            await user.click(screen.getByRole('button', { name: 'Simular' }));
            await waitFor(() =>
                expect(screen.getByLabelText('Valor')).toHaveAccessibleDescription(
                    TRANSFER_TEXTS.insufficient(balance + TED_FEE_CENTS, balance),
                ),
            );
            expect(screen.getByLabelText('Nome do titular')).toHaveValue('Empresa Alfa');

            await user.clear(screen.getByLabelText('Valor'));
            await fill(user, 'Valor', '100,00');
            await user.click(screen.getByRole('button', { name: 'Simular' }));
            const review = await screen.findByRole('form', { name: 'Confira e confirme' });
            expect(within(review).getByText('TED (outro banco)')).toBeInTheDocument();
            expect(within(review).getByText(exact(TED_FEE_CENTS))).toBeInTheDocument();
            expect(within(review).getByText(exact(10_000 + TED_FEE_CENTS))).toBeInTheDocument();
        },
        FLOW,
    );

    it(
        'lists the scheduled transfers and cancels one after a confirmation',
        async () => {
            const user = await open('/transfer', 'Transferência');
            const seeded = state().transfers.find((t) => t.status === 'scheduled');
            await user.click(screen.getByRole('tab', { name: 'Agendadas' }));
            const cancel = await screen.findByRole('button', { name: /^Cancelar a transferência de/ });
            await user.click(cancel);
            const dialog = await screen.findByRole('dialog', { name: 'Cancelar transferência agendada?' });
            await user.click(within(dialog).getByRole('button', { name: 'Cancelar transferência' }));
            expect(
                await screen.findByText('Nenhuma transferência agendada nesta conta.'),
            ).toBeInTheDocument();
            expect(state().transfers.find((t) => t.id === seeded?.id)?.status).toBe('canceled');
        },
        FLOW,
    );
});

describe('/transfer-digital and /receipt-redirect', () => {
    it(
        'moves money between the holder’s own accounts and shows the receipt again by its link',
        async () => {
            const user = await open('/transfer-digital', 'Transferência entre contas');
            const [checking, savings] = activeAccountsOf('titular_pf').sort((a, b) => a.id - b.id);
            const before = [balanceOf(checking.id), balanceOf(savings.id)];
            await user.click(screen.getByRole('combobox', { name: 'Conta de destino' }));
            await user.click(await screen.findByRole('option', { name: new RegExp(savings.number) }));
            await fill(user, 'Valor', '12,34');
            await user.click(screen.getByRole('button', { name: 'Simular' }));
            await screen.findByRole('form', { name: 'Confira e confirme' });
            await user.type(screen.getByLabelText('Senha de transação'), DEMO_TRANSACTION_PASSWORD);
            await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
            await screen.findByRole('heading', { name: 'Transferência realizada' }, { timeout: 10_000 });
            expect([balanceOf(checking.id), balanceOf(savings.id)]).toEqual([
                before[0] - 1_234,
                before[1] + 1_234,
            ]);
            expect(ledgerOf(savings.id).at(-1)).toMatchObject({ kind: 'cash_in', amount: 1_234 });

            await user.click(screen.getByRole('link', { name: 'Ver comprovante' }));
            const receipt = await screen.findByRole(
                'region',
                { name: /^Transferência nº \d+$/ },
                { timeout: 15_000 },
            );
            // Value and total: no fee between own accounts.
            expect(within(receipt).getAllByText(exact(1_234))).toHaveLength(2);
            expect(within(receipt).getAllByText('Pago')).toHaveLength(2);
        },
        FLOW,
    );
});
