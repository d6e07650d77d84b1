/**
 * Issued boletos (cobrança, `payment/invoice`): the rules of the issue form, the batch files and the sandbox
 * bank. Money is integer cents, rates are basis points (200 = 2,00 %), dates are 'yyyy-MM-dd' (Brasília).
 * Decisions (limits, charges, state machine) are in docs/decisions.md.
 */
import type { InvoiceStatus } from '../contract/invoices';

export type { InvoiceStatus };

import type { BillCharges } from '../contract/bills';
import { isValidCnpj } from './cnpj';
import { formatBRL } from './money';

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['draft', 'pending', 'expired', 'paid', 'canceled'];

export const INVOICE_LIMITS = {
    minAmountCents: 500,
    maxAmountCents: 99_999_999_99,
    maxInstallments: 24,
    /** Código de Defesa do Consumidor art. 52 §1: at most 2 % fine when the payer is a person (CPF). */
    maxFinePersonBp: 200,
    maxFineCompanyBp: 1000,
    /** Juros de mora per month. */
    maxInterestBp: 1000,
    /** Due date at most this many days ahead. */
    maxDueDays: 3650,
    instructionsMax: 240,
    yourNumberMax: 15,
} as const;

export const INVOICE_MESSAGES = {
    accountRequired: 'Escolha a conta que recebe o pagamento.',
    accountInvalid: 'Conta não encontrada ou inativa.',
    draweeRequired: 'Escolha o sacado (pagador).',
    draweeInvalid: 'Sacado não encontrado.',
    draweeDisabled: 'Este sacado está desabilitado: reative-o ou escolha outro.',
    draweeDocumentUnknown: 'Nenhum sacado ativo com este CPF/CNPJ: cadastre-o antes.',
    amountRequired: 'Informe o valor.',
    amountMin: `O valor mínimo de um boleto é ${formatBRL(INVOICE_LIMITS.minAmountCents)}.`,
    amountMax: `O valor máximo de um boleto é ${formatBRL(INVOICE_LIMITS.maxAmountCents)}.`,
    installmentMin: `Cada parcela deve ser de pelo menos ${formatBRL(INVOICE_LIMITS.minAmountCents)}.`,
    dueDateRequired: 'Informe o vencimento.',
    dueDateInvalid: 'Data de vencimento inválida.',
    dueDatePast: 'O vencimento não pode ser anterior a hoje.',
    dueDateFar: 'O vencimento deve ser em até 10 anos.',
    installments: `Informe de 1 a ${INVOICE_LIMITS.maxInstallments} parcelas.`,
    fineInvalid: 'Informe a multa em porcentagem, de 0 a 10%.',
    finePerson: 'Para pagador pessoa física a multa é de no máximo 2% (Código de Defesa do Consumidor).',
    interestInvalid: 'Informe os juros de 0 a 10% ao mês.',
    discountInvalid: 'O desconto deve ser menor que o valor do boleto (de cada parcela).',
    discountDateRequired: 'Informe até quando vale o desconto.',
    discountDateInvalid: 'O desconto deve valer até o vencimento (da primeira parcela), no máximo.',
    instructionsLength: `As instruções devem ter no máximo ${INVOICE_LIMITS.instructionsMax} caracteres.`,
    yourNumberLength: `O seu número deve ter no máximo ${INVOICE_LIMITS.yourNumberMax} caracteres.`,
    cancelReasonRequired: 'Informe o motivo do cancelamento (pelo menos 5 caracteres).',
    notCancelable: 'Só um boleto em aberto ou vencido pode ser cancelado.',
    notDeletable: 'Só um rascunho ou um boleto cancelado pode ser excluído.',
    alreadyProcessed: 'Este lote já foi registrado.',
    nothingToRemit: 'Nenhum boleto em aberto para enviar na remessa.',
} as const;

/** What the issue form, a batch row or an API body brings: anything, checked field by field. */
export interface InvoiceTermsInput {
    amount?: unknown;
    due_date?: unknown;
    installments?: unknown;
    fine_percent?: unknown;
    interest_percent?: unknown;
    discount_amount?: unknown;
    discount_until?: unknown;
    instructions?: unknown;
    your_number?: unknown;
}

/** The boleto's terms, normalized. With installments, `amount` is the total and discount applies per parcel. */
export interface InvoiceTerms {
    amount: number;
    due_date: string;
    installments: number;
    /** Basis points of the amount, charged once after the due date. */
    fine_percent: number;
    /** Basis points per month, pro rata die (a 30-day month) after the due date. */
    interest_percent: number;
    /** Cents off when paid on or before discount_until; 0 = none. */
    discount_amount: number;
    discount_until: string | null;
    instructions: string;
    your_number: string;
}

export type InvoiceErrors = Record<string, string[]>;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const dayNumber = (date: string): number | null => {
    const match = DATE_ONLY.exec(date);
    if (!match) return null;
    const time = Date.UTC(+match[1], +match[2] - 1, +match[3]);
    const back = new Date(time);
    return back.getUTCDate() === +match[3] && back.getUTCMonth() === +match[2] - 1 ? time / DAY_MS : null;
};

/** Whole days from a to b ('yyyy-MM-dd'); NaN when either is not a date. */
export const daysBetween = (a: string, b: string): number => {
    const x = dayNumber(a);
    const y = dayNumber(b);
    return x === null || y === null ? Number.NaN : y - x;
};

/** The same day n months later, or the month's last day when it has no such day (31/01 + 1 → 28/02). */
export function addMonths(date: string, months: number): string {
    const [y, m, d] = date.split('-').map(Number);
    const first = new Date(Date.UTC(y, m - 1 + months, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
    first.setUTCDate(Math.min(d, last));
    return first.toISOString().slice(0, 10);
}

/** An integer from a number or a digits-only string; null otherwise. */
const integer = (value: unknown): number | null => {
    if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
    if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
    return null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Checks the terms of a boleto (or of a series of installments). `today` is the Brasília date; `payerIsPerson`
 * (a CPF payer) caps the fine at 2 %.
 */
export function checkInvoiceTerms(
    input: InvoiceTermsInput,
    today: string,
    payerIsPerson: boolean,
): { errors: InvoiceErrors; terms: InvoiceTerms } {
    const errors: InvoiceErrors = {};
    const add = (field: string, message: string) => {
        errors[field] = [...(errors[field] ?? []), message];
    };
    const amount = integer(input.amount) ?? 0;
    const installments = empty(input.installments) ? 1 : (integer(input.installments) ?? 0);
    const due = text(input.due_date);
    const fine = empty(input.fine_percent) ? 0 : integer(input.fine_percent);
    const interest = empty(input.interest_percent) ? 0 : integer(input.interest_percent);
    const discount = empty(input.discount_amount) ? 0 : integer(input.discount_amount);
    const discountUntil = text(input.discount_until) || null;
    const instructions = text(input.instructions);
    const yourNumber = text(input.your_number);

    if (empty(input.amount)) add('amount', INVOICE_MESSAGES.amountRequired);
    else if (amount < INVOICE_LIMITS.minAmountCents) add('amount', INVOICE_MESSAGES.amountMin);
    else if (amount > INVOICE_LIMITS.maxAmountCents) add('amount', INVOICE_MESSAGES.amountMax);

    if (installments < 1 || installments > INVOICE_LIMITS.maxInstallments) {
        add('installments', INVOICE_MESSAGES.installments);
    } else if (
        amount >= INVOICE_LIMITS.minAmountCents &&
        Math.floor(amount / installments) < INVOICE_LIMITS.minAmountCents
    ) {
        add('installments', INVOICE_MESSAGES.installmentMin);
    }

    const dueOffset = daysBetween(today, due);
    if (!due) add('due_date', INVOICE_MESSAGES.dueDateRequired);
    else if (Number.isNaN(dueOffset)) add('due_date', INVOICE_MESSAGES.dueDateInvalid);
    else if (dueOffset < 0) add('due_date', INVOICE_MESSAGES.dueDatePast);
    else if (dueOffset > INVOICE_LIMITS.maxDueDays) add('due_date', INVOICE_MESSAGES.dueDateFar);

    if (fine === null || fine < 0 || fine > INVOICE_LIMITS.maxFineCompanyBp) {
        add('fine_percent', INVOICE_MESSAGES.fineInvalid);
    } else if (payerIsPerson && fine > INVOICE_LIMITS.maxFinePersonBp) {
        add('fine_percent', INVOICE_MESSAGES.finePerson);
    }
    if (interest === null || interest < 0 || interest > INVOICE_LIMITS.maxInterestBp) {
        add('interest_percent', INVOICE_MESSAGES.interestInvalid);
    }
    const parcel = installments >= 1 ? Math.floor(amount / installments) : amount;
    if (discount === null || discount < 0 || (discount > 0 && discount >= parcel)) {
        add('discount_amount', INVOICE_MESSAGES.discountInvalid);
    } else if (discount > 0) {
        const until = discountUntil ? daysBetween(discountUntil, due) : Number.NaN;
        if (!discountUntil) add('discount_until', INVOICE_MESSAGES.discountDateRequired);
        else if (Number.isNaN(until) || until < 0 || daysBetween(today, discountUntil) < 0) {
            add('discount_until', INVOICE_MESSAGES.discountDateInvalid);
        }
    }
    if (instructions.length > INVOICE_LIMITS.instructionsMax) {
        add('instructions', INVOICE_MESSAGES.instructionsLength);
    }
    if (yourNumber.length > INVOICE_LIMITS.yourNumberMax)
        add('your_number', INVOICE_MESSAGES.yourNumberLength);

    return {
        errors,
        terms: {
            amount,
            due_date: due,
            installments,
            fine_percent: fine ?? 0,
            interest_percent: interest ?? 0,
            discount_amount: discount ?? 0,
            discount_until: discount ? discountUntil : null,
            instructions,
            your_number: yourNumber,
        },
    };
}

/** Is this payer document a person's (CPF)? A CNPJ, numeric or alphanumeric, is a company. */
export const payerIsPerson = (document: string) => document.length === 11 && !isValidCnpj(document);

export interface Installment {
    number: number;
    count: number;
    amount: number;
    due_date: string;
}

/**
 * Splits a total into monthly parcels: equal cents, the remainder on the first parcel so the sum is exact;
 * the first due date as typed, the next ones a month apart.
 */
export function splitInstallments(total: number, count: number, firstDue: string): Installment[] {
    const base = Math.floor(total / count);
    return Array.from({ length: count }, (_, index) => ({
        number: index + 1,
        count,
        amount: index === 0 ? total - base * (count - 1) : base,
        due_date: addMonths(firstDue, index),
    }));
}

/** What a boleto costs on the day it is paid: the register's answer (see the contract). */
export type Charges = BillCharges;

type Chargeable = Pick<
    InvoiceTerms,
    'amount' | 'due_date' | 'fine_percent' | 'interest_percent' | 'discount_amount' | 'discount_until'
>;

/**
 * What a boleto costs when paid on `paymentDate`: the discount up to its date; after the due date the fine
 * once plus interest per day (monthly rate / 30), each rounded half-up to the cent.
 */
export function chargesOn(invoice: Chargeable, paymentDate: string): Charges {
    const late = Math.max(0, daysBetween(invoice.due_date, paymentDate) || 0);
    const onDiscount =
        invoice.discount_amount > 0 &&
        invoice.discount_until !== null &&
        daysBetween(paymentDate, invoice.discount_until) >= 0;
    const discount = onDiscount ? invoice.discount_amount : 0;
    const fine = late > 0 ? Math.round((invoice.amount * invoice.fine_percent) / 10_000) : 0;
    const interest =
        late > 0 ? Math.round((invoice.amount * invoice.interest_percent * late) / (10_000 * 30)) : 0;
    return {
        amount: invoice.amount,
        discount,
        fine,
        interest,
        total: invoice.amount - discount + fine + interest,
        days_late: late,
    };
}

/** The status to show: a pending boleto whose due date has passed reads as expired (vencido). */
export function effectiveStatus(
    invoice: { status: InvoiceStatus; due_date: string },
    today: string,
): InvoiceStatus {
    return invoice.status === 'pending' && daysBetween(invoice.due_date, today) > 0
        ? 'expired'
        : invoice.status;
}

export const isCancelable = (status: InvoiceStatus) => status === 'pending' || status === 'expired';
export const isDeletable = (status: InvoiceStatus) => status === 'draft' || status === 'canceled';

/** Nosso número check digit: mod 11 with weights 2..7 from the right over wallet + number (Bradesco style). */
export function ourNumberDv(wallet: string, ourNumber: string): string {
    const digits = wallet + ourNumber;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 6) + 2);
    const rest = sum % 11;
    if (rest === 0) return '0';
    return rest === 1 ? 'P' : String(11 - rest);
}

/** The portal bank's free field (25): agency (4), wallet (2), nosso número (11), account (7), '0'. */
export function invoiceFreeField(agency: string, wallet: string, ourNumber: string, account: string): string {
    const field = `${agency.padStart(4, '0')}${wallet.padStart(2, '0')}${ourNumber.padStart(11, '0')}${account
        .replace(/\D/g, '')
        .slice(-7)
        .padStart(7, '0')}0`;
    if (!/^\d{25}$/.test(field)) throw new RangeError(`Free field must be 25 digits: ${field}`);
    return field;
}

/** The wallet (carteira) of registered boletos at the portal bank. */
export const INVOICE_WALLET = '09';

/** 'Nosso número' as printed: wallet/number-DV. */
export const formatOurNumber = (ourNumber: string, dv: string) => `${INVOICE_WALLET}/${ourNumber}-${dv}`;
