export const CNPJ_INVALID_MESSAGE = 'O CNPJ não é valido';

const CNPJ_PLAIN = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_MASK = /^([0-9A-Z]{2})\.([0-9A-Z]{3})\.([0-9A-Z]{3})\/([0-9A-Z]{4})-(\d{2})$/;
const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SEED_MULTIPLIER = 7919;
const SEED_OFFSET = 12345678;
const ROOT_SPACE = 100_000_000;

export function normalizeCnpj(input: string): string | null {
    const value = input.trim().toUpperCase();
    if (CNPJ_PLAIN.test(value)) return value;
    const match = CNPJ_MASK.exec(value);
    return match ? match.slice(1).join('') : null;
}

function checkDigit(chars: string): number {
    const weights = WEIGHTS.slice(WEIGHTS.length - chars.length);
    let sum = 0;
    for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i];
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
}

export function cnpjCheckDigits(base12: string): string {
    const base = base12.toUpperCase();
    if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`CNPJ base must be 12 chars [0-9A-Z]: ${base12}`);
    const dv1 = checkDigit(base);
    return `${dv1}${checkDigit(base + dv1)}`;
}

export function isValidCnpj(input: string): boolean {
    const cnpj = normalizeCnpj(input);
    if (cnpj === null || /^(\d)\1{13}$/.test(cnpj)) return false;
    return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

export function formatCnpj(input: string): string {
    const c = normalizeCnpj(input);
    if (c === null) return input;
    return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

export function cnpjFromSeed(n: number, alphanumeric = false): string {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`CNPJ seed must be an integer >= 0: ${n}`);
    const digits = String(((n % ROOT_SPACE) * SEED_MULTIPLIER + SEED_OFFSET) % ROOT_SPACE).padStart(8, '0');
    const root = alphanumeric
        ? String.fromCharCode(65 + Number(digits[0]), 65 + Number(digits[1])) + digits.slice(2)
        : digits;
    const base = `${root}0001`;
    return base + cnpjCheckDigits(base);
}
