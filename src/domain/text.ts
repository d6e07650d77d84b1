const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/**
 * Spec 2 §9: the 20-character filter truncation. Counts user-perceived characters (grapheme clusters), so it
 * never cuts a surrogate pair, an emoji sequence or a letter from its combining accent. A longer text keeps
 * `max - 1` characters (trailing spaces dropped) plus '…', so the result is at most `max` characters.
 */
export function truncate(text: string | null | undefined, max = 20): string {
    if (text === null || text === undefined) return '';
    const limit = Math.floor(max);
    if (!(limit >= 1)) return '';
    const parts: string[] = [];
    for (const { segment } of graphemes.segment(text)) {
        if (parts.length === limit)
            return `${parts
                .slice(0, limit - 1)
                .join('')
                .trimEnd()}…`;
        parts.push(segment);
    }
    return text;
}

/** 5000 → '5.000'. */
export const count = (n: number) => n.toLocaleString('pt-BR');

/** '1 boleto', '2 boletos', '5.000 boletos'. */
export const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
