/**
 * Manual recharges (carga manual, docs/api.md "Recharges"): staff credit a holder's account from one of the
 * bank's graphic accounts. On a brand with manual-recharge approval the recharge waits in the approvals queue
 * (operation `manual_recharge`, one approver who is not the maker), whose approval runs `executeManualRecharge`;
 * on the other brands it is credited at once. Nothing comes from nowhere: the graphic account's own entry and
 * the holder's `manual_charge` row are posted together, and the graphic account never goes below zero.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import { BRANDS } from '../../brands';
import type { Account } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import type { GraphicAccount } from '../../contract/ledgers';
import { PERMISSIONS } from '../../contract/permissions';
import type { ManualRecharge, ManualRechargeView, RechargeSource } from '../../contract/recharges';
import { formatBRL } from '../../domain/money';
import {
    manualRechargeDescription,
    RECHARGE_MESSAGES,
    rechargeReasonProblem,
    staffAmountProblem,
} from '../../domain/recharges';
import { BRAND_HEADER } from '../../http/client';
import {
    assertValid,
    type FieldErrors,
    filtersOf,
    forbidden,
    json,
    matchesSearch,
    notFound,
    paginate,
    validationError,
} from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import { ensureRechargeSource, manualRechargeSummary } from '../seed/recharges';
import { accountText, holderOf } from '../seed/statementCorrections';
import type { SandboxStore } from '../store';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState } from '../types';
import { accountSummary, approvalSummary, notifyUser } from '../views';
import { accountView } from './accounts';

const P = PERMISSIONS;

/** Does the brand of this call (X-Brand) hold manual recharges for approval? */
export const brandHoldsRecharges = (request: Request) =>
    BRANDS[request.headers.get(BRAND_HEADER) ?? '']?.features.manualRechargeApproval ?? false;

const holds = (ctx: Context, ...permissions: string[]) => {
    const held = effectivePermissions(ctx.user.permissions);
    return permissions.some((permission) => held.has(permission));
};

const graphicBalance = (state: SandboxState, id: number) =>
    state.graphicEntries.filter((e) => e.graphic_account_id === id).reduce((sum, e) => sum + e.amount, 0);

/** Active graphic accounts of the bank's own entries on the asset side: what may fund a recharge. */
const isSource = (g: GraphicAccount) => g.status === 'active' && g.source === 'own' && g.nature === 'asset';

const sources = (store: SandboxStore): RechargeSource[] => {
    const { state } = store;
    const before = state.graphicAccounts.length;
    ensureRechargeSource(state, new Date().toISOString());
    if (state.graphicAccounts.length !== before) {
        store.save('graphicAccounts');
        store.save('graphicEntries');
    }
    return state.graphicAccounts
        .filter(isSource)
        .map((g) => ({ id: g.id, code: g.code, name: g.name, balance: graphicBalance(state, g.id) }));
};

export const manualRechargeView = (state: SandboxState, recharge: ManualRecharge): ManualRechargeView => {
    const approval = state.approvals.find((a) => a.id === recharge.approval_id);
    const account = state.accounts.find((a) => a.id === recharge.account_id);
    const source = state.graphicAccounts.find((g) => g.id === recharge.graphic_account_id);
    return {
        ...recharge,
        account: accountSummary(state, recharge.account_id),
        holder_document: (account && holderOf(state, account)?.document) ?? null,
        graphic_account: source ? { id: source.id, code: source.code, name: source.name } : null,
        maker_name: state.users.find((u) => u.id === recharge.maker_user_id)?.name ?? 'N/A',
        approval: approvalSummary(approval),
        reject_reason: approval?.steps.find((s) => s.action === 'reject')?.reason ?? null,
    };
};

/** The first account of a person is their own; the later ones are their sub-accounts. */
const isSubaccount = (state: SandboxState, account: Account) =>
    state.accounts.some((a) => a.person_id === account.person_id && a.id < account.id);

const unmasked = (text: string) => text.replace(/[.\-/\s]/g, '').toUpperCase();

/**
 * Staff's account lookup for recharges and administrative transfers: `filter[search]` is a CPF/CNPJ (masked
 * or not), an agency and account ('0001 12345-6'), an account number or a holder's name; `filter[sub]=1`
 * keeps sub-accounts only.
 */
const searchAccounts = (ctx: Context) => {
    if (!holds(ctx, P.manualRechargeStore, P.administrativeTransferStore)) throw forbidden();
    const { state } = ctx.store;
    const filters = filtersOf(ctx.url);
    const search = (filters.search ?? '').trim();
    if (search.length < 3) return paginate([], ctx.url, []);
    const plain = unmasked(search);
    const [agencyPart, numberPart] = search.split(/\s+/, 2);
    const rows = state.accounts
        .filter((account) => {
            if (filters.sub === '1' && !isSubaccount(state, account)) return false;
            const holder = state.persons.find((p) => p.id === account.person_id);
            const agency = state.agencies.find((a) => a.id === account.agency_id)?.number ?? '';
            const full = `${account.number}-${account.digit}`;
            const byAgency =
                numberPart !== undefined &&
                agency === agencyPart.replace(/\D/g, '').padStart(4, '0') &&
                (full === numberPart || account.number === numberPart);
            return (
                byAgency ||
                full.includes(search) ||
                `${account.number}${account.digit}` === plain ||
                (plain.length >= 11 && holder?.document === plain) ||
                matchesSearch(search, holder?.name, holder?.trade_name)
            );
        })
        .map((account) => ({ ...accountView(state, account), subaccount: isSubaccount(state, account) }));
    return paginate(rows, ctx.url, ['number']);
};

/** An active account of this bank from a body value; the error goes on `field`. */
export function activeAccount(ctx: Context, raw: unknown, errors: FieldErrors, field: string) {
    if (raw === undefined || raw === null || raw === '') {
        errors[field] = [RECHARGE_MESSAGES.accountRequired];
        return undefined;
    }
    const account = ctx.store.state.accounts.find((a) => a.id === Number(raw));
    if (!account) errors[field] = [RECHARGE_MESSAGES.accountMissing];
    else if (account.status !== 'active') errors[field] = [RECHARGE_MESSAGES.accountClosed];
    return account?.status === 'active' ? account : undefined;
}

const find = (store: SandboxStore, id: number) => {
    const recharge = store.state.manualRecharges.find((r) => r.id === id);
    if (!recharge) throw notFound();
    return recharge;
};

const tellMaker = (store: SandboxStore, recharge: ManualRecharge, title: string, body: string) =>
    notifyUser(store, recharge.maker_user_id, {
        title,
        body,
        link: { label: 'Ver as cargas manuais', to: '/carga-manual' },
    });

const whatText = (store: SandboxStore, recharge: ManualRecharge) =>
    `A carga manual de ${formatBRL(recharge.amount)} na conta ${accountText(store.state, recharge.account_id)}`;

/** Credits the holder from the graphic account; throws (nothing changed) when either cannot take it. */
const credit = (store: SandboxStore, recharge: ManualRecharge) => {
    const { state } = store;
    const refuse = (message: string) => validationError({ approval: [message] });
    const account = state.accounts.find((a) => a.id === recharge.account_id);
    if (account?.status !== 'active') throw refuse(RECHARGE_MESSAGES.accountClosed);
    const available = graphicBalance(state, recharge.graphic_account_id);
    if (available < recharge.amount) throw refuse(RECHARGE_MESSAGES.sourceShort(formatBRL(available)));
    const at = new Date().toISOString();
    const description = manualRechargeDescription(recharge.reason);
    const row = post(store, account.id, 'manual_charge', description, recharge.amount, at);
    const entry = {
        id: store.nextId('graphicEntries'),
        graphic_account_id: recharge.graphic_account_id,
        description: `Carga manual - ${holderOf(state, account)?.name ?? 'N/A'} (${accountText(state, account.id)})`,
        amount: -recharge.amount,
        created_at: at,
    };
    state.graphicEntries.push(entry);
    recharge.transaction_id = row.id;
    recharge.graphic_entry_id = entry.id;
    recharge.status = 'completed';
    recharge.decided_at = at;
    for (const name of ['accounts', 'transactions', 'graphicEntries', 'manualRecharges'] as const)
        store.save(name);
};

/** The approval's final step: the recharge is credited now, checked again against what changed meanwhile. */
export const executeManualRecharge = (store: SandboxStore, id: number) => {
    const recharge = find(store, id);
    if (recharge.status !== 'pending_approval')
        throw validationError({ approval: [RECHARGE_MESSAGES.notPending] });
    credit(store, recharge);
    tellMaker(
        store,
        recharge,
        'Carga manual aprovada',
        `${whatText(store, recharge)} foi aprovada e creditada.`,
    );
};

export const rejectManualRecharge = (store: SandboxStore, id: number, reason: string) => {
    const recharge = find(store, id);
    recharge.status = 'rejected';
    recharge.decided_at = new Date().toISOString();
    store.save('manualRecharges');
    tellMaker(
        store,
        recharge,
        'Carga manual rejeitada',
        `${whatText(store, recharge)} foi rejeitada. Motivo: ${reason}`,
    );
};

const create = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const account = activeAccount(ctx, ctx.body.account_id, errors, 'account_id');
    const amountError = staffAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    const reasonError = rechargeReasonProblem(ctx.body.reason);
    if (reasonError) errors.reason = [reasonError];
    const source = sources(ctx.store).find((g) => g.id === Number(ctx.body.graphic_account_id));
    if (!ctx.body.graphic_account_id) errors.graphic_account_id = [RECHARGE_MESSAGES.sourceRequired];
    else if (!source) errors.graphic_account_id = [RECHARGE_MESSAGES.sourceInvalid];
    else if (!amountError && source.balance < (ctx.body.amount as number))
        errors.amount = [RECHARGE_MESSAGES.sourceShort(formatBRL(source.balance))];
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!account || !source) throw notFound(); // unreachable: assertValid threw
    const held = brandHoldsRecharges(ctx.request);
    const recharge: ManualRecharge = {
        id: ctx.store.nextId('manualRecharges'),
        uuid: crypto.randomUUID(),
        account_id: account.id,
        amount: ctx.body.amount as number,
        reason: String(ctx.body.reason).trim(),
        graphic_account_id: source.id,
        status: held ? 'pending_approval' : 'completed',
        maker_user_id: ctx.user.id,
        approval_id: null,
        transaction_id: null,
        graphic_entry_id: null,
        created_at: new Date().toISOString(),
        decided_at: null,
    };
    if (held) {
        state.manualRecharges.push(recharge);
        const approval: Approval = {
            id: ctx.store.nextId('approvals'),
            uuid: crypto.randomUUID(),
            operation: 'manual_recharge',
            reference_id: recharge.id,
            amount: recharge.amount,
            maker_user_id: ctx.user.id,
            required: 1,
            steps: [],
            status: 'pending_approval',
            summary: manualRechargeSummary(state, recharge),
            created_at: recharge.created_at,
        };
        recharge.approval_id = approval.id;
        state.approvals.push(approval);
        ctx.store.save('approvals');
        ctx.store.save('manualRecharges');
    } else {
        credit(ctx.store, recharge);
        state.manualRecharges.push(recharge);
    }
    return json({ data: manualRechargeView(state, recharge) }, 201);
};

/** Staff withdraw a recharge still waiting: its approval leaves the queue, nothing moved. */
const cancel = (ctx: Context) => {
    const { state } = ctx.store;
    const recharge = find(ctx.store, Number(ctx.params.id));
    if (recharge.status !== 'pending_approval')
        throw validationError({ recharge: [RECHARGE_MESSAGES.notPending] });
    const approval = state.approvals.find((a) => a.id === recharge.approval_id);
    if (approval) {
        approval.status = 'canceled';
        ctx.store.save('approvals');
    }
    recharge.status = 'canceled';
    recharge.decided_at = new Date().toISOString();
    ctx.store.save('manualRecharges');
    return { data: manualRechargeView(state, recharge) };
};

const list = (ctx: Context) => {
    if (!holds(ctx, P.manualRechargeStore, P.manualRechargeApprove)) throw forbidden();
    const { state } = ctx.store;
    const { status, account_id, search } = filtersOf(ctx.url);
    const rows = state.manualRecharges
        .map((r) => manualRechargeView(state, r))
        .filter(
            (r) =>
                (!status || status.split(',').includes(r.status)) &&
                (!account_id || r.account_id === Number(account_id)) &&
                (!search ||
                    matchesSearch(search, r.account?.holder ?? undefined, r.reason) ||
                    (r.holder_document ?? '').includes(unmasked(search))),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

export const manualRechargeHandlers = [
    route('get', 'payment/recharge/accounts', { permission: 'authenticated' }, searchAccounts),
    route('get', 'payment/manual_recharge/sources', { permission: P.manualRechargeStore }, (ctx) => ({
        data: sources(ctx.store),
    })),
    route('get', 'payment/manual_recharge', { permission: 'authenticated' }, list),
    route('get', 'payment/manual_recharge/:id', { permission: 'authenticated' }, (ctx) => {
        if (!holds(ctx, P.manualRechargeStore, P.manualRechargeApprove)) throw forbidden();
        return { data: manualRechargeView(ctx.store.state, find(ctx.store, Number(ctx.params.id))) };
    }),
    route('post', 'payment/manual_recharge', { permission: P.manualRechargeStore }, create),
    route('post', 'payment/manual_recharge/:id/cancel', { permission: P.manualRechargeStore }, cancel),
];
