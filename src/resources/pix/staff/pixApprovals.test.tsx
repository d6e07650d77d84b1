import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseSandboxBrand } from '../../../brands';
import { APPROVAL_MESSAGES } from '../../../domain/approvals';
import { formatBRL } from '../../../domain/money';
import { renderPage } from '../../../test/page';
import { balanceOf, call, failure, state } from '../../../test/pixCalls';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/** The screen's chunk may take a while to arrive when the whole suite runs. */
const PATIENCE = { timeout: 20_000 };
/** An amount as a pattern: formatBRL writes a no-break space after 'R$'. */
const brl = (cents: number) => formatBRL(cents).replace(/[.$]/g, '\\$&').replace(/\s/g, '\\s');
const titled = (cents: number) => new RegExp(`^Transferência Pix de ${brl(cents)}$`);

const heldPix = () =>
    state().approvals.filter((a) => a.operation === 'pix_transfer' && a.status === 'pending_approval');

/** Opens the queue and the drawer of the held transfer of `amount`. */
const openHeld = async (amount: number) => {
    const user = userEvent.setup({ delay: null });
    renderPage('/pix-double-approve');
    const list = await screen.findByRole(
        'list',
        { name: 'Transferências Pix aguardando aprovação' },
        PATIENCE,
    );
    const approval = heldPix().find((a) => a.amount === amount);
    if (!approval) throw new Error(`nenhum Pix retido de ${amount}`);
    const item = within(list)
        .getAllByRole('button')
        .find((button) => new RegExp(brl(amount)).test(button.textContent ?? ''));
    if (!item) throw new Error('Pix retido não listado');
    const listed = within(list).getAllByRole('button').length;
    await user.click(item);
    const drawer = await screen.findByRole('region', { name: titled(amount) });
    return { user, listed, drawer, approval };
};

describe('/pix-double-approve', { timeout: 60_000 }, () => {
    it('lists the held Pix with their recipient; approving one sends it', async () => {
        await signIn('backoffice');
        const held = heldPix();
        expect(held.length).toBeGreaterThan(0);
        const smallest = Math.min(...held.map((a) => a.amount));
        const { user, listed, drawer, approval } = await openHeld(smallest);
        expect(listed).toBe(held.length);
        for (const label of ['Recebedor', 'CPF/CNPJ', 'Instituição', 'Chave Pix'])
            expect(within(drawer).getByText(approval.summary[label])).toBeInTheDocument();
        const transfer = state().pixTransfers.find((t) => t.id === approval.reference_id);
        const account = transfer?.account_id as number;
        const before = balanceOf(account);
        expect(transfer?.status).toBe('pending_approval');

        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Aprovar esta transferência Pix?' });
        expect(dialog).toHaveTextContent(`para ${approval.summary.Recebedor}`);
        expect(dialog).toHaveTextContent('o Pix é enviado na hora');
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));

        await waitFor(() =>
            expect(state().approvals.find((a) => a.id === approval.id)?.status).toBe('approved'),
        );
        expect(await screen.findByText(/Transferência aprovada: o Pix foi enviado/)).toBeInTheDocument();
        const sent = state().pixTransfers.find((t) => t.id === approval.reference_id);
        expect(['processing', 'done']).toContain(sent?.status);
        expect(balanceOf(account)).toBe(before - approval.amount);
        expect(state().transactions.find((t) => t.id === sent?.transaction_id)?.amount).toBe(
            -approval.amount,
        );
        // The queue is read again: the approved transfer has left it.
        const after = await screen.findByRole('list', { name: 'Transferências Pix aguardando aprovação' });
        expect(within(after).getAllByRole('button')).toHaveLength(held.length - 1);
    });

    it('keeps the maker out, and needs a second, different approver on a double-approval brand', async () => {
        const approval = heldPix()[0];
        // The company's representative who made the transfer cannot decide it, neither by the API nor the screen.
        await signIn('titular_pj');
        expect(state().users.find((u) => u.id === approval.maker_user_id)?.name).toBe(
            'Ricardo Tavares Monteiro',
        );
        const own = await failure(call(`payment/approvals/${approval.id}/approve`, { method: 'POST' }));
        expect(own.status).toBe(403);
        const makerScreen = renderPage('/pix-double-approve');
        expect(
            await screen.findByRole('heading', { name: 'Acesso não autorizado' }, PATIENCE),
        ).toBeInTheDocument();
        makerScreen.unmount();

        chooseSandboxBrand('coopera');
        await signIn('backoffice');
        const { user, drawer } = await openHeld(approval.amount);
        await user.click(within(drawer).getByRole('button', { name: 'Aprovar' }));
        let dialog = await screen.findByRole('dialog', { name: 'Aprovar esta transferência Pix?' });
        expect(dialog).toHaveTextContent('Depois da sua, falta a aprovação de outra pessoa.');
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        expect(
            await screen.findByText('Aprovação registrada: falta a aprovação de outra pessoa.', {}, PATIENCE),
        ).toBeInTheDocument();
        await waitFor(() =>
            expect(state().approvals.find((a) => a.id === approval.id)?.steps).toHaveLength(1),
        );
        expect(state().pixTransfers.find((t) => t.id === approval.reference_id)?.status).toBe(
            'pending_approval',
        );

        const refreshed = await screen.findByRole('region', { name: titled(approval.amount) });
        await user.click(within(refreshed).getByRole('button', { name: 'Aprovar' }));
        dialog = await screen.findByRole('dialog', { name: 'Aprovar esta transferência Pix?' });
        await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
        expect(await within(dialog).findByText(APPROVAL_MESSAGES.alreadyActed)).toBeInTheDocument();
        expect(state().approvals.find((a) => a.id === approval.id)?.status).toBe('pending_approval');
        expect(state().pixTransfers.find((t) => t.id === approval.reference_id)?.status).toBe(
            'pending_approval',
        );
    });

    it('asks for the reason of a rejection, and moves nothing', async () => {
        await signIn('controller');
        const approval = heldPix()[0];
        const account = state().pixTransfers.find((t) => t.id === approval.reference_id)
            ?.account_id as number;
        const before = balanceOf(account);
        const { user, drawer } = await openHeld(approval.amount);
        await user.click(within(drawer).getByRole('button', { name: 'Rejeitar' }));
        const dialog = await screen.findByRole('dialog', { name: 'Rejeitar esta transferência Pix?' });
        expect(dialog).toHaveTextContent('o valor ainda não saiu da conta');
        await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
        expect(within(dialog).getByText(APPROVAL_MESSAGES.reasonRequired)).toBeInTheDocument();
        expect(state().approvals.find((a) => a.id === approval.id)?.status).toBe('pending_approval');

        await user.type(
            within(dialog).getByLabelText('Motivo da rejeição'),
            'Recebedor sem cadastro de fornecedor',
        );
        await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
        await waitFor(() =>
            expect(state().approvals.find((a) => a.id === approval.id)?.status).toBe('rejected'),
        );
        expect(state().pixTransfers.find((t) => t.id === approval.reference_id)).toMatchObject({
            status: 'rejected',
            failure_reason: 'Recebedor sem cadastro de fornecedor',
        });
        expect(balanceOf(account)).toBe(before);
        expect(await screen.findByText('Transferência rejeitada. Nada saiu da conta.')).toBeInTheDocument();
    });
});
