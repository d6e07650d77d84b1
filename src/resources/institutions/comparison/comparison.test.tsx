import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID } from '../../../brands';
import { formatBRL } from '../../../domain/money';
import { state } from '../../../test/bank';
import { captureDownloads } from '../../../test/downloads';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

/* The figures are recomputed here from the sandbox's ledger, without the screen's code: Brasília is UTC−3. */
const DAY_MS = 86_400_000;
const PATIENCE = { timeout: 20_000 };
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const today = () => brasiliaDay(new Date().toISOString());
const shift = (day: string, days: number) =>
    new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const rankedBanks = () => {
    const { accounts, banks } = state();
    const balance = (id: number) =>
        accounts.filter((a) => a.bank_id === id).reduce((s, a) => s + a.balance, 0);
    return banks
        .filter((b) => b.brand === DEFAULT_BRAND_ID)
        .map((b) => ({
            ...b,
            balance: balance(b.id),
            size: accounts.filter((a) => a.bank_id === b.id).length,
        }))
        .sort((a, b) => b.balance - a.balance || b.size - a.size || a.id - b.id);
};

/** A bank's credits since `from` (Brasília day), from its accounts' ledger rows. */
const inflowsSince = (bankId: number, from: string) => {
    const ids = new Set(
        state()
            .accounts.filter((a) => a.bank_id === bankId)
            .map((a) => a.id),
    );
    return state()
        .transactions.filter(
            (t) => ids.has(t.account_id) && t.amount > 0 && brasiliaDay(t.created_at) >= from,
        )
        .reduce((s, t) => s + t.amount, 0);
};

const cells = (table: HTMLElement, indicator: string) =>
    within(within(table).getByRole('rowheader', { name: indicator }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('/comparativo-bancos', { timeout: 60_000 }, () => {
    it('compares the two largest banks over 30 days, then 7, and exports what it shows as CSV', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('gestor');
        renderPage('/comparativo-bancos');
        const [first, second] = rankedBanks();
        let table = await screen.findByRole('table', { name: /^Comparativo de \d/ }, PATIENCE);
        const from30 = shift(today(), -29);
        expect(cells(table, 'Saldo final')).toEqual([
            brl(first.balance),
            brl(second.balance),
            brl(first.balance + second.balance),
            brl(second.balance - first.balance),
        ]);
        expect(cells(table, 'Entradas').slice(0, 2)).toEqual([
            brl(inflowsSince(first.id, from30)),
            brl(inflowsSince(second.id, from30)),
        ]);
        expect(screen.getByRole('region', { name: 'Entradas e saídas por instituição' })).toBeInTheDocument();

        await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Últimos 7 dias');
        const from7 = shift(today(), -6);
        await waitFor(() => {
            table = screen.getByRole('table', { name: /^Comparativo de \d/ });
            expect(cells(table, 'Entradas')[0]).toBe(brl(inflowsSince(first.id, from7)));
        }, PATIENCE);

        const { blobs, names } = captureDownloads();
        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        expect(names).toEqual([`comparativo-bancos-${from7}-a-${today()}.csv`]);
        const lines = (await blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
        expect(lines[0]).toBe(`Indicador;${first.name};${second.name};Total;Diferença`);
        const cents = (n: number) => (n / 100).toFixed(2).replace('.', ',');
        expect(lines).toContain(
            `Entradas;${cents(inflowsSince(first.id, from7))};${cents(inflowsSince(second.id, from7))};${cents(
                inflowsSince(first.id, from7) + inflowsSince(second.id, from7),
            )};${cents(inflowsSince(second.id, from7) - inflowsSince(first.id, from7))}`,
        );
    });

    it('asks for a second bank when one is left, and is not for a profile without access.bank.index', async () => {
        const user = userEvent.setup({ delay: null });
        await signIn('backoffice');
        const view = renderPage('/comparativo-bancos');
        await screen.findByRole('table', { name: /^Comparativo de \d/ }, PATIENCE);
        const [first] = rankedBanks();
        const chip = screen.getByRole('button', { name: new RegExp(first.name.replace(/[.()]/g, '\\$&')) });
        await user.click(within(chip).getByTestId('CancelIcon'));
        expect(
            await screen.findByText('Escolha pelo menos 2 instituições para comparar.'),
        ).toBeInTheDocument();
        expect(screen.queryByRole('table', { name: /^Comparativo de \d/ })).not.toBeInTheDocument();
        view.unmount();

        await signIn('cliente');
        renderPage('/comparativo-bancos');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), PATIENCE);
    });
});
