/**
 * Administrative transfers (docs/api.md "Recharges"): staff move money between two accounts of this bank, with
 * a reason and their transaction password; both statements show it at once. No fee, no approval.
 */

import { PERMISSIONS } from '../../contract/permissions';
import type { AdministrativeTransfer, AdministrativeTransferView } from '../../contract/recharges';
import {
    adminTransferDescription,
    RECHARGE_MESSAGES,
    rechargeReasonProblem,
    staffAmountProblem,
} from '../../domain/recharges';
import { assertValid, type FieldErrors, filtersOf, json, notFound, paginate } from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import { holderOf } from '../seed/statementCorrections';
import { transactionPasswordErrors } from '../transactionPassword';
import type { SandboxState } from '../types';
import { accountSummary } from '../views';
import { activeAccount } from './recharges';

const view = (state: SandboxState, transfer: AdministrativeTransfer): AdministrativeTransferView => ({
    ...transfer,
    from_account: accountSummary(state, transfer.from_account_id),
    to_account: accountSummary(state, transfer.to_account_id),
    maker_name: state.users.find((u) => u.id === transfer.maker_user_id)?.name ?? 'N/A',
});

const create = async (ctx: Context) => {
    const { state } = ctx.store;
    const errors: FieldErrors = {};
    const from = activeAccount(ctx, ctx.body.from_account_id, errors, 'from_account_id');
    const to = activeAccount(ctx, ctx.body.to_account_id, errors, 'to_account_id');
    if (from && to && from.id === to.id) errors.to_account_id = [RECHARGE_MESSAGES.sameAccount];
    const amountError = staffAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    else if (from && from.balance < (ctx.body.amount as number))
        errors.amount = [RECHARGE_MESSAGES.insufficient];
    const reasonError = rechargeReasonProblem(ctx.body.reason);
    if (reasonError) errors.reason = [reasonError];
    Object.assign(errors, await transactionPasswordErrors(ctx));
    assertValid(errors);
    if (!from || !to) throw notFound(); // unreachable: assertValid threw
    const amount = ctx.body.amount as number;
    const at = new Date().toISOString();
    const name = (id: number) => {
        const account = state.accounts.find((a) => a.id === id);
        return (account && holderOf(state, account)?.name) ?? 'N/A';
    };
    const debit = post(
        ctx.store,
        from.id,
        'cash_out',
        adminTransferDescription('out', name(to.id)),
        -amount,
        at,
    );
    const credit = post(
        ctx.store,
        to.id,
        'cash_in',
        adminTransferDescription('in', name(from.id)),
        amount,
        at,
    );
    const reason = String(ctx.body.reason).trim();
    for (const [row, other] of [
        [debit, to],
        [credit, from],
    ] as const) {
        row.counterparty = name(other.id);
        row.counterparty_document = holderOf(state, other)?.document ?? null;
    }
    const transfer: AdministrativeTransfer = {
        id: ctx.store.nextId('administrativeTransfers'),
        uuid: crypto.randomUUID(),
        from_account_id: from.id,
        to_account_id: to.id,
        amount,
        reason,
        maker_user_id: ctx.user.id,
        debit_transaction_id: debit.id,
        credit_transaction_id: credit.id,
        created_at: at,
    };
    state.administrativeTransfers.push(transfer);
    for (const name of ['accounts', 'transactions', 'administrativeTransfers'] as const) ctx.store.save(name);
    return json({ data: view(state, transfer) }, 201);
};

const list = (ctx: Context) => {
    const { state } = ctx.store;
    const { account_id } = filtersOf(ctx.url);
    const id = Number(account_id);
    const rows = state.administrativeTransfers
        .filter((t) => !account_id || t.from_account_id === id || t.to_account_id === id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((t) => view(state, t));
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

const P = PERMISSIONS;

export const administrativeTransferHandlers = [
    route('get', 'payment/administrative_transfer', { permission: P.administrativeTransferStore }, list),
    route('post', 'payment/administrative_transfer', { permission: P.administrativeTransferStore }, create),
];
