/**
 * Top-up boletos (recarga de conta, `payment/recharge/invoice`; docs/api.md "Recharges"): a holder issues a
 * boleto of this bank to their own account; anyone pays it (`payment/bill`, or any bank), and its settlement
 * (`settleInvoice`) credits the account. The boleto is an ordinary registered invoice, the holder both its
 * beneficiary and its payer.
 */
import type { Drawee } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import type { RechargeInvoice, RechargeInvoiceView } from '../../contract/recharges';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { RECHARGE_MESSAGES, topupAmountProblem, topupDueProblem } from '../../domain/recharges';
import { invoiceView, issueInvoices } from '../invoices';
import { assertValid, type FieldErrors, filtersOf, forbidden, json, notFound, paginate } from '../laravel';
import { type Context, route } from '../route';
import { accountText } from '../seed/statementCorrections';
import type { SandboxState } from '../types';

const view = (state: SandboxState, topup: RechargeInvoice, today: string): RechargeInvoiceView | null => {
    const invoice = state.invoices.find((i) => i.id === topup.invoice_id);
    return invoice
        ? {
              id: topup.id,
              account_id: topup.account_id,
              created_at: topup.created_at,
              invoice: invoiceView(invoice, today),
          }
        : null;
};

const ownAccount = (ctx: Context, raw: unknown, errors: FieldErrors) => {
    const account = ctx.store.state.accounts.find(
        (a) => a.id === Number(raw) && a.person_id === ctx.user.person_id,
    );
    if (raw === undefined || raw === null || raw === '')
        errors.account_id = [RECHARGE_MESSAGES.accountRequired];
    else if (!account) errors.account_id = [RECHARGE_MESSAGES.accountMissing];
    else if (account.status !== 'active') errors.account_id = [RECHARGE_MESSAGES.accountClosed];
    return account?.status === 'active' ? account : undefined;
};

const create = (ctx: Context) => {
    const { state } = ctx.store;
    const today = toDateOnlyBrasilia();
    const errors: FieldErrors = {};
    const account = ownAccount(ctx, ctx.body.account_id, errors);
    const amountError = topupAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    const dueError = topupDueProblem(ctx.body.due_date, today);
    if (dueError) errors.due_date = [dueError];
    assertValid(errors);
    const holder = account && state.persons.find((p) => p.id === account.person_id);
    if (!account || !holder) throw notFound();
    const now = new Date().toISOString();
    const payer: Drawee = {
        id: 0,
        uuid: holder.uuid,
        owner_person_id: holder.id,
        name: holder.name,
        document: holder.document,
        email: holder.email,
        phone: holder.phone,
        address: holder.address,
        status: 'active',
        created_at: now,
        updated_at: now,
    };
    const [invoice] = issueInvoices({
        state,
        account,
        drawee: payer,
        terms: {
            amount: ctx.body.amount as number,
            due_date: String(ctx.body.due_date),
            installments: 1,
            fine_percent: 0,
            interest_percent: 0,
            discount_amount: 0,
            discount_until: null,
            instructions: `Recarga da conta ${accountText(state, account.id)}. O valor pago é creditado na conta.`,
            your_number: 'RECARGA',
        },
        issueDate: today,
        status: 'pending',
        batchId: null,
        createdBy: ctx.user.id,
        now,
        firstId: ctx.store.nextId('invoices'),
        group: crypto.randomUUID(),
    });
    state.invoices.push(invoice);
    const topup: RechargeInvoice = {
        id: ctx.store.nextId('rechargeInvoices'),
        account_id: account.id,
        invoice_id: invoice.id,
        created_by: ctx.user.id,
        created_at: now,
    };
    state.rechargeInvoices.push(topup);
    ctx.store.save('invoices');
    ctx.store.save('rechargeInvoices');
    return json({ data: view(state, topup, today) }, 201);
};

/** The top-up boletos of one of the caller's accounts (`filter[account_id]`), newest first. */
const list = (ctx: Context) => {
    const { state } = ctx.store;
    const today = toDateOnlyBrasilia();
    const accountId = Number(filtersOf(ctx.url).account_id);
    const account = state.accounts.find((a) => a.id === accountId);
    if (!account || account.person_id !== ctx.user.person_id) throw forbidden();
    const rows = state.rechargeInvoices
        .filter((r) => r.account_id === accountId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .flatMap((r) => view(state, r, today) ?? []);
    return paginate(rows, ctx.url, ['created_at']);
};

const P = PERMISSIONS;

export const rechargeInvoiceHandlers = [
    route('get', 'payment/recharge/invoice', { permission: P.rechargeInvoiceStore }, list),
    route('post', 'payment/recharge/invoice', { permission: P.rechargeInvoiceStore }, create),
];
