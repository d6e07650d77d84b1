/**
 * Manual recharges (carga manual), administrative transfers and top-up boletos (recarga de conta): pure rules
 * and their pt-BR messages, shared by the screens and the sandbox bank.
 */
import { addDays } from './businessDays';

export const RECHARGE_REASON_MIN = 10;
export const RECHARGE_REASON_MAX = 280;
/** The largest manual recharge or administrative transfer: R$ 1.000.000,00. */
export const MAX_STAFF_AMOUNT_CENTS = 100_000_000;
/** A top-up boleto: from R$ 10,00 to R$ 50.000,00, due from today up to 60 days ahead. */
export const MIN_TOPUP_CENTS = 1_000;
export const MAX_TOPUP_CENTS = 5_000_000;
export const MAX_TOPUP_DAYS = 60;
/** The manual-charge row's description on the holder's statement (`Carga manual - <reason>`). */
export const manualRechargeDescription = (reason: string) => `Carga manual - ${reason.trim()}`;
export const adminTransferDescription = (direction: 'in' | 'out', other: string) =>
    `Transferência administrativa ${direction === 'out' ? 'enviada para' : 'recebida de'} ${other}`;

export const RECHARGE_MESSAGES = {
    accountRequired: 'Escolha a conta.',
    accountMissing: 'Conta não encontrada.',
    accountClosed: 'A conta não está ativa: não recebe nem envia valores.',
    amountRequired: 'Informe o valor.',
    amountMax: 'O valor pode ser de no máximo R$ 1.000.000,00.',
    reasonRequired: 'Informe o motivo.',
    reasonShort: `O motivo deve ter pelo menos ${RECHARGE_REASON_MIN} caracteres.`,
    reasonLong: `O motivo deve ter no máximo ${RECHARGE_REASON_MAX} caracteres.`,
    sourceRequired: 'Escolha a conta gráfica de origem.',
    sourceInvalid: 'Esta conta gráfica não pode ser origem de cargas manuais.',
    sourceShort: (balance: string) =>
        `Saldo insuficiente na conta gráfica de origem (disponível: ${balance}).`,
    notPending: 'Esta carga não está mais aguardando aprovação.',
    sameAccount: 'A conta de destino deve ser diferente da conta de origem.',
    insufficient: 'Saldo insuficiente na conta de origem.',
    topupMin: 'O valor mínimo da recarga é R$ 10,00.',
    topupMax: 'O valor máximo da recarga é R$ 50.000,00.',
    dueRequired: 'Informe a data de vencimento.',
    duePast: 'O vencimento não pode ser anterior a hoje.',
    dueFar: `O vencimento deve ser em até ${MAX_TOPUP_DAYS} dias.`,
} as const;

/** Why this reason is refused, or null. */
export function rechargeReasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return RECHARGE_MESSAGES.reasonRequired;
    if (text.length < RECHARGE_REASON_MIN) return RECHARGE_MESSAGES.reasonShort;
    return text.length > RECHARGE_REASON_MAX ? RECHARGE_MESSAGES.reasonLong : null;
}

/** Why this amount (cents) is refused for a manual recharge or an administrative transfer, or null. */
export function staffAmountProblem(amount: unknown): string | null {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return RECHARGE_MESSAGES.amountRequired;
    return amount > MAX_STAFF_AMOUNT_CENTS ? RECHARGE_MESSAGES.amountMax : null;
}

/** Why this top-up amount is refused, or null. */
export function topupAmountProblem(amount: unknown): string | null {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
        return RECHARGE_MESSAGES.amountRequired;
    if (amount < MIN_TOPUP_CENTS) return RECHARGE_MESSAGES.topupMin;
    return amount > MAX_TOPUP_CENTS ? RECHARGE_MESSAGES.topupMax : null;
}

/** Why this due date (yyyy-MM-dd) is refused on `today` (Brasília), or null. */
export function topupDueProblem(due: unknown, today: string): string | null {
    if (typeof due !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(due)))
        return RECHARGE_MESSAGES.dueRequired;
    if (due < today) return RECHARGE_MESSAGES.duePast;
    return due > addDays(today, MAX_TOPUP_DAYS) ? RECHARGE_MESSAGES.dueFar : null;
}
