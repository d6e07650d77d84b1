import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startOfDayUtc } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { state } from '../../../test/bank';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';
import { lastDays } from '../../../ui/period';

withSandbox();

const LONG = { timeout: 20_000 };
const figure = async (label: string) => {
    const found = await screen.findAllByText(label, undefined, LONG);
    const card = found.map((el) => el.closest('.MuiCardContent-root')).find(Boolean) as HTMLElement;
    return card.querySelector('p:nth-of-type(2)')?.textContent ?? '';
};

describe('/conta-universal', { timeout: 120_000 }, () => {
    it('shows the pooled balance of every account and the period’s totals, filtered by direction', async () => {
        await signIn('gestor');
        renderPage('/conta-universal');
        const user = userEvent.setup({ delay: null });
        const total = state().accounts.reduce((sum, a) => sum + a.balance, 0);
        expect(await figure('Saldo universal')).toBe(formatBRL(total));
        await waitFor(async () => expect(await figure('Saldo no fim')).toBe(formatBRL(total)), LONG);

        const start = startOfDayUtc(lastDays(30).from) as string;
        const inPeriod = state().transactions.filter((t) => t.created_at >= start);
        const debits = inPeriod.filter((t) => t.amount < 0);
        const debitText = `${formatBRL(debits.reduce((s, t) => s + t.amount, 0))} em ${debits.length.toLocaleString('pt-BR')}`;
        expect(await figure('Saídas')).toBe(debitText);
        const opening = state()
            .transactions.filter((t) => t.created_at < start)
            .reduce((s, t) => s + t.amount, 0);
        expect(await figure('Saldo no início')).toBe(formatBRL(opening));

        await user.click(screen.getByRole('combobox', { name: 'Sentido' }));
        await user.click(await screen.findByRole('option', { name: 'Saídas' }));
        await waitFor(() => expect(window.location.search).toContain('sentido=out'));
        const table = await screen.findByRole('table', { name: 'Movimentações da conta universal' }, LONG);
        await waitFor(() => {
            const amounts = within(table)
                .getAllByRole('row')
                .slice(1)
                .map((row) => within(row).getAllByRole('cell')[3].textContent ?? '');
            expect(amounts.length).toBeGreaterThan(0);
            expect(amounts.every((text) => text.startsWith('-'))).toBe(true);
        }, LONG);
        // The newest movement leaves the pool at today's balance.
        await user.click(screen.getByRole('combobox', { name: 'Sentido' }));
        await user.click(await screen.findByRole('option', { name: 'Entradas e saídas' }));
        await waitFor(() => {
            const first = within(table).getAllByRole('row')[1];
            expect(within(first).getAllByRole('cell')[4].textContent).toBe(formatBRL(total));
        }, LONG);
    });

    it('is not open to a holder', async () => {
        await signIn('titular_pj');
        renderPage('/conta-universal');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), LONG);
    });
});
