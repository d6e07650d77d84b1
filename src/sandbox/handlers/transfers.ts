import type { Account } from '../../contract/accounts';
import { PERMISSIONS, type Permission } from '../../contract/permissions';
import type {
    Transfer,
    TransferKind,
    TransferParty,
    TransferSimulation,
    TransferView,
} from '../../contract/transfers';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { detectDocument, isValidDocument } from '../../domain/document';
import { PORTAL_ISPB } from '../../domain/pix';
import {
    feeOf,
    isAccountKind,
    type SettlementPlan,
    settlementPlan,
    TRANSFER_TEXTS as T,
    TRANSFER_DESCRIPTION_MAX,
} from '../../domain/transfers';
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
import { transactionPasswordErrors } from '../transactionPassword';
import {
    advanceTransfers,
    earlierTransfers,
    partyOfPortalAccount,
    saveTransfers,
    settleTransfer,
} from '../transfers';
import type { SandboxState } from '../types';
import { isStaff } from './accounts';
import { cents, text } from './pixCommon';

/*
 * Transfers (docs/api.md "Transfers"): simulate, then send a TED, an internal or a digital transfer, or pay a
 * payee; list, read and cancel them. Every call first runs what time has made due (advanceTransfers).
 */

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const ownAccounts = (ctx: Context) =>
    ctx.store.state.accounts.filter((a) => a.person_id === ctx.user.person_id);

function fromAccount(ctx: Context, raw: unknown, errors: FieldErrors): Account | undefined {
    if (!given(raw)) {
        errors.account_id = [T.accountRequired];
        return undefined;
    }
    const account = ownAccounts(ctx).find((a) => String(a.id) === String(raw));
    if (!account) errors.account_id = [T.accountInvalid];
    else if (account.status === 'blocked' || account.status === 'rejected')
        errors.account_id = [T.accountBlocked];
    else if (account.status === 'closed') errors.account_id = [T.accountClosed];
    else if (account.status !== 'active') errors.account_id = [T.accountNotActive];
    return errors.account_id ? undefined : account;
}

interface Destination {
    kind: TransferKind;
    party: TransferParty;
    to_account_id: number | null;
    favored_id: number | null;
    /** Where a problem with the destination is reported. */
    field: string;
}

/** An account of this bank found by agency, number and digit: it must be active and the document's. */
function portalDestination(state: SandboxState, party: TransferParty, errors: FieldErrors, prefix: string) {
    const agencies = new Set(state.agencies.filter((a) => a.number === party.agency).map((a) => a.id));
    const account = state.accounts.find(
        (a) =>
            agencies.has(a.agency_id) &&
            a.number === party.account &&
            a.digit.toUpperCase() === party.account_digit,
    );
    if (!account) errors[`${prefix}.account`] = [T.portalAccountUnknown];
    else if (account.status !== 'active') errors[`${prefix}.account`] = [T.portalAccountInactive];
    else if (state.persons.find((p) => p.id === account.person_id)?.document !== party.document)
        errors[`${prefix}.document`] = [T.documentMismatch];
    else return account;
    return undefined;
}

/** A bank account typed by hand or saved as a payee: the bank by its COMPE code; this bank's makes it internal. */
function partyDestination(
    state: SandboxState,
    raw: unknown,
    errors: FieldErrors,
    prefix: string,
): Omit<Destination, 'favored_id'> | undefined {
    const data = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const found: FieldErrors = {};
    const code = text(data.bank_code);
    const bank = state.pixParticipants.find((p) => p.compe !== null && p.compe === code);
    if (!code) found[`${prefix}.bank_code`] = [T.bankRequired];
    else if (!bank) found[`${prefix}.bank_code`] = [T.bankUnknown];
    const agency = text(data.agency);
    if (!/^\d{1,4}$/.test(agency)) found[`${prefix}.agency`] = [T.agencyInvalid];
    const account = text(data.account).replace(/[\s.-]/g, '');
    if (!/^\d{1,20}$/.test(account)) found[`${prefix}.account`] = [T.accountNumberInvalid];
    const digit = text(data.account_digit).toUpperCase();
    if (!/^[0-9X]$/.test(digit)) found[`${prefix}.account_digit`] = [T.accountDigitInvalid];
    if (!isAccountKind(data.account_kind)) found[`${prefix}.account_kind`] = [T.accountKindInvalid];
    const document = detectDocument(text(data.document));
    if (!document || !isValidDocument(document.value)) found[`${prefix}.document`] = [T.documentInvalid];
    const name = text(data.name);
    if (name.length < 2) found[`${prefix}.name`] = [T.nameRequired];
    Object.assign(errors, found);
    if (Object.keys(found).length > 0 || !bank || !document || !isAccountKind(data.account_kind))
        return undefined;
    const party: TransferParty = {
        name,
        document: document.value,
        bank_code: code,
        bank_ispb: bank.ispb,
        bank_name: bank.name,
        agency: agency.padStart(4, '0'),
        account,
        account_digit: digit,
        account_kind: data.account_kind,
    };
    if (bank.ispb !== PORTAL_ISPB)
        return { kind: 'ted', party, to_account_id: null, field: `${prefix}.account` };
    const target = portalDestination(state, party, errors, prefix);
    return (
        target && {
            kind: 'internal',
            party: { ...party, name: partyOfPortalAccount(state, target).name },
            to_account_id: target.id,
            field: `${prefix}.account`,
        }
    );
}

function favoredDestination(ctx: Context, raw: unknown, errors: FieldErrors): Destination | undefined {
    const favored = ctx.store.state.favoreds.find(
        (f) => String(f.id) === String(raw) && f.person_id === ctx.user.person_id,
    );
    if (!favored) errors.favored_id = [T.favoredUnknown];
    else if (favored.status !== 'active') errors.favored_id = [T.favoredBlocked];
    else {
        const found: FieldErrors = {};
        const read = partyDestination(ctx.store.state, favored, found, 'favored');
        // A saved payee's data no longer valid (an account since closed): one message on the payee.
        if (read) return { ...read, favored_id: favored.id, field: 'favored_id' };
        errors.favored_id = Object.values(found).flat().slice(0, 1);
    }
    return undefined;
}

function digitalDestination(ctx: Context, raw: unknown, errors: FieldErrors): Destination | undefined {
    const account = ownAccounts(ctx).find((a) => String(a.id) === String(raw));
    if (!account) errors.to_account_id = [T.digitalNotOwn];
    else if (account.status !== 'active') errors.to_account_id = [T.portalAccountInactive];
    else
        return {
            kind: 'internal',
            party: partyOfPortalAccount(ctx.store.state, account),
            to_account_id: account.id,
            favored_id: null,
            field: 'to_account_id',
        };
    return undefined;
}

type Allowed = 'bank_data' | 'to_account_id' | 'favored_id';

function destinationOf(
    ctx: Context,
    allowed: readonly Allowed[],
    errors: FieldErrors,
): Destination | undefined {
    const present = allowed.filter((f) => given(ctx.body[f]));
    if (present.length !== 1) {
        errors[allowed.length === 1 ? allowed[0] : 'bank_data'] = [
            present.length
                ? T.recipientMany
                : allowed[0] === 'favored_id'
                  ? T.favoredRequired
                  : T.recipientRequired,
        ];
        return undefined;
    }
    const raw = ctx.body[present[0]];
    if (present[0] === 'favored_id') return favoredDestination(ctx, raw, errors);
    if (present[0] === 'to_account_id') return digitalDestination(ctx, raw, errors);
    const read = partyDestination(ctx.store.state, raw, errors, 'bank_data');
    return read && { ...read, favored_id: null };
}

/** `payment_date`: empty (today) or a real day, today or later (spec 1 §8's text on `payment_datetime`). */
function askedDay(raw: unknown, errors: FieldErrors, now: Date): string | null {
    if (!given(raw)) return null;
    const day = typeof raw === 'string' ? raw.trim() : '';
    if (startOfDayUtc(day) === null) errors.payment_datetime = [T.dateInvalid];
    else if (day < toDateOnlyBrasilia(now)) errors.payment_datetime = [T.paymentDate];
    return day;
}

interface Order {
    account: Account;
    destination: Destination;
    amount: number;
    fee: number;
    plan: SettlementPlan;
    description: string;
}

/** Reads and checks an order; throws the 422 with every field problem at once. */
async function orderOf(
    ctx: Context,
    allowed: readonly Allowed[],
    withPassword: boolean,
    now: Date,
): Promise<Order> {
    const errors: FieldErrors = {};
    const account = fromAccount(ctx, ctx.body.account_id, errors);
    const destination = destinationOf(ctx, allowed, errors);
    const amount = cents(ctx.body.amount);
    if (amount === null) errors.amount = [given(ctx.body.amount) ? T.amountInvalid : T.amountRequired];
    const day = askedDay(ctx.body.payment_date, errors, now);
    const description = text(ctx.body.description);
    if (description.length > TRANSFER_DESCRIPTION_MAX) errors.description = [T.descriptionLong];
    if (account && destination?.to_account_id === account.id) errors[destination.field] = [T.sameAccount];
    if (withPassword) Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!account || !destination || amount === null) throw notFound(); // unreachable: assertValid threw
    const plan = settlementPlan(destination.kind, day, now);
    const fee = feeOf(destination.kind);
    if (!plan.scheduled && account.balance < amount + fee)
        throw validationError({ amount: [T.insufficient(amount + fee, account.balance)] });
    return { account, destination, amount, fee, plan, description };
}

const earlierOf = (ctx: Context, order: Order, now: Date) =>
    earlierTransfers(
        ctx.store.state,
        {
            account_id: order.account.id,
            amount: order.amount,
            payment_date: order.plan.day,
            counterparty: order.destination.party,
        },
        now,
    );

export const transferView = (state: SandboxState, transfer: Transfer): TransferView => {
    const account = state.accounts.find((a) => a.id === transfer.account_id);
    return { ...transfer, payer: account ? partyOfPortalAccount(state, account) : transfer.counterparty };
};

const simulate = async (ctx: Context) => {
    const now = new Date();
    const order = await orderOf(ctx, ['bank_data', 'to_account_id', 'favored_id'], false, now);
    const total = order.amount + order.fee;
    const simulation: TransferSimulation = {
        kind: order.destination.kind,
        fee: order.fee,
        total,
        payment_date: order.plan.day,
        scheduled: order.plan.scheduled,
        next_business_day: order.plan.next_business_day,
        balance_after: order.account.balance - total,
        notice: order.plan.notice,
        earlier: earlierOf(ctx, order, now),
    };
    return { data: { ...simulation, counterparty: order.destination.party } };
};

async function create(ctx: Context, origin: Transfer['origin'], allowed: readonly Allowed[]) {
    const { state } = ctx.store;
    const now = new Date();
    const order = await orderOf(ctx, allowed, true, now);
    const [last] = earlierOf(ctx, order, now);
    // The same transfer confirmed again (another tab, a reload) goes only when the user says so.
    if (last && ctx.body.repeat !== true)
        throw validationError({ repeat: [T.repeat(last.created_at, last.status === 'scheduled')] });
    const transfer: Transfer = {
        id: ctx.store.nextId('transfers'),
        account_id: order.account.id,
        user_id: ctx.user.id,
        origin,
        kind: order.destination.kind,
        amount: order.amount,
        fee: order.fee,
        status: 'scheduled',
        payment_date: order.plan.day,
        description: order.description,
        counterparty: order.destination.party,
        favored_id: order.destination.favored_id,
        to_account_id: order.destination.to_account_id,
        transaction_id: null,
        fee_transaction_id: null,
        credit_transaction_id: null,
        failure_reason: null,
        created_at: now.toISOString(),
        settled_at: null,
        canceled_at: null,
    };
    if (!order.plan.scheduled) settleTransfer(ctx.store, transfer, now);
    state.transfers.push(transfer);
    saveTransfers(ctx.store);
    return json({ data: transferView(state, transfer) }, 201);
}

const send = (ctx: Context) => {
    const digital = ctx.body.origin === 'digital';
    return create(ctx, digital ? 'digital' : 'transfer', digital ? ['to_account_id'] : ['bank_data']);
};

/** The transfers the user reads: from their own accounts, or everyone's for staff. */
const readable = (ctx: Context) => {
    const staff = isStaff(ctx);
    const own = new Set(ownAccounts(ctx).map((a) => a.id));
    return ctx.store.state.transfers.filter((t) => staff || own.has(t.account_id));
};

const list = (ctx: Context) => {
    const f = filtersOf(ctx.url);
    const rows = readable(ctx)
        .filter((t) => !f.account_id || String(t.account_id) === f.account_id)
        .filter((t) => !f.status || f.status.split(',').includes(t.status))
        .filter((t) => !f.origin || t.origin === f.origin)
        .filter((t) => !f.from || t.payment_date >= f.from)
        .filter((t) => !f.to || t.payment_date <= f.to)
        .sort((a, b) => b.id - a.id)
        .map((t) => transferView(ctx.store.state, t));
    return paginate(rows, ctx.url, ['payment_date', 'amount', 'created_at', 'id']);
};

const findReadable = (ctx: Context) => {
    const transfer = readable(ctx).find((t) => String(t.id) === ctx.params.id);
    if (!transfer) throw notFound();
    return transfer;
};

/** Cancels a scheduled transfer before it runs: only its owner's users; nothing had moved. */
const update = (ctx: Context) => {
    if (ctx.body.status !== 'canceled') throw validationError({ status: [T.cancelStatus] });
    const own = new Set(ownAccounts(ctx).map((a) => a.id));
    const transfer = ctx.store.state.transfers.find(
        (t) => String(t.id) === ctx.params.id && own.has(t.account_id),
    );
    if (!transfer) throw notFound();
    if (transfer.status !== 'scheduled') throw validationError({ status: [T.cancelOnlyScheduled] });
    transfer.status = 'canceled';
    transfer.canceled_at = new Date().toISOString();
    ctx.store.save('transfers');
    return { data: transferView(ctx.store.state, transfer) };
};

/** A transfer endpoint: runs what time has made due before it reads. */
const transferRoute = (
    method: 'get' | 'post' | 'put',
    path: string,
    access: { permission: Permission | 'authenticated' },
    handler: (ctx: Context) => unknown,
) =>
    route(method, path, access, (ctx) => {
        advanceTransfers(ctx.store);
        return handler(ctx);
    });

const P = PERMISSIONS;

export const transferHandlers = [
    transferRoute('post', 'payment/transaction/simulate', { permission: 'authenticated' }, simulate),
    transferRoute('post', 'payment/transfer', { permission: P.transferStore }, send),
    transferRoute('post', 'payment/transaction/favored', { permission: P.paymentFavoredStore }, (ctx) =>
        create(ctx, 'favored', ['favored_id']),
    ),
    transferRoute('get', 'payment/transaction/favoreds', { permission: 'authenticated' }, list),
    transferRoute('get', 'payment/transaction/favoreds/:id', { permission: 'authenticated' }, (ctx) => ({
        data: transferView(ctx.store.state, findReadable(ctx)),
    })),
    transferRoute('put', 'payment/transaction/update/:id', { permission: P.transferStore }, update),
];
