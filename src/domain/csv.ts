/**
 * CSV for Excel in pt-BR: `;` between cells (the comma is the decimal mark), decimal comma without
 * thousands separators, CRLF between rows, UTF-8 with a BOM so Excel reads the accents right. Text that a
 * spreadsheet would turn into a number or a date (a 47-digit line, a CPF with a leading zero, '6/6') is
 * written as `="…"`, which Excel and LibreOffice show as the text it holds; amounts ('1234,56'), dates
 * (dd/MM/yyyy) and times stay numbers and dates.
 */
import { formatDate, formatTime } from './dates';
import { centsToDecimalString } from './money';

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

/** A number cell with a decimal comma: '-1234,56'. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
/** Text Excel would run as a formula (CSV injection); plain numbers such as '-12,34' are left alone. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;
/**
 * Text a spreadsheet would read as a number or a date: digits with a leading zero (dropped) or 12 and more
 * (scientific notation, and wrong after the 15th); dotted digit groups ('12.345.678', thousands in pt-BR);
 * an exponent ('1E5'); a fraction or day-month ('6/6', '1 1/2', '12-05', '03/2026'); a number in parentheses
 * (a negative in accounting). Only digits and `./- ()E` match, so the `="…"` it is wrapped in is safe.
 */
const READ_AS_NUMBER_OR_DATE =
    /^(?:0\d+|\d{12,}|\d+(?:\.\d+)+|\d+(?:,\d+)?[eE][+-]?\d+|(?:\d+ )?\d{1,4}[/-]\d{1,4}|\(\d+(?:,\d+)?\))$/;

/**
 * One cell: text a spreadsheet would convert is written as `="…"` (kept as typed); formula-like text is
 * defused with a leading `'`; `;`, quotes and line breaks are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
    if (value === null || value === undefined) return '';
    let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
    if (typeof value === 'string' && READ_AS_NUMBER_OR_DATE.test(text)) return `="${text}"`;
    if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
    return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as CSV text (without the BOM, which `csvBlob` adds). */
export function buildCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
    return rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n');
}

/** Cents as an Excel pt-BR number, exactly: 123456 → '1234,56', -5 → '-0,05'. */
export function csvAmount(cents: number): string {
    return centsToDecimalString(cents).replace('.', ',');
}

/** The file: BOM + text, UTF-8. */
export function csvBlob(text: string): Blob {
    return new Blob([CSV_BOM + text], { type: CSV_MIME });
}

export interface StatementCsvRow {
    created_at: string;
    description: string;
    /** Signed cents. */
    amount: number;
    /** Balance after the movement, cents. */
    balance_after: number;
    status?: string;
}

export const STATEMENT_CSV_HEADER = ['Data', 'Hora', 'Descrição', 'Valor (R$)', 'Saldo (R$)', 'Situação'];

/** A statement as CSV: date dd/MM/yyyy and time HH:mm in Brasília, amounts and balances in reais. */
export function statementCsv(rows: readonly StatementCsvRow[]): string {
    return buildCsv([
        STATEMENT_CSV_HEADER,
        ...rows.map((row) => [
            formatDate(row.created_at),
            formatTime(row.created_at),
            row.description,
            csvAmount(row.amount),
            csvAmount(row.balance_after),
            row.status === 'reversed' ? 'Estornada' : 'Efetivada',
        ]),
    ]);
}
