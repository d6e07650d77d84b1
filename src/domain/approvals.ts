/**
 * Approvals (alçadas): who may approve a money-moving operation, up to which amount, and how many approvers
 * it needs. Pure rules shared by the sandbox bank and the approval screens.
 */
import type { ApprovalAction, ApprovalOperation, ApprovalStatus, ApprovalStep } from '../contract/approvals';

export type { ApprovalAction, ApprovalOperation, ApprovalStatus, ApprovalStep };

export const OPERATION_LABELS: Record<ApprovalOperation, string> = {
    boleto_payment: 'Pagamento de boleto',
    slip_parcel: 'Parcelamento de boleto',
    pix_transfer: 'Transferência Pix',
    linked_account: 'Conta bancária vinculada',
    subaccount: 'Abertura de subconta',
    statement_correction: 'Estorno ou correção de saldo',
    redemption: 'Resgate',
    manual_recharge: 'Carga manual',
};

export const ACTION_LABELS: Record<ApprovalAction, string> = { approve: 'Aprovou', reject: 'Rejeitou' };

/**
 * Jurisdiction levels: the highest amount (cents) each role may approve; null is unlimited. A role that is
 * not here approves nothing. Also in docs/decisions.md.
 */
export const JURISDICTION_LEVELS: readonly { role: string; label: string; maxCents: number | null }[] = [
    { role: 'backoffice', label: 'Back Office', maxCents: 5_000_000 },
    { role: 'controller', label: 'Controller', maxCents: null },
];

export const MIN_REJECT_REASON = 5;

export const APPROVAL_MESSAGES = {
    notPending: 'Esta operação não está mais aguardando aprovação.',
    ownOperation: 'Quem fez a operação não pode aprová-la nem rejeitá-la.',
    alreadyActed: 'Você já aprovou esta operação: a segunda aprovação deve ser de outra pessoa.',
    noJurisdiction: 'Seu perfil não tem alçada para aprovar operações.',
    overJurisdiction: (limit: string) => `O valor está acima da sua alçada (até ${limit}).`,
    reasonRequired: 'Informe o motivo da rejeição.',
    reasonShort: `O motivo deve ter pelo menos ${MIN_REJECT_REASON} caracteres.`,
} as const;

/** The jurisdiction of a role, or undefined when it approves nothing. */
export const jurisdictionOf = (role: string) => JURISDICTION_LEVELS.find((level) => level.role === role);

/** How many different approvers an operation needs: two on double-approval brands. */
export const requiredApprovals = (doubleApproval: boolean): 1 | 2 => (doubleApproval ? 2 : 1);

interface Pending {
    amount: number;
    maker_user_id: number;
    required: 1 | 2;
    status: ApprovalStatus;
    steps: readonly ApprovalStep[];
}

interface Approver {
    id: number;
    role: string;
}

/**
 * Why this approver may not approve (pt-BR), or null when they may. `formatLimit` renders the role's limit
 * (the sandbox passes formatBRL).
 */
export function approveProblem(
    approval: Pending,
    approver: Approver,
    formatLimit: (cents: number) => string,
): string | null {
    if (approval.status !== 'pending_approval') return APPROVAL_MESSAGES.notPending;
    if (approval.maker_user_id === approver.id) return APPROVAL_MESSAGES.ownOperation;
    if (approval.steps.some((step) => step.user_id === approver.id && step.action === 'approve')) {
        return APPROVAL_MESSAGES.alreadyActed;
    }
    const level = jurisdictionOf(approver.role);
    if (!level) return APPROVAL_MESSAGES.noJurisdiction;
    if (level.maxCents !== null && approval.amount > level.maxCents) {
        return APPROVAL_MESSAGES.overJurisdiction(formatLimit(level.maxCents));
    }
    return null;
}

/** Why this approver may not reject, or null. Rejecting needs no jurisdiction over the amount. */
export function rejectProblem(approval: Pending, approver: Approver): string | null {
    if (approval.status !== 'pending_approval') return APPROVAL_MESSAGES.notPending;
    if (approval.maker_user_id === approver.id) return APPROVAL_MESSAGES.ownOperation;
    if (!jurisdictionOf(approver.role)) return APPROVAL_MESSAGES.noJurisdiction;
    return null;
}

/** The reason of a rejection: required, at least five characters once trimmed. */
export function reasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return APPROVAL_MESSAGES.reasonRequired;
    return text.length < MIN_REJECT_REASON ? APPROVAL_MESSAGES.reasonShort : null;
}

/** Approvals given so far (different people, by approveProblem). */
export const approvalsGiven = (steps: readonly ApprovalStep[]) =>
    steps.filter((step) => step.action === 'approve').length;

/** True once the approvals given reach the number required: the operation runs. */
export const isFullyApproved = (approval: Pick<Pending, 'required' | 'steps'>) =>
    approvalsGiven(approval.steps) >= approval.required;
