/**
 * Cash at the cashier (`payment/cash/*`, docs/api.md "Cashier"): a Caixa finds the holder's account, takes a
 * deposit or pays a withdrawal (the holder types their transaction password at the counter), reverses their
 * own mistake of the same day, and reads their day's figures. The cash vault graphic account mirrors the
 * deposit and withdrawal rows (handlers/ledgers.ts); a reversal gives the vault back with an entry of its own.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import type { Account } from '../../contract/accounts';
import type { CashAccount, CashClosing, CashOperation, CashOperationView } from '../../contract/cashier';
import { PERMISSIONS } from '../../contract/permissions';
import {
    CASH_DAILY_WITHDRAWAL_LIMIT_CENTS,
    CASH_DEPOSIT_MAX_CENTS,
    CASH_DESCRIPTIONS,
    CASH_TEXTS,
    cashAmountProblem,
    cashReasonProblem,
    cashReversalProblem,
    freeWithdrawalsLeft,
    reversalDescription,
    withdrawalFee,
} from '../../domain/cashier';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { detectDocument, isValidDocument } from '../../domain/document';
import { maskPixDocument } from '../../domain/pix';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    json,
    paginate,
    validationError,
} from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState, User } from '../types';
import { accountSummary } from '../views';

const P = PERMISSIONS;
type State = SandboxState;

const dayOf = (iso: string) => toDateOnlyBrasilia(new Date(iso));

/** Deposits need `payment.cash.deposit`, withdrawals `payment.cash.withdraw`; the rest either. */
const cashierOnly = (ctx: Context) => {
    const held = effectivePermissions(ctx.user.permissions);
    if (!held.has(P.cashDeposit) && !held.has(P.cashWithdraw)) throw forbidden();
};

const holderOf = (state: State, account: Account) => state.persons.find((p) => p.id === account.person_id);

const cashAccount = (state: State, account: Account): CashAccount => {
    const holder = holderOf(state, account);
    const summary = accountSummary(state, account.id);
    return {
        id: account.id,
        agency: summary?.agency ?? null,
        number: account.number,
        digit: account.digit,
        kind: account.kind,
        holder_name: holder?.name ?? 'N/A',
        holder_type: holder?.type ?? 'natural',
        holder_document_masked: holder ? maskPixDocument(holder.document) : 'N/A',
        status: account.status,
    };
};

/** Holders' deposit accounts (not the bank's own internal ones). */
const isHolderAccount = (state: State, account: Account) =>
    state.persons.some((p) => p.id === account.person_id) &&
    account.kind !== 'agency_account' &&
    account.kind !== 'bank_account';

/** `filter[document]` (CPF or CNPJ, masked or not), or `filter[agency]` with `filter[number]` (`12345-6`). */
const findAccounts = (ctx: Context) => {
    cashierOnly(ctx);
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const document = (filters.document ?? '').trim();
    const agency = (filters.agency ?? '').trim();
    const number = (filters.number ?? '').trim();
    let rows: Account[];
    if (document) {
        const found = detectDocument(document);
        if (!found || !isValidDocument(found.value))
            throw validationError({ 'filter.document': [CASH_TEXTS.documentInvalid] });
        const person = state.persons.find((p) => p.document === found.value);
        rows = person ? state.accounts.filter((a) => a.person_id === person.id) : [];
        if (rows.length === 0) throw validationError({ 'filter.document': [CASH_TEXTS.documentNotFound] });
    } else if (agency || number) {
        const errors: FieldErrors = {};
        if (!/^\d{4}$/.test(agency)) errors['filter.agency'] = [CASH_TEXTS.agencyInvalid];
        const match = /^(\d{4,8})-?([0-9Xx])$/.exec(number);
        if (!match) errors['filter.number'] = [CASH_TEXTS.numberInvalid];
        assertValid(errors);
        const [, digits, digit] = match as RegExpExecArray;
        rows = state.accounts.filter(
            (a) =>
                a.number === digits &&
                a.digit.toUpperCase() === digit.toUpperCase() &&
                accountSummary(state, a.id)?.agency === agency,
        );
        if (rows.length === 0) throw validationError({ 'filter.number': [CASH_TEXTS.accountNotFound] });
    } else throw validationError({ 'filter.document': [CASH_TEXTS.searchRequired] });
    return paginate(
        rows.filter((a) => isHolderAccount(state, a)).map((a) => cashAccount(state, a)),
        ctx.url,
        ['number'],
    );
};

/** The holder's active account of a body's `account_id`; the problem goes on `account_id`. */
function accountOf(ctx: Context, errors: FieldErrors): Account | undefined {
    const raw = ctx.body.account_id;
    if (raw === undefined || raw === null || raw === '') {
        errors.account_id = [CASH_TEXTS.accountRequired];
        return undefined;
    }
    const account = ctx.store.state.accounts.find(
        (a) => a.id === Number(raw) && isHolderAccount(ctx.store.state, a),
    );
    if (!account) errors.account_id = [CASH_TEXTS.accountNotFound];
    else if (account.status !== 'active') errors.account_id = [CASH_TEXTS.accountNotActive];
    return account;
}

const standing = (op: CashOperation) => op.status === 'confirmed';

/** What today's withdrawals used of the daily limit, and this month's count (tariff), on one account. */
function withdrawalUse(state: State, accountId: number, now: Date) {
    const today = toDateOnlyBrasilia(now);
    const mine = state.cashOperations.filter(
        (op) => op.account_id === accountId && op.kind === 'withdrawal' && standing(op),
    );
    return {
        today: mine.filter((op) => dayOf(op.created_at) === today).reduce((sum, op) => sum + op.amount, 0),
        month: mine.filter((op) => dayOf(op.created_at).slice(0, 7) === today.slice(0, 7)).length,
    };
}

function withdrawalFigures(ctx: Context, account: Account, amount: number) {
    const holderType = holderOf(ctx.store.state, account)?.type ?? 'natural';
    const use = withdrawalUse(ctx.store.state, account.id, new Date());
    const fee = withdrawalFee(holderType, use.month);
    return {
        amount,
        fee,
        total: amount + fee,
        covered: account.balance >= amount + fee,
        daily_limit: CASH_DAILY_WITHDRAWAL_LIMIT_CENTS,
        daily_left: Math.max(0, CASH_DAILY_WITHDRAWAL_LIMIT_CENTS - use.today),
        free_left: freeWithdrawalsLeft(holderType, use.month),
    };
}

const operationView = (ctx: Context, op: CashOperation): CashOperationView => {
    const { state } = ctx.store;
    const account = state.accounts.find((a) => a.id === op.account_id);
    const holder = account && holderOf(state, account);
    return {
        ...op,
        account: accountSummary(state, op.account_id),
        holder_document_masked: holder ? maskPixDocument(holder.document) : 'N/A',
        cashier_name: state.users.find((u) => u.id === op.cashier_user_id)?.name ?? 'N/A',
        reversible: cashReversalProblem(op, ctx.user.id, toDateOnlyBrasilia(), dayOf) === null,
    };
};

const record = (ctx: Context, fields: Omit<CashOperation, 'id' | 'status' | 'cashier_user_id'>) => {
    const op: CashOperation = {
        id: ctx.store.nextId('cashOperations'),
        status: 'confirmed',
        cashier_user_id: ctx.user.id,
        ...fields,
    };
    ctx.store.state.cashOperations.push(op);
    ctx.store.save('cashOperations');
    ctx.store.save('transactions');
    ctx.store.save('accounts');
    return json({ data: operationView(ctx, op) }, 201);
};

const deposit = async (ctx: Context) => {
    const errors: FieldErrors = {};
    const account = accountOf(ctx, errors);
    const amountError = cashAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    else if (Number(ctx.body.amount) > CASH_DEPOSIT_MAX_CENTS) errors.amount = [CASH_TEXTS.depositOverMax];
    // The cashier confirms with their own transaction password.
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    const amount = ctx.body.amount as number;
    const at = new Date().toISOString();
    const row = post(ctx.store, (account as Account).id, 'cash_in', CASH_DESCRIPTIONS.deposit, amount, at);
    row.counterparty = ctx.user.name;
    return record(ctx, {
        kind: 'deposit',
        account_id: row.account_id,
        amount,
        fee: 0,
        transaction_id: row.id,
        fee_transaction_id: null,
        reversal_transaction_ids: [],
        reversal_reason: null,
        reversed_at: null,
        created_at: at,
    });
};

/** The holder's own portal user, whose transaction password authorises a withdrawal at the counter. */
const holderUser = (state: State, account: Account): User | undefined =>
    state.users.find((u) => u.person_id === account.person_id && u.status === 'active' && !u.collaborator);

/** The amount and account of a withdrawal or its simulation, with the limit; a 422 otherwise. */
function checkedWithdrawal(ctx: Context, errors: FieldErrors) {
    const account = accountOf(ctx, errors);
    const amountError = cashAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    if (!account || amountError) return undefined;
    const figures = withdrawalFigures(ctx, account, ctx.body.amount as number);
    if (figures.amount > figures.daily_left) errors.amount = [CASH_TEXTS.overDailyLimit(figures.daily_left)];
    return { account, figures };
}

const simulate = (ctx: Context) => {
    const errors: FieldErrors = {};
    const checked = checkedWithdrawal(ctx, errors);
    assertValid(errors);
    return { data: checked?.figures };
};

const withdraw = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const checked = checkedWithdrawal(ctx, errors);
    if (checked) {
        const holder = holderUser(state, checked.account);
        if (!holder) errors.password = [CASH_TEXTS.holderWithoutPassword];
        // The HOLDER's transaction password, typed by them at the counter: tries and locks count on them.
        else Object.assign(errors, await transactionPasswordErrors({ ...ctx, user: holder }));
    }
    assertValid(errors);
    const { account, figures } = checked as NonNullable<typeof checked>;
    if (!figures.covered)
        throw validationError({ amount: [CASH_TEXTS.insufficient(figures.total, account.balance)] });
    const at = new Date().toISOString();
    const row = post(ctx.store, account.id, 'cash_out', CASH_DESCRIPTIONS.withdrawal, -figures.amount, at);
    row.counterparty = ctx.user.name;
    const feeRow = figures.fee
        ? post(ctx.store, account.id, 'manual_charge', CASH_DESCRIPTIONS.fee, -figures.fee, at)
        : null;
    return record(ctx, {
        kind: 'withdrawal',
        account_id: account.id,
        amount: figures.amount,
        fee: figures.fee,
        transaction_id: row.id,
        fee_transaction_id: feeRow?.id ?? null,
        reversal_transaction_ids: [],
        reversal_reason: null,
        reversed_at: null,
        created_at: at,
    });
};

/** Gives back one ledger row with a `reversal` row, both linked (the statement shows the pair). */
function giveBack(ctx: Context, transactionId: number, at: string) {
    const original = ctx.store.state.transactions.find((t) => t.id === transactionId);
    if (!original) return null;
    const row = post(
        ctx.store,
        original.account_id,
        'reversal',
        reversalDescription(original.description),
        -original.amount,
        at,
    );
    row.reversal_of = original.id;
    original.status = 'reversed';
    original.reversed_by = row.id;
    return row;
}

const reverse = async (ctx: Context) => {
    cashierOnly(ctx);
    const { state } = ctx.store;
    const op = state.cashOperations.find((o) => o.id === Number(ctx.body.operation_id));
    const errors: FieldErrors = {};
    if (!op) errors.operation_id = [CASH_TEXTS.operationNotFound];
    const reasonError = cashReasonProblem(ctx.body.reason);
    if (reasonError) errors.reason = [reasonError];
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    const operation = op as CashOperation;
    const problem = cashReversalProblem(operation, ctx.user.id, toDateOnlyBrasilia(), dayOf);
    if (problem) throw validationError({ operation_id: [problem] });
    const account = state.accounts.find((a) => a.id === operation.account_id) as Account;
    // A deposit the holder already spent cannot be taken back: the balance never goes below zero.
    if (operation.kind === 'deposit' && account.balance < operation.amount)
        throw validationError({ operation_id: [CASH_TEXTS.reversalShort(account.balance)] });
    const at = new Date().toISOString();
    const rows = [operation.transaction_id, operation.fee_transaction_id]
        .flatMap((id) => (id === null ? [] : [giveBack(ctx, id, at)]))
        .flatMap((row) => (row ? [row] : []));
    const vault = state.graphicAccounts.find((g) => g.source === 'cash');
    if (vault) {
        const what = CASH_DESCRIPTIONS[operation.kind];
        state.graphicEntries.push({
            id: ctx.store.nextId('graphicEntries'),
            graphic_account_id: vault.id,
            description: `${reversalDescription(what)} - conta ${account.number}-${account.digit}`,
            amount: operation.kind === 'deposit' ? -operation.amount : operation.amount,
            created_at: at,
        });
        ctx.store.save('graphicEntries');
    }
    Object.assign(operation, {
        status: 'reversed',
        reversal_transaction_ids: rows.map((r) => r.id),
        reversal_reason: String(ctx.body.reason).trim(),
        reversed_at: at,
    });
    ctx.store.save('cashOperations');
    ctx.store.save('transactions');
    ctx.store.save('accounts');
    return { data: operationView(ctx, operation) };
};

/** `filter[date]` (yyyy-MM-dd, Brasília), today by default: the signed-in cashier's operations of that day. */
function dayOperations(ctx: Context) {
    cashierOnly(ctx);
    const date = filtersOf(ctx.url).date || toDateOnlyBrasilia();
    if (startOfDayUtc(date) === null) throw validationError({ 'filter.date': [CASH_TEXTS.dateInvalid] });
    const rows = ctx.store.state.cashOperations
        .filter((op) => op.cashier_user_id === ctx.user.id && dayOf(op.created_at) === date)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return { date, rows };
}

const tally = (rows: readonly CashOperation[]) => ({
    count: rows.length,
    amount: rows.reduce((sum, op) => sum + op.amount, 0),
});

const closing = (ctx: Context): { data: CashClosing } => {
    const { date, rows } = dayOperations(ctx);
    const live = rows.filter(standing);
    const deposits = tally(live.filter((op) => op.kind === 'deposit'));
    const withdrawals = tally(live.filter((op) => op.kind === 'withdrawal'));
    return {
        data: {
            date,
            cashier_name: ctx.user.name,
            deposits,
            withdrawals,
            reversals: tally(rows.filter((op) => !standing(op))),
            fees: live.reduce((sum, op) => sum + op.fee, 0),
            count: rows.length,
            net_cash: deposits.amount - withdrawals.amount,
            operations: rows.map((op) => operationView(ctx, op)),
        },
    };
};

const any = 'authenticated' as const;

export const cashierHandlers = [
    route('get', 'payment/cash/accounts', { permission: any }, findAccounts),
    route('post', 'payment/cash/deposit', { permission: P.cashDeposit }, deposit),
    route('post', 'payment/cash/withdraw/simulate', { permission: P.cashWithdraw }, simulate),
    route('post', 'payment/cash/withdraw', { permission: P.cashWithdraw }, withdraw),
    route('post', 'payment/cash/reversal', { permission: any }, reverse),
    route('get', 'payment/cash/operations', { permission: any }, (ctx) =>
        paginate(
            dayOperations(ctx).rows.map((op) => operationView(ctx, op)),
            ctx.url,
            ['created_at', 'amount'],
        ),
    ),
    route('get', 'payment/cash/closing', { permission: any }, closing),
];
