import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { formatBRL } from '../../domain/money';
import { renderPage } from '../../test/page';
import {
    activeAccountsOf,
    brl,
    CHUNK_MS,
    enterPix,
    FLOW,
    labelOf,
    mainAccountOf,
} from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import type { PixLimits, PixTransactionView } from './api';

withSandbox();

const SHORTCUTS = [
    'Pix com chave',
    'Pix com dados bancários',
    'Pagar com QR Code ou copia e cola',
    'Receber',
    'QR Code de cobrança',
    'Minhas chaves',
    'Extrato Pix',
    'Favoritos',
];

describe('Área Pix', FLOW, () => {
    it('lists the active accounts with their balances and opens the Pix home of the one chosen', async () => {
        await signIn('titular_pf');
        const user = userEvent.setup({ delay: null });
        renderPage('/pix-select-account');
        const accounts = activeAccountsOf('titular_pf');
        expect(accounts.length).toBeGreaterThan(1);
        const list = await screen.findByRole('list', { name: 'Suas contas' }, { timeout: CHUNK_MS });
        expect(within(list).getAllByRole('listitem')).toHaveLength(accounts.length);
        for (const account of accounts) {
            const card = within(list).getByRole('button', {
                name: `Usar a conta ${labelOf(account)} no Pix`,
            });
            expect(card).toHaveTextContent(brl(account.balance));
        }

        const chosen = accounts[1];
        await user.click(
            within(list).getByRole('button', { name: `Usar a conta ${labelOf(chosen)} no Pix` }),
        );
        const summary = await screen.findByRole('region', { name: 'Conta do Pix' });
        expect(summary).toHaveTextContent(labelOf(chosen));
        expect(summary).toHaveTextContent(brl(chosen.balance));
        expect(window.location.pathname).toBe('/pix-home');

        // The choice travels: another Pix screen works on the same account.
        await user.click(screen.getByRole('link', { name: 'Extrato Pix' }));
        expect(await screen.findByText(`Conta ${labelOf(chosen)}`)).toBeInTheDocument();
    });

    it('hides the balances while the user keeps them hidden', async () => {
        await signIn('titular_pf');
        const user = userEvent.setup({ delay: null });
        renderPage('/pix-select-account');
        await screen.findByRole('list', { name: 'Suas contas' }, { timeout: CHUNK_MS });
        await user.click(screen.getByRole('button', { name: 'Ocultar saldos' }));
        const list = screen.getByRole('list', { name: 'Suas contas' });
        expect(within(list).getAllByText('R$ ••••••')).toHaveLength(activeAccountsOf('titular_pf').length);
        expect(list).not.toHaveTextContent(/R\$\s\d/);
    });

    it('goes straight to the Pix home when the user has a single active account', async () => {
        await signIn('empreendedor');
        expect(activeAccountsOf('empreendedor')).toHaveLength(1);
        renderPage('/pix-select-account');
        const summary = await screen.findByRole('region', { name: 'Conta do Pix' }, { timeout: CHUNK_MS });
        expect(summary).toHaveTextContent(labelOf(mainAccountOf('empreendedor')));
        expect(window.location.pathname).toBe('/pix-home');
    });

    it('offers the Pix shortcuts, the limits of the day and the last 5 Pix', async () => {
        const { account } = await enterPix('titular_pf');
        const shortcuts = screen.getByRole('list', { name: 'Atalhos do Pix' });
        expect(
            within(shortcuts)
                .getAllByRole('link')
                .map((link) => link.textContent),
        ).toEqual(SHORTCUTS);

        const { data: limits } = await dataProvider.read<PixLimits>('pix-envio', 'limits', {
            query: { account_id: account.id },
        });
        const daily = await screen.findByText('Por dia, das 6h às 20h');
        expect(daily.parentElement).toHaveTextContent(formatBRL(limits.daytime_daily).replace(/\s/g, ' '));
        expect(daily.parentElement).toHaveTextContent(`Usado hoje ${brl(limits.used_today_daytime)}`);
        expect(screen.getByText('Por Pix, das 20h às 6h').parentElement).toHaveTextContent(
            brl(limits.nighttime_per_transaction),
        );

        const last = (
            await dataProvider.getList<PixTransactionView>('pix-transacoes', {
                filter: { account_id: account.id },
                pagination: { page: 1, perPage: 5 },
                sort: { field: '', order: 'ASC' },
            })
        ).data;
        const list = await screen.findByRole('list', { name: 'Transações Pix' });
        await waitFor(() =>
            expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(5, last.length)),
        );
        within(list)
            .getAllByRole('listitem')
            .forEach((item, i) => {
                expect(item).toHaveTextContent(last[i].counterparty.name);
            });
    });

    it('sends a user who opens a Pix screen before choosing an account to the choice', async () => {
        await signIn('titular_pf');
        renderPage('/pix-keys');
        expect(
            await screen.findByRole('list', { name: 'Suas contas' }, { timeout: CHUNK_MS }),
        ).toBeInTheDocument();
        expect(window.location.pathname).toBe('/pix-select-account');
    });
});
