import type { BankAccountKind, TransferKind, TransferStatus } from '../contract/transfers';
import { addDays, isBusinessDay, nextBusinessDay } from './businessDays';
import { formatDate, formatTime, shiftToBrasilia, toDateOnlyBrasilia } from './dates';
import { formatBRL } from './money';

/*
 * Transfer rules shared by the transfer screens and the sandbox bank (docs/api.md "Transfers"): the TED fee,
 * bank hours, when a transfer settles, and the pt-BR texts the bank answers with.
 */

/** The portal's TED tariff: the tariffs area has no table yet, so one constant (R$ 8,50 a TED). */
export const TED_FEE_CENTS = 850;

/** TED window, Brasília wall-clock minutes of a business day: 06:30 to 17:00 (the STR's customer window). */
export const BANK_OPENS_MINUTE = 6 * 60 + 30;
export const BANK_CLOSES_MINUTE = 17 * 60;

export const TRANSFER_DESCRIPTION_MAX = 140;

/** How long a transfer counts as "just made" when the same one is confirmed again (two tabs, a reload). */
export const REPEAT_WINDOW_MINUTES = 30;
export const ACCOUNT_KINDS: readonly BankAccountKind[] = ['checking', 'savings', 'payment', 'salary'];
export const isAccountKind = (value: unknown): value is BankAccountKind =>
    typeof value === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(value);

export const TRANSFER_TEXTS = {
    accountRequired: 'Escolha a conta de origem.',
    accountInvalid: 'Conta de origem não encontrada entre as suas contas.',
    accountBlocked: 'Esta conta está bloqueada: não pode enviar transferências.',
    accountClosed: 'Esta conta está encerrada: não pode enviar transferências.',
    accountNotActive: 'Esta conta ainda não está ativa: não pode enviar transferências.',
    amountRequired: 'Informe o valor.',
    amountInvalid: 'Informe um valor maior que zero.',
    insufficient: (total: number, balance: number) =>
        `Saldo insuficiente: o valor com a tarifa (${formatBRL(total)}) passa do saldo disponível (${formatBRL(balance)}).`,
    scheduledShortfall: 'Saldo insuficiente na data agendada: a transferência não foi feita.',
    paymentDate: 'A data de agendamento deve ser posterior a data de hoje.',
    dateInvalid: 'Data inválida: use dd/mm/aaaa.',
    descriptionLong: `A descrição pode ter até ${TRANSFER_DESCRIPTION_MAX} caracteres.`,
    recipientRequired: 'Informe os dados de quem vai receber.',
    recipientMany: 'Informe só um destino: dados bancários ou uma conta sua.',
    bankRequired: 'Escolha o banco.',
    bankUnknown: 'Banco não encontrado na lista de instituições (código COMPE).',
    agencyInvalid: 'Informe a agência com até 4 dígitos.',
    accountNumberInvalid: 'Informe o número da conta, só dígitos.',
    accountDigitInvalid: 'Dígito inválido (0–9 ou X).',
    accountKindInvalid: 'Escolha o tipo de conta.',
    documentInvalid: 'CPF ou CNPJ inválido.',
    nameRequired: 'Informe o nome de quem vai receber.',
    portalAccountUnknown: 'Conta não encontrada nesta instituição: confira agência, conta e dígito.',
    portalAccountInactive: 'A conta de destino está bloqueada ou encerrada e não pode receber.',
    documentMismatch: 'O CPF/CNPJ não é o do titular desta conta.',
    sameAccount: 'A conta de destino é a mesma de origem.',
    digitalNotOwn: 'Escolha uma das suas contas como destino.',
    favoredRequired: 'Escolha o favorecido.',
    favoredUnknown: 'Favorecido não encontrado entre os seus.',
    favoredBlocked: 'Este favorecido está bloqueado: desbloqueie-o antes de pagar.',
    cancelOnlyScheduled: 'Só uma transferência agendada, antes do seu dia, pode ser cancelada.',
    cancelStatus: "Para cancelar, envie status 'canceled'.",
    noticeLaterDay: (day: string) => `A transferência fica agendada para ${formatDate(`${day}T15:00:00Z`)}.`,
    noticeNonBusiness: (asked: string, day: string) =>
        `${formatDate(`${asked}T15:00:00Z`)} não é dia útil: a transferência será feita no próximo dia útil, ${formatDate(`${day}T15:00:00Z`)}.`,
    noticeBeforeHours: 'A TED é processada a partir das 06:30 de hoje, quando abre o horário bancário.',
    repeat: (createdAt: string, scheduled: boolean) =>
        `Uma transferência igual (mesma conta, destino, valor e data) foi ${scheduled ? 'agendada' : 'feita'} às ${formatTime(createdAt)} (Brasília). Confirme que quer repeti-la.`,
    noticeAfterHours: (day: string) =>
        `Fora do horário bancário (dias úteis, das 06:30 às 17:00): a TED será feita no próximo dia útil, ${formatDate(`${day}T15:00:00Z`)}.`,
} as const;

/** The statuses a transfer's owner may still cancel. */
export const CANCELABLE: readonly TransferStatus[] = ['scheduled'];

/** Minutes since midnight, Brasília wall-clock. */
const minuteOfDay = (now: Date) => {
    const local = shiftToBrasilia(now);
    return local.getUTCHours() * 60 + local.getUTCMinutes();
};

export const isBankHours = (now: Date) =>
    isBusinessDay(toDateOnlyBrasilia(now)) &&
    minuteOfDay(now) >= BANK_OPENS_MINUTE &&
    minuteOfDay(now) < BANK_CLOSES_MINUTE;

export interface SettlementPlan {
    /** yyyy-MM-dd: the day it settles. */
    day: string;
    /** False: it settles now. */
    scheduled: boolean;
    next_business_day: boolean;
    notice: string | null;
}

/**
 * When a transfer settles. `asked` is the chosen day (empty: today; before today is refused by the caller).
 * A later day that is not a business day moves to the next one; an internal transfer for today settles at
 * once; a TED for today settles at once in bank hours, at 06:30 before them, else on the next business day.
 */
export function settlementPlan(kind: TransferKind, asked: string | null, now: Date): SettlementPlan {
    const today = toDateOnlyBrasilia(now);
    if (asked && asked > today) {
        const day = nextBusinessDay(asked);
        const moved = day !== asked;
        return {
            day,
            scheduled: true,
            next_business_day: moved,
            notice: moved ? TRANSFER_TEXTS.noticeNonBusiness(asked, day) : TRANSFER_TEXTS.noticeLaterDay(day),
        };
    }
    if (kind === 'internal' || isBankHours(now))
        return { day: today, scheduled: false, next_business_day: false, notice: null };
    if (isBusinessDay(today) && minuteOfDay(now) < BANK_OPENS_MINUTE)
        return {
            day: today,
            scheduled: true,
            next_business_day: false,
            notice: TRANSFER_TEXTS.noticeBeforeHours,
        };
    const day = nextBusinessDay(addDays(today, 1));
    return { day, scheduled: true, next_business_day: true, notice: TRANSFER_TEXTS.noticeAfterHours(day) };
}

/**
 * Is a scheduled transfer due at `now`? On its day: an internal one from midnight, a TED once the bank opens
 * (a day that passed unseen runs as soon as the clock is looked at).
 */
export function isDue(kind: TransferKind, day: string, now: Date): boolean {
    const today = toDateOnlyBrasilia(now);
    if (day < today) return true;
    if (day > today) return false;
    return kind === 'internal' || minuteOfDay(now) >= BANK_OPENS_MINUTE;
}

export const feeOf = (kind: TransferKind) => (kind === 'ted' ? TED_FEE_CENTS : 0);
