/**
 * What a printed boleto says beyond its numbers: the bank code with its check digit, the instruction
 * sentences generated from the boleto's terms, and the beneficiary's code. Pure: the PDF and the screens
 * share it. Choices are in docs/decisions.md ("Boleto PDF").
 */
import { mod11Remainder } from './boleto';
import { formatDate } from './dates';
import { formatBRL } from './money';
import { formatPercent } from './percent';

/**
 * Check digit of a 3-digit COMPE bank code as printed beside it ('341-7', '237-2', '001-9', '104-0'): mod 11
 * with weights 2..9 from the right, DV = 11 − remainder, and 10 or 11 print as 0 (Caixa's 104-0, Sicoob's
 * 756-0; Sicredi's 748-X is that bank's own exception).
 */
export function bankCodeDv(code: string): string {
    if (!/^\d{3}$/.test(code)) throw new RangeError(`Bank code must be 3 digits: ${code}`);
    const dv = 11 - mod11Remainder(code);
    return dv >= 10 ? '0' : String(dv);
}

/** '990' → '990-3'. */
export const bankCodeWithDv = (code: string) => `${code}-${bankCodeDv(code)}`;

/** The terms a boleto's instructions are written from. */
export interface InstructionTerms {
    amount: number;
    due_date: string;
    fine_percent: number;
    interest_percent: number;
    discount_amount: number;
    discount_until: string | null;
    instructions: string;
    installment: { number: number; count: number } | null;
}

/**
 * The sentences of the "Instruções" box, in this order: fine, interest (with the amount per day, as the
 * bank charges it: monthly rate / 30, rounded to the cent), discount, the parcel, then the issuer's own text.
 */
export function instructionLines(terms: InstructionTerms): string[] {
    const lines: string[] = [];
    if (terms.fine_percent > 0) {
        lines.push(`Após ${formatDate(terms.due_date)}, multa de ${formatPercent(terms.fine_percent)}.`);
    }
    if (terms.interest_percent > 0) {
        const perDay = Math.round((terms.amount * terms.interest_percent) / (10_000 * 30));
        const daily = perDay > 0 ? ` (${formatBRL(perDay)} por dia)` : '';
        lines.push(`Juros de mora de ${formatPercent(terms.interest_percent)} ao mês${daily}.`);
    }
    if (terms.discount_amount > 0 && terms.discount_until) {
        lines.push(
            `Desconto de ${formatBRL(terms.discount_amount)} até ${formatDate(terms.discount_until)}.`,
        );
    }
    if (terms.installment) {
        lines.push(`Parcela ${terms.installment.number} de ${terms.installment.count}.`);
    }
    const own = terms.instructions.trim();
    if (own) lines.push(own);
    return lines;
}

/**
 * "Agência/Código do beneficiário": the receiving account when known ('0023/764425-6'); otherwise what the
 * barcode's free field carries (agency, then the account's last seven digits with its check digit).
 */
export function beneficiaryCode(
    barcode: string,
    account?: { agency: string; number: string; digit: string } | null,
): string {
    if (account) return `${account.agency}/${account.number}-${account.digit}`;
    if (!/^\d{44}$/.test(barcode)) throw new RangeError(`Barcode must be 44 digits: ${barcode}`);
    const free = barcode.slice(19);
    const code = free.slice(17, 24);
    return `${free.slice(0, 4)}/${code.slice(0, 6)}-${code[6]}`;
}
