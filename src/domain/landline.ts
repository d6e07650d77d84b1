import { VALID_DDDS } from './phone';

/**
 * Brazilian landlines (rules §2): 10 national digits, a valid DDD and a subscriber number starting with
 * 2–5 (6 is a technical reserve, 7–9 are mobile services). Mobiles are in phone.ts.
 */
const DDD_SET = new Set(VALID_DDDS);

/**
 * '(11) 3456-7890', '11 3456 7890', '+55 11 3456-7890', '0055…', '55' + 10 digits, or the long-distance
 * trunk '0' written before the DDD ('011 3456-7890') → '1134567890'; anything else → null.
 */
export function normalizeLandline(input: string): string | null {
    let digits = input.replace(/[\s().-]/g, '');
    if (digits.startsWith('+55')) digits = digits.slice(3);
    else if (digits.startsWith('0055')) digits = digits.slice(4);
    else if (digits.length === 12 && digits.startsWith('55')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
    if (!/^\d{10}$/.test(digits) || !DDD_SET.has(digits.slice(0, 2)) || !/[2-5]/.test(digits[2])) return null;
    return digits;
}

export function isValidLandline(input: string): boolean {
    return normalizeLandline(input) !== null;
}

/** '1134567890' → '(11) 3456-7890'; anything that is not a landline comes back unchanged. */
export function formatLandline(input: string): string {
    const n = normalizeLandline(input);
    return n === null ? input : `(${n.slice(0, 2)}) ${n.slice(2, 6)}-${n.slice(6)}`;
}
