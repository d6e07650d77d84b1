import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_TRANSACTION_PASSWORD } from '../../../sandbox/seed/users';
import { personOf, state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { recordPosts } from '../../../test/pixSend';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const PATIENCE = { timeout: 20_000 };

const redemptionsOf = () => state().redemptions.filter((r) => r.person_id === personOf('cliente'));

describe('Solicitar resgate', { timeout: 60_000 }, () => {
    it('asks a redemption once to the approved linked account, cancels it while it waits, then asks it again', async () => {
        await signIn('cliente');
        renderPage('/solicitar-resgate');
        const user = userEvent.setup({ delay: null });
        const seeded = redemptionsOf().length;
        await user.type(await screen.findByLabelText('Valor do resgate', {}, PATIENCE), '2500');
        await user.click(screen.getByRole('button', { name: 'Continuar' }));
        expect(await screen.findByText('Tarifa TED')).toBeInTheDocument();
        const posts = recordPosts();
        await user.type(
            screen.getByLabelText('Senha de transação', { exact: true }),
            DEMO_TRANSACTION_PASSWORD,
        );
        await user.dblClick(screen.getByRole('button', { name: 'Solicitar resgate' }));
        const list = screen.getByRole('list', { name: 'Seus resgates' });
        await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(seeded + 1));
        expect(posts.filter((p) => p === 'payment/withdrawal')).toHaveLength(1);
        expect(redemptionsOf().filter((r) => r.amount === 2_500)).toHaveLength(1);

        await user.click(within(list).getByRole('button', { name: /Cancelar o resgate de R\$\s25,00/ }));
        await user.click(
            within(screen.getByRole('dialog', { name: 'Cancelar resgate' })).getByRole('button', {
                name: 'Cancelar resgate',
            }),
        );
        await waitFor(() => expect(redemptionsOf().find((r) => r.amount === 2_500)?.status).toBe('canceled'));
        const item = within(list)
            .getAllByRole('listitem')
            .find((li) => /25,00/.test(li.textContent ?? ''));
        await waitFor(() => expect(item).toHaveTextContent('Cancelado'));

        // Asked again as it was: a new approval round for the same request.
        await user.click(within(list).getByRole('button', { name: /Pedir de novo o resgate de R\$\s25,00/ }));
        const again = screen.getByRole('dialog', { name: 'Pedir o resgate de novo' });
        await user.type(
            within(again).getByLabelText('Senha de transação', { exact: true }),
            DEMO_TRANSACTION_PASSWORD,
        );
        await user.click(within(again).getByRole('button', { name: 'Solicitar resgate' }));
        await waitFor(() =>
            expect(redemptionsOf().find((r) => r.amount === 2_500)?.status).toBe('pending_approval'),
        );
        expect(redemptionsOf().filter((r) => r.amount === 2_500)).toHaveLength(1);
    });
});
