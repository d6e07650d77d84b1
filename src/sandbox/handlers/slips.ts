import { effectivePermissions } from '../../authProvider/permissions';
import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { SlipParcel } from '../../contract/bills';
import type { Invoice } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import { requiredApprovals } from '../../domain/approvals';
import { BILL_MESSAGES, beneficiaryOf } from '../../domain/billPayment';
import { type ParsedBoleto, parseBoleto } from '../../domain/boleto';
import { toDateOnlyBrasilia } from '../../domain/dates';
import {
    amountProblem,
    type Borrower,
    boletoProblem,
    installmentsProblem,
    SLIP_MESSAGES,
    simulateSlipParcel,
} from '../../domain/slipParcel';
import { amountDue, invoiceByBarcode, PORTAL_BANK_CODE, unpayableReason } from '../invoices';
import { assertValid, type FieldErrors, filtersOf, json, notFound, paginate } from '../laravel';
import { type Context, route } from '../route';
import { slipSummary, slipView } from '../slips';
import { transactionPasswordErrors } from '../transactionPassword';
import { brandNeedsTwo, ownAccount } from './bills';

const P = PERMISSIONS;

/** A boleto already financed, or already paid (or being paid) through this bank, is not financed again. */
const takenReason = (ctx: Context, barcode: string): string | null => {
    const { slipParcels, billPayments } = ctx.store.state;
    if (slipParcels.some((s) => s.barcode === barcode && s.status !== 'rejected'))
        return SLIP_MESSAGES.alreadyRequested;
    const paying = billPayments.some((p) => p.barcode === barcode && p.status !== 'rejected');
    return paying ? SLIP_MESSAGES.alreadyPaid : null;
};

/** A boleto of the portal bank is read from its register: it must be registered and still payable. */
const portalInvoice = (ctx: Context, barcode: string): { invoice?: Invoice; problem?: string } => {
    if (!barcode.startsWith(PORTAL_BANK_CODE)) return {};
    const invoice = invoiceByBarcode(ctx.store.state, barcode);
    if (!invoice) return { problem: BILL_MESSAGES.notRegistered };
    const problem = unpayableReason(invoice);
    return problem ? { problem } : { invoice };
};

interface Offer {
    boleto: ParsedBoleto;
    beneficiary: string;
    amount: number;
    installments: number;
}

/**
 * The line, amount and installments of a simulation or a request, checked; each problem goes to `errors`
 * under its field (`line`, `amount`, `installments`) and the answer is then null.
 */
const readOffer = (ctx: Context, today: string, errors: FieldErrors): Offer | null => {
    const raw = typeof ctx.body.line === 'string' ? ctx.body.line : '';
    const parsed = raw.trim() === '' ? null : parseBoleto(raw, today);
    let boleto: ParsedBoleto | null = null;
    let invoice: Invoice | undefined;
    if (parsed === null) errors.line = [SLIP_MESSAGES.lineRequired];
    else if (!parsed.ok) errors.line = [SLIP_MESSAGES.invalidLine];
    else {
        const portal = portalInvoice(ctx, parsed.barcode);
        const problem = boletoProblem(parsed, today) ?? portal.problem ?? takenReason(ctx, parsed.barcode);
        if (problem) errors.line = [problem];
        else [boleto, invoice] = [parsed, portal.invoice];
    }
    // The amount is the boleto's own (today's, for a portal-bank boleto); typed only when it has none.
    const amount = invoice ? amountDue(invoice, today) : (boleto?.amountCents ?? ctx.body.amount);
    const amountError = boleto ? amountProblem(amount) : null;
    if (amountError) errors.amount = [amountError];
    const installmentsError = installmentsProblem(ctx.body.installments);
    if (installmentsError) errors.installments = [installmentsError];
    if (!boleto || amountError || installmentsError) return null;
    return {
        boleto,
        beneficiary: invoice ? invoice.beneficiary.name : beneficiaryOf(boleto),
        amount: amount as number,
        installments: ctx.body.installments as number,
    };
};

const borrowerOf = (ctx: Context, personId: number): Borrower =>
    ctx.store.state.persons.find((p) => p.id === personId)?.type ?? 'natural';

/** `POST credit/slip/simulate`: the offer for a boleto, for the caller (or the account's holder). */
const simulate = (ctx: Context) => {
    const today = toDateOnlyBrasilia();
    const errors: FieldErrors = {};
    const offer = readOffer(ctx, today, errors);
    const account = ctx.body.account_id === undefined ? undefined : ownAccount(ctx);
    if (ctx.body.account_id !== undefined && !account) errors.account_id = [SLIP_MESSAGES.accountInvalid];
    assertValid(errors);
    if (!offer) throw notFound(); // unreachable: assertValid threw
    const borrower = borrowerOf(ctx, account?.person_id ?? ctx.user.person_id);
    return {
        data: {
            boleto: {
                kind: offer.boleto.kind,
                bank_code: offer.boleto.bankCode ?? null,
                beneficiary: offer.beneficiary,
                due_date: offer.boleto.dueDate,
                amount: offer.amount,
            },
            simulation: simulateSlipParcel({ ...offer, requestDate: today, borrower }),
        },
    };
};

/** `POST credit/slip`: the request, recorded `pending_approval` with its approval; nothing moves yet. */
const requestSlip = async (ctx: Context) => {
    const today = toDateOnlyBrasilia();
    const errors: FieldErrors = {};
    const offer = readOffer(ctx, today, errors);
    const account: Account | undefined = ownAccount(ctx);
    if (ctx.body.account_id === undefined || ctx.body.account_id === null)
        errors.account_id = [SLIP_MESSAGES.accountRequired];
    else if (!account) errors.account_id = [SLIP_MESSAGES.accountInvalid];
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!offer || !account) throw notFound(); // unreachable: assertValid threw

    const { state } = ctx.store;
    const now = new Date().toISOString();
    const { boleto } = offer;
    const slip: SlipParcel = {
        id: ctx.store.nextId('slipParcels'),
        uuid: crypto.randomUUID(),
        user_id: ctx.user.id,
        person_id: account.person_id,
        account_id: account.id,
        kind: boleto.kind,
        line: boleto.line,
        barcode: boleto.barcode,
        beneficiary: offer.beneficiary,
        bank_code: boleto.bankCode ?? null,
        boleto_due_date: boleto.dueDate,
        simulation: simulateSlipParcel({
            ...offer,
            requestDate: today,
            borrower: borrowerOf(ctx, account.person_id),
        }),
        status: 'pending_approval',
        approval_id: ctx.store.nextId('approvals'),
        bill_payment_id: null,
        installments: [],
        created_at: now,
        decided_at: null,
    };
    const approval: Approval = {
        id: slip.approval_id,
        uuid: crypto.randomUUID(),
        operation: 'slip_parcel',
        reference_id: slip.id,
        // What leaves the bank when it is approved: the boleto.
        amount: offer.amount,
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval',
        summary: slipSummary(state, slip),
        created_at: now,
    };
    state.approvals.push(approval);
    state.slipParcels.push(slip);
    ctx.store.save('approvals');
    ctx.store.save('slipParcels');
    return json({ data: slipView(state, slip, today) }, 201);
};

/** Staff who open accounts see every holder's requests; a holder only their own. */
const seesAll = (ctx: Context) => effectivePermissions(ctx.user.permissions).has(P.accountCreate);

const findSlip = (ctx: Context): SlipParcel => {
    const slip = ctx.store.state.slipParcels.find((s) => String(s.id) === ctx.params.id);
    // Another holder's request is a 404: its existence does not leak.
    if (!slip || (!seesAll(ctx) && slip.person_id !== ctx.user.person_id)) throw notFound();
    return slip;
};

const newestFirst = (a: SlipParcel, b: SlipParcel) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const slipHandlers = [
    route('post', 'credit/slip/simulate', { permission: P.slipIndex }, simulate),
    route('post', 'credit/slip', { permission: P.slipIndex }, requestSlip),
    route('get', 'credit/slip', { permission: P.slipIndex }, (ctx) => {
        const { status } = filtersOf(ctx.url);
        const today = toDateOnlyBrasilia();
        const all = seesAll(ctx);
        const rows = ctx.store.state.slipParcels
            .filter((s) => (all || s.person_id === ctx.user.person_id) && (!status || s.status === status))
            .sort(newestFirst)
            .map((s) => slipView(ctx.store.state, s, today));
        return paginate(rows, ctx.url, ['created_at', 'amount']);
    }),
    route('get', 'credit/slip/:id', { permission: P.slipIndex }, (ctx) => ({
        data: slipView(ctx.store.state, findSlip(ctx)),
    })),
    route('get', 'credit/slip/:id/installments', { permission: P.slipIndex }, (ctx) => {
        const { status } = filtersOf(ctx.url);
        const rows = slipView(ctx.store.state, findSlip(ctx)).installments.filter(
            (row) => !status || row.status === status,
        );
        return paginate(rows, ctx.url, ['number', 'due_date']);
    }),
];
