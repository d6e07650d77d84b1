import type { Account } from '../../contract/accounts';
import type { Drawee, Invoice, InvoiceBatch, InvoiceBatchResult } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import { MIN_REJECT_REASON } from '../../domain/approvals';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { draweeMatches } from '../../domain/drawee';
import {
    checkInvoiceTerms,
    effectiveStatus,
    INVOICE_LIMITS,
    INVOICE_MESSAGES,
    type InvoiceTermsInput,
    isCancelable,
    isDeletable,
    payerIsPerson,
} from '../../domain/invoice';
import { invoiceView, issueInvoices } from '../invoices';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    json,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { type Context, route } from '../route';
import { accountView, visibleTo } from './accounts';
import { remittanceFile } from './invoiceRemittance';

/*
 * Issued boletos, `payment/invoice` (docs/api.md): each holder reads and writes their own, staff who open
 * accounts (access.account.create) everyone's; another holder's boleto is a 404. Rules: src/domain/invoice.ts.
 */

const INDEX = { permission: PERMISSIONS.invoiceIndex };
const STORE = { permission: PERMISSIONS.invoiceStore };
export const MAX_INVOICE_BATCH_ROWS = 5000;

const today = () => toDateOnlyBrasilia();

const visible = (ctx: Context) => visibleTo(ctx, ctx.store.state.invoices);

const findBatch = (ctx: Context, id: unknown) => {
    const batch = visibleTo(ctx, ctx.store.state.invoiceBatches).find((b) => b.id === Number(id));
    if (!batch) throw notFound();
    return batch;
};

const find = (ctx: Context): Invoice => {
    const found = visible(ctx).find((i) => String(i.id) === ctx.params.id);
    if (!found) throw notFound();
    return found;
};

/** The accounts a holder may receive boletos in: their own active ones. */
const ownAccounts = (ctx: Context) =>
    ctx.store.state.accounts.filter((a) => a.person_id === ctx.user.person_id && a.status === 'active');

const accountFor = (ctx: Context, errors: FieldErrors): Account | undefined => {
    const id = ctx.body.account_id;
    if (id === undefined || id === null || id === '') {
        errors.account_id = [INVOICE_MESSAGES.accountRequired];
        return undefined;
    }
    const account = ownAccounts(ctx).find((a) => a.id === Number(id));
    if (!account) errors.account_id = [INVOICE_MESSAGES.accountInvalid];
    return account;
};

const ownerDrawees = (ctx: Context) =>
    ctx.store.state.drawees.filter((d) => d.owner_person_id === ctx.user.person_id);

const draweeFor = (ctx: Context, raw: unknown, errors: FieldErrors): Drawee | undefined => {
    if (raw === undefined || raw === null || raw === '') {
        errors.drawee_id = [INVOICE_MESSAGES.draweeRequired];
        return undefined;
    }
    const drawee = ownerDrawees(ctx).find((d) => d.id === Number(raw));
    if (!drawee) errors.drawee_id = [INVOICE_MESSAGES.draweeInvalid];
    else if (drawee.status !== 'active') errors.drawee_id = [INVOICE_MESSAGES.draweeDisabled];
    return drawee;
};

/** Issues (or drafts) the boletos of one payer with these terms; writes nothing when anything is wrong. */
const issue = (
    ctx: Context,
    account: Account,
    drawee: Drawee,
    input: InvoiceTermsInput,
    status: 'draft' | 'pending',
    batchId: number | null,
): { errors: FieldErrors; invoices: Invoice[] } => {
    const { errors, terms } = checkInvoiceTerms(input, today(), payerIsPerson(drawee.document));
    if (Object.keys(errors).length > 0) return { errors, invoices: [] };
    const now = new Date().toISOString();
    const invoices = issueInvoices({
        state: ctx.store.state,
        account,
        drawee,
        terms,
        issueDate: today(),
        status,
        batchId,
        createdBy: ctx.user.id,
        now,
        firstId: ctx.store.nextId('invoices'),
        group: crypto.randomUUID(),
    });
    ctx.store.state.invoices.push(...invoices);
    return { errors, invoices };
};

const save = (ctx: Context) => {
    ctx.store.save('invoices');
    ctx.store.save('invoiceBatches');
};

const newBatch = (ctx: Context, kind: InvoiceBatch['kind'], fileName: string | null): InvoiceBatch => {
    const batch: InvoiceBatch = {
        id: ctx.store.nextId('invoiceBatches'),
        owner_person_id: ctx.user.person_id,
        kind,
        file_name: fileName,
        status: 'draft',
        invoice_count: 0,
        total: 0,
        created_by: ctx.user.id,
        created_at: new Date().toISOString(),
        processed_at: null,
    };
    ctx.store.state.invoiceBatches.push(batch);
    return batch;
};

/** A batch row: the payer by CPF/CNPJ among the holder's active payers, plus the boleto's terms. */
export interface InvoiceBatchRow extends InvoiceTermsInput {
    line?: number;
    drawee_document?: unknown;
}

/**
 * Drafts the good rows of a batch (from `batch` or the CSV of `batch-file`) and reports every row; the
 * drafts become payable boletos when the batch is processed. Exported for the batch-file route.
 */
export function importInvoiceRows(
    ctx: Context,
    account: Account,
    rows: InvoiceBatchRow[],
    kind: InvoiceBatch['kind'],
    fileName: string | null,
) {
    const batch = newBatch(ctx, kind, fileName);
    const payers = ownerDrawees(ctx).filter((d) => d.status === 'active');
    const results = rows.map((row, index): InvoiceBatchResult => {
        const line = typeof row.line === 'number' ? row.line : index + 1;
        const document = String(row.drawee_document ?? '')
            .replace(/[.\-/\s]/g, '')
            .toUpperCase();
        const drawee = payers.find((d) => d.document === document);
        if (!drawee) return { line, status: 'rejected', reasons: [INVOICE_MESSAGES.draweeDocumentUnknown] };
        const { errors, invoices } = issue(ctx, account, drawee, row, 'draft', batch.id);
        const reasons = Object.values(errors).flat();
        if (reasons.length > 0) return { line, status: 'rejected', reasons };
        batch.invoice_count += invoices.length;
        batch.total += invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
        return { line, status: 'created', ids: invoices.map((invoice) => invoice.id) };
    });
    save(ctx);
    return {
        data: {
            batch,
            created: results.filter((r) => r.status === 'created').length,
            rejected: results.filter((r) => r.status === 'rejected').length,
            results,
        },
    };
}

/** The account of a batch call (body `account_id`), or the 422. */
export const batchAccount = (ctx: Context): Account => {
    const errors: FieldErrors = {};
    const account = accountFor(ctx, errors);
    assertValid(errors);
    return account as Account;
};

const rowsOf = (raw: unknown, field: string): unknown[] => {
    if (!Array.isArray(raw) || raw.length === 0)
        throw validationError({ [field]: ['Envie ao menos uma linha.'] });
    if (raw.length > MAX_INVOICE_BATCH_ROWS) {
        throw validationError({
            [field]: [`Envie no máximo ${MAX_INVOICE_BATCH_ROWS.toLocaleString('pt-BR')} boletos por lote.`],
        });
    }
    return raw;
};

/** Drafts show only when asked for (`filter[status]=draft`) or within their batch (`filter[batch_id]`). */
const listFilter = (ctx: Context) => {
    const f = filtersOf(ctx.url);
    const day = today();
    const drafts = Boolean(f.batch_id) || (f.status ?? '').split(',').includes('draft');
    return (invoice: Invoice) =>
        (drafts || invoice.status !== 'draft') &&
        (!f.status || f.status.split(',').includes(effectiveStatus(invoice, day))) &&
        (!f.due_from || invoice.due_date >= f.due_from) &&
        (!f.due_to || invoice.due_date <= f.due_to) &&
        (!f.drawee_id || String(invoice.drawee_id) === f.drawee_id) &&
        (!f.batch_id || String(invoice.batch_id) === f.batch_id) &&
        (!f.id || f.id.split(',').includes(String(invoice.id))) &&
        (!f.search ||
            draweeMatches(f.search, invoice.drawee) ||
            invoice.our_number.includes(f.search.replace(/\D/g, '') || '-') ||
            invoice.your_number.toLowerCase().includes(f.search.toLowerCase()));
};

const cancel = (ctx: Context) => {
    const invoice = find(ctx);
    const reason = typeof ctx.body.reason === 'string' ? ctx.body.reason.trim() : '';
    if (reason.length < MIN_REJECT_REASON)
        throw validationError({ reason: [INVOICE_MESSAGES.cancelReasonRequired] });
    if (!isCancelable(effectiveStatus(invoice, today()))) {
        throw validationError({ status: [INVOICE_MESSAGES.notCancelable] });
    }
    const now = new Date().toISOString();
    Object.assign(invoice, { status: 'canceled', canceled_at: now, cancel_reason: reason, updated_at: now });
    ctx.store.save('invoices');
    return { data: invoiceView(invoice, today()) };
};

export const invoiceHandlers = [
    route('get', 'payment/invoice', INDEX, (ctx) => {
        const rows = visible(ctx)
            .filter(listFilter(ctx))
            .map((i) => invoiceView(i, today()));
        return paginate(rows, ctx.url, ['id', 'due_date', 'amount', 'status', 'created_at', 'issue_date']);
    }),
    route('get', 'payment/invoice/create', STORE, (ctx) => ({
        data: {
            accounts: ownAccounts(ctx).map((a) => accountView(ctx.store.state, a)),
            limits: INVOICE_LIMITS,
            today: today(),
        },
    })),
    route('get', 'payment/invoice/cnab', STORE, (ctx) => remittanceFile(ctx, visible(ctx))),
    route('get', 'payment/invoice/:id', INDEX, (ctx) => ({ data: invoiceView(find(ctx), today()) })),
    route('post', 'payment/invoice', STORE, (ctx) => {
        const errors: FieldErrors = {};
        const account = accountFor(ctx, errors);
        const drawee = draweeFor(ctx, ctx.body.drawee_id, errors);
        if (!account || !drawee || Object.keys(errors).length > 0) {
            // Report the terms' problems too, so the form shows every field at once.
            Object.assign(
                errors,
                checkInvoiceTerms(ctx.body, today(), drawee ? payerIsPerson(drawee.document) : false).errors,
            );
            throw validationError(errors);
        }
        const issued = issue(ctx, account, drawee, ctx.body, 'pending', null);
        assertValid(issued.errors);
        save(ctx);
        return json({ data: issued.invoices.map((i) => invoiceView(i, today())) }, 201);
    }),
    route('put', 'payment/invoice/:id/cancel', STORE, cancel),
    route('delete', 'payment/invoice/:id', STORE, (ctx) => {
        const invoice = find(ctx);
        if (!isDeletable(effectiveStatus(invoice, today()))) {
            throw validationError({ status: [INVOICE_MESSAGES.notDeletable] });
        }
        const { state } = ctx.store;
        state.invoices = state.invoices.filter((i) => i.id !== invoice.id);
        const batch = state.invoiceBatches.find((b) => b.id === invoice.batch_id);
        if (batch) {
            batch.invoice_count -= 1;
            batch.total -= invoice.amount;
        }
        save(ctx);
        return {};
    }),
    route('post', 'payment/invoice/batch', STORE, (ctx) => {
        const account = batchAccount(ctx);
        const rows = rowsOf(ctx.body.rows, 'rows') as InvoiceBatchRow[];
        return importInvoiceRows(
            ctx,
            account,
            rows,
            'file',
            typeof ctx.body.file_name === 'string' ? ctx.body.file_name : null,
        );
    }),
    route('post', 'payment/invoice/batch-fixed', STORE, (ctx) => {
        const account = batchAccount(ctx);
        const ids = rowsOf(ctx.body.drawee_ids, 'drawee_ids');
        const payers = ownerDrawees(ctx);
        const rows: InvoiceBatchRow[] = ids.map((id, index) => ({
            ...(ctx.body as InvoiceTermsInput),
            line: index + 1,
            drawee_document: payers.find((d) => d.id === Number(id))?.document ?? '',
        }));
        return importInvoiceRows(ctx, account, rows, 'fixed', null);
    }),
    route('post', 'payment/invoice/process', STORE, (ctx) => {
        const batch = findBatch(ctx, ctx.body.batch_id);
        if (batch.status === 'done') throw validationError({ batch_id: [INVOICE_MESSAGES.alreadyProcessed] });
        const now = new Date().toISOString();
        let registered = 0;
        for (const invoice of ctx.store.state.invoices) {
            if (invoice.batch_id !== batch.id || invoice.status !== 'draft') continue;
            // A draft whose due date passed while it waited is registered anyway and reads as expired.
            Object.assign(invoice, { status: 'pending', issue_date: today(), updated_at: now });
            registered++;
        }
        Object.assign(batch, { status: 'done', processed_at: now });
        save(ctx);
        return { data: { batch, registered } };
    }),
    route('get', 'payment/invoice/batches/:id', INDEX, (ctx) => {
        return { data: findBatch(ctx, ctx.params.id) };
    }),
];
