import { BRANDS } from '../../brands';
import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { BillCharges, BillPayment } from '../../contract/bills';
import type { Invoice } from '../../contract/invoices';
import { PERMISSIONS } from '../../contract/permissions';
import { requiredApprovals } from '../../domain/approvals';
import { authenticationCode, BILL_MESSAGES, needsApproval } from '../../domain/billPayment';
import { type ParsedBoleto, parseBoleto } from '../../domain/boleto';
import { cnpjFromSeed } from '../../domain/cnpj';
import { cpfFromSeed } from '../../domain/cpf';
import { isOnOrBeforeToday, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { chargesOn } from '../../domain/invoice';
import { formatBRL } from '../../domain/money';
import { BRAND_HEADER } from '../../http/client';
import { invoiceByBarcode, PORTAL_BANK_CODE, settleInvoice, unpayableReason } from '../invoices';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    notFound,
    paginate,
    SandboxError,
    validationError,
} from '../laravel';
import { type Context, route } from '../route';
import { billSummary } from '../seed/approvals';
import { COMPANY_SECTORS, COMPANY_SUFFIXES, FIRST_NAMES, SURNAMES } from '../seed/names';
import { createRng } from '../seed/random';
import type { SandboxStore } from '../store';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState } from '../types';
import { accountSummary, approvalSummary, notifyUser } from '../views';

/** Does the brand of this call (X-Brand) ask for two approvers? */
export const brandNeedsTwo = (request: Request) =>
    BRANDS[request.headers.get(BRAND_HEADER) ?? '']?.features.doubleApproval ?? false;

const insufficient = () =>
    new SandboxError(400, { message: 'Operação não realizada.', reason: BILL_MESSAGES.insufficient });

/** Moves the money: the only place a boleto payment debits an account. Throws (nothing changed) when short. */
const debit = (store: SandboxStore, payment: BillPayment) => {
    const { state } = store;
    const account = state.accounts.find((a) => a.id === payment.account_id);
    if (!account) throw notFound();
    if (account.balance < payment.amount) throw insufficient();
    const now = new Date().toISOString();
    account.balance -= payment.amount;
    const transaction = {
        id: store.nextId('transactions'),
        account_id: account.id,
        kind: 'payment' as const,
        description: `Pagamento de boleto - ${payment.beneficiary}`,
        amount: -payment.amount,
        balance_after: account.balance,
        status: 'transacted' as const,
        created_at: now,
    };
    state.transactions.push(transaction);
    payment.transaction_id = transaction.id;
    payment.status = 'paid';
    payment.paid_at = now;
    // A boleto of the portal bank itself: its issuer is credited in the same step.
    const invoice = invoiceByBarcode(state, payment.barcode);
    if (invoice && !unpayableReason(invoice)) {
        settleInvoice(state, invoice, payment.amount, now, store.nextId('transactions'));
        store.save('invoices');
    }
    store.save('accounts');
    store.save('transactions');
};

const isScheduled = (payment: BillPayment) => payment.payment_date !== null;

/** The bank tells the payer how the approval ended, with a button to the payment's receipt. */
const notifyPayer = (store: SandboxStore, payment: BillPayment, title: string, body: string) =>
    notifyUser(store, payment.user_id, {
        title,
        body,
        link: { label: 'Ver comprovante', to: `/receipt-redirect?boleto=${payment.id}` },
    });

/** The operation of an approved boleto payment: a scheduled one stays scheduled, any other is paid now. */
export const executeBillPayment = (store: SandboxStore, paymentId: number) => {
    const payment = store.state.billPayments.find((p) => p.id === paymentId);
    if (!payment) throw notFound();
    if (isScheduled(payment)) payment.status = 'scheduled';
    else debit(store, payment);
    store.save('billPayments');
    const what = `${formatBRL(payment.amount)} para ${payment.beneficiary}`;
    notifyPayer(
        store,
        payment,
        'Pagamento de boleto aprovado',
        isScheduled(payment)
            ? `O pagamento de ${what} foi aprovado e será debitado na data agendada.`
            : `O pagamento de ${what} foi aprovado e debitado da sua conta.`,
    );
};

/** A rejected boleto payment: nothing moves. */
export const rejectBillPayment = (store: SandboxStore, paymentId: number, reason?: string) => {
    const payment = store.state.billPayments.find((p) => p.id === paymentId);
    if (!payment) throw notFound();
    payment.status = 'rejected';
    store.save('billPayments');
    const why = reason ? ` Motivo: ${reason}` : '';
    notifyPayer(
        store,
        payment,
        'Pagamento de boleto rejeitado',
        `O pagamento de ${formatBRL(payment.amount)} para ${payment.beneficiary} foi rejeitado pelo banco e nada foi debitado.${why}`,
    );
};

/** Why a scheduled payment cannot be made today, or null. Checked whole before any money moves. */
const scheduledProblem = (state: SandboxState, payment: BillPayment): string | null => {
    const account = state.accounts.find((a) => a.id === payment.account_id);
    if (account?.status !== 'active') return BILL_MESSAGES.accountInvalid;
    const invoice = invoiceByBarcode(state, payment.barcode);
    const unpayable = invoice ? unpayableReason(invoice) : null;
    if (unpayable) return unpayable;
    return account.balance < payment.amount ? BILL_MESSAGES.insufficient : null;
};

/** Scheduled payments whose day has come: paid when they can be, else `failed` with nothing debited. */
export function advanceBills(store: SandboxStore, now: Date = new Date()) {
    const today = toDateOnlyBrasilia(now);
    const due = store.state.billPayments.filter(
        (p) => p.status === 'scheduled' && p.payment_date !== null && p.payment_date <= today,
    );
    for (const payment of due) {
        const what = `${formatBRL(payment.amount)} para ${payment.beneficiary}`;
        const problem = scheduledProblem(store.state, payment);
        if (problem) {
            payment.status = 'failed';
            payment.failure_reason = problem;
            notifyPayer(
                store,
                payment,
                'Pagamento agendado não realizado',
                `O pagamento de ${what} não foi feito: ${problem} Nada foi debitado.`,
            );
        } else {
            debit(store, payment);
            notifyPayer(
                store,
                payment,
                'Pagamento agendado realizado',
                `O pagamento de ${what} foi debitado hoje.`,
            );
        }
    }
    if (due.length > 0) store.save('billPayments');
}

/** A payment as the portal reads it: the payment, its account and its approval. */
export const billView = (state: SandboxState, payment: BillPayment) => {
    const approval = state.approvals.find((a) => a.id === payment.approval_id);
    return {
        ...payment,
        account: accountSummary(state, payment.account_id),
        approval: approvalSummary(approval),
    };
};

const today = () => new Date();

const paymentDateErrors = (raw: unknown): FieldErrors => {
    if (raw === undefined || raw === null || raw === '') return {};
    const text = typeof raw === 'string' ? raw : '';
    if (startOfDayUtc(text) === null) return { payment_datetime: [BILL_MESSAGES.invalidDate] };
    return isOnOrBeforeToday(text, today()) ? { payment_datetime: [BILL_MESSAGES.paymentDate] } : {};
};

/** The body's `account_id` when it is an active account of the caller's own person. */
export const ownAccount = (ctx: Context): Account | undefined =>
    ctx.store.state.accounts.find(
        (a) => a.id === ctx.body.account_id && a.person_id === ctx.user.person_id && a.status === 'active',
    );

/**
 * A boleto of the portal bank is looked up in its register (as CIP does for every bank): a paid or
 * canceled one is refused, and an open one is paid at today's amount (discount, or fine and interest).
 */
const portalInvoice = (ctx: Context, barcode: string, errors: FieldErrors) => {
    if (!barcode.startsWith(PORTAL_BANK_CODE)) return undefined;
    const invoice = invoiceByBarcode(ctx.store.state, barcode);
    const reason = invoice ? unpayableReason(invoice) : BILL_MESSAGES.notRegistered;
    if (reason) errors.invoice = [reason];
    return reason ? undefined : invoice;
};

/** What the register (CIP) holds of a boleto: who issued it, to whom, and what it costs today. */
interface RegisterEntry {
    beneficiary: { name: string; document: string };
    payer: string | null;
    due_date: string | null;
    amount: number | null;
    charges: BillCharges | null;
}

/**
 * Terms of another bank's boleto in the sandbox: 2 % fine and 1 % a month of interest after the due date (the
 * usual terms, within the Código de Defesa do Consumidor's 2 % cap), no discount.
 */
const OTHER_BANK_TERMS = {
    fine_percent: 200,
    interest_percent: 100,
    discount_amount: 0,
    discount_until: null,
};

/** The beneficiary of a boleto the sandbox did not issue: made up from its barcode, so always the same. */
const madeUpBeneficiary = (barcode: string) => {
    const rng = createRng([...barcode].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 7));
    const seed = rng.int(0, 99_999_999);
    // Most boletos are issued by companies; some by people (rent, liberal professionals).
    if (rng.chance(0.2))
        return {
            name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`,
            document: cpfFromSeed(seed),
        };
    const sector = rng.pick(COMPANY_SECTORS);
    return {
        name: `${rng.pick(SURNAMES)} ${sector.legal} ${rng.pick(COMPANY_SUFFIXES)}`,
        document: cnpjFromSeed(seed),
    };
};

const registerEntry = (invoice: Invoice | undefined, parsed: ParsedBoleto, day: string): RegisterEntry => {
    if (invoice)
        return {
            beneficiary: invoice.beneficiary,
            payer: invoice.drawee.name,
            due_date: invoice.due_date,
            amount: invoice.amount,
            charges: chargesOn(invoice, day),
        };
    const { amountCents: amount, dueDate: due_date } = parsed;
    const charged = parsed.kind === 'bank' && amount !== null && due_date !== null;
    return {
        beneficiary: madeUpBeneficiary(parsed.barcode),
        payer: null,
        due_date,
        amount,
        charges: charged ? chargesOn({ amount, due_date, ...OTHER_BANK_TERMS }, day) : null,
    };
};

const payBill = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const parsed = parseBoleto(typeof ctx.body.line === 'string' ? ctx.body.line : '');
    if (!parsed.ok) errors.barcode = [BILL_MESSAGES.invalidBarcode];
    const invoice = parsed.ok ? portalInvoice(ctx, parsed.barcode, errors) : undefined;
    const entry = parsed.ok ? registerEntry(invoice, parsed, toDateOnlyBrasilia()) : null;
    // The register's total when it knows the amount; the typed amount for a boleto without one.
    const amount = entry?.charges?.total ?? entry?.amount ?? ctx.body.amount;
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
        errors.amount = [BILL_MESSAGES.amountRequired];
    const account = ownAccount(ctx);
    if (ctx.body.account_id === undefined || ctx.body.account_id === null) {
        errors.account_id = [BILL_MESSAGES.accountRequired];
    } else if (!account) {
        errors.account_id = [BILL_MESSAGES.accountInvalid];
    }
    Object.assign(errors, paymentDateErrors(ctx.body.payment_date), await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!parsed.ok || !account || !entry) throw notFound(); // unreachable: assertValid threw

    const cents = amount as number;
    const scheduled = typeof ctx.body.payment_date === 'string' && ctx.body.payment_date !== '';
    const held = needsApproval(cents);
    // Money leaves now only for an immediate payment: check it before anything is written.
    if (!scheduled && account.balance < cents) throw insufficient();

    const uuid = crypto.randomUUID();
    const payment: BillPayment = {
        id: ctx.store.nextId('billPayments'),
        uuid,
        user_id: ctx.user.id,
        account_id: account.id,
        kind: parsed.kind,
        line: parsed.line,
        barcode: parsed.barcode,
        beneficiary: entry.beneficiary.name,
        beneficiary_document: entry.beneficiary.document,
        bank_code: parsed.bankCode ?? null,
        amount: cents,
        charges: entry.charges,
        due_date: parsed.dueDate,
        payment_date: scheduled ? (ctx.body.payment_date as string) : null,
        status: held ? 'pending_approval' : scheduled ? 'scheduled' : 'paid',
        authentication: authenticationCode(uuid),
        transaction_id: null,
        approval_id: null,
        created_at: new Date().toISOString(),
        paid_at: null,
    };
    if (!held && !scheduled) debit(ctx.store, payment);
    if (held) {
        const approval: Approval = {
            id: ctx.store.nextId('approvals'),
            uuid: crypto.randomUUID(),
            operation: 'boleto_payment',
            reference_id: payment.id,
            amount: cents,
            maker_user_id: ctx.user.id,
            required: requiredApprovals(brandNeedsTwo(ctx.request)),
            steps: [],
            status: 'pending_approval',
            summary: billSummary(state, payment),
            created_at: payment.created_at,
        };
        state.approvals.push(approval);
        payment.approval_id = approval.id;
        ctx.store.save('approvals');
    }
    state.billPayments.push(payment);
    ctx.store.save('billPayments');
    return { data: billView(state, payment) };
};

/**
 * `POST payment/info`: what the bank's register says of a boleto before it is paid (the CIP lookup): the
 * beneficiary's name and CPF/CNPJ, the payer (known for the portal bank's boletos) and today's amount with its
 * charges (discount, or fine and interest).
 */
const paymentInfo = (ctx: Context) => {
    const parsed = parseBoleto(typeof ctx.body.line === 'string' ? ctx.body.line : '');
    if (!parsed.ok) throw validationError({ barcode: [BILL_MESSAGES.invalidBarcode] });
    const errors: FieldErrors = {};
    const invoice = portalInvoice(ctx, parsed.barcode, errors);
    assertValid(errors);
    const { beneficiary, ...entry } = registerEntry(invoice, parsed, toDateOnlyBrasilia());
    return {
        data: {
            kind: parsed.kind,
            bank_code: parsed.bankCode ?? null,
            beneficiary: beneficiary.name,
            beneficiary_document: beneficiary.document,
            ...entry,
            total: entry.charges?.total ?? entry.amount,
        },
    };
};

/**
 * `GET payment/bill`: the boleto payments of the caller's own accounts, newest first. `filter[line]` (a line
 * or barcode: the same boleto either way), `filter[account_id]`, `filter[status]` (comma-separated): how the
 * portal warns that a boleto was already paid or scheduled from an account.
 */
const listBills = (ctx: Context) => {
    const { state } = ctx.store;
    const { line, account_id, status } = filtersOf(ctx.url);
    const parsed = line ? parseBoleto(line) : null;
    if (parsed && !parsed.ok) throw validationError({ barcode: [BILL_MESSAGES.invalidBarcode] });
    const statuses = status ? status.split(',') : null;
    const own = new Set(state.accounts.filter((a) => a.person_id === ctx.user.person_id).map((a) => a.id));
    const rows = state.billPayments
        .filter(
            (p) =>
                own.has(p.account_id) &&
                (!parsed?.ok || p.barcode === parsed.barcode) &&
                (!account_id || String(p.account_id) === account_id) &&
                (!statuses || statuses.includes(p.status)),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((p) => billView(state, p));
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

export const billHandlers = [
    route('get', 'payment/bill', { permission: PERMISSIONS.billStore }, listBills),
    route('post', 'payment/info', { permission: PERMISSIONS.billStore }, paymentInfo),
    route('post', 'payment/bill', { permission: PERMISSIONS.billStore }, payBill),
    route('get', 'payment/bill/:id', { permission: PERMISSIONS.billStore }, (ctx) => {
        const payment = ctx.store.state.billPayments.find(
            (p) => String(p.id) === ctx.params.id && p.user_id === ctx.user.id,
        );
        if (!payment) throw notFound();
        return { data: billView(ctx.store.state, payment) };
    }),
];
