/**
 * Cash at the cashier (docs/api.md "Cashier", docs/decisions.md "Cashier"): limits, the withdrawal tariff, the
 * reversal rule and the pt-BR texts. Pure rules shared by the cashier's screens and the sandbox bank.
 */
import type { CashOperation, CashOperationKind } from '../contract/cashier';
import { formatBRL } from './money';

/** Cash a holder's account may take out at the counter per Brasília day (withdrawals not reversed). */
export const CASH_DAILY_WITHDRAWAL_LIMIT_CENTS = 500_000;
/** Res. CMN 3.919/2010, art. 2: a natural person's four cash withdrawals a month are free. */
export const FREE_CASH_WITHDRAWALS_A_MONTH = 4;
/** The withdrawal tariff once the free ones are used (a legal person pays every one). */
export const CASH_WITHDRAWAL_FEE_CENTS = 250;
/** One deposit at the counter: larger amounts go through the treasury, not the cashier's drawer. */
export const CASH_DEPOSIT_MAX_CENTS = 5_000_000;
export const CASH_REASON_MIN = 5;

export const CASH_TEXTS = {
    accountRequired: 'Escolha a conta do titular.',
    accountNotFound: 'Conta não encontrada.',
    accountNotActive: 'Esta conta não está ativa: não recebe nem entrega dinheiro no caixa.',
    searchRequired: 'Informe o CPF/CNPJ do titular, ou a agência e a conta.',
    documentInvalid: 'CPF ou CNPJ inválido.',
    documentNotFound: 'Nenhum titular com este CPF/CNPJ tem conta aqui.',
    agencyInvalid: 'Informe a agência com 4 dígitos.',
    numberInvalid: 'Informe a conta com o dígito, por exemplo 12345-6.',
    amountRequired: 'Informe o valor.',
    amountInvalid: 'Informe um valor maior que zero.',
    depositOverMax: `Depósitos acima de ${formatBRL(CASH_DEPOSIT_MAX_CENTS)} são feitos pela tesouraria.`,
    insufficient: (total: number, balance: number) =>
        `Saldo insuficiente: o saque com a tarifa (${formatBRL(total)}) passa do saldo da conta (${formatBRL(balance)}).`,
    overDailyLimit: (left: number) =>
        `O valor passa do limite diário de saque em espécie desta conta (${formatBRL(CASH_DAILY_WITHDRAWAL_LIMIT_CENTS)}): hoje ainda cabem ${formatBRL(left)}.`,
    holderWithoutPassword:
        'O titular desta conta não tem acesso ao portal nem senha de transação: o saque não pode ser feito no caixa.',
    operationNotFound: 'Operação não encontrada entre as suas.',
    alreadyReversed: 'Esta operação já foi estornada.',
    notYours: 'Só quem fez a operação pode estorná-la.',
    notToday:
        'Só operações de hoje podem ser estornadas no caixa; as anteriores vão pela correção de extrato.',
    reversalShort: (balance: number) =>
        `O saldo da conta (${formatBRL(balance)}) não cobre o estorno do depósito: o titular já usou o dinheiro.`,
    reasonRequired: 'Informe o motivo do estorno.',
    reasonShort: `O motivo deve ter pelo menos ${CASH_REASON_MIN} caracteres.`,
    dateInvalid: 'Data inválida.',
} as const;

/** The ledger's descriptions: the listings (/listagem) and the cash vault read them by their first word. */
export const CASH_DESCRIPTIONS: Record<CashOperationKind | 'fee', string> = {
    deposit: 'Depósito em espécie no caixa',
    withdrawal: 'Saque em espécie no caixa',
    fee: 'Tarifa - Saque em espécie',
};
export const reversalDescription = (what: string) => `Estorno - ${what}`;

/** The tariff of the next withdrawal, given this month's withdrawals still standing. */
export const withdrawalFee = (holderType: 'natural' | 'legal', usedThisMonth: number) =>
    holderType === 'natural' && usedThisMonth < FREE_CASH_WITHDRAWALS_A_MONTH ? 0 : CASH_WITHDRAWAL_FEE_CENTS;

export const freeWithdrawalsLeft = (holderType: 'natural' | 'legal', usedThisMonth: number) =>
    holderType === 'natural' ? Math.max(0, FREE_CASH_WITHDRAWALS_A_MONTH - usedThisMonth) : 0;

/** A positive whole number of cents, or the problem with it. */
export function cashAmountProblem(amount: unknown): string | null {
    if (amount === undefined || amount === null || amount === '') return CASH_TEXTS.amountRequired;
    return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0
        ? null
        : CASH_TEXTS.amountInvalid;
}

export function cashReasonProblem(reason: unknown): string | null {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text) return CASH_TEXTS.reasonRequired;
    return text.length < CASH_REASON_MIN ? CASH_TEXTS.reasonShort : null;
}

/**
 * Why this cashier may not reverse the operation, or null. The cashier's own mistake of the same day is undone
 * at the counter, without a supervisor; anything older is a statement correction, which needs an approver.
 */
export function cashReversalProblem(
    operation: Pick<CashOperation, 'status' | 'cashier_user_id' | 'created_at'>,
    cashierId: number,
    today: string,
    dayOf: (iso: string) => string,
): string | null {
    if (operation.status === 'reversed') return CASH_TEXTS.alreadyReversed;
    if (operation.cashier_user_id !== cashierId) return CASH_TEXTS.notYours;
    if (dayOf(operation.created_at) !== today) return CASH_TEXTS.notToday;
    return null;
}
