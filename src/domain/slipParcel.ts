/**
 * Boleto installments (parcelamento de boletos, `credit/slip`): the bank pays a boleto in full and the holder
 * repays it in monthly installments on the Price table. Pure rules shared by the request screen and the
 * sandbox bank. Money is integer cents; dates 'yyyy-MM-dd' (Brasília). The product rules are in
 * docs/decisions.md ("Boleto installments").
 */
import type { Borrower, ScheduleRow, Simulation, SlipParcelStatus } from '../contract/bills';

export type { Borrower, ScheduleRow, Simulation, SlipParcelStatus };

import { BOLETO_INVALID, type ParsedBoleto } from './boleto';
import { addDays, nextBusinessDay } from './businessDays';
import { formatDate } from './dates';
import { addMonths } from './invoice';
import { formatBRL } from './money';

export const SLIP_PARCEL_RULES = {
    /** Fixed monthly interest rate in basis points: 2,99 % a.m. */
    monthlyRateBp: 299,
    /** The boleto amount the bank finances: R$ 50,00 to R$ 50.000,00. */
    minAmountCents: 5_000,
    maxAmountCents: 5_000_000,
    minInstallments: 2,
    maxInstallments: 12,
    /** The first installment falls due this many days after the request (then the next business day). */
    firstDueDays: 30,
} as const;

/**
 * IOF on credit operations (Decreto 6.306/2007, art. 7), in parts per million: 0,38 % of the amount once,
 * plus a daily rate on each amortisation for the days until it falls due (at most 365). It is financed:
 * added to the amount, so the holder pays it with the installments and nothing is debited at approval.
 */
export const SLIP_IOF = {
    additionalPpm: 3_800,
    dailyPpm: { natural: 82, legal: 41 },
    maxDays: 365,
} as const;

/** `overdue` is never stored: an open installment past its due date reads as overdue. */
export type InstallmentStatus = 'open' | 'paid' | 'overdue';

const { minAmountCents, maxAmountCents, minInstallments, maxInstallments } = SLIP_PARCEL_RULES;

export const SLIP_MESSAGES = {
    lineRequired: 'Informe a linha digitável do boleto.',
    invalidLine: BOLETO_INVALID,
    expired: 'Boleto vencido: só é possível parcelar um boleto até o dia do vencimento.',
    amountRequired: 'Este boleto não traz o valor: informe quanto vai parcelar.',
    amountMin: `O valor mínimo para parcelar é ${formatBRL(minAmountCents)}.`,
    amountMax: `O valor máximo para parcelar é ${formatBRL(maxAmountCents)}.`,
    installments: `Escolha de ${minInstallments} a ${maxInstallments} parcelas.`,
    alreadyRequested: 'Este boleto já tem um parcelamento pedido ou aprovado.',
    alreadyPaid: 'Este boleto já foi pago ou tem um pagamento em andamento.',
    expiredWhilePending: 'O boleto venceu enquanto aguardava aprovação: rejeite o pedido.',
    accountRequired: 'Escolha a conta do parcelamento.',
    accountInvalid: 'Conta indisponível para parcelamentos.',
} as const;

/** Why this boleto cannot be financed on `today`, or null. A boleto due today still can. */
export const boletoProblem = (boleto: Pick<ParsedBoleto, 'dueDate'>, today: string): string | null =>
    boleto.dueDate !== null && boleto.dueDate < today ? SLIP_MESSAGES.expired : null;

/** Why this amount (cents) cannot be financed, or null. */
export function amountProblem(amount: unknown): string | null {
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        return SLIP_MESSAGES.amountRequired;
    if (amount < minAmountCents) return SLIP_MESSAGES.amountMin;
    return amount > maxAmountCents ? SLIP_MESSAGES.amountMax : null;
}

export function installmentsProblem(count: unknown): string | null {
    const ok =
        typeof count === 'number' &&
        Number.isInteger(count) &&
        count >= minInstallments &&
        count <= maxInstallments;
    return ok ? null : SLIP_MESSAGES.installments;
}

/** The counts a holder may choose, in order. */
export const INSTALLMENT_CHOICES: readonly number[] = Array.from(
    { length: maxInstallments - minInstallments + 1 },
    (_, index) => minInstallments + index,
);

/**
 * Due dates: the first `firstDueDays` days after the request, the next ones the same day of the following
 * months (the month's last day when it has no such day); each moved to the next business day when it is not
 * one. Moving one does not move the others.
 */
export function installmentDueDates(requestDate: string, count: number): string[] {
    const first = addDays(requestDate, SLIP_PARCEL_RULES.firstDueDays);
    return Array.from({ length: count }, (_, index) => nextBusinessDay(addMonths(first, index)));
}

/**
 * The Price table (French amortisation): a fixed installment PV·i / (1 − (1 + i)^−n), rounded to the cent;
 * each row's interest is the balance × i rounded to the cent, the amortisation the rest. The last row
 * amortises whatever is left, so it absorbs the rounding and the balance ends at exactly zero.
 */
export function priceTable(principal: number, rateBp: number, dueDates: readonly string[]): ScheduleRow[] {
    const n = dueDates.length;
    const rate = rateBp / 10_000;
    const fixed =
        rate === 0 ? Math.round(principal / n) : Math.round((principal * rate) / (1 - (1 + rate) ** -n));
    let balance = principal;
    return dueDates.map((due_date, index) => {
        const interest = Math.round((balance * rateBp) / 10_000);
        const amortization = index === n - 1 ? balance : fixed - interest;
        balance -= amortization;
        return {
            number: index + 1,
            due_date,
            amount: interest + amortization,
            interest,
            amortization,
            balance,
        };
    });
}

/** Whole days from a to b. */
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/**
 * IOF of a loan of `amount` repaid on `schedule` (the Price table of that amount): the additional 0,38 %
 * plus the daily rate on each amortisation for the days until it falls due, capped at 365 days.
 */
export function iofOf(
    amount: number,
    schedule: readonly ScheduleRow[],
    requestDate: string,
    borrower: Borrower,
) {
    const daily = SLIP_IOF.dailyPpm[borrower];
    const ppmCents = schedule.reduce(
        (sum, row) =>
            sum +
            row.amortization * daily * Math.min(SLIP_IOF.maxDays, daysBetween(requestDate, row.due_date)),
        amount * SLIP_IOF.additionalPpm,
    );
    return Math.round(ppmCents / 1_000_000);
}

/**
 * The effective annual cost (CET, Resolução CMN 3.517/2007): the rate r at which the installments, each
 * discounted by (1 + r)^(days/365) from the request date, are worth the amount the holder received (the
 * boleto the bank paid). Found by bisection; answered as a fraction (0.4242 is 42,42 % a.a.).
 */
export function annualCet(amount: number, requestDate: string, schedule: readonly ScheduleRow[]): number {
    const presentValue = (rate: number) =>
        schedule.reduce(
            (sum, row) => sum + row.amount / (1 + rate) ** (daysBetween(requestDate, row.due_date) / 365),
            0,
        );
    let low = 0;
    let high = 1_000;
    for (let step = 0; step < 200 && high - low > 1e-12; step++) {
        const middle = (low + high) / 2;
        if (presentValue(middle) > amount) low = middle;
        else high = middle;
    }
    return (low + high) / 2;
}

/** The monthly rate equivalent to an annual one (compound): (1 + a)^(1/12) − 1. */
export const monthlyEquivalent = (annual: number) => (1 + annual) ** (1 / 12) - 1;
/** The annual rate equivalent to a monthly one (compound): (1 + m)^12 − 1. */
export const annualEquivalent = (monthly: number) => (1 + monthly) ** 12 - 1;

/** A fraction as a percentage with two decimals, rounded: 0.029 → 2.9. */
const toPercent = (fraction: number) => Math.round(fraction * 10_000) / 100;

export interface SimulationInput {
    amount: number;
    installments: number;
    /** The request day, Brasília. */
    requestDate: string;
    borrower: Borrower;
}

/** The whole offer for a boleto amount and a number of installments (assumed valid: see the *Problem checks). */
export function simulateSlipParcel({
    amount,
    installments,
    requestDate,
    borrower,
}: SimulationInput): Simulation {
    const rateBp = SLIP_PARCEL_RULES.monthlyRateBp;
    const dueDates = installmentDueDates(requestDate, installments);
    const iof = iofOf(amount, priceTable(amount, rateBp, dueDates), requestDate, borrower);
    const financed = amount + iof;
    const schedule = priceTable(financed, rateBp, dueDates);
    const total = schedule.reduce((sum, row) => sum + row.amount, 0);
    const cet = annualCet(amount, requestDate, schedule);
    return {
        request_date: requestDate,
        borrower,
        amount,
        iof,
        financed,
        monthly_rate_bp: rateBp,
        installments,
        installment_amount: schedule[0].amount,
        last_installment_amount: schedule[schedule.length - 1].amount,
        interest_total: total - financed,
        total,
        annual_rate_percent: toPercent(annualEquivalent(rateBp / 10_000)),
        cet_monthly_percent: toPercent(monthlyEquivalent(cet)),
        cet_annual_percent: toPercent(cet),
        first_due_date: dueDates[0],
        schedule,
    };
}

const PERCENT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 2.99 → '2,99%'. */
export const formatPercent = (percent: number) => `${PERCENT.format(percent)}%`;

/** '6 × R$ 612,34' and, when the last one differs, ' (última R$ 612,37)'. */
export const installmentsText = (
    s: Pick<Simulation, 'installments' | 'installment_amount' | 'last_installment_amount'>,
) =>
    `${s.installments} × ${formatBRL(s.installment_amount)}${
        s.last_installment_amount === s.installment_amount
            ? ''
            : ` (última ${formatBRL(s.last_installment_amount)})`
    }`;

/** What the holder confirms and the approver reads, in this order. */
export const simulationPairs = (s: Simulation): [string, string][] => [
    ['Valor do boleto', formatBRL(s.amount)],
    ['Parcelas', installmentsText(s)],
    [
        'Taxa de juros',
        `${formatPercent(s.monthly_rate_bp / 100)} a.m. (${formatPercent(s.annual_rate_percent)} a.a.)`,
    ],
    ['IOF (financiado)', formatBRL(s.iof)],
    ['Valor financiado', formatBRL(s.financed)],
    ['Juros', formatBRL(s.interest_total)],
    ['Total a pagar', formatBRL(s.total)],
    ['CET', `${formatPercent(s.cet_monthly_percent)} a.m. (${formatPercent(s.cet_annual_percent)} a.a.)`],
    ['Primeiro vencimento', formatDate(s.first_due_date)],
];

/** An installment's status on `today`: open past its due date is overdue. */
export const installmentStatus = (
    row: { status: 'open' | 'paid'; due_date: string },
    today: string,
): InstallmentStatus => (row.status === 'open' && row.due_date < today ? 'overdue' : row.status);
