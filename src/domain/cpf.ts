const CPF_DIGITS = /^\d{11}$/;
const CPF_MASK = /^(\d{3})\.(\d{3})\.(\d{3})-(\d{2})$/;
const CPF_MASKED = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;
const SEED_MULTIPLIER = 7919;
const SEED_OFFSET = 123456789;
const BASE_SPACE = 1_000_000_000;
const SEED_SPACE = 100_000_000;

export function normalizeCpf(input: string): string | null {
    const value = input.trim();
    if (CPF_DIGITS.test(value)) return value;
    const match = CPF_MASK.exec(value);
    return match ? match.slice(1).join('') : null;
}

function checkDigit(digits: string): number {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
}

export function cpfCheckDigits(base9: string): string {
    if (!/^\d{9}$/.test(base9)) throw new RangeError(`CPF base must be 9 digits: ${base9}`);
    const dv1 = checkDigit(base9);
    return `${dv1}${checkDigit(base9 + dv1)}`;
}

const isRepeated = (digits: string): boolean => /^(\d)\1*$/.test(digits);

export function isValidCpf(input: string): boolean {
    const cpf = normalizeCpf(input);
    if (cpf === null || isRepeated(cpf)) return false;
    // 12345678909 is checksum-valid and accepted on purpose (some libraries blacklist it).
    return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

export function formatCpf(input: string): string {
    const cpf = normalizeCpf(input);
    if (cpf === null) return input;
    return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export function maskCpf(input: string): string {
    const cpf = normalizeCpf(input);
    if (cpf !== null) return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
    return CPF_MASKED.test(input.trim()) ? input.trim() : '***.***.***-**';
}

export function cpfFromSeed(n: number): string {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`CPF seed must be an integer >= 0: ${n}`);
    let k = n % BASE_SPACE;
    let base: string;
    do {
        base = String(((k % BASE_SPACE) * SEED_MULTIPLIER + SEED_OFFSET) % BASE_SPACE).padStart(9, '0');
        k += SEED_SPACE;
    } while (isRepeated(base));
    return base + cpfCheckDigits(base);
}
