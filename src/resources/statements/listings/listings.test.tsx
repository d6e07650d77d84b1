import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startOfDayUtc } from '../../../domain/dates';
import { periodFirstDay } from '../../../domain/holders';
import { formatBRL } from '../../../domain/money';
import { LISTING_RULES } from '../../../sandbox/handlers/ledgers';
import { state } from '../../../test/bank';
import { captureDownloads } from '../../../test/downloads';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

const LONG = { timeout: 20_000 };
const figure = async (label: string) => {
    const found = await screen.findAllByText(label, undefined, LONG);
    const card = found.map((el) => el.closest('.MuiCardContent-root')).find(Boolean) as HTMLElement;
    return card.querySelector('p:nth-of-type(2)')?.textContent ?? '';
};
/** The ledger's rows of a listing type since a period's first Brasília day, reversed ones left out. */
const ledger = (type: keyof typeof LISTING_RULES, period: '90-dias' | 'tudo') => {
    const first = periodFirstDay(period);
    const start = first ? (startOfDayUtc(first) as string) : '';
    return state().transactions.filter(
        (t) => LISTING_RULES[type](t) && t.created_at >= start && t.status !== 'reversed',
    );
};
const sum = (rows: { amount: number }[]) => rows.reduce((total, t) => total + t.amount, 0);

describe('/listagem and /detalhamento', { timeout: 120_000 }, () => {
    it('lists fees per account for the period, totals them, switches the period and exports the CSV', async () => {
        await signIn('backoffice');
        const downloads = captureDownloads();
        renderPage('/listagem/taxas-e-tarifas/90-dias');
        const user = userEvent.setup({ delay: null });
        const fees = ledger('taxas-e-tarifas', '90-dias');
        await waitFor(async () => expect(await figure('Total no período')).toBe(formatBRL(sum(fees))), LONG);
        expect(await figure('Movimentações')).toBe(fees.length.toLocaleString('pt-BR'));
        const accounts = new Set(fees.map((t) => t.account_id)).size;
        expect(await figure('Contas')).toBe(String(accounts));
        const table = await screen.findByRole('table', { name: 'Taxas e tarifas · Por conta' }, LONG);
        expect(within(table).getAllByRole('row')).toHaveLength(Math.min(accounts, 25) + 1);
        expect(screen.getByRole('tab', { name: '90 dias', selected: true })).toBeInTheDocument();

        await user.click(screen.getByRole('tab', { name: 'Tudo' }));
        const all = ledger('taxas-e-tarifas', 'tudo');
        await waitFor(async () => expect(await figure('Total no período')).toBe(formatBRL(sum(all))), LONG);
        expect(window.location.pathname).toBe('/listagem/taxas-e-tarifas/tudo');

        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        await waitFor(() => expect(downloads.names).toHaveLength(1));
        expect(downloads.names[0]).toMatch(/^listagem-taxas-e-tarifas-tudo-\d{4}-\d{2}-\d{2}\.csv$/);
        const lines = (await downloads.blobs[0].text()).replace(/^\uFEFF/, '').split('\r\n');
        expect(lines[0]).toBe('Titular;CPF/CNPJ;Conta;Movimentações;Total (R$);Última');
        expect(lines).toHaveLength(new Set(all.map((t) => t.account_id)).size + 1);
    });

    it('details each withdrawal of the whole history, then of one account from the listing', async () => {
        await signIn('supervisor');
        renderPage('/listagem/saque');
        const user = userEvent.setup({ delay: null });
        const withdrawals = ledger('saque', 'tudo');
        expect(await screen.findByRole('tab', { name: 'Tudo', selected: true }, LONG)).toBeInTheDocument();
        const table = await screen.findByRole('table', { name: 'Saques · Por conta' }, LONG);
        const first = within(table).getAllByRole('link', { name: /^Detalhar as movimentações da conta/ })[0];
        await user.click(first);
        const detail = await screen.findByRole('table', { name: 'Saques · Cada movimentação' }, LONG);
        const accountId = Number(new URLSearchParams(window.location.search).get('conta'));
        expect(window.location.pathname).toBe('/detalhamento/saque/tudo');
        const own = withdrawals.filter((t) => t.account_id === accountId);
        await waitFor(() =>
            expect(within(detail).getAllByRole('row')).toHaveLength(Math.min(own.length, 25) + 1),
        );
        await waitFor(async () => expect(await figure('Total no período')).toBe(formatBRL(sum(own))));

        await user.click(screen.getByRole('button', { name: 'Ver todas as contas' }));
        await waitFor(
            async () => expect(await figure('Total no período')).toBe(formatBRL(sum(withdrawals))),
            LONG,
        );
        expect(window.location.search).toBe('');
    });

    it('sends a holder to not-authorized', async () => {
        await signIn('titular_pf');
        renderPage('/detalhamento/depositos/tudo');
        await waitFor(() => expect(window.location.pathname).toBe('/pages/not-authorized'), LONG);
    });
});
