export const VALID_DDDS: readonly string[] = Object.freeze(
    [
        '11 12 13 14 15 16 17 18 19',
        '21 22 24 27 28',
        '31 32 33 34 35 37 38',
        '41 42 43 44 45 46 47 48 49',
        '51 53 54 55',
        '61 62 63 64 65 66 67 68 69',
        '71 73 74 75 77 79',
        '81 82 83 84 85 86 87 88 89',
        '91 92 93 94 95 96 97 98 99',
    ]
        .join(' ')
        .split(' '),
);

const DDD_SET = new Set(VALID_DDDS);

export function normalizeMobile(input: string): string | null {
    let digits = input.replace(/[\s().-]/g, '');
    if (digits.startsWith('+55')) digits = digits.slice(3);
    else if (digits.startsWith('0055')) digits = digits.slice(4);
    else if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
    if (!/^\d{11}$/.test(digits) || !DDD_SET.has(digits.slice(0, 2)) || digits[2] !== '9') return null;
    return digits;
}

export function isValidMobile(input: string): boolean {
    return normalizeMobile(input) !== null;
}

export function formatMobile(input: string): string {
    const m = normalizeMobile(input);
    return m === null ? input : `(${m.slice(0, 2)}) ${m.slice(2, 7)}-${m.slice(7)}`;
}

export function toE164(input: string): string | null {
    const m = normalizeMobile(input);
    return m === null ? null : `+55${m}`;
}
