/**
 * `linkedaccount/linked_account`: the holder's account at another bank. One per holder; each version (the
 * first registration and every change) waits for an approval of operation `linked_account`.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import type { Approval } from '../../contract/approvals';
import type { LinkedAccount } from '../../contract/linkedAccounts';
import { PERMISSIONS } from '../../contract/permissions';
import { requiredApprovals } from '../../domain/approvals';
import { formatDocument } from '../../domain/document';
import {
    LINKED_ACCOUNT_MESSAGES,
    LINKED_ACCOUNT_TYPE_LABELS,
    type LinkedAccountInput,
    linkedAccountProblems,
    linkedAccountText,
} from '../../domain/linkedAccounts';
import { PORTAL_ISPB } from '../../domain/pix';
import { filtersOf, forbidden, json, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import type { SandboxStore } from '../store';
import type { SandboxState } from '../types';
import { accountSummary, approvalSummary, notifyUser } from '../views';
import { brandNeedsTwo } from './bills';

/** Staff who approve linked accounts or open accounts read anyone's; a holder only their own. */
const isStaff = (ctx: Context) => {
    const held = effectivePermissions(ctx.user.permissions);
    return held.has(PERMISSIONS.linkedAccountApprove) || held.has(PERMISSIONS.accountCreate);
};

const ownAccountOf = (state: SandboxState, linked: Pick<LinkedAccount, 'account'>) =>
    state.accounts.find((a) => a.uuid === linked.account);

export const linkedAccountView = (state: SandboxState, linked: LinkedAccount) => {
    const own = ownAccountOf(state, linked);
    return {
        ...linked,
        own_account: own ? accountSummary(state, own.id) : null,
        approval: approvalSummary(state.approvals.find((a) => a.id === linked.approval_id)),
    };
};

/** What the approval queue shows of a version. */
const summaryOf = (state: SandboxState, linked: LinkedAccount, change: boolean): Record<string, string> => {
    const person = state.persons.find((p) => p.id === linked.person_id);
    const own = ownAccountOf(state, linked);
    const source = own && accountSummary(state, own.id);
    return {
        Pedido: change ? 'Alteração de conta bancária' : 'Cadastro de conta bancária',
        Titular: person?.name ?? 'N/A',
        Documento: person ? formatDocument(person.document) : 'N/A',
        Instituição: `${linked.bank.code ?? '---'} · ${linked.bank.name}`,
        'Conta vinculada': linkedAccountText(linked),
        Tipo: LINKED_ACCOUNT_TYPE_LABELS[linked.type],
        'Conta de origem': source
            ? `Ag. ${source.agency ?? '----'} · ${source.number}-${source.digit}`
            : 'N/A',
    };
};

/** The body checked against the rules and the bank's records: the fields to store, or a 422. */
const readInput = (ctx: Context, bankField: 'bank' | 'bank_id', approve: boolean) => {
    const { state } = ctx.store;
    const input: Record<keyof LinkedAccountInput, unknown> = {
        account: ctx.body.account,
        bank: ctx.body[bankField],
        branch_number: ctx.body.branch_number,
        branch_digit: ctx.body.branch_digit ?? '',
        account_number: ctx.body.account_number,
        account_digit: ctx.body.account_digit,
        type: ctx.body.type,
    };
    const problems: Record<string, string> = { ...linkedAccountProblems(input, PORTAL_ISPB) };
    const own = state.accounts.find((a) => a.uuid === input.account);
    if (!problems.account && (own?.person_id !== ctx.user.person_id || own.status !== 'active'))
        problems.account = LINKED_ACCOUNT_MESSAGES.account;
    const participant = state.pixParticipants.find((p) => p.ispb === input.bank);
    if (!problems.bank && !participant) problems.bank = LINKED_ACCOUNT_MESSAGES.bank;
    if (ctx.body.approve !== approve) problems.approve = LINKED_ACCOUNT_MESSAGES.approve;
    // The contract names the bank `bank` on creation and `bank_id` on change: the error goes where it came.
    const errors = Object.fromEntries(
        Object.entries(problems).map(([field, message]) => [field === 'bank' ? bankField : field, [message]]),
    );
    if (Object.keys(errors).length > 0 || !participant) throw validationError(errors);
    const clean = (value: unknown) => String(value).trim();
    return {
        account: clean(input.account),
        bank: {
            id: participant.ispb,
            code: participant.compe,
            name: participant.short_name || participant.name,
        },
        branch_number: clean(input.branch_number),
        branch_digit: clean(input.branch_digit),
        account_number: clean(input.account_number),
        account_digit: clean(input.account_digit),
        type: input.type as LinkedAccount['type'],
    };
};

type Fields = ReturnType<typeof readInput>;

const sameFields = (linked: LinkedAccount, fields: Fields) =>
    linked.account === fields.account &&
    linked.bank.id === fields.bank.id &&
    linked.branch_number === fields.branch_number &&
    linked.branch_digit === fields.branch_digit &&
    linked.account_number === fields.account_number &&
    linked.account_digit === fields.account_digit &&
    linked.type === fields.type;

/** Holds this version for approval: a new approval, or the pending one refreshed (its steps start over). */
const holdForApproval = (ctx: Context, linked: LinkedAccount, change: boolean, now: string) => {
    const { state } = ctx.store;
    const current = state.approvals.find((a) => a.id === linked.approval_id);
    const fresh = {
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval' as const,
        summary: summaryOf(state, linked, change),
        created_at: now,
    };
    if (current && current.status === 'pending_approval') {
        // An approver must not approve data they never saw: a change restarts the pending approval.
        Object.assign(current, fresh);
    } else {
        const approval: Approval = {
            id: ctx.store.nextId('approvals'),
            uuid: crypto.randomUUID(),
            operation: 'linked_account',
            reference_id: linked.id,
            amount: 0,
            ...fresh,
        };
        state.approvals.push(approval);
        linked.approval_id = approval.id;
    }
    ctx.store.save('approvals');
};

const create = (ctx: Context) => {
    const { state } = ctx.store;
    if (state.linkedAccounts.some((l) => l.person_id === ctx.user.person_id))
        throw validationError({ account: [LINKED_ACCOUNT_MESSAGES.exists] });
    const fields = readInput(ctx, 'bank', true);
    const now = new Date().toISOString();
    const linked: LinkedAccount = {
        id: ctx.store.nextId('linkedAccounts'),
        uuid: crypto.randomUUID(),
        person_id: ctx.user.person_id,
        user_id: ctx.user.id,
        ...fields,
        status: 'pending',
        reason: null,
        approval_id: 0,
        created_at: now,
        updated_at: now,
        decided_at: null,
    };
    holdForApproval(ctx, linked, false, now);
    state.linkedAccounts.push(linked);
    ctx.store.save('linkedAccounts');
    return json({ data: linkedAccountView(state, linked) }, 201);
};

const update = (ctx: Context) => {
    const { state } = ctx.store;
    if (Number(ctx.params.person_id) !== ctx.user.person_id) throw forbidden();
    const linked = state.linkedAccounts.find((l) => l.person_id === ctx.user.person_id);
    if (!linked) throw validationError({ account: [LINKED_ACCOUNT_MESSAGES.missing] });
    const fields = readInput(ctx, 'bank_id', false);
    // Sending a rejected account again as it was is a new request; otherwise something must change.
    if (linked.status !== 'rejected' && sameFields(linked, fields))
        throw validationError({ account: [LINKED_ACCOUNT_MESSAGES.unchanged] });
    const now = new Date().toISOString();
    Object.assign(linked, fields, {
        user_id: ctx.user.id,
        status: 'pending',
        reason: null,
        updated_at: now,
        decided_at: null,
    });
    holdForApproval(ctx, linked, true, now);
    ctx.store.save('linkedAccounts');
    return { data: linkedAccountView(state, linked) };
};

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const staff = isStaff(ctx);
    if (!staff && !effectivePermissions(ctx.user.permissions).has(PERMISSIONS.linkedAccountStore))
        throw forbidden();
    const personId =
        staff && filters.person_id ? Number(filters.person_id) : staff ? null : ctx.user.person_id;
    const rows = state.linkedAccounts
        .filter(
            (l) =>
                (personId === null || l.person_id === personId) &&
                (!filters.status || l.status === filters.status),
        )
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id)
        .map((l) => linkedAccountView(state, l));
    // Spec 1 §7 reads the list with `limit=1`: the same as `per_page`.
    const limit = ctx.url.searchParams.get('limit');
    if (limit && !ctx.url.searchParams.has('per_page')) ctx.url.searchParams.set('per_page', limit);
    return paginate(rows, ctx.url, ['created_at', 'updated_at']);
};

const findLinked = (store: SandboxStore, id: number) => {
    const linked = store.state.linkedAccounts.find((l) => l.id === id);
    if (!linked) throw notFound();
    return linked;
};

const tellRequester = (store: SandboxStore, linked: LinkedAccount, title: string, body: string) =>
    notifyUser(store, linked.user_id, {
        title,
        body,
        link: { label: 'Ver conta bancária', to: '/cadastrar-conta-bancaria' },
    });

/** Approved: money may go out to it from now on. */
export const executeLinkedAccount = (store: SandboxStore, id: number) => {
    const linked = findLinked(store, id);
    linked.status = 'approved';
    linked.reason = null;
    linked.decided_at = new Date().toISOString();
    store.save('linkedAccounts');
    tellRequester(
        store,
        linked,
        'Conta bancária aprovada',
        `Sua conta no ${linked.bank.name} (${linkedAccountText(linked)}) foi aprovada.`,
    );
};

export const rejectLinkedAccount = (store: SandboxStore, id: number, reason: string) => {
    const linked = findLinked(store, id);
    linked.status = 'rejected';
    linked.reason = reason;
    linked.decided_at = new Date().toISOString();
    store.save('linkedAccounts');
    tellRequester(
        store,
        linked,
        'Conta bancária rejeitada',
        `Sua conta no ${linked.bank.name} (${linkedAccountText(linked)}) foi rejeitada. Motivo: ${reason}`,
    );
};

export const linkedAccountHandlers = [
    route('get', 'linkedaccount/linked_account', { permission: 'authenticated' }, list),
    route('post', 'linkedaccount/linked_account', { permission: PERMISSIONS.linkedAccountStore }, create),
    route(
        'put',
        'linkedaccount/linked_account/:person_id',
        { permission: PERMISSIONS.linkedAccountStore },
        update,
    ),
];
