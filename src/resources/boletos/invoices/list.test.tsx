import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Invoice } from '../../../contract/invoices';
import { CSV_BOM } from '../../../domain/csv';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { effectiveStatus, formatOurNumber, INVOICE_MESSAGES } from '../../../domain/invoice';
import { state } from '../../../test/bank';
import { captureDownloads } from '../../../test/downloads';
import { fill } from '../../../test/fill';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { captureFiles, pdfTexts } from '../../../test/savedFiles';
import { demoUser, signIn } from '../../../test/session';
import { SEARCH_LABEL } from './InvoiceFilters';

withSandbox();

/**
 * A screen's first visit compiles its chunk, and a search waits for a pause in the typing: on a busy
 * machine both outlast the default wait.
 */
const PATIENCE = { timeout: 20_000 };
const today = () => toDateOnlyBrasilia();
const statusOf = (invoice: Invoice) => effectiveStatus(invoice, today());
const ourNumber = (invoice: Invoice) => formatOurNumber(invoice.our_number, invoice.our_number_dv);

/** Signs the Titular PJ in, opens the list and answers their boletos as the bank has them. */
const openList = async () => {
    await signIn('titular_pj');
    const person = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
    const mine = state().invoices.filter((i) => i.owner_person_id === person && i.status !== 'draft');
    renderPage('/geracao-boletos');
    const table = await screen.findByRole('table', { name: 'Boletos gerados' }, PATIENCE);
    return { user: userEvent.setup({ delay: null }), mine, table };
};

/**
 * The first cell (nosso número) of every row shown. The table's cells are asked for once, not row by row: a waitFor
 * runs this after every change of the page, and each query looks at every element it finds and its ancestors.
 */
const shownNumbers = () => {
    const table = within(screen.getByRole('table', { name: 'Boletos gerados' }));
    const cells = table.getAllByRole('cell');
    return table
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells.find((cell) => row.contains(cell))?.textContent);
};

const rowOf = (invoice: Invoice) =>
    screen
        .getByRole('button', { name: `Detalhes do boleto ${ourNumber(invoice)}` })
        .closest('tr') as HTMLElement;

const filterStatus = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: label }));
    await user.keyboard('{Escape}');
};

describe('/geracao-boletos', { timeout: 60_000 }, () => {
    it('lists the seeded boletos, latest due date first, and pages through them', async () => {
        const { user, mine } = await openList();
        const byDue = [...mine].sort((a, b) => b.due_date.localeCompare(a.due_date));
        expect(screen.getByText(`Mostrando 1-25 de ${mine.length}`)).toBeInTheDocument();
        expect(shownNumbers()).toHaveLength(25);
        expect(shownNumbers()[0]).toBe(ourNumber(byDue[0]));
        const first = within(rowOf(byDue[0]));
        expect(first.getByText(byDue[0].drawee.name)).toBeInTheDocument();
        expect(first.getByText(formatDate(byDue[0].due_date))).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
        await waitFor(() =>
            expect(screen.getByText(`Mostrando 26-${mine.length} de ${mine.length}`)).toBeInTheDocument(),
        );
        expect(shownNumbers()).toHaveLength(mine.length - 25);

        await user.click(screen.getByRole('button', { name: /^Ordenar por valor/ }));
        await waitFor(() => expect(screen.getByText(`Mostrando 1-25 de ${mine.length}`)).toBeInTheDocument());
        const cheapest = Math.min(...mine.map((i) => i.amount));
        await waitFor(() =>
            expect(shownNumbers()[0]).toBe(ourNumber(mine.find((i) => i.amount === cheapest) as Invoice)),
        );
    });

    it("filters by the situation 'Vencido'", async () => {
        const { user, mine } = await openList();
        const expired = mine.filter((i) => statusOf(i) === 'expired');
        expect(expired.length).toBeGreaterThan(0);
        await filterStatus(user, 'Vencido');
        await waitFor(() => expect(shownNumbers().sort()).toEqual(expired.map(ourNumber).sort()));
        const table = screen.getByRole('table', { name: 'Boletos gerados' });
        expect(within(table).getAllByText('Vencido')).toHaveLength(expired.length);
        expect(within(table).queryByText('Pendente')).not.toBeInTheDocument();
    });

    it('cancels an open boleto with a reason of at least 5 characters: it reads Cancelado', async () => {
        const { user, mine } = await openList();
        const open = mine.find((i) => statusOf(i) === 'pending') as Invoice;
        // The list's first page shows the latest due dates: the open ones.
        await user.click(screen.getByRole('button', { name: `Detalhes do boleto ${ourNumber(open)}` }));
        const details = await screen.findByRole('region', { name: `Boleto ${ourNumber(open)}` });
        expect(within(details).getByRole('status', { name: 'Linha digitável' })).toBeInTheDocument();
        expect(
            within(details).getByRole('img', { name: `Código de barras ${open.barcode}` }),
        ).toBeInTheDocument();
        expect(within(details).getByText(/Para pagamento hoje/)).toBeInTheDocument();
        expect(within(details).queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();

        await user.click(within(details).getByRole('button', { name: 'Cancelar boleto' }));
        const dialog = await screen.findByRole('dialog', { name: 'Cancelar este boleto?' });
        const reason = within(dialog).getByRole('textbox', { name: 'Motivo do cancelamento' });
        await user.type(reason, 'abc');
        await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
        expect(reason).toHaveAccessibleDescription(INVOICE_MESSAGES.cancelReasonRequired);
        expect(state().invoices.find((i) => i.id === open.id)?.status).toBe('pending');

        await fill(user, reason, ' - cliente desistiu');
        await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
        await waitFor(() =>
            expect(screen.queryByRole('dialog', { name: 'Cancelar este boleto?' })).not.toBeInTheDocument(),
        );
        expect(state().invoices.find((i) => i.id === open.id)).toMatchObject({
            status: 'canceled',
            cancel_reason: 'abc - cliente desistiu',
        });
        const after = screen.getByRole('region', { name: `Boleto ${ourNumber(open)}` });
        expect(within(after).getAllByText('Cancelado').length).toBeGreaterThan(0);
        expect(within(after).getByText('abc - cliente desistiu')).toBeInTheDocument();
        expect(within(after).getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
        await user.click(within(after).getByRole('button', { name: 'Fechar' }));
        await waitFor(() => expect(within(rowOf(open)).getByText('Cancelado')).toBeInTheDocument());
    });

    it('deletes a canceled boleto: it leaves the list and the bank', async () => {
        const { user, mine } = await openList();
        const canceled = mine.find((i) => i.status === 'canceled') as Invoice;
        await filterStatus(user, 'Cancelado');
        await waitFor(() => expect(shownNumbers()).toContain(ourNumber(canceled)));
        const before = shownNumbers().length;
        await user.click(screen.getByRole('button', { name: `Detalhes do boleto ${ourNumber(canceled)}` }));
        const details = await screen.findByRole('region', { name: `Boleto ${ourNumber(canceled)}` });
        expect(within(details).queryByRole('button', { name: 'Cancelar boleto' })).not.toBeInTheDocument();
        await user.click(within(details).getByRole('button', { name: 'Excluir' }));
        const dialog = await screen.findByRole('dialog', { name: 'Excluir este boleto?' });
        await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

        await waitFor(() => expect(shownNumbers()).not.toContain(ourNumber(canceled)));
        expect(shownNumbers()).toHaveLength(before - 1);
        expect(state().invoices.some((i) => i.id === canceled.id)).toBe(false);
        expect(await screen.findByText('Boleto excluído.')).toBeInTheDocument();
    });

    it('exports every boleto of the filter as CSV and as the PDF report', async () => {
        const { blobs, names } = captureFiles();
        const { user, mine } = await openList();
        const paid = mine.filter((i) => i.status === 'paid');
        await filterStatus(user, 'Pago');
        await waitFor(() => expect(shownNumbers()).toHaveLength(Math.min(25, paid.length)));

        await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
        await waitFor(() => expect(names).toHaveLength(1));
        expect(names[0]).toBe(`boletos-${today()}.csv`);
        const text = await blobs[0].text();
        // Blob.text() drops the BOM; the bytes keep it.
        const bytes = new Uint8Array(await blobs[0].arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(text.startsWith(CSV_BOM)).toBe(false);
        const [header, ...lines] = text.split('\r\n').map((line) => line.split(';'));
        expect(header).toEqual([
            'Nosso número',
            'Pagador',
            'CPF/CNPJ',
            'Seu número',
            'Emissão',
            'Vencimento',
            'Valor (R$)',
            'Valor pago (R$)',
            'Pago em',
            'Situação',
            'Parcela',
            'Linha digitável',
        ]);
        expect(lines.map((cells) => cells[0]).sort()).toEqual(paid.map(ourNumber).sort());
        const sample = paid[0];
        const line = lines.find((cells) => cells[0] === ourNumber(sample)) as string[];
        const cents = (value: number) => `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
        expect(line[1]).toBe(sample.drawee.name);
        expect(line[5]).toBe(formatDate(sample.due_date));
        expect(line[6]).toBe(cents(sample.amount));
        expect(line[7]).toBe(cents(sample.paid_amount as number));
        expect(line[9]).toBe('Pago');
        // A spreadsheet keeps the 47 digits as typed (text), not as a number in scientific notation.
        expect(line[11]).toBe(`="${sample.line}"`);

        await user.click(screen.getByRole('button', { name: 'Exportar PDF' }));
        await waitFor(() => expect(names).toHaveLength(2));
        expect(names[1]).toBe(`boletos-${today()}.pdf`);
        const texts = await pdfTexts(blobs[1]);
        expect(texts).toContain('Boletos gerados');
        expect(texts).toContain('Filtros: Situação: Pago');
        // One row per paid boleto: its "Nosso número" cell (the check digit may be P).
        const numbers = texts.filter((text) => /^\d{2}\/\d{11}-[\dP]$/.test(text));
        expect(numbers.sort()).toEqual(paid.map(ourNumber).sort());
    });

    it('downloads the CNAB 240 remittance of the open boletos, then says when there is none left', async () => {
        const { blobs, names } = captureDownloads();
        const { user, mine } = await openList();
        const open = mine.filter((i) => ['pending', 'expired'].includes(statusOf(i)) && !i.remitted_at);
        await user.click(screen.getByRole('button', { name: 'Remessa CNAB' }));
        await waitFor(() => expect(names).toHaveLength(1));
        expect(names[0]).toMatch(/^CB\d{8}0001\.REM$/);
        const lines = (await blobs[0].text()).split(/\r?\n/).filter(Boolean);
        expect(lines.length).toBeGreaterThan(open.length);
        for (const line of lines) expect(line).toHaveLength(240);
        expect(await screen.findByText(`Remessa com ${open.length} boletos gerada.`)).toBeInTheDocument();
        expect(state().invoices.filter((i) => open.some((o) => o.id === i.id) && i.remitted_at)).toHaveLength(
            open.length,
        );

        await user.click(screen.getByRole('button', { name: 'Remessa CNAB' }));
        expect(await screen.findByText(new RegExp(INVOICE_MESSAGES.nothingToRemit))).toBeInTheDocument();
        expect(names).toHaveLength(1);
    });

    it('searches by payer name and narrows to a due-date range', async () => {
        const { user, mine } = await openList();
        const payer = mine[0].drawee;
        const theirs = mine.filter((i) => i.drawee.document === payer.document);
        await user.type(screen.getByRole('textbox', { name: SEARCH_LABEL }), payer.name);
        // The search waits for a pause in the typing, then asks the bank.
        await waitFor(() => expect(shownNumbers().sort()).toEqual(theirs.map(ourNumber).sort()), PATIENCE);

        await user.clear(screen.getByRole('textbox', { name: SEARCH_LABEL }));
        const from = today();
        const to = [...mine]
            .map((i) => i.due_date)
            .sort()
            .at(-1) as string;
        const group = screen.getByRole('group', { name: 'Vencimento de' });
        await user.click(within(group).getAllByRole('spinbutton')[0]);
        await user.keyboard(formatDate(from).replaceAll('/', ''));
        const inRange = mine.filter((i) => i.due_date >= from && i.due_date <= to);
        await waitFor(() => expect(shownNumbers().sort()).toEqual(inRange.map(ourNumber).sort()), PATIENCE);
        expect(window.location.search).toBe('');
    });

    it('shows stacked cards instead of the table on a narrow screen', async () => {
        const { matchMedia } = window;
        // A 360 px wide screen: every "narrower than" media query matches.
        window.matchMedia = vi.fn((query: string) => ({
            matches: /max-width/.test(query),
            media: query,
            onchange: null,
            addListener: vi.fn(),
            removeListener: vi.fn(),
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
            dispatchEvent: vi.fn(),
        })) as unknown as typeof window.matchMedia;
        onTestFinished(() => {
            window.matchMedia = matchMedia;
        });
        await signIn('titular_pj');
        renderPage('/geracao-boletos');
        const cards = await screen.findByRole('list', { name: 'Boletos gerados' }, PATIENCE);
        expect(screen.queryByRole('table', { name: 'Boletos gerados' })).not.toBeInTheDocument();
        expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
        const first = within(cards).getAllByRole('button')[0];
        await userEvent.setup({ delay: null }).click(first);
        expect(await screen.findByRole('region', { name: /^Boleto 09\// })).toBeInTheDocument();
    });

    it('opens on one batch from the batch page’s link, drafts included, and the chip clears it', async () => {
        await signIn('titular_pj');
        const person = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
        const invoice = state().invoices.find((i) => i.owner_person_id === person && i.status === 'pending');
        if (!invoice) throw new Error('nenhum boleto em aberto');
        const draft = {
            ...invoice,
            id: 90_001,
            our_number: '00000090001',
            status: 'draft' as const,
            batch_id: 77,
        };
        state().invoices.push(draft);
        renderPage('/geracao-boletos?batch_id=77');
        const user = userEvent.setup({ delay: null });
        await screen.findByText('Lote 77', {}, PATIENCE);
        await waitFor(() => expect(shownNumbers()).toEqual([ourNumber(draft)]), PATIENCE);
        const chip = screen.getByText('Lote 77').closest('[role="button"]') as HTMLElement;
        await user.click(within(chip).getByTestId('CancelIcon'));
        await waitFor(() => expect(shownNumbers().length).toBeGreaterThan(1), PATIENCE);
        expect(shownNumbers()).not.toContain(ourNumber(draft));
    });
});
