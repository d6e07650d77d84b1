import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { readAllRows } from '../../dataProvider/allRows';
import { formatDate } from '../../domain/dates';
import { renderPage } from '../../test/page';
import { activeAccountsOf, brl, CHUNK_MS, enterPix, FLOW, labelOf } from '../../test/pixScreens';
import { withSandbox } from '../../test/sandbox';
import { captureFiles, pdfTexts, valueAfter } from '../../test/savedFiles';
import { signIn } from '../../test/session';
import { lastDays } from '../../ui/period';
import type { PixTransactionView, TransactionFilter } from './api';
import { pixStatementCsv, pixTotals } from './statement';

withSandbox();

/** Every Pix of a filter, as the statement reads it (through the data provider). */
const transactions = (filter: Partial<TransactionFilter>) =>
    readAllRows<PixTransactionView>(dataProvider, 'pix-transacoes', filter, { perPage: 500 });

/** Captures the files the screen offers for download. */
const textOf = async (blob: Blob) => new TextDecoder().decode((await blob.arrayBuffer()).slice(3));

/** Pix home → "Extrato Pix", once the statement (not the home's last Pix) is on screen. */
const openStatement = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('link', { name: 'Extrato Pix' }));
    await screen.findByRole('form', { name: 'Filtros do extrato Pix' }, { timeout: CHUNK_MS });
    await screen.findByRole('button', { name: 'Exportar CSV' });
};

/** The Pix of the statement's table (react-admin's DataTable; was a list of items). */
const items = () =>
    within(screen.getByRole('table', { name: 'Transações Pix' }))
        .getAllByRole('row')
        // A Pix's row has its cells; its details panel, the row under it, is one cell across.
        .filter((row) => within(row).queryAllByRole('cell').length > 1);
/** A row's "Tipo". */
const directionOf = (row: HTMLElement) => within(row).getByText(/^(Recebido|Enviado)$/);

describe('/pix-extract', FLOW, () => {
    it('filters by direction, adds up the period and exports exactly the rows of the filter', async () => {
        const { user, account } = await enterPix('titular_pf');
        const downloads = captureFiles();
        await openStatement(user);

        const period = lastDays(30);
        const filter: TransactionFilter = { account_id: account.id, ...period };
        const all = await transactions(filter);
        const received = all.filter((row) => row.direction === 'in');
        expect(received.length).toBeGreaterThan(0);
        expect(all.length).toBeGreaterThan(received.length);
        expect(
            screen.getByText(`${all.length} Pix de ${formatDate(period.from)} a ${formatDate(period.to)}`),
        ).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Recebidos' }));
        await screen.findByText(
            `${received.length} Pix de ${formatDate(period.from)} a ${formatDate(period.to)}`,
        );
        for (const item of items()) expect(directionOf(item)).toHaveTextContent('Recebido');
        const totals = pixTotals(received);
        expect(screen.getByText('Recebido no período (Pix concluídos)').parentElement).toHaveTextContent(
            brl(totals.received),
        );
        expect(screen.getByText('Enviado no período (Pix concluídos)').parentElement).toHaveTextContent(
            brl(0),
        );

        const fileName = `extrato-pix-conta-${labelOf(account).split(' · ')[0]}-${account.number}${account.digit}-${period.from}-a-${period.to}`;
        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        expect(downloads.names).toEqual([`${fileName}.csv`]);
        const csv = await textOf(downloads.blobs[0]);
        expect(csv).toBe(pixStatementCsv(await transactions({ ...filter, direction: 'in' })));
        expect(csv.split('\r\n')).toHaveLength(received.length + 1);
        expect(
            csv
                .split('\r\n')
                .slice(1)
                .every((line) => line.split(';')[2] === 'Recebido'),
        ).toBe(true);

        await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
        await waitFor(() => expect(downloads.names).toEqual([`${fileName}.csv`, `${fileName}.pdf`]));
        const texts = await pdfTexts(downloads.blobs[1]);
        expect(texts).toContain('Extrato Pix');
        expect(texts.some((text) => text.endsWith(' · Recebidos'))).toBe(true);
        // One row per Pix received (its "Tipo"), none sent.
        expect(valueAfter(texts, 'Quantidade de Pix')).toBe(String(received.length));
        expect(texts.filter((text) => text === 'Recebido')).toHaveLength(received.length);
        expect(texts).not.toContain('Enviado');
    });

    it('shows the end-to-end id of a Pix on demand', async () => {
        const { user, account } = await enterPix('titular_pf');
        await openStatement(user);
        const [newest] = await transactions({ account_id: account.id, ...lastDays(30) });
        const first = items()[0];
        expect(first).not.toHaveTextContent(newest.end_to_end_id);
        await user.click(within(first).getByRole('button', { name: 'Mostrar detalhes' }));
        // The details open in react-admin's expand panel, the row under it.
        expect(
            within(screen.getByLabelText('Detalhes do Pix')).getByText(newest.end_to_end_id),
        ).toBeInTheDocument();
        expect(within(first).getByRole('button', { name: 'Ocultar detalhes' })).toHaveAttribute(
            'aria-expanded',
            'true',
        );
    });

    it('says so when the period has no Pix', async () => {
        const { user } = await enterPix('titular_pf');
        await openStatement(user);
        await user.selectOptions(screen.getByLabelText('Período'), 'custom');
        const from = screen.getByLabelText('De');
        const to = screen.getByLabelText('Até');
        await user.clear(from);
        await user.type(from, '2020-01-01');
        await user.clear(to);
        await user.type(to, '2020-01-31');
        expect(await screen.findByText('Nenhum Pix neste período com estes filtros.')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    });
});

describe('/extrato-pix', FLOW, () => {
    it("lists the Pix of all the user's accounts, and of one when picked", async () => {
        await signIn('titular_pf');
        const user = userEvent.setup({ delay: null });
        const accounts = activeAccountsOf('titular_pf');
        renderPage('/extrato-pix');
        await screen.findByRole('form', { name: 'Filtros do extrato Pix' }, { timeout: CHUNK_MS });
        await screen.findByRole('table', { name: 'Transações Pix' }, { timeout: CHUNK_MS });
        const period = lastDays(30);
        const everything = await transactions(period);
        const byAccount = new Map<number, PixTransactionView[]>();
        for (const account of accounts)
            byAccount.set(account.id, await transactions({ account_id: account.id, ...period }));
        const sum = [...byAccount.values()].reduce((n, rows) => n + rows.length, 0);
        expect(everything.length).toBeGreaterThanOrEqual(sum);
        expect(everything.length).toBeGreaterThan(0);
        expect(screen.getByText(new RegExp(`^${everything.length} Pix de`))).toBeInTheDocument();

        const [account] = accounts;
        await user.selectOptions(screen.getByLabelText('Conta'), String(account.id));
        const own = byAccount.get(account.id) ?? [];
        expect(await screen.findByText(new RegExp(`^${own.length} Pix de`))).toBeInTheDocument();
    });
});
