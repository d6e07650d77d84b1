import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../../config';
import type { Drawee } from '../../../contract/invoices';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { INVOICE_MESSAGES, payerIsPerson } from '../../../domain/invoice';
import { INVOICE_CSV_COLUMNS, INVOICE_CSV_MESSAGES } from '../../../domain/invoiceCsv';
import { sandboxServer } from '../../../sandbox/node';
import { boundStore } from '../../../sandbox/route';
import { captureDownloads } from '../../../test/downloads';
import { fill } from '../../../test/fill';
import { plusDays } from '../../../test/invoiceArbitrary';
import { renderPage } from '../../../test/page';
import { withSandbox } from '../../../test/sandbox';
import { signIn } from '../../../test/session';

withSandbox();

// The screens are lazy chunks: load them once up front, so no test's first query waits on their transform.
beforeAll(async () => {
    await Promise.all([import('./InvoiceBatchPage'), import('./InvoiceInstructionsPage')]);
}, 60_000);

/** Titular PJ signed in, with their active payers as the seed has them (a CPF one and a CNPJ one first). */
const holderPj = async () => {
    const user = await signIn('titular_pj');
    const { state } = boundStore();
    const person = state.users.find((u) => u.username === user.username)?.person_id;
    const payers = state.drawees
        .filter((d) => d.owner_person_id === person && d.status === 'active')
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    const cpf = payers.find((d) => payerIsPerson(d.document)) as Drawee;
    const cnpj = payers.find((d) => !payerIsPerson(d.document)) as Drawee;
    return { person, payers, cpf, cnpj };
};

const batchInvoices = (batchId: number) => boundStore().state.invoices.filter((i) => i.batch_id === batchId);
const lastBatch = () => boundStore().state.invoiceBatches.at(-1);

describe('Boletos em lote: arquivo', { timeout: 60_000 }, () => {
    it('previews the CSV with the bad line’s reason, sends the good lines and registers the batch', async () => {
        const { cpf, cnpj } = await holderPj();
        const due = formatDate(plusDays(toDateOnlyBrasilia(), 10));
        const csv = [
            INVOICE_CSV_COLUMNS.join(';'),
            `${cpf.document};150,00;${due};1;2;1;;;APTO-101;Condomínio de março`,
            `${cnpj.document};1.234,56;${due};;2,5;1;;;LOJA-02;`,
            `${cpf.document};abc;${due};;;;;;APTO-102;`,
        ].join('\r\n');
        const batchesBefore = boundStore().state.invoiceBatches.length;
        renderPage('/boleto-lote');
        const user = userEvent.setup({ delay: null });
        const file = new File([`\uFEFF${csv}`], 'condominio.csv', { type: 'text/csv' });
        await user.upload(await screen.findByLabelText('Arquivo CSV dos boletos'), file);

        expect(await screen.findByRole('heading', { name: 'Conferência de “condominio.csv”' })).toHaveFocus();
        expect(
            screen.getByText(
                /3 linhas: 2 válidas, 1 com problemas\. Total dos boletos válidos: R\$\s1\.384,56\./,
            ),
        ).toBeInTheDocument();
        // The bad line shows first, with its reason; every line shows with its payer's name.
        const table = screen.getByRole('table', { name: 'Linhas do arquivo' });
        const bad = within(table).getByText(INVOICE_CSV_MESSAGES.amount).closest('tr') as HTMLElement;
        expect(within(bad).getByText('4')).toBeInTheDocument();
        expect(within(bad).getByText('Com problemas')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Todas (3)' }));
        expect(within(table).getAllByText('Válida')).toHaveLength(2);
        expect(within(table).getAllByText(cpf.name)).toHaveLength(2);
        expect(within(table).getByText(cnpj.name)).toBeInTheDocument();
        expect(boundStore().state.invoiceBatches).toHaveLength(batchesBefore);

        await user.click(screen.getByRole('button', { name: 'Enviar 2 boletos válidos' }));
        const batch = await waitFor(() => {
            const found = lastBatch();
            expect(boundStore().state.invoiceBatches).toHaveLength(batchesBefore + 1);
            return found as NonNullable<typeof found>;
        });
        expect(await screen.findByRole('heading', { name: `Lote nº ${batch.id}` })).toBeInTheDocument();
        expect(
            screen.getByText(/2 linhas aceitas: 2 boletos em rascunho, total de R\$\s1\.384,56/),
        ).toBeInTheDocument();
        expect(screen.getByText('1 linha com problemas não foi enviada.')).toBeInTheDocument();
        expect(batch).toMatchObject({ kind: 'file', file_name: 'condominio.csv', status: 'draft' });
        expect(batchInvoices(batch.id).map((i) => [i.drawee_id, i.amount, i.status, i.your_number])).toEqual([
            [cpf.id, 15_000, 'draft', 'APTO-101'],
            [cnpj.id, 123_456, 'draft', 'LOJA-02'],
        ]);

        await user.click(screen.getByRole('button', { name: 'Registrar lote' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(`Registrar o lote nº ${batch.id}?`);
        expect(dialog).toHaveTextContent(/2 boletos, total de R\$\s1\.384,56/);
        await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));

        expect(
            await screen.findByRole('heading', { name: `Lote nº ${batch.id} registrado` }),
        ).toBeInTheDocument();
        const list = await screen.findByRole('table', { name: 'Boletos do lote' });
        const rows = within(list).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(2);
        expect(rows.map((row) => within(row).getByText('Pendente'))).toHaveLength(2);
        expect(rows[0]).toHaveTextContent(cpf.name);
        expect(rows[1]).toHaveTextContent(/R\$\s1\.234,56/);
        expect(batchInvoices(batch.id).map((i) => i.status)).toEqual(['pending', 'pending']);
        expect(screen.getByRole('link', { name: 'Ver o lote em Boletos gerados' })).toHaveAttribute(
            'href',
            `/geracao-boletos?batch_id=${batch.id}`,
        );
    });

    it('marks payers the holder does not have, and refuses a file that cannot be read, keeping the page', async () => {
        const { cpf } = await holderPj();
        renderPage('/boleto-lote');
        const user = userEvent.setup({ delay: null });
        const due = formatDate(plusDays(toDateOnlyBrasilia(), 3));
        const csv = `documento_sacado;valor;vencimento\n${cpf.document};10,00;${due}\n11.222.333/0001-81;10,00;${due}`;
        await user.upload(
            await screen.findByLabelText('Arquivo CSV dos boletos'),
            new File([csv], 'a.csv', { type: 'text/csv' }),
        );
        const table = await screen.findByRole('table', { name: 'Linhas do arquivo' });
        expect(within(table).getByText(INVOICE_MESSAGES.draweeDocumentUnknown)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Escolher outro arquivo' }));

        await user.upload(
            await screen.findByLabelText('Arquivo CSV dos boletos'),
            new File(['documento;parcelas\n1;2'], 'b.csv', { type: 'text/csv' }),
        );
        expect(
            await screen.findByText(INVOICE_CSV_MESSAGES.missingColumns(['valor', 'vencimento'])),
        ).toBeInTheDocument();
        await user.upload(
            screen.getByLabelText('Arquivo CSV dos boletos'),
            new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14])], 'planilha.csv'),
        );
        expect(await screen.findByText(INVOICE_CSV_MESSAGES.notCsv)).toBeInTheDocument();
    });

    it('keeps the preview when sending fails, and sends on the next try', async () => {
        const { cpf } = await holderPj();
        sandboxServer.use(
            http.post(`${API_BASE}/payment/invoice/batch`, () => HttpResponse.json({}, { status: 500 }), {
                once: true,
            }),
        );
        renderPage('/boleto-lote');
        const user = userEvent.setup({ delay: null });
        const due = formatDate(plusDays(toDateOnlyBrasilia(), 3));
        await user.upload(
            await screen.findByLabelText('Arquivo CSV dos boletos'),
            new File([`documento_sacado;valor;vencimento\n${cpf.document};10,00;${due}`], 'a.csv'),
        );
        const send = await screen.findByRole('button', { name: 'Enviar 1 boleto válido' });
        await user.click(send);
        await waitFor(() => expect(send).toBeEnabled());
        expect(screen.getByRole('heading', { name: 'Conferência de “a.csv”' })).toBeInTheDocument();
        expect(boundStore().state.invoices.filter((i) => i.status === 'draft')).toHaveLength(0);

        await user.click(send);
        expect(await screen.findByRole('button', { name: 'Registrar lote' })).toBeInTheDocument();
    });
});

describe('Boletos em lote: lote fixo', { timeout: 60_000 }, () => {
    it('issues the same terms to 3 chosen payers and registers the batch', async () => {
        const { payers } = await holderPj();
        const chosen = payers.slice(0, 3);
        renderPage('/boleto-lote');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('tab', { name: 'Lote fixo' }));
        const group = await screen.findByRole('group', { name: 'Sacados encontrados' });
        for (const payer of chosen) await user.click(within(group).getByLabelText(new RegExp(payer.name)));
        expect(screen.getByText(`3 de ${payers.length} selecionados`)).toBeInTheDocument();

        // Nothing typed yet: the rules answer on each field, and the selection stays.
        await user.click(screen.getByRole('button', { name: 'Enviar 3 boletos' }));
        expect(await screen.findByText(INVOICE_MESSAGES.amountRequired)).toBeInTheDocument();
        expect(screen.getByText(INVOICE_MESSAGES.dueDateRequired)).toBeInTheDocument();

        await user.type(screen.getByLabelText('Valor por sacado'), '15000');
        const due = plusDays(toDateOnlyBrasilia(), 15);
        await user.type(
            screen.getByRole('textbox', { name: 'Vencimento' }),
            formatDate(due).replaceAll('/', ''),
        );
        expect(screen.getByRole('textbox', { name: 'Vencimento' })).toHaveValue(formatDate(due));
        await user.type(screen.getByLabelText('Multa'), '2');
        await user.type(screen.getByLabelText('Juros ao mês'), '1,5');
        await user.type(screen.getByLabelText('Instruções (opcional)'), 'Taxa');
        expect(screen.getByText(/3 boletos de R\$\s150,00 = total R\$\s450,00/)).toBeInTheDocument();
        expect(screen.queryByText(INVOICE_MESSAGES.amountRequired)).not.toBeInTheDocument();

        const before = boundStore().state.invoiceBatches.length;
        await user.click(screen.getByRole('button', { name: 'Enviar 3 boletos' }));
        const heading = await screen.findByRole('heading', { name: /^Lote nº \d+$/ });
        const batch = boundStore().state.invoiceBatches[before];
        expect(heading).toHaveTextContent(`Lote nº ${batch.id}`);
        expect(batch).toMatchObject({ kind: 'fixed', invoice_count: 3, total: 45_000, status: 'draft' });
        expect(
            batchInvoices(batch.id).map((i) => [i.drawee_id, i.amount, i.due_date, i.interest_percent]),
        ).toEqual(chosen.map((payer) => [payer.id, 15_000, due, 150]));

        await user.click(screen.getByRole('button', { name: 'Registrar lote' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog).toHaveTextContent(/3 boletos, total de R\$\s450,00/);
        await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
        const list = await screen.findByRole('table', { name: 'Boletos do lote' });
        expect(within(list).getAllByText('Pendente')).toHaveLength(3);
        expect(batchInvoices(batch.id).every((i) => i.status === 'pending')).toBe(true);
    });

    it('selects every filtered payer, and a failed send keeps the selection and the terms', async () => {
        const { payers, cpf } = await holderPj();
        sandboxServer.use(
            http.post(
                `${API_BASE}/payment/invoice/batch-fixed`,
                () => HttpResponse.json({}, { status: 503 }),
                {
                    once: true,
                },
            ),
        );
        renderPage('/boleto-lote');
        const user = userEvent.setup({ delay: null });
        await user.click(await screen.findByRole('tab', { name: 'Lote fixo' }));
        const search = await screen.findByLabelText('Buscar sacado por nome, CPF ou CNPJ');
        await fill(user, search, cpf.document);
        await user.click(screen.getByRole('button', { name: 'Selecionar todos os filtrados (1)' }));
        await user.clear(search);
        expect(screen.getByText(`1 de ${payers.length} selecionados`)).toBeInTheDocument();
        await user.type(screen.getByLabelText('Valor por sacado'), '9990');
        await user.type(
            screen.getByRole('textbox', { name: 'Vencimento' }),
            formatDate(toDateOnlyBrasilia()).replaceAll('/', ''),
        );
        await user.type(screen.getByLabelText('Multa'), '3');
        await user.click(screen.getByRole('button', { name: 'Enviar 1 boleto' }));
        // A CPF payer caps the fine at 2 %.
        expect(await screen.findByText(INVOICE_MESSAGES.finePerson)).toBeInTheDocument();
        await user.clear(screen.getByLabelText('Multa'));
        await user.type(screen.getByLabelText('Multa'), '2');

        await user.click(screen.getByRole('button', { name: 'Enviar 1 boleto' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar 1 boleto' })).toBeEnabled());
        expect(screen.getByLabelText('Valor por sacado')).toHaveValue('99,90');
        expect(screen.getByLabelText('Multa')).toHaveValue('2');
        expect(screen.getByText(`1 de ${payers.length} selecionados`)).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Enviar 1 boleto' }));
        expect(
            await screen.findByText(/1 linha aceita: 1 boleto em rascunho, total de R\$\s99,90/),
        ).toBeInTheDocument();
    });
});

describe('Boletos em lote: instruções', { timeout: 60_000 }, () => {
    it('explains every column, links back to the batch page and downloads the model with a BOM', async () => {
        await signIn('titular_pj');
        const { blobs, names } = captureDownloads();
        renderPage('/instrucoes-boleto-lote');
        const user = userEvent.setup({ delay: null });
        const columns = await screen.findByRole('table', { name: 'Colunas do arquivo' });
        expect(within(columns).getAllByRole('row')).toHaveLength(INVOICE_CSV_COLUMNS.length + 1);
        expect(within(columns).getByText('documento_sacado').closest('tr')).toHaveTextContent('Sim');
        expect(within(columns).getByText('desconto_ate').closest('tr')).toHaveTextContent('Não');
        expect(screen.getByText('CPF em notação científica ou sem o zero inicial')).toBeInTheDocument();
        expect(screen.getByLabelText('Exemplo de arquivo CSV')).toHaveTextContent(
            /^documento_sacado;valor;vencimento/,
        );

        await user.click(screen.getByRole('button', { name: 'Baixar modelo CSV' }));
        expect(names[0]).toBe('modelo-boletos.csv');
        const bytes = new Uint8Array(await blobs[0].arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder().decode(bytes.slice(3))).toMatch(
            /^documento_sacado;valor;vencimento;parcelas/,
        );

        await user.click(screen.getByRole('link', { name: 'Ir para Boletos em lote' }));
        expect(await screen.findByLabelText('Arquivo CSV dos boletos')).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Veja como preencher o arquivo' }));
        expect(await screen.findByRole('table', { name: 'Colunas do arquivo' })).toBeInTheDocument();
    });
});
