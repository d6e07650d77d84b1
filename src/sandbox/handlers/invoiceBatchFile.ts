import type { InvoiceBatchResult } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { CSV_FILE_MESSAGES, csvFileProblem } from '../../domain/draweeCsv';
import { parseInvoiceCsv } from '../../domain/invoiceCsv';
import { validationError } from '../laravel';
import { type Context, route } from '../route';
import { batchAccount, importInvoiceRows } from './invoices';

/*
 * `POST payment/invoice/batch-file` (docs/api.md): the CSV of /instrucoes-boleto-lote as multipart `file`, with
 * `account_id`. The bank reads it with the page's parser (src/domain/invoiceCsv.ts); the good lines become
 * drafts of a new batch exactly as `payment/invoice/batch` makes them, and every line is answered.
 */

const readForm = async (ctx: Context): Promise<FormData> => {
    try {
        return await ctx.request.formData();
    } catch {
        throw validationError({ file: [CSV_FILE_MESSAGES.required] });
    }
};

const uploadedFile = (form: FormData): File => {
    const file = form.get('file');
    if (!file || typeof file === 'string') throw validationError({ file: [CSV_FILE_MESSAGES.required] });
    const problem = csvFileProblem(file);
    if (problem) throw validationError({ file: [problem] });
    return file;
};

export const invoiceBatchFileHandlers = [
    route('post', 'payment/invoice/batch-file', { permission: PERMISSIONS.invoiceStore }, async (ctx) => {
        const form = await readForm(ctx);
        const account = batchAccount({ ...ctx, body: { account_id: form.get('account_id') ?? undefined } });
        const file = uploadedFile(form);
        const parsed = parseInvoiceCsv(new Uint8Array(await file.arrayBuffer()), {
            today: toDateOnlyBrasilia(),
        });
        if (!parsed.ok) throw validationError({ file: [parsed.error] });
        const good = parsed.rows.filter((row) => row.reasons.length === 0);
        const answer = importInvoiceRows(
            ctx,
            account,
            good.map((row) => ({ line: row.line, ...row.invoice })),
            'file',
            file.name,
        ).data;
        const refused = parsed.rows
            .filter((row) => row.reasons.length > 0)
            .map((row): InvoiceBatchResult => ({ line: row.line, status: 'rejected', reasons: row.reasons }));
        return {
            data: {
                ...answer,
                rejected: answer.rejected + refused.length,
                results: [...answer.results, ...refused].sort((a, b) => a.line - b.line),
            },
        };
    }),
];
