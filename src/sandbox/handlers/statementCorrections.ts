/**
 * The statement's corrections: staff ask for the reversal (estorno) of a movement (`POST
 * payment/revert_transaction`) or a balance correction (`PUT statement/balance/{id}/update`); nothing moves
 * until another person approves it in the approvals queue (operation `statement_correction`), whose final
 * approval runs `executeCorrection`.
 */
import { effectivePermissions } from '../../authProvider/permissions';
import type { Transaction } from '../../contract/accounts';
import type { Approval } from '../../contract/approvals';
import { PERMISSIONS } from '../../contract/permissions';
import type { ReversedMovement, StatementCorrection } from '../../contract/statementCorrections';
import { requiredApprovals } from '../../domain/approvals';
import { formatBRL } from '../../domain/money';
import {
    CORRECTION_MESSAGES,
    correctionAmountProblem,
    correctionDescription,
    reasonProblem,
    reversalDescription,
    reversibleProblem,
    staysAboveFloor,
} from '../../domain/statementCorrections';
import { filtersOf, forbidden, json, notFound, paginate, validationError } from '../laravel';
import { post } from '../ledger';
import { type Context, route } from '../route';
import { accountText, correctionSummary } from '../seed/statementCorrections';
import type { SandboxStore } from '../store';
import type { SandboxState } from '../types';
import { accountSummary, approvalSummary, notifyUser } from '../views';
import { brandNeedsTwo } from './bills';

const READERS = [PERMISSIONS.transactionRevert, PERMISSIONS.balanceUpdate, PERMISSIONS.correctionApprove];

/**
 * The other side of a movement between two accounts of this bank: the payer's debit and the payee's credit
 * of a Pix, or of a boleto issued here and paid from an account here. Null when the other side is elsewhere.
 */
export function counterpartOf(state: SandboxState, movement: Transaction): Transaction | null {
    const byId = (id: number | null | undefined) =>
        id == null ? null : (state.transactions.find((t) => t.id === id) ?? null);
    const pix = state.pixTransfers.find((p) => p.transaction_id === movement.id);
    if (pix) {
        const other = state.pixTransfers.find(
            (p) => p !== pix && p.end_to_end_id === pix.end_to_end_id && p.direction !== pix.direction,
        );
        return byId(other?.transaction_id);
    }
    // A boleto paid here: the payer's debit is its payment's; the issuer's credit was posted at the same instant.
    const bill = state.billPayments.find((b) => b.transaction_id === movement.id && b.status === 'paid');
    if (bill) {
        const invoice = state.invoices.find((i) => i.barcode === bill.barcode && i.status === 'paid');
        return invoice
            ? (state.transactions.find(
                  (t) =>
                      t.account_id === invoice.account_id &&
                      t.kind === 'cash_in' &&
                      t.created_at === invoice.paid_at &&
                      t.amount === invoice.paid_amount,
              ) ?? null)
            : null;
    }
    if (movement.amount <= 0) return null;
    const invoice = state.invoices.find(
        (i) =>
            i.status === 'paid' &&
            i.account_id === movement.account_id &&
            i.paid_at === movement.created_at &&
            i.paid_amount === movement.amount,
    );
    const payment =
        invoice && state.billPayments.find((b) => b.barcode === invoice.barcode && b.status === 'paid');
    return byId(payment?.transaction_id);
}

/** The movements a reversal of `movement` undoes: it, then the other account's side when it is here. */
const movementsOf = (state: SandboxState, movement: Transaction): ReversedMovement[] => {
    const other = counterpartOf(state, movement);
    return [movement, ...(other ? [other] : [])].map((t) => ({
        account_id: t.account_id,
        transaction_id: t.id,
        amount: t.amount,
    }));
};

/** The first account the changes would take below its floor, as the refusal's message; or null. */
const floorProblem = (state: SandboxState, changes: { account_id: number; change: number }[]) => {
    for (const { account_id, change } of changes) {
        const account = state.accounts.find((a) => a.id === account_id);
        if (account && change < 0 && !staysAboveFloor(account.balance, change))
            return CORRECTION_MESSAGES.belowFloor(
                accountText(state, account_id),
                formatBRL(account.balance + change),
            );
    }
    return null;
};

const reversalChanges = (correction: Pick<StatementCorrection, 'reverses'>) =>
    correction.reverses.map((m) => ({ account_id: m.account_id, change: -m.amount }));

export const correctionView = (state: SandboxState, correction: StatementCorrection) => {
    const approval = state.approvals.find((a) => a.id === correction.approval_id);
    const rejection = approval?.steps.find((s) => s.action === 'reject');
    return {
        ...correction,
        maker_name: state.users.find((u) => u.id === correction.maker_user_id)?.name ?? 'N/A',
        account: accountSummary(state, correction.account_id),
        other_account: correction.reverses[1]
            ? accountSummary(state, correction.reverses[1].account_id)
            : null,
        approval: approvalSummary(approval),
        reject_reason: rejection?.reason ?? null,
    };
};

const holds = (ctx: Context, permission: string) =>
    effectivePermissions(ctx.user.permissions).has(permission);

const requireAny = (ctx: Context) => {
    if (!READERS.some((permission) => holds(ctx, permission))) throw forbidden();
};

const openAccount = (ctx: Context, id: number, field: string) => {
    const account = ctx.store.state.accounts.find((a) => a.id === id);
    if (!account) throw notFound();
    if (account.status === 'closed') throw validationError({ [field]: [CORRECTION_MESSAGES.accountClosed] });
    return account;
};

/** Holds the correction and its approval; answers the correction's view. */
const hold = (ctx: Context, fields: Omit<StatementCorrection, 'id' | 'uuid' | 'approval_id' | 'status'>) => {
    const { state } = ctx.store;
    const correction: StatementCorrection = {
        ...fields,
        id: ctx.store.nextId('statementCorrections'),
        uuid: crypto.randomUUID(),
        status: 'pending_approval',
        approval_id: 0,
    };
    const approval: Approval = {
        id: ctx.store.nextId('approvals'),
        uuid: crypto.randomUUID(),
        operation: 'statement_correction',
        reference_id: correction.id,
        amount: Math.abs(correction.amount),
        maker_user_id: ctx.user.id,
        required: requiredApprovals(brandNeedsTwo(ctx.request)),
        steps: [],
        status: 'pending_approval',
        summary: correctionSummary(state, correction),
        created_at: correction.created_at,
    };
    correction.approval_id = approval.id;
    state.statementCorrections.push(correction);
    state.approvals.push(approval);
    ctx.store.save('statementCorrections');
    ctx.store.save('approvals');
    return correctionView(state, correction);
};

const isPendingFor = (state: SandboxState, transactionIds: number[]) =>
    state.statementCorrections.some(
        (c) =>
            c.status === 'pending_approval' &&
            c.reverses.some((m) => transactionIds.includes(m.transaction_id)),
    );

const askReversal = (ctx: Context) => {
    const { state } = ctx.store;
    const reasonError = reasonProblem(ctx.body.reason);
    const movement = state.transactions.find((t) => t.id === Number(ctx.body.transaction_id));
    const errors: Record<string, string[]> = {};
    if (reasonError) errors.reason = [reasonError];
    const movementError = movement ? reversibleProblem(movement) : CORRECTION_MESSAGES.transactionMissing;
    if (movementError) errors.transaction_id = [movementError];
    if (Object.keys(errors).length > 0 || !movement) throw validationError(errors);
    openAccount(ctx, movement.account_id, 'transaction_id');
    const reverses = movementsOf(state, movement);
    // The other side reversed on its own already: undoing only this one would leave the pair unbalanced.
    if (
        reverses.some((m) => state.transactions.find((t) => t.id === m.transaction_id)?.status === 'reversed')
    )
        throw validationError({ transaction_id: [CORRECTION_MESSAGES.alreadyReversed] });
    if (
        isPendingFor(
            state,
            reverses.map((m) => m.transaction_id),
        )
    )
        throw validationError({ transaction_id: [CORRECTION_MESSAGES.pending] });
    const below = floorProblem(state, reversalChanges({ reverses }));
    if (below) throw validationError({ transaction_id: [below] });
    const view = hold(ctx, {
        kind: 'reversal',
        account_id: movement.account_id,
        transaction_id: movement.id,
        amount: -movement.amount,
        reason: String(ctx.body.reason).trim(),
        maker_user_id: ctx.user.id,
        reverses,
        posted_transaction_ids: [],
        created_at: new Date().toISOString(),
        decided_at: null,
    });
    return json({ data: view }, 201);
};

const askBalanceCorrection = (ctx: Context) => {
    const { state } = ctx.store;
    const account = openAccount(ctx, Number(ctx.params.id), 'account_id');
    const errors: Record<string, string[]> = {};
    const amountError = correctionAmountProblem(ctx.body.amount);
    if (amountError) errors.amount = [amountError];
    const reasonError = reasonProblem(ctx.body.reason);
    if (reasonError) errors.reason = [reasonError];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const amount = ctx.body.amount as number;
    const below = floorProblem(state, [{ account_id: account.id, change: amount }]);
    if (below) throw validationError({ amount: [below] });
    return {
        data: hold(ctx, {
            kind: 'balance',
            account_id: account.id,
            transaction_id: null,
            amount,
            reason: String(ctx.body.reason).trim(),
            maker_user_id: ctx.user.id,
            reverses: [],
            posted_transaction_ids: [],
            created_at: new Date().toISOString(),
            decided_at: null,
        }),
    };
};

const findCorrection = (store: SandboxStore, id: number) => {
    const correction = store.state.statementCorrections.find((c) => c.id === id);
    if (!correction) throw notFound();
    return correction;
};

const refuse = (message: string) => validationError({ approval: [message] });

const tellMaker = (store: SandboxStore, correction: StatementCorrection, title: string, body: string) =>
    notifyUser(store, correction.maker_user_id, {
        title,
        body,
        link: { label: 'Ver o extrato', to: `/extrato-conta?conta=${correction.account_id}` },
    });

const whatText = (store: SandboxStore, correction: StatementCorrection) =>
    `${correction.kind === 'reversal' ? 'O estorno' : 'A correção de saldo'} de ${formatBRL(Math.abs(correction.amount))} na conta ${accountText(store.state, correction.account_id)}`;

/**
 * Final approval: the rows are posted now, checked again against what happened meanwhile (a movement reversed
 * another way, a balance spent). A refusal throws before anything changes, leaving the approval pending.
 */
export const executeCorrection = (store: SandboxStore, id: number) => {
    const { state } = store;
    const correction = findCorrection(store, id);
    if (correction.status !== 'pending_approval') throw refuse(CORRECTION_MESSAGES.alreadyReversed);
    const at = new Date().toISOString();
    if (correction.kind === 'reversal') {
        const movements = correction.reverses.map((m) =>
            state.transactions.find((t) => t.id === m.transaction_id),
        );
        if (movements.some((t) => !t || t.status === 'reversed'))
            throw refuse(CORRECTION_MESSAGES.alreadyReversed);
        const below = floorProblem(state, reversalChanges(correction));
        if (below) throw refuse(below);
        for (const movement of movements as Transaction[]) {
            movement.status = 'reversed';
            const row = post(
                store,
                movement.account_id,
                'reversal',
                reversalDescription(movement.description),
                -movement.amount,
                at,
            );
            // The statement links the pair both ways; the counterparty stays the movement's.
            row.reversal_of = movement.id;
            row.counterparty = movement.counterparty ?? null;
            row.counterparty_document = movement.counterparty_document ?? null;
            movement.reversed_by = row.id;
            correction.posted_transaction_ids.push(row.id);
        }
    } else {
        const below = floorProblem(state, [{ account_id: correction.account_id, change: correction.amount }]);
        if (below) throw refuse(below);
        const row = post(
            store,
            correction.account_id,
            'manual_charge',
            correctionDescription(correction.reason),
            correction.amount,
            at,
        );
        correction.posted_transaction_ids.push(row.id);
    }
    correction.status = 'approved';
    correction.decided_at = at;
    store.save('accounts');
    store.save('transactions');
    store.save('statementCorrections');
    tellMaker(
        store,
        correction,
        'Correção aprovada',
        `${whatText(store, correction)} foi aprovada e lançada.`,
    );
};

export const rejectCorrection = (store: SandboxStore, id: number, reason: string) => {
    const correction = findCorrection(store, id);
    correction.status = 'rejected';
    correction.decided_at = new Date().toISOString();
    store.save('statementCorrections');
    tellMaker(
        store,
        correction,
        'Correção rejeitada',
        `${whatText(store, correction)} foi rejeitada. Motivo: ${reason}`,
    );
};

/** The corrections touching an account or a movement (asked on it, undoing it, or posted by it). */
const touches = (correction: StatementCorrection, transactionId: number) =>
    correction.transaction_id === transactionId ||
    correction.reverses.some((m) => m.transaction_id === transactionId) ||
    correction.posted_transaction_ids.includes(transactionId);

const list = (ctx: Context) => {
    requireAny(ctx);
    const { account_id, transaction_id, kind, status } = filtersOf(ctx.url);
    const rows = ctx.store.state.statementCorrections
        .filter(
            (c) =>
                (!account_id ||
                    c.account_id === Number(account_id) ||
                    c.reverses.some((m) => m.account_id === Number(account_id))) &&
                (!transaction_id || touches(c, Number(transaction_id))) &&
                (!kind || c.kind === kind) &&
                (!status || status.split(',').includes(c.status)),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((c) => correctionView(ctx.store.state, c));
    return paginate(rows, ctx.url, ['created_at', 'amount']);
};

export const statementCorrectionHandlers = [
    route('get', 'statement/corrections', { permission: 'authenticated' }, list),
    route('get', 'statement/corrections/:id', { permission: 'authenticated' }, (ctx) => {
        requireAny(ctx);
        return { data: correctionView(ctx.store.state, findCorrection(ctx.store, Number(ctx.params.id))) };
    }),
    route('post', 'payment/revert_transaction', { permission: PERMISSIONS.transactionRevert }, askReversal),
    route(
        'put',
        'statement/balance/:id/update',
        { permission: PERMISSIONS.balanceUpdate },
        askBalanceCorrection,
    ),
];
