import { effectivePermissions } from '../../authProvider/permissions';
import type { Approval } from '../../contract/approvals';
import { PERMISSIONS } from '../../contract/permissions';
import {
    APPROVAL_MESSAGES,
    type ApprovalOperation,
    approveProblem,
    isFullyApproved,
    reasonProblem,
    rejectProblem,
    requiredApprovals,
} from '../../domain/approvals';
import { formatBRL } from '../../domain/money';
import { filtersOf, forbidden, notFound, paginate, validationError } from '../laravel';
import { type Context, route } from '../route';
import { executeSlipParcel, rejectSlipParcel } from '../slips';
import type { SandboxStore } from '../store';
import { brandNeedsTwo, executeBillPayment, rejectBillPayment } from './bills';
import { executeLinkedAccount, rejectLinkedAccount } from './linkedAccounts';
import { executePixTransfer, rejectPixTransfer } from './pixTransfers';
import { executeManualRecharge, rejectManualRecharge } from './recharges';
import { executeRedemption, rejectRedemption } from './redemptions';
import { executeCorrection, rejectCorrection } from './statementCorrections';
import { executeSubaccount, rejectSubaccount } from './subaccounts';

/** Who may see and decide each operation's approvals: the permissions of its single and double queues. */
const OPERATION_PERMISSIONS: Record<ApprovalOperation, string[]> = {
    boleto_payment: [PERMISSIONS.billApprove, PERMISSIONS.competenceStore],
    slip_parcel: [PERMISSIONS.slipApprove],
    // /pix-double-approve: the one Pix queue, single or double approval by brand.
    pix_transfer: [PERMISSIONS.competenceStore],
    linked_account: [PERMISSIONS.linkedAccountApprove],
    subaccount: [PERMISSIONS.subaccountApprove],
    statement_correction: [PERMISSIONS.correctionApprove],
    // /resgate (single approval) and /resgate-double-approve.
    redemption: [PERMISSIONS.withdrawalApprove, PERMISSIONS.competenceStore],
    // /manual-recharge-approve, on the brands with manual-recharge approval.
    manual_recharge: [PERMISSIONS.manualRechargeApprove],
};

/** What final approval and rejection do to the held operation. */
const OPERATIONS: Record<
    ApprovalOperation,
    {
        execute: (store: SandboxStore, id: number) => void;
        reject: (store: SandboxStore, id: number, reason: string) => void;
    }
> = {
    boleto_payment: { execute: executeBillPayment, reject: rejectBillPayment },
    // The bank pays the boleto; the holder's balance does not move (the installments are the holder's debt).
    slip_parcel: { execute: executeSlipParcel, reject: rejectSlipParcel },
    pix_transfer: { execute: executePixTransfer, reject: rejectPixTransfer },
    // Amount 0: nothing moves; the linked account is approved or rejected with the reason.
    linked_account: { execute: executeLinkedAccount, reject: rejectLinkedAccount },
    // The pending account becomes active, or closed.
    subaccount: { execute: executeSubaccount, reject: rejectSubaccount },
    // A reversal or balance correction: its rows are posted now, or it is refused when the balance is short.
    statement_correction: { execute: executeCorrection, reject: rejectCorrection },
    // The balance is checked again, then the TED and its tariff are debited; a rejection moves nothing.
    redemption: { execute: executeRedemption, reject: rejectRedemption },
    // Credits the holder from the graphic account, or refuses when either cannot take it now.
    manual_recharge: { execute: executeManualRecharge, reject: rejectManualRecharge },
};

/** Operations that one approver decides on every brand (spec 1 §6: a manual recharge, Controller or Back Office). */
const SINGLE_APPROVER: readonly ApprovalOperation[] = ['manual_recharge'];

const allowedOperations = (ctx: Context): ApprovalOperation[] => {
    const held = effectivePermissions(ctx.user.permissions);
    return (Object.keys(OPERATION_PERMISSIONS) as ApprovalOperation[]).filter((operation) =>
        OPERATION_PERMISSIONS[operation].some((permission) => held.has(permission)),
    );
};

/**
 * The sandbox is one bank per browser and its brand can change on the login page: a pending approval needs
 * as many approvers as the brand of the call that reads or decides it (X-Brand).
 */
const followBrand = (ctx: Context, approval: Approval) => {
    if (approval.status === 'pending_approval')
        approval.required = SINGLE_APPROVER.includes(approval.operation)
            ? 1
            : requiredApprovals(brandNeedsTwo(ctx.request));
};

const view = (ctx: Context, approval: Approval) => {
    followBrand(ctx, approval);
    const maker = ctx.store.state.users.find((u) => u.id === approval.maker_user_id);
    return { ...approval, maker_name: maker?.name ?? 'N/A' };
};

const findApproval = (ctx: Context): Approval => {
    const approval = ctx.store.state.approvals.find((a) => String(a.id) === ctx.params.id);
    if (!approval) throw notFound();
    if (!allowedOperations(ctx).includes(approval.operation)) throw forbidden();
    return approval;
};

const refuse = (message: string) => validationError({ approval: [message] });

const approve = (ctx: Context) => {
    const approval = findApproval(ctx);
    followBrand(ctx, approval);
    const problem = approveProblem(approval, { id: ctx.user.id, role: ctx.user.role }, formatBRL);
    if (problem) throw refuse(problem);
    const step = {
        user_id: ctx.user.id,
        user_name: ctx.user.name,
        action: 'approve' as const,
        reason: null,
        at: new Date().toISOString(),
    };
    if (isFullyApproved({ required: approval.required, steps: [...approval.steps, step] })) {
        // Runs first: when it fails (insufficient balance), the approval is left as it was.
        OPERATIONS[approval.operation].execute(ctx.store, approval.reference_id);
        approval.status = 'approved';
    }
    approval.steps.push(step);
    ctx.store.save('approvals');
    return { data: view(ctx, approval) };
};

const reject = (ctx: Context) => {
    const approval = findApproval(ctx);
    const reasonError = reasonProblem(ctx.body.reason);
    if (reasonError) throw validationError({ reason: [reasonError] });
    const problem = rejectProblem(approval, { id: ctx.user.id, role: ctx.user.role });
    if (problem) throw refuse(problem);
    OPERATIONS[approval.operation].reject(ctx.store, approval.reference_id, String(ctx.body.reason).trim());
    approval.steps.push({
        user_id: ctx.user.id,
        user_name: ctx.user.name,
        action: 'reject',
        reason: String(ctx.body.reason).trim(),
        at: new Date().toISOString(),
    });
    approval.status = 'rejected';
    ctx.store.save('approvals');
    return { data: view(ctx, approval) };
};

/**
 * An operation's own decision paths (spec 2 §7: `payment/withdrawal/{id}/approve|reject`): the same decision
 * on the pending approval of that record.
 */
const byRecord = (operation: ApprovalOperation, decide: (ctx: Context) => unknown) => (ctx: Context) => {
    const approval = ctx.store.state.approvals.find(
        (a) =>
            a.operation === operation &&
            String(a.reference_id) === ctx.params.id &&
            a.status === 'pending_approval',
    );
    if (!approval) throw refuse(APPROVAL_MESSAGES.notPending);
    return decide({ ...ctx, params: { id: String(approval.id) } });
};

const newestFirst = (a: Approval, b: Approval) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const approvalHandlers = [
    route('get', 'payment/approvals', { permission: 'authenticated' }, (ctx) => {
        const allowed = allowedOperations(ctx);
        if (allowed.length === 0) throw forbidden();
        const { operation, status } = filtersOf(ctx.url);
        if (operation && !allowed.includes(operation as ApprovalOperation)) throw forbidden();
        const rows = ctx.store.state.approvals
            .filter(
                (a) =>
                    allowed.includes(a.operation) &&
                    (!operation || a.operation === operation) &&
                    (!status || a.status === status),
            )
            .sort(newestFirst)
            .map((a) => view(ctx, a));
        return paginate(rows, ctx.url, ['amount', 'created_at']);
    }),
    route('get', 'payment/approvals/:id', { permission: 'authenticated' }, (ctx) => ({
        data: view(ctx, findApproval(ctx)),
    })),
    route('post', 'payment/approvals/:id/approve', { permission: 'authenticated' }, approve),
    route('post', 'payment/approvals/:id/reject', { permission: 'authenticated' }, reject),
    route(
        'post',
        'payment/withdrawal/:id/approve',
        { permission: 'authenticated' },
        byRecord('redemption', approve),
    ),
    route(
        'post',
        'payment/withdrawal/:id/reject',
        { permission: 'authenticated' },
        byRecord('redemption', reject),
    ),
    route(
        'post',
        'payment/manual_recharge/:id/approve',
        { permission: 'authenticated' },
        byRecord('manual_recharge', approve),
    ),
    route(
        'post',
        'payment/manual_recharge/:id/reject',
        { permission: 'authenticated' },
        byRecord('manual_recharge', reject),
    ),
];
