import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LINKED_ACCOUNT_MESSAGES } from '../../domain/linkedAccounts';
import { request } from '../../http/client';
import { renderPage } from '../../test/page';
import { state, switchUser as switchTo } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { demoUser } from '../../test/session';

withSandbox();

/** The screen's chunk may take a while to arrive when the whole suite runs. */
const PATIENCE = { timeout: 20_000 };

const holderUser = () => state().users.find((u) => u.username === demoUser('titular_pf').username);
const holderId = () => holderUser()?.id;
const demoPerson = () => holderUser()?.person_id;

/** The linked accounts these tests make (the seed gives another holder one already, for redemptions). */
const made = () => state().linkedAccounts.filter((l) => l.person_id === demoPerson());
const choose = async (
    user: ReturnType<typeof userEvent.setup>,
    combobox: string,
    option: RegExp | string,
) => {
    await user.click(screen.getByRole('combobox', { name: combobox }));
    await user.click((await screen.findAllByRole('option', { name: option }))[0]);
};

describe('/cadastrar-conta-bancaria and /aprovar-conta-bancaria', { timeout: 120_000 }, () => {
    it('the holder registers an account, Back Office approves it, a change takes it back to pending', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('titular_pf');
        let view = renderPage('/cadastrar-conta-bancaria');
        const form = await screen.findByRole('form', { name: 'Cadastrar conta bancária' }, PATIENCE);

        // Nothing filled: every field says what it needs, and nothing is sent.
        await user.click(within(form).getByRole('button', { name: 'Cadastrar conta' }));
        expect(screen.getByRole('combobox', { name: 'Instituição' })).toHaveAccessibleDescription(
            LINKED_ACCOUNT_MESSAGES.bank,
        );
        expect(screen.getByLabelText('Agência')).toHaveAccessibleDescription(
            LINKED_ACCOUNT_MESSAGES.branchNumber,
        );
        expect(screen.getByLabelText('Conta')).toHaveAccessibleDescription(
            LINKED_ACCOUNT_MESSAGES.accountNumber,
        );
        expect(screen.getByLabelText('Dígito da conta')).toHaveAccessibleDescription(
            LINKED_ACCOUNT_MESSAGES.accountDigit,
        );
        expect(within(form).getByText(LINKED_ACCOUNT_MESSAGES.type)).toBeInTheDocument();
        expect(made()).toEqual([]);

        await choose(user, 'Sua conta de origem', /Conta/);
        await user.type(screen.getByRole('combobox', { name: 'Instituição' }), '341');
        await user.click(await screen.findByRole('option', { name: /^341 · .*ITA/i }));
        // Typed too short first: the message is on the field, and what was typed stays.
        await user.type(screen.getByLabelText('Agência'), '091');
        await user.type(screen.getByLabelText('Conta'), '4567801');
        await user.type(screen.getByLabelText('Dígito da conta'), '3');
        await choose(user, 'Tipo de conta', 'Conta corrente');
        await user.click(within(form).getByRole('button', { name: 'Cadastrar conta' }));
        expect(screen.getByLabelText('Agência')).toHaveAccessibleDescription(
            LINKED_ACCOUNT_MESSAGES.branchNumber,
        );
        expect(screen.getByLabelText('Conta')).toHaveValue('4567801');
        await user.type(screen.getByLabelText('Agência'), '2');
        await user.click(within(form).getByRole('button', { name: 'Cadastrar conta' }));

        const card = await screen.findByRole('region', { name: 'Sua conta cadastrada' });
        expect(within(card).getByText('Pendente')).toBeInTheDocument();
        expect(within(card).getByText('Ag. 0912 · Conta 4567801-3')).toBeInTheDocument();
        expect(screen.getByText(/Conta enviada para aprovação/)).toBeInTheDocument();
        const linked = { ...made()[0] };
        expect(linked).toMatchObject({ status: 'pending', bank: { id: '60701190' }, type: 'checking' });
        view.unmount();

        await switchTo('backoffice');
        view = renderPage('/aprovar-conta-bancaria');
        const list = await screen.findByRole(
            'list',
            { name: 'Contas bancárias aguardando aprovação' },
            PATIENCE,
        );
        await user.click(within(list).getByRole('button', { name: /Ag\. 0912 · Conta 4567801-3/ }));
        const drawer = await screen.findByRole('region', { name: 'Cadastro de conta bancária' });
        // No money moves: the drawer shows the summary, not an amount.
        expect(within(drawer).queryByText('Valor')).not.toBeInTheDocument();
        expect(within(drawer).getByText('Conta corrente')).toBeInTheDocument();
        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Aprovar esta conta bancária?' });
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        expect(await screen.findByText('Conta bancária aprovada.')).toBeInTheDocument();
        await waitFor(() => expect(made()[0].status).toBe('approved'));
        expect(await screen.findByText('Nenhuma conta bancária aguardando aprovação.')).toBeInTheDocument();
        expect(state().notifications.at(-1)).toMatchObject({
            user_id: holderId(),
            title: 'Conta bancária aprovada',
        });
        view.unmount();

        await switchTo('titular_pf');
        view = renderPage('/cadastrar-conta-bancaria');
        const approved = await screen.findByRole('region', { name: 'Sua conta cadastrada' }, PATIENCE);
        expect(within(approved).getByText('Aprovado')).toBeInTheDocument();
        expect(within(approved).getByText(/você pode enviar dinheiro para esta conta/)).toBeInTheDocument();

        await user.click(within(approved).getByRole('button', { name: 'Alterar dados' }));
        const edit = await screen.findByRole('form', { name: 'Alterar conta bancária' });
        expect(screen.getByLabelText('Agência')).toHaveValue('0912');
        await user.clear(screen.getByLabelText('Conta'));
        await user.type(screen.getByLabelText('Conta'), '998877');
        await choose(user, 'Tipo de conta', 'Conta poupança');
        await user.click(within(edit).getByRole('button', { name: 'Enviar alteração' }));
        const pending = await screen.findByRole('region', { name: 'Sua conta cadastrada' });
        expect(within(pending).getByText('Pendente')).toBeInTheDocument();
        expect(within(pending).getByText('Ag. 0912 · Conta 998877-3')).toBeInTheDocument();
        const changed = made()[0];
        expect(changed).toMatchObject({ status: 'pending', type: 'savings', account_number: '998877' });
        expect(changed.approval_id).not.toBe(linked.approval_id);
        expect(state().approvals.find((a) => a.id === changed.approval_id)).toMatchObject({
            status: 'pending_approval',
            summary: { Pedido: 'Alteração de conta bancária' },
        });
    });

    it('a rejection reaches the holder with its reason, and the holder can send it again', async () => {
        const user = userEvent.setup({ delay: null });
        await switchTo('titular_pf');
        const own = state().accounts.find((a) => a.person_id === demoPerson() && a.status === 'active');
        await request('linkedaccount/linked_account', {
            method: 'POST',
            body: {
                account: own?.uuid,
                bank: '60701190',
                branch_number: '1234',
                branch_digit: '',
                account_number: '55501',
                account_digit: 'X',
                type: 'savings',
                approve: true,
            },
        });

        await switchTo('backoffice');
        let view = renderPage('/aprovar-conta-bancaria');
        const list = await screen.findByRole(
            'list',
            { name: 'Contas bancárias aguardando aprovação' },
            PATIENCE,
        );
        await user.click(within(list).getByRole('button', { name: /Conta 55501-X/ }));
        const drawer = await screen.findByRole('region', { name: 'Cadastro de conta bancária' });
        await user.click(within(drawer).getByRole('button', { name: 'Rejeitar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Rejeitar esta conta bancária?' });
        await user.type(within(dialog).getByLabelText('Motivo da rejeição'), 'Conta de outro titular');
        await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
        expect(await screen.findByText('Conta bancária rejeitada.')).toBeInTheDocument();
        view.unmount();

        await switchTo('titular_pf');
        view = renderPage('/cadastrar-conta-bancaria');
        const card = await screen.findByRole('region', { name: 'Sua conta cadastrada' }, PATIENCE);
        expect(within(card).getByText('Rejeitado')).toBeInTheDocument();
        expect(within(card).getByText('Motivo: Conta de outro titular')).toBeInTheDocument();
        await user.click(within(card).getByRole('button', { name: 'Alterar dados' }));
        const edit = await screen.findByRole('form', { name: 'Alterar conta bancária' });
        await user.click(within(edit).getByRole('button', { name: 'Enviar alteração' }));
        const again = await screen.findByRole('region', { name: 'Sua conta cadastrada' });
        expect(within(again).getByText('Pendente')).toBeInTheDocument();
        expect(made()[0]).toMatchObject({ status: 'pending', reason: null });
    });
});
