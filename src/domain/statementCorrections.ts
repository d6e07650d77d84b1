/**
 * The statement's corrections (estorno and balance correction): pure rules and their pt-BR messages, shared by
 * the correction dialogs and the sandbox bank. Both are held for the bank's approval before money moves.
 */
import type { Transaction } from '../contract/accounts';

export const REASON_MIN = 10;
export const REASON_MAX = 280;
/** The largest single balance correction: R$ 1.000.000,00. */
export const MAX_CORRECTION_CENTS = 100_000_000;
/**
 * The lowest balance an account may reach through a correction: no account of this bank has an overdraft
 * (cheque especial), so a debit never takes a balance below zero.
 */
export const MIN_BALANCE_CENTS = 0;

export const CORRECTION_MESSAGES = {
    reasonRequired: 'Informe o motivo.',
    reasonShort: `O motivo deve ter pelo menos ${REASON_MIN} caracteres.`,
    reasonLong: `O motivo deve ter no máximo ${REASON_MAX} caracteres.`,
    amountRequired: 'Informe o valor da correção.',
    amountMax: 'A correção pode ser de no máximo R$ 1.000.000,00.',
    directionRequired: 'Escolha se a correção é um crédito ou um débito.',
    transactionMissing: 'Lançamento não encontrado.',
    alreadyReversed: 'Este lançamento já foi estornado.',
    isReversal: 'Um estorno não pode ser estornado.',
    zeroAmount: 'Este lançamento não tem valor a estornar.',
    pending: 'Já existe um pedido de estorno deste lançamento aguardando aprovação.',
    accountClosed: 'A conta está encerrada: não recebe correções.',
    accountMissing: 'Conta não encontrada.',
    /** The balance would go below what the account allows. */
    belowFloor: (account: string, after: string) =>
        `Saldo insuficiente na conta ${account}: depois da operação ficaria em ${after}, e o saldo não pode ficar negativo.`,
} as const;

/** Why this reason is refused, or null. */
export function reasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return CORRECTION_MESSAGES.reasonRequired;
    if (text.length < REASON_MIN) return CORRECTION_MESSAGES.reasonShort;
    return text.length > REASON_MAX ? CORRECTION_MESSAGES.reasonLong : null;
}

/** Why this signed amount (cents) is refused for a balance correction, or null. */
export function correctionAmountProblem(amount: unknown): string | null {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0)
        return CORRECTION_MESSAGES.amountRequired;
    return Math.abs(amount) > MAX_CORRECTION_CENTS ? CORRECTION_MESSAGES.amountMax : null;
}

/** Why this movement cannot be reversed (its own state only; the bank also checks pending requests). */
export function reversibleProblem(
    transaction: Pick<Transaction, 'kind' | 'status' | 'amount'>,
): string | null {
    if (transaction.kind === 'reversal') return CORRECTION_MESSAGES.isReversal;
    if (transaction.status === 'reversed') return CORRECTION_MESSAGES.alreadyReversed;
    return transaction.amount === 0 ? CORRECTION_MESSAGES.zeroAmount : null;
}

/** True when a balance may take this signed change. */
export const staysAboveFloor = (balance: number, change: number) => balance + change >= MIN_BALANCE_CENTS;

/** The description of the statement row a correction posts. */
export const reversalDescription = (original: string) => `Estorno - ${original}`;
export const correctionDescription = (reason: string) => `Correção de saldo - ${reason.trim()}`;
