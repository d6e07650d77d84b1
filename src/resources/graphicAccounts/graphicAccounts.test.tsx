import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startOfDayUtc } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { graphicMovements } from '../../sandbox/handlers/ledgers';
import { state } from '../../test/bank';
import { renderPage } from '../../test/page';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { lastDays } from '../../ui/period';

withSandbox();

const LONG = { timeout: 20_000 };
const figure = async (label: string) => {
    const found = await screen.findAllByText(label, undefined, LONG);
    const card = found.map((el) => el.closest('.MuiCardContent-root')).find(Boolean) as HTMLElement;
    return card.querySelector('p:nth-of-type(2)')?.textContent ?? '';
};

describe('/contas-graficas and /detalhe-conta-grafica', { timeout: 120_000 }, () => {
    it('filters the graphic accounts by nature, opens the fee account and totals its period from the ledger', async () => {
        await signIn('supervisor');
        renderPage('/contas-graficas');
        const user = userEvent.setup({ delay: null });
        const table = await screen.findByRole('table', { name: 'Contas gráficas' }, LONG);
        expect(within(table).getAllByRole('row')).toHaveLength(state().graphicAccounts.length + 1);

        await user.click(screen.getByRole('combobox', { name: 'Natureza' }));
        await user.click(await screen.findByRole('option', { name: 'Receita' }));
        const fees = state().graphicAccounts.find((a) => a.source === 'fees');
        if (!fees) throw new Error('conta de tarifas');
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), LONG);
        const moves = graphicMovements(state(), fees);
        const balance = moves.at(-1)?.balance_after ?? 0;
        expect(balance).toBeGreaterThan(0);
        expect(within(table).getAllByRole('row')[1].textContent).toContain(formatBRL(balance));

        await user.click(within(table).getByRole('link', { name: `Abrir ${fees.name}` }));
        expect(await screen.findByRole('heading', { name: fees.name }, LONG)).toBeInTheDocument();
        expect(window.location.search).toBe(`?id=${fees.id}`);
        const start = startOfDayUtc(lastDays(30).from) as string;
        const inPeriod = moves.filter((m) => m.created_at >= start);
        await waitFor(async () => expect(await figure('Saldo no fim')).toBe(formatBRL(balance)), LONG);
        const opening = moves.filter((m) => m.created_at < start).reduce((s, m) => s + m.amount, 0);
        expect(await figure('Saldo no início')).toBe(formatBRL(opening));
        const credits = inPeriod.filter((m) => m.amount > 0);
        expect(await figure('Entradas')).toBe(
            `${formatBRL(credits.reduce((s, m) => s + m.amount, 0))} em ${credits.length}`,
        );
        const rows = await screen.findByRole('table', { name: 'Movimentações da conta gráfica' }, LONG);
        expect(within(rows).getAllByRole('row')).toHaveLength(Math.min(inPeriod.length, 25) + 1);
    });

    it('is not open to a holder', async () => {
        await signIn('titular_pf');
        renderPage('/detalhe-conta-grafica?id=1');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), LONG);
    });
});
