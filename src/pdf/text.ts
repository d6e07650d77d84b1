/**
 * Text helpers for the PDF toolkit. jsPDF's built-in Helvetica speaks WinAnsi (Latin-1): one character
 * outside it makes jsPDF write the whole string as two-byte codes, which prints as garbage. So every
 * text goes through `pdfText` first.
 */

/** Common typography outside Latin-1, spelled with Latin-1 characters. */
const FALLBACKS: Record<string, string> = {
    '\u2013': '-',
    '\u2014': '-',
    '\u2212': '-',
    '\u2018': "'",
    '\u2019': "'",
    '\u201a': "'",
    '\u201c': '"',
    '\u201d': '"',
    '\u201e': '"',
    '\u2026': '...',
    '\u2022': '\u00b7',
    '\u20ac': 'EUR',
    '\u00a0': ' ',
    '\u202f': ' ',
    '\u2009': ' ',
    '\t': ' ',
};

const OUTSIDE_LATIN1 = /[^\n\x20-\x7e\xa1-\xff]/gu;

/** The text as Helvetica can print it: accents kept (NFC), typography mapped, the rest as '?'. */
export function pdfText(text: string | number): string {
    return String(text)
        .normalize('NFC')
        .replace(/\r\n?/g, '\n')
        .replace(OUTSIDE_LATIN1, (char) => FALLBACKS[char] ?? (char <= '\x9f' ? '' : '?'));
}

/** The brand's initials, as BrandLogo draws them: first letters of the first two words. */
export function brandInitials(title: string): string {
    return title
        .trim()
        .split(/\s+/)
        .map((word) => word[0] ?? '')
        .join('')
        .slice(0, 2)
        .toUpperCase();
}

const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** 'dd/MM/yyyy às HH:mm' in Brasília time (UTC−3, no daylight saving), whatever the machine's zone. */
export function brasiliaDateTime(instant: Date): string {
    const local = new Date(instant.getTime() + BRASILIA_OFFSET_MS);
    const date = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
    return `${date} às ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

const QUANTITY = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A table cell as text: numbers are quantities (1.234,5); strings pass as given. */
export function cellText(value: string | number | null | undefined): string {
    if (value === null || value === undefined) return '';
    return pdfText(typeof value === 'number' ? QUANTITY.format(value) : value);
}

/** Money as the screens format it ('R$ 1.234,56', '-R$ 10,00'). */
export const looksLikeMoney = (text: string) => /^[-+]?\s*R\$/.test(text.trim());
