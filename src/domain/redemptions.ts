/**
 * Redemptions (resgates, docs/api.md "Redemptions"): the tariff, the day the TED arrives and the pt-BR texts.
 * Pure rules shared by the redemption screens and the sandbox bank.
 */
import type { RedemptionStatus } from '../contract/redemptions';
import { formatBRL } from './money';
import { settlementPlan, TED_FEE_CENTS } from './transfers';

/** A redemption leaves by TED: the portal's TED tariff, charged when it is approved. */
export const REDEMPTION_FEE_CENTS = TED_FEE_CENTS;

export const REDEMPTION_TEXTS = {
    accountRequired: 'Escolha a conta de onde sai o dinheiro.',
    accountInvalid: 'Conta não encontrada entre as suas contas ativas.',
    amountRequired: 'Informe o valor.',
    amountInvalid: 'Informe um valor maior que zero.',
    noLinkedAccount:
        'Cadastre uma conta bancária em outro banco e aguarde a aprovação antes de pedir um resgate.',
    insufficient: (total: number, balance: number) =>
        `Saldo insuficiente: o resgate com a tarifa (${formatBRL(total)}) passa do saldo disponível (${formatBRL(balance)}).`,
    shortAtApproval: (total: number, balance: number) =>
        `O saldo da conta (${formatBRL(balance)}) não cobre mais o resgate com a tarifa (${formatBRL(total)}): rejeite-o ou aguarde.`,
    cancelOnlyPending: 'Só um resgate aguardando aprovação pode ser cancelado.',
    resetOnlyClosed: 'Só um resgate rejeitado ou cancelado pode ser pedido de novo.',
} as const;

export const CANCELABLE_REDEMPTION: readonly RedemptionStatus[] = ['pending_approval'];

/**
 * The day a TED sent at `now` reaches the other bank (the transfers' rule): today in bank hours (or from 06:30
 * before them), else the next business day, with the transfers' notice saying so.
 */
export function tedArrivalDay(now: Date): { day: string; notice: string | null } {
    const plan = settlementPlan('ted', null, now);
    return { day: plan.day, notice: plan.next_business_day ? plan.notice : null };
}

/** A positive whole number of cents, or the problem with it. */
export function redemptionAmountProblem(amount: unknown): string | null {
    if (amount === undefined || amount === null || amount === '') return REDEMPTION_TEXTS.amountRequired;
    return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0
        ? null
        : REDEMPTION_TEXTS.amountInvalid;
}
