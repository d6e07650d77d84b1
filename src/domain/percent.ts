/**
 * Rates typed as pt-BR percentages ('2', '2,5', '0,33') and sent as basis points (200, 250, 33): integer
 * arithmetic end to end, so '1,15' is 115 and never 114.99999.
 */

/** Up to three integer digits and two decimals, comma or point as the decimal mark. */
const PERCENT_TEXT = /^(\d{1,3})(?:[,.](\d{0,2}))?$/;

/** What the user types, as they type it: digits and one decimal comma (a point becomes a comma), 2 decimals. */
export function typePercent(text: string): string {
    const cleaned = text.replace(/[^\d,.]/g, '').replace('.', ',');
    const [integer, ...rest] = cleaned.split(',');
    const digits = integer.replace(/\D/g, '').slice(0, 3);
    if (rest.length === 0) return digits;
    return `${digits || '0'},${rest.join('').replace(/\D/g, '').slice(0, 2)}`;
}

/** '2,5' → 250 basis points; '' → 0 (no rate); null when the text is not a percentage. */
export function percentToBp(text: string): number | null {
    const trimmed = text.trim().replace(/\s*%$/, '');
    if (trimmed === '') return 0;
    const match = PERCENT_TEXT.exec(trimmed);
    if (!match) return null;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 250 → '2,50' (the input's text). */
export function bpToPercentText(bp: number): string {
    if (!Number.isSafeInteger(bp) || bp < 0)
        throw new RangeError(`Basis points must be a natural number: ${bp}`);
    return `${Math.floor(bp / 100)},${String(bp % 100).padStart(2, '0')}`;
}

/** 250 → '2,50%'. */
export const formatPercent = (bp: number): string => `${bpToPercentText(bp)}%`;
