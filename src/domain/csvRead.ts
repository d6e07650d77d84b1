/**
 * Reading pt-BR CSV files (the payer and boleto batches): the bytes decoded as UTF-8 (BOM dropped) or, when
 * they are not valid UTF-8, Windows-1252 (Excel's "CSV" on Windows); the separator taken from the header;
 * RFC 4180 records with the line each starts on. Every cell stays text, so a CPF keeps its leading zeros.
 */

export type CsvEncoding = 'utf-8' | 'windows-1252';

/** UTF-8 (its BOM dropped) when the bytes are valid UTF-8, else Windows-1252. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
    const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    const body = hasBom ? bytes.subarray(3) : bytes;
    try {
        return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
    } catch {
        return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
    }
}

/** 'Número' → 'numero', 'E-mail' → 'email', ' UF ' → 'uf'. */
export const csvHeaderKey = (cell: string) =>
    cell
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');

/** The separator of the header line: the one of `;` and `,` it has more of outside quotes. */
export function detectCsvSeparator(text: string): ';' | ',' | null {
    let semicolons = 0;
    let commas = 0;
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
        const ch = text[i];
        if (ch === '"') quoted = !quoted;
        else if (!quoted && (ch === '\n' || ch === '\r')) break;
        else if (!quoted && ch === ';') semicolons++;
        else if (!quoted && ch === ',') commas++;
    }
    if (semicolons === 0 && commas === 0) return null;
    return semicolons >= commas ? ';' : ',';
}

export interface CsvRecord {
    line: number;
    cells: string[];
}

const isBreak = (ch: string) => ch === '\n' || ch === '\r';
const breaksIn = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * RFC 4180 records with the line each starts on; `null` when a quote is never closed. A cell is quoted
 * when it starts with `"` (`""` inside is a quote, line breaks are kept); cells are sliced, not built a
 * character at a time, so 5,000 lines take a few milliseconds.
 */
export function readCsvRecords(text: string, separator: string): CsvRecord[] | null {
    const records: CsvRecord[] = [];
    const end = text.length;
    let cells: string[] = [];
    let line = 1;
    let start = 1;
    let i = 0;
    const untilCellEnd = (from: number) => {
        let k = from;
        while (k < end && text[k] !== separator && !isBreak(text[k])) k++;
        return k;
    };
    for (;;) {
        let value = '';
        if (text[i] === '"') {
            let from = i + 1;
            for (;;) {
                const quote = text.indexOf('"', from);
                if (quote === -1) return null;
                const chunk = text.slice(from, quote);
                value += chunk;
                line += breaksIn(chunk);
                if (text[quote + 1] !== '"') {
                    from = quote + 1;
                    break;
                }
                value += '"';
                from = quote + 2;
            }
            // Anything between the closing quote and the separator stays in the cell (lenient, as Excel).
            i = untilCellEnd(from);
            value += text.slice(from, i);
        } else {
            const k = untilCellEnd(i);
            value = text.slice(i, k);
            i = k;
        }
        cells.push(value);
        if (i >= end) {
            records.push({ line: start, cells });
            return records;
        }
        if (text[i] === separator) {
            i++;
            continue;
        }
        i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
        records.push({ line: start, cells });
        cells = [];
        line++;
        start = line;
        if (i >= end) return records;
    }
}

/**
 * A cell as text: csvCell's `="…"` around text kept from a spreadsheet's conversion ('="00000000191"') is
 * unwrapped, and its `'` before a formula-like start (or a digit typed as text) is dropped.
 */
export const csvCellText = (cell: string) =>
    cell.replace(/^="([^"]*)"$/, '$1').replace(/^'(?=[=+\-@\d])/, '');

export const isBlankRecord = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Bytes no text has: C0/C1 controls (0x81, 0x8D, 0x8F, 0x90, 0x9D are undefined in Windows-1252), U+FFFD. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const NOT_TEXT = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;
/** UTF-8 read as Windows-1252: 'JosÃ©' for 'José', 'Ã\u0081' for 'Á', 'â€“' for '–'. */
const MOJIBAKE =
    /[ÂÃ][\u0080-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]|â€/;
const ANY_PROBLEM = new RegExp(`\u0000|${NOT_TEXT.source}|${MOJIBAKE.source}`);

const linesText = (lines: number[]) => {
    const shown = lines.slice(0, 5).join(', ');
    const more = lines.length > 5 ? ` e mais ${(lines.length - 5).toLocaleString('pt-BR')}` : '';
    return lines.length === 1 ? `linha ${shown}` : `linhas ${shown}${more}`;
};

export const CSV_ENCODING_MESSAGES = {
    nul: (lines: number[]) =>
        `O arquivo tem caracteres nulos (${linesText(lines)}): não é um CSV de texto ou foi salvo em UTF-16. ` +
        'No Excel, use “Salvar como” → “CSV UTF-8”. Nada foi importado.',
    mixed: (lines: number[]) =>
        `O arquivo mistura codificações: ${linesText(lines)} com acentos trocados (como “JosÃ©” no lugar de ` +
        '“José”). Salve-o de novo como “CSV UTF-8” e confira os nomes. Nada foi importado.',
    notText: (lines: number[]) =>
        `O arquivo tem bytes que não são texto (${linesText(lines)}), como 0x81 ou 0x8D: está corrompido ou ` +
        'com a codificação errada. Salve-o de novo como “CSV UTF-8” e confira os nomes. Nada foi importado.',
};

/**
 * Why the decoded text cannot be trusted, naming the lines; null when it reads as text. A file with mixed
 * encodings, stray bytes or NULs is refused whole: its names would be imported garbled.
 */
export function csvEncodingProblem(text: string): string | null {
    if (!ANY_PROBLEM.test(text)) return null;
    const found = { nul: [] as number[], mixed: [] as number[], notText: [] as number[] };
    text.split(/\r\n|\r|\n/).forEach((line, index) => {
        if (line.includes('\u0000')) found.nul.push(index + 1);
        else if (MOJIBAKE.test(line)) found.mixed.push(index + 1);
        else if (NOT_TEXT.test(line)) found.notText.push(index + 1);
    });
    const kind = (['nul', 'mixed', 'notText'] as const).find((k) => found[k].length > 0);
    return kind ? CSV_ENCODING_MESSAGES[kind](found[kind]) : null;
}

export type CsvTable =
    | { ok: true; header: CsvRecord; data: CsvRecord[]; separator: ';' | ','; encoding: CsvEncoding }
    | { ok: false; error: string };

/**
 * The pt-BR reasons a file cannot be read as a table at all (`notCsv`: a NUL byte, so not text). Broken
 * encodings have the same messages for every reader (CSV_ENCODING_MESSAGES).
 */
export interface CsvTableMessages {
    empty: string;
    noSeparator: string;
    unclosedQuote: string;
    notCsv?: string;
}

/** The file (its text or bytes) as a header and its data records, blank lines left out. */
export function readCsvTable(input: string | Uint8Array, messages: CsvTableMessages): CsvTable {
    const { text, encoding } =
        typeof input === 'string'
            ? { text: input.replace(/^\uFEFF/, ''), encoding: 'utf-8' as const }
            : decodeCsvBytes(input);
    if (text.trim() === '') return { ok: false, error: messages.empty };
    if (messages.notCsv && text.includes('\u0000')) return { ok: false, error: messages.notCsv };
    const broken = csvEncodingProblem(text);
    if (broken) return { ok: false, error: broken };
    const separator = detectCsvSeparator(text.slice(text.search(/\S/)));
    if (!separator) return { ok: false, error: messages.noSeparator };
    const records = readCsvRecords(text, separator);
    if (!records) return { ok: false, error: messages.unclosedQuote };
    const [header, ...data] = records.filter((record) => !isBlankRecord(record.cells));
    if (!header) return { ok: false, error: messages.empty };
    return { ok: true, header, data, separator, encoding };
}
