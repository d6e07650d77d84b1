import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL } from '../../../domain/money';
import { TRANSIENT_MESSAGES } from '../../../sandbox/handlers/ledgers';
import { state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const LONG = { timeout: 20_000 };
const pending = () => state().transientEntries.filter((e) => e.status === 'pending');
const accountStatus = (id: number) => state().accounts.find((a) => a.id === id)?.status;
const table = () => screen.findByRole('table', { name: 'Pix retidos na conta transitória' }, LONG);

describe('/conta-transitoria', { timeout: 120_000 }, () => {
    it('credits a held Pix to an account that is active now, and it leaves the waiting list', async () => {
        await signIn('backoffice');
        renderPage('/conta-transitoria');
        const user = userEvent.setup({ delay: null });
        const rows = await table();
        await waitFor(
            () => expect(within(rows).getAllByRole('row')).toHaveLength(pending().length + 1),
            LONG,
        );
        const entry = pending().find((e) => accountStatus(e.account_id) === 'active');
        if (!entry) throw new Error('nenhum Pix retido para conta ativa');
        const account = state().accounts.find((a) => a.id === entry.account_id);
        const before = account?.balance ?? 0;

        await user.click(
            within(rows).getByRole('button', {
                name: new RegExp(
                    `^Creditar ${formatBRL(entry.amount).replace(/[$.]/g, '\\$&')} de ${entry.payer.name}`,
                ),
            }),
        );
        const dialog = await screen.findByRole('dialog', { name: 'Creditar o Pix ao titular' });
        await user.click(within(dialog).getByRole('button', { name: 'Creditar' }));
        expect(await screen.findByText(/^Pix creditado na conta de /, undefined, LONG)).toBeInTheDocument();
        expect(account?.balance).toBe(before + entry.amount);
        expect(entry.status).toBe('approved');
        await waitFor(
            () => expect(within(rows).getAllByRole('row')).toHaveLength(pending().length + 1),
            LONG,
        );
    });

    it('refuses to credit a blocked account and returns the Pix with a reason', async () => {
        await signIn('controller');
        renderPage('/conta-transitoria');
        const user = userEvent.setup({ delay: null });
        const rows = await table();
        const entry = pending().find((e) => accountStatus(e.account_id) === 'blocked');
        if (!entry) throw new Error('nenhum Pix retido para conta bloqueada');
        const named = (action: string) =>
            within(rows).getByRole('button', {
                name: new RegExp(`^${action} .* (de|a) ${entry.payer.name}`),
            });

        await waitFor(() => named('Creditar'), LONG);
        await user.click(named('Creditar'));
        const credit = await screen.findByRole('dialog', { name: 'Creditar o Pix ao titular' });
        await user.click(within(credit).getByRole('button', { name: 'Creditar' }));
        expect(
            await within(credit).findByText(TRANSIENT_MESSAGES.accountNotActive('Bloqueado')),
        ).toBeInTheDocument();
        await user.click(within(credit).getByRole('button', { name: 'Cancelar' }));

        await user.click(named('Devolver'));
        const refund = await screen.findByRole('dialog', { name: 'Devolver o Pix ao pagador' });
        const reason = within(refund).getByRole('textbox', { name: 'Motivo da devolução' });
        await user.click(reason);
        await user.paste('abc');
        await user.click(within(refund).getByRole('button', { name: 'Devolver' }));
        expect(
            within(refund).getByText('Informe o motivo da devolução (pelo menos 5 caracteres).'),
        ).toBeInTheDocument();
        expect(entry.status).toBe('pending');
        await user.click(reason);
        await user.paste(' - conta bloqueada judicialmente');
        await user.click(within(refund).getByRole('button', { name: 'Devolver' }));
        expect(
            await screen.findByText(`Pix devolvido a ${entry.payer.name}.`, undefined, LONG),
        ).toBeInTheDocument();
        expect(entry).toMatchObject({
            status: 'refunded',
            refund_reason: 'abc - conta bloqueada judicialmente',
        });
    });

    it('is not open to Gestor', async () => {
        await signIn('gestor');
        renderPage('/conta-transitoria');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), LONG);
    });
});
