/**
 * Redemptions (resgates, `payment/withdrawal*`, docs/api.md "Redemptions"): a holder asks to send balance to
 * their approved linked account; it waits for the approvals engine (operation `redemption`, one or two
 * approvers by brand). Nothing is reserved while it waits: the balance is checked when asked and again at the
 * final approval, which debits the amount and the TED tariff. A rejection or the holder's cancel moves nothing.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { LinkedAccount } from '../../contract/linkedAccounts';
import { PERMISSIONS } from '../../contract/permissions';
import type { Redemption, RedemptionForm, RedemptionView } from '../../contract/redemptions';
import { requiredApprovals } from '../../domain/approvals';
import { formatDocument } from '../../domain/document';
import { LINKED_ACCOUNT_TYPE_LABELS } from '../../domain/linkedAccounts';
import { formatBRL } from '../../domain/money';
import {
    CANCELABLE_REDEMPTION,
    REDEMPTION_FEE_CENTS,
    REDEMPTION_TEXTS,
    redemptionAmountProblem,
    tedArrivalDay,
} from '../../domain/redemptions';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    json,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import type { SandboxStore } from '../store';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState } from '../types';
import { accountSummary, approvalSummary, notifyUser } from '../views';
import { brandNeedsTwo } from './bills';

const P = PERMISSIONS;
type State = SandboxState;

/** Approvers of either queue read every holder's redemptions; a holder only their own. */
const isApprover = (ctx: Context) => {
    const held = effectivePermissions(ctx.user.permissions);
    return held.has(P.withdrawalApprove) || held.has(P.competenceStore);
};

const view = (state: State, redemption: Redemption): RedemptionView => ({
    ...redemption,
    account: accountSummary(state, redemption.account_id),
    holder_name: state.persons.find((p) => p.id === redemption.person_id)?.name ?? 'N/A',
    approval: approvalSummary(state.approvals.find((a) => a.id === redemption.approval_id)),
});

const approvedLinked = (state: State, personId: number) =>
    state.linkedAccounts.find((l) => l.person_id === personId && l.status === 'approved');

/** The account a linked account sends from: the holder's own, active. */
const sourceOf = (state: State, linked: LinkedAccount | undefined) =>
    linked && state.accounts.find((a) => a.uuid === linked.account && a.status === 'active');

const destinationOf = (linked: LinkedAccount): Redemption['destination'] => ({
    bank_code: linked.bank.code,
    bank_name: linked.bank.name,
    branch: `${linked.branch_number}${linked.branch_digit ? `-${linked.branch_digit}` : ''}`,
    account: `${linked.account_number}-${linked.account_digit}`,
    type: LINKED_ACCOUNT_TYPE_LABELS[linked.type],
});

const form = (ctx: Context): { data: RedemptionForm } => {
    const { state } = ctx.store;
    const linked = approvedLinked(state, ctx.user.person_id);
    const source = sourceOf(state, linked);
    const other = state.linkedAccounts.find((l) => l.person_id === ctx.user.person_id);
    const summary = source && accountSummary(state, source.id);
    return {
        data: {
            accounts:
                source && summary
                    ? [
                          {
                              id: source.id,
                              agency: summary.agency,
                              number: source.number,
                              digit: source.digit,
                              balance: source.balance,
                          },
                      ]
                    : [],
            linked_account: linked ? { id: linked.id, ...destinationOf(linked) } : null,
            linked_status: linked
                ? null
                : other?.status === 'pending' || other?.status === 'rejected'
                  ? other.status
                  : null,
            fee: REDEMPTION_FEE_CENTS,
        },
    };
};

/** The body's account and amount against the holder's approved linked account and balance; a 422 otherwise. */
function checked(ctx: Context, errors: FieldErrors) {
    const { state } = ctx.store;
    const linked = approvedLinked(state, ctx.user.person_id);
    const source = sourceOf(state, linked);
    if (!linked || !source) errors.account_id = [REDEMPTION_TEXTS.noLinkedAccount];
    else if (ctx.body.account_id === undefined || ctx.body.account_id === null || ctx.body.account_id === '')
        errors.account_id = [REDEMPTION_TEXTS.accountRequired];
    else if (Number(ctx.body.account_id) !== source.id) errors.account_id = [REDEMPTION_TEXTS.accountInvalid];
    const amountError = redemptionAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    if (errors.account_id || amountError) return undefined;
    const account = source as Account;
    const amount = ctx.body.amount as number;
    const total = amount + REDEMPTION_FEE_CENTS;
    if (total > account.balance) errors.amount = [REDEMPTION_TEXTS.insufficient(total, account.balance)];
    return { account, linked: linked as LinkedAccount, amount, total };
}

const simulate = (ctx: Context) => {
    const errors: FieldErrors = {};
    const order = checked(ctx, errors);
    assertValid(errors);
    const { account, amount, total } = order as NonNullable<typeof order>;
    const arrival = tedArrivalDay(new Date());
    return {
        data: {
            amount,
            fee: REDEMPTION_FEE_CENTS,
            total,
            balance: account.balance,
            balance_after: account.balance - total,
            payment_date: arrival.day,
            notice: arrival.notice,
        },
    };
};

const summaryOf = (state: State, redemption: Redemption): Record<string, string> => {
    const person = state.persons.find((p) => p.id === redemption.person_id);
    const source = accountSummary(state, redemption.account_id);
    const { destination } = redemption;
    return {
        Titular: person?.name ?? 'N/A',
        Documento: person ? formatDocument(person.document) : 'N/A',
        'Conta de origem': source
            ? `Ag. ${source.agency ?? '----'} · ${source.number}-${source.digit}`
            : 'N/A',
        'Banco de destino': `${destination.bank_code ?? '---'} · ${destination.bank_name}`,
        'Conta de destino': `Ag. ${destination.branch} · Conta ${destination.account} (${destination.type})`,
        'Tarifa TED': formatBRL(redemption.fee),
    };
};

/** A new approval round of the engine for this redemption. */
function holdForApproval(ctx: Context, redemption: Redemption, at: string) {
    const approval: Approval = {
        id: ctx.store.nextId('approvals'),
        uuid: crypto.randomUUID(),
        operation: 'redemption',
        reference_id: redemption.id,
        amount: redemption.amount,
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval',
        summary: summaryOf(ctx.store.state, redemption),
        created_at: at,
    };
    ctx.store.state.approvals.push(approval);
    redemption.approval_id = approval.id;
    ctx.store.save('approvals');
}

const create = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const order = checked(ctx, errors);
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    const { account, linked, amount } = order as NonNullable<typeof order>;
    const at = new Date().toISOString();
    const redemption: Redemption = {
        id: ctx.store.nextId('redemptions'),
        account_id: account.id,
        person_id: ctx.user.person_id,
        user_id: ctx.user.id,
        linked_account_id: linked.id,
        destination: destinationOf(linked),
        amount,
        fee: REDEMPTION_FEE_CENTS,
        status: 'pending_approval',
        reason: null,
        approval_id: 0,
        transaction_id: null,
        fee_transaction_id: null,
        payment_date: null,
        created_at: at,
        decided_at: null,
    };
    state.redemptions.push(redemption);
    holdForApproval(ctx, redemption, at);
    ctx.store.save('redemptions');
    return json({ data: view(state, redemption) }, 201);
};

const findOne = (ctx: Context) => {
    const redemption = ctx.store.state.redemptions.find((r) => String(r.id) === ctx.params.id);
    if (!redemption || (!isApprover(ctx) && redemption.person_id !== ctx.user.person_id)) throw notFound();
    return redemption;
};

const ownOne = (ctx: Context) => {
    const redemption = findOne(ctx);
    if (redemption.person_id !== ctx.user.person_id) throw forbidden();
    return redemption;
};

/** The holder withdraws a request still waiting: its approval leaves the queue, nothing moved. */
const cancel = (ctx: Context) => {
    const { state } = ctx.store;
    const redemption = ownOne(ctx);
    if (!CANCELABLE_REDEMPTION.includes(redemption.status))
        throw validationError({ status: [REDEMPTION_TEXTS.cancelOnlyPending] });
    const at = new Date().toISOString();
    redemption.status = 'canceled';
    redemption.decided_at = at;
    const approval = state.approvals.find((a) => a.id === redemption.approval_id);
    if (approval?.status === 'pending_approval') approval.status = 'canceled';
    ctx.store.save('approvals');
    ctx.store.save('redemptions');
    return { data: view(state, redemption) };
};

/** A rejected or canceled request asked again as it was: checked anew, a new approval round. */
const reset = async (ctx: Context) => {
    const { state } = ctx.store;
    const redemption = ownOne(ctx);
    const errors: FieldErrors = {};
    if (redemption.status !== 'rejected' && redemption.status !== 'canceled')
        errors.status = [REDEMPTION_TEXTS.resetOnlyClosed];
    ctx.body.account_id = redemption.account_id;
    ctx.body.amount = redemption.amount;
    const order = errors.status ? undefined : checked(ctx, errors);
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    const { linked } = order as NonNullable<typeof order>;
    const at = new Date().toISOString();
    Object.assign(redemption, {
        status: 'pending_approval',
        reason: null,
        decided_at: null,
        linked_account_id: linked.id,
        destination: destinationOf(linked),
        fee: REDEMPTION_FEE_CENTS,
        created_at: at,
    });
    holdForApproval(ctx, redemption, at);
    ctx.store.save('redemptions');
    return { data: view(state, redemption) };
};

const findHeld = (store: SandboxStore, id: number) => {
    const redemption = store.state.redemptions.find((r) => r.id === id);
    if (!redemption) throw notFound();
    return redemption;
};

const tell = (store: SandboxStore, redemption: Redemption, title: string, body: string) =>
    notifyUser(store, redemption.user_id, {
        title,
        body,
        link: { label: 'Ver resgates', to: '/solicitar-resgate' },
    });

const linkedText = (redemption: Redemption) =>
    `ag. ${redemption.destination.branch}, conta ${redemption.destination.account}`;

/** The final approval: the balance is checked again, then the TED leaves (amount, then its tariff). */
export const executeRedemption = (store: SandboxStore, id: number) => {
    const redemption = findHeld(store, id);
    const account = store.state.accounts.find((a) => a.id === redemption.account_id);
    if (!account) throw notFound();
    const total = redemption.amount + redemption.fee;
    if (account.status !== 'active' || account.balance < total)
        throw validationError({ approval: [REDEMPTION_TEXTS.shortAtApproval(total, account.balance)] });
    const at = new Date().toISOString();
    const { destination } = redemption;
    const debit = post(
        store,
        account.id,
        'cash_out',
        `Resgate - TED para ${destination.bank_name}, ag. ${destination.branch}, conta ${destination.account}`,
        -redemption.amount,
        at,
    );
    const fee = redemption.fee
        ? post(store, account.id, 'manual_charge', 'Tarifa - TED de resgate', -redemption.fee, at)
        : null;
    Object.assign(redemption, {
        status: 'transacted',
        transaction_id: debit.id,
        fee_transaction_id: fee?.id ?? null,
        payment_date: tedArrivalDay(new Date(at)).day,
        decided_at: at,
    });
    store.save('redemptions');
    store.save('transactions');
    store.save('accounts');
    tell(
        store,
        redemption,
        'Resgate aprovado',
        `Seu resgate de ${formatBRL(redemption.amount)} foi aprovado e enviado por TED para ${destination.bank_name} (${linkedText(redemption)}).`,
    );
};

export const rejectRedemption = (store: SandboxStore, id: number, reason: string) => {
    const redemption = findHeld(store, id);
    redemption.status = 'rejected';
    redemption.reason = reason;
    redemption.decided_at = new Date().toISOString();
    store.save('redemptions');
    tell(
        store,
        redemption,
        'Resgate rejeitado',
        `Seu resgate de ${formatBRL(redemption.amount)} foi rejeitado. Motivo: ${reason}`,
    );
};

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const staff = isApprover(ctx);
    if (!staff && !effectivePermissions(ctx.user.permissions).has(P.withdrawalStore)) throw forbidden();
    const { status } = filtersOf(ctx.url);
    const rows = state.redemptions
        .filter((r) => (staff || r.person_id === ctx.user.person_id) && (!status || r.status === status))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((r) => view(state, r));
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

/** The record with its ledger rows (an approved one's debit and tariff). */
const detail = (ctx: Context) => {
    const { state } = ctx.store;
    const redemption = findOne(ctx);
    const ids = [redemption.transaction_id, redemption.fee_transaction_id];
    return {
        data: {
            ...view(state, redemption),
            transactions: state.transactions.filter((t) => ids.includes(t.id)),
        },
    };
};

const store_ = P.withdrawalStore;

export const redemptionHandlers = [
    route('get', 'payment/withdrawal', { permission: 'authenticated' }, list),
    route('get', 'payment/withdrawal/create', { permission: store_ }, form),
    route('post', 'payment/withdrawal/simulate', { permission: store_ }, simulate),
    route('post', 'payment/withdrawal', { permission: store_ }, create),
    route('get', 'payment/withdrawal/:id', { permission: 'authenticated' }, (ctx) => ({
        data: view(ctx.store.state, findOne(ctx)),
    })),
    route('get', 'payment/withdrawal/:id/detail', { permission: 'authenticated' }, detail),
    route('put', 'payment/withdrawal/:id/cancel', { permission: store_ }, cancel),
    route('post', 'payment/withdrawal/:id/reset', { permission: store_ }, reset),
];
