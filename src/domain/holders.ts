/**
 * Holder management (staff): the listing periods and kinds, and which status action each holder status
 * allows (spec 2 §4 entity statuses). The screen offers exactly the actions this table allows and the sandbox
 * accepts exactly those.
 */
import { toDateOnlyBrasilia } from './dates';

export type HolderStatus = 'active' | 'pending' | 'rejected' | 'blocked' | 'closed' | 'inactive';
export type HolderAction = 'approve' | 'reject' | 'block' | 'unblock' | 'reactivate' | 'close';

/** From each status, the actions allowed and the status each one leads to. */
export const HOLDER_TRANSITIONS: Readonly<
    Record<HolderStatus, Readonly<Partial<Record<HolderAction, HolderStatus>>>>
> = {
    pending: { approve: 'active', reject: 'rejected', close: 'closed' },
    active: { block: 'blocked', close: 'closed' },
    blocked: { unblock: 'active', close: 'closed' },
    rejected: { reactivate: 'pending', close: 'closed' },
    inactive: { reactivate: 'pending', close: 'closed' },
    closed: { reactivate: 'pending' },
};

const ACTION_ORDER: readonly HolderAction[] = [
    'approve',
    'reject',
    'block',
    'unblock',
    'reactivate',
    'close',
];

/** The actions a holder in this status allows, in the order the screen shows them. */
export const holderActions = (status: string): HolderAction[] => {
    const allowed = HOLDER_TRANSITIONS[status as HolderStatus] ?? {};
    return ACTION_ORDER.filter((action) => action in allowed);
};

/** The status after `action`, or null when the table does not allow it from `status`. */
export const holderTransition = (status: string, action: HolderAction): HolderStatus | null =>
    HOLDER_TRANSITIONS[status as HolderStatus]?.[action] ?? null;

export const HOLDER_ACTION_LABELS: Readonly<Record<HolderAction, string>> = {
    approve: 'Aprovar',
    reject: 'Rejeitar',
    block: 'Bloquear',
    unblock: 'Desbloquear',
    reactivate: 'Reativar',
    close: 'Encerrar',
};

/** Deciding a registration needs the approve permission; the other actions the update one. */
export const needsApprovePermission = (action: HolderAction) => action === 'approve' || action === 'reject';

/** Actions that ask for a reason (at least MIN_HOLDER_REASON characters). */
export const REASON_ACTIONS: readonly HolderAction[] = ['reject', 'block', 'close'];
export const MIN_HOLDER_REASON = 5;

export const HOLDER_MESSAGES = {
    notAllowed: (action: HolderAction, statusLabel: string) =>
        `Não é possível ${HOLDER_ACTION_LABELS[action].toLowerCase()} um titular com situação ${statusLabel}.`,
    reasonRequired: 'Informe o motivo.',
    reasonShort: `O motivo deve ter pelo menos ${MIN_HOLDER_REASON} caracteres.`,
    decisionInvalid: 'Escolha aprovar ou rejeitar.',
    ownRecord: 'Você não pode alterar a situação do seu próprio cadastro.',
    hasBalance: (account: string, balance: string) =>
        `A conta ${account} tem saldo de ${balance}: transfira o saldo antes de encerrar.`,
    accountNotBlocked: 'Esta conta não está bloqueada.',
    accountClosed: 'Esta conta já está encerrada.',
    holderNotActive: 'O titular desta conta não está ativo: desbloqueie ou aprove o titular primeiro.',
    accountTypeInvalid: 'Escolha um tipo de conta ativo.',
    accountTypeSame: 'A conta já é deste tipo.',
    statusInvalid: 'Situação inválida: use bloquear ou desbloquear.',
    emailInvalid: 'Informe um e-mail válido.',
    phoneInvalid: 'Informe um celular válido com DDD.',
    required: 'Campo obrigatório.',
    zipInvalid: 'Informe um CEP com 8 dígitos.',
    stateInvalid: 'Informe a UF com 2 letras.',
} as const;

/** The reason's problem (pt-BR), or null. */
export function holderReasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return HOLDER_MESSAGES.reasonRequired;
    return text.length < MIN_HOLDER_REASON ? HOLDER_MESSAGES.reasonShort : null;
}

export type HolderPeriod = 'hoje' | '7-dias' | '30-dias' | '90-dias' | '365-dias' | 'tudo';

/** The periods of the listings' URLs (`/listagem-contas/:period`), their chips and how many days each spans. */
export const HOLDER_PERIODS: readonly { value: HolderPeriod; label: string; days: number | null }[] = [
    { value: 'hoje', label: 'Hoje', days: 1 },
    { value: '7-dias', label: '7 dias', days: 7 },
    { value: '30-dias', label: '30 dias', days: 30 },
    { value: '90-dias', label: '90 dias', days: 90 },
    { value: '365-dias', label: '12 meses', days: 365 },
    { value: 'tudo', label: 'Tudo', days: null },
];

export const isHolderPeriod = (value: unknown): value is HolderPeriod =>
    HOLDER_PERIODS.some((period) => period.value === value);

/**
 * The first Brasília day (yyyy-MM-dd) of the period, today included; null for `tudo`. A registration is in
 * the period when its Brasília date is on or after this day.
 */
export function periodFirstDay(period: HolderPeriod, now: Date = new Date()): string | null {
    const days = HOLDER_PERIODS.find((p) => p.value === period)?.days ?? null;
    if (days === null) return null;
    const today = toDateOnlyBrasilia(now);
    const first = new Date(Date.parse(`${today}T12:00:00Z`) - (days - 1) * 86_400_000);
    return first.toISOString().slice(0, 10);
}

export type HolderListing = 'contas' | 'beneficiarios' | 'estabelecimentos' | 'pre-pagas';

/** Each listing: its screen's path prefix, title, and the holders it shows (by type and account types). */
export const HOLDER_LISTINGS: Readonly<
    Record<
        HolderListing,
        { path: string; title: string; accountTypes: readonly string[] | null; legalOnly: boolean }
    >
> = {
    contas: { path: '/listagem-contas', title: 'Listagem de contas', accountTypes: null, legalOnly: false },
    beneficiarios: {
        path: '/listagem-beneficiarios',
        title: 'Listagem de contas benefício',
        accountTypes: ['benefit'],
        legalOnly: false,
    },
    estabelecimentos: {
        path: '/listagem-estabelecimentos',
        title: 'Listagem de estabelecimentos',
        accountTypes: ['pos', 'sale'],
        legalOnly: true,
    },
    'pre-pagas': {
        path: '/listagem-contas-pre-pagas',
        title: 'Listagem de contas pré-pagas',
        accountTypes: ['courtesy', 'cashback'],
        legalOnly: false,
    },
};

export const isHolderListing = (value: unknown): value is HolderListing =>
    typeof value === 'string' && Object.hasOwn(HOLDER_LISTINGS, value);

/** Whether a holder belongs in the listing, given its type and the type codes of its accounts. */
export function inListing(
    listing: HolderListing,
    holder: { type: 'natural' | 'legal' },
    accountTypeCodes: readonly string[],
): boolean {
    const { accountTypes, legalOnly } = HOLDER_LISTINGS[listing];
    if (legalOnly && holder.type !== 'legal') return false;
    return accountTypes === null || accountTypeCodes.some((code) => accountTypes.includes(code));
}

/** The period value the NFC menu entry puts in /listagem-contas/:period: the whole list, to pick an account. */
export const NFC_PERIOD = 'vincular-cartao-nfc';
