import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Account } from '../../../contract/accounts';
import type { Drawee } from '../../../contract/invoices';
import { formatLine } from '../../../domain/boleto';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { INVOICE_MESSAGES, splitInstallments } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { sandboxServer } from '../../../sandbox/node';
import { state } from '../../../test/bank';
import { captureDownloads } from '../../../test/downloads';
import { fill } from '../../../test/fill';
import { renderPage } from '../../../test/page';
import { pdfSource, shownTexts } from '../../../test/pdfSource';
import { withSandbox } from '../../../test/sandbox';
import { demoUser, signIn } from '../../../test/session';

withSandbox();

const DAY_MS = 86_400_000;
/** Screen text as testing-library reads it: the no-break space of formatBRL is a plain one. */
const plain = (text: string) => text.replace(/\s/g, ' ');
/**
 * A screen's first visit compiles its chunk, and a search waits for a pause in the typing: on a busy
 * machine both outlast the default wait.
 */
const PATIENCE = { timeout: 20_000 };
const inDays = (days: number) => toDateOnlyBrasilia(new Date(Date.now() + days * DAY_MS));
type User = ReturnType<typeof userEvent.setup>;

const recordPosts = () => {
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
        if (request.method === 'POST') sent.push(new URL(request.url).pathname.replace(/^.*\/v1\//, ''));
    };
    sandboxServer.events.on('request:start', listener);
    onTestFinished(() => sandboxServer.events.removeListener('request:start', listener));
    return sent;
};

/** Signs the Titular PJ in, opens /emitir-boleto and picks their first account. */
const openForm = async () => {
    const user = userEvent.setup({ delay: null });
    const demo = await signIn('titular_pj');
    const person = state().users.find((u) => u.username === demoUser('titular_pj').username)?.person_id;
    const account = state().accounts.find((a) => a.person_id === person && a.status === 'active');
    if (!account || !demo) throw new Error('sem conta');
    renderPage('/emitir-boleto');
    await user.click(await screen.findByRole('combobox', { name: 'Conta que recebe' }, PATIENCE));
    const option = (await screen.findAllByRole('option')).find((o) =>
        o.textContent?.includes(`${account.number}-${account.digit}`),
    );
    if (!option) throw new Error('conta não listada');
    await user.click(option);
    return { user, person: person as number, account };
};

const payers = (person: number) =>
    state().drawees.filter((d) => d.owner_person_id === person && d.status === 'active');

const pickPayer = async (user: User, payer: Drawee) => {
    const input = screen.getByRole('combobox', { name: 'Pagador (sacado)' });
    await user.type(input, payer.name.split(' ')[0]);
    const option = await screen.findByRole('option', { name: new RegExp(payer.name) });
    await user.click(option);
};

/** Types a date into the x-date-pickers field labelled `label`, section by section. */
const typeDate = async (user: User, label: string, day: string) => {
    const group = screen.getByRole('group', { name: label });
    await user.click(within(group).getAllByRole('spinbutton')[0]);
    await user.keyboard(formatDate(day).replaceAll('/', ''));
};

describe('/emitir-boleto', { timeout: 60_000 }, () => {
    it('issues a boleto: payer, amount typed as 1.234,56, due date; shows the line, the barcode and the PDF', async () => {
        const { blobs, names } = captureDownloads();
        const { user, person, account } = await openForm();
        const payer = payers(person).find((d) => d.document.length === 14) as Drawee;
        await pickPayer(user, payer);
        const amount = screen.getByRole('textbox', { name: 'Valor total' });
        await user.type(amount, '1.234,56');
        expect(amount).toHaveValue('1.234,56');
        const due = inDays(20);
        await typeDate(user, 'Vencimento', due);
        await fill(user, screen.getByRole('textbox', { name: 'Seu número' }), 'NF-2026-77');
        await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));

        await screen.findByRole('heading', { name: 'Boleto emitido' });
        const issued = state().invoices.at(-1);
        expect(issued).toMatchObject({
            account_id: account.id,
            drawee_id: payer.id,
            amount: 123_456,
            due_date: due,
            your_number: 'NF-2026-77',
            status: 'pending',
            installment: null,
        });
        const result = screen.getByRole('region', { name: 'Boleto emitido' });
        const line = within(result).getByRole('status', { name: 'Linha digitável' });
        expect(line).toHaveTextContent(formatLine(issued?.line as string));
        expect(
            within(result).getByRole('img', { name: `Código de barras ${issued?.barcode}` }),
        ).toBeInTheDocument();
        expect(within(result).getByText('R$ 1.234,56')).toBeInTheDocument();
        expect(within(result).getByText(formatDate(due))).toBeInTheDocument();

        await user.click(within(result).getByRole('button', { name: 'Copiar linha' }));
        expect(await navigator.clipboard.readText()).toBe(issued?.line);

        await user.click(within(result).getByRole('button', { name: 'Baixar PDF' }));
        await waitFor(() => expect(names).toHaveLength(1));
        expect(names[0]).toBe(`boleto-${issued?.our_number}.pdf`);
        const texts = shownTexts(await pdfSource(blobs[0]));
        expect(texts).toContain(formatLine(issued?.line as string));
        expect(texts).toContain('Autenticação mecânica - Ficha de Compensação');
        expect(texts).toContain('R$ 1.234,56');
        expect(texts).toContain(`${payer.name} - CNPJ ${formatDocument(payer.document)}`);

        await user.click(screen.getByRole('button', { name: 'Emitir outro' }));
        expect(await screen.findByRole('textbox', { name: 'Valor total' })).toHaveValue('');
    });

    it('previews the parcels as the bank splits them, exact to the cent, and issues the series', async () => {
        const { blobs, names } = captureDownloads();
        const { user, person } = await openForm();
        const payer = payers(person)[1];
        await pickPayer(user, payer);
        await user.type(screen.getByRole('textbox', { name: 'Valor total' }), '1000,00');
        const due = inDays(10);
        await typeDate(user, 'Vencimento', due);
        await user.click(screen.getByRole('combobox', { name: 'Parcelas' }));
        await user.click(await screen.findByRole('option', { name: '3 parcelas' }));

        const preview = await screen.findByRole('table', { name: 'Parcelas' });
        const rows = within(preview)
            .getAllByRole('row')
            .slice(1)
            .map((row) =>
                within(row)
                    .getAllByRole('cell')
                    .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
            );
        const expected = splitInstallments(100_000, 3, due);
        expect(rows).toEqual([
            ...expected.map((p) => [`${p.number}/3`, formatDate(p.due_date), plain(formatBRL(p.amount))]),
            ['Total', 'R$ 1.000,00'],
        ]);
        expect(expected.map((p) => p.amount)).toEqual([33_334, 33_333, 33_333]);

        await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
        await screen.findByRole('heading', { name: '3 boletos emitidos' });
        const series = state().invoices.slice(-3);
        expect(series.map((i) => [i.amount, i.due_date, i.installment?.number])).toEqual(
            expected.map((p) => [p.amount, p.due_date, p.number]),
        );
        for (const invoice of series) {
            const card = screen.getByRole('article', { name: `Parcela ${invoice.installment?.number} de 3` });
            expect(within(card).getByRole('status', { name: 'Linha digitável' })).toHaveTextContent(
                formatLine(invoice.line),
            );
        }
        await user.click(screen.getByRole('button', { name: 'Baixar todos (PDF)' }));
        await waitFor(() => expect(names).toHaveLength(1));
        const source = await pdfSource(blobs[0]);
        expect(source.match(/\/Type \/Page\b/g)).toHaveLength(3);
        expect(shownTexts(source)).toEqual(expect.arrayContaining(series.map((i) => formatLine(i.line))));
        expect(screen.getByRole('link', { name: 'Ver boletos gerados' })).toHaveAttribute(
            'href',
            '/geracao-boletos',
        );
    });

    it('refuses a 5% fine for a CPF payer with the CDC message, keeping what was typed and sending nothing', async () => {
        const { user, person } = await openForm();
        const posts = recordPosts();
        const payer = payers(person).find((d) => d.document.length === 11) as Drawee;
        await pickPayer(user, payer);
        const fine = screen.getByRole('textbox', { name: 'Multa' });
        expect(fine).toHaveAccessibleDescription(
            'Pagador pessoa física: no máximo 2% (Código de Defesa do Consumidor).',
        );
        await user.type(screen.getByRole('textbox', { name: 'Valor total' }), '1.234,56');
        await typeDate(user, 'Vencimento', inDays(15));
        await user.type(fine, '5');
        await user.type(screen.getByRole('textbox', { name: 'Juros de mora ao mês' }), '1,5');
        await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));

        await waitFor(() => expect(fine).toHaveAccessibleDescription(INVOICE_MESSAGES.finePerson));
        expect(INVOICE_MESSAGES.finePerson).toBe(
            'Para pagador pessoa física a multa é de no máximo 2% (Código de Defesa do Consumidor).',
        );
        expect(fine).toHaveValue('5');
        expect(screen.getByRole('textbox', { name: 'Juros de mora ao mês' })).toHaveValue('1,5');
        expect(screen.getByRole('textbox', { name: 'Valor total' })).toHaveValue('1.234,56');
        expect(screen.getByRole('combobox', { name: 'Pagador (sacado)' })).toHaveValue(
            `${payer.name} · ${formatDocument(payer.document)}`,
        );
        expect(posts).toEqual([]);

        // Fixed to 2 %, the same form issues it, with the rates in basis points.
        await user.clear(fine);
        await user.type(fine, '2');
        await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
        await screen.findByRole('heading', { name: 'Boleto emitido' });
        expect(state().invoices.at(-1)).toMatchObject({
            drawee_id: payer.id,
            fine_percent: 200,
            interest_percent: 150,
        });
    });

    it("puts the bank's 422 on the field it is about, keeping the rest", async () => {
        const { user, person, account } = await openForm();
        const payer = payers(person)[0];
        await pickPayer(user, payer);
        await user.type(screen.getByRole('textbox', { name: 'Valor total' }), '50000');
        await typeDate(user, 'Vencimento', inDays(5));
        // Blocked meanwhile (by the bank's staff): only the bank can know.
        const stored = state().accounts.find((a) => a.id === account.id) as Account;
        stored.status = 'blocked';
        const count = state().invoices.length;
        await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
        await waitFor(() =>
            expect(screen.getByRole('combobox', { name: 'Conta que recebe' })).toHaveAccessibleDescription(
                INVOICE_MESSAGES.accountInvalid,
            ),
        );
        expect(state().invoices).toHaveLength(count);
        expect(screen.getByRole('textbox', { name: 'Valor total' })).toHaveValue('500,00');
        expect(screen.getByRole('combobox', { name: 'Pagador (sacado)' })).toHaveValue(
            `${payer.name} · ${formatDocument(payer.document)}`,
        );
    });
});
