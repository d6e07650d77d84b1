/**
 * Boletos in batch from a pt-BR CSV (`/instrucoes-boleto-lote`): one line per boleto, the payer by CPF/CNPJ.
 * Read like the payer batch (csvRead.ts: `;` or `,` from the header, UTF-8 with or without BOM or
 * Windows-1252, quoted cells, every cell text). Amounts '1.234,56' or '1234,56'; fine and interest in percent
 * ('2' or '2,5', kept as basis points); dates dd/MM/yyyy. Each line is checked with the boleto rules
 * (invoice.ts checkInvoiceTerms, today in Brasília) and gets its reasons in pt-BR; the same payer with the
 * same "seu número" is flagged on its later lines. Pure: the page's Web Worker and the bank's batch-file call.
 */
import { buildCsv, csvAmount } from './csv';
import { type CsvEncoding, csvCellText, csvHeaderKey, readCsvTable } from './csvRead';
import { formatDate, parseDateBR, toDateOnlyBrasilia } from './dates';
import { detectDocument } from './document';
import { documentError, MAX_BATCH_FILE_BYTES } from './drawee';
import { CSV_FILE_MESSAGES, CSV_MESSAGES } from './draweeCsv';
import { addMonths, checkInvoiceTerms, INVOICE_MESSAGES, type InvoiceTerms, payerIsPerson } from './invoice';
import { parseBRL } from './money';
import { percentToBp } from './percent';

/** The template's columns, in its order. */
export const INVOICE_CSV_COLUMNS = [
    'documento_sacado',
    'valor',
    'vencimento',
    'parcelas',
    'multa',
    'juros',
    'desconto',
    'desconto_ate',
    'seu_numero',
    'instrucoes',
] as const;

export type InvoiceCsvColumn = (typeof INVOICE_CSV_COLUMNS)[number];

/** The columns every file must have; the others may be left out (no installments, fine, discount…). */
export const REQUIRED_INVOICE_CSV_COLUMNS: readonly InvoiceCsvColumn[] = [
    'documento_sacado',
    'valor',
    'vencimento',
];

/** Boletos (lines) per file, as the batch call takes them. */
export const MAX_INVOICE_CSV_ROWS = 5000;

/** Other header names taken for a column (after csvHeaderKey: no accents, case or punctuation). */
const ALIASES: Partial<Record<string, InvoiceCsvColumn>> = {
    documento: 'documento_sacado',
    cpfcnpj: 'documento_sacado',
};

const COLUMN_OF_KEY = new Map<string, InvoiceCsvColumn>([
    ...INVOICE_CSV_COLUMNS.map((column) => [csvHeaderKey(column), column] as const),
    ...(Object.entries(ALIASES) as [string, InvoiceCsvColumn][]),
]);

/** A boleto line as `POST payment/invoice/batch` takes it (cents, basis points, 'yyyy-MM-dd'). */
export interface InvoiceBatchRowData extends InvoiceTerms {
    drawee_document: string;
}

export interface InvoiceCsvRow {
    /** Line of the file where the record starts (the header is line 1). */
    line: number;
    /** The boleto as read, normalized where it could be. */
    invoice: InvoiceBatchRowData;
    /** Why the line cannot be sent, in pt-BR; empty when it can. */
    reasons: string[];
}

export type InvoiceCsvParse =
    | {
          ok: true;
          rows: InvoiceCsvRow[];
          valid: number;
          invalid: number;
          /** Cents: the sum of the valid lines' amounts. */
          total: number;
          separator: ';' | ',';
          encoding: CsvEncoding;
          /** Header cells that are not boleto columns: their values are left aside. */
          ignoredColumns: string[];
      }
    | { ok: false; error: string };

export interface InvoiceCsvOptions {
    /** Brasília's date, 'yyyy-MM-dd' (default: now). */
    today?: string;
    /** The holder's active payers' documents (unformatted); when given, any other document is refused. */
    knownDocuments?: ReadonlySet<string>;
}

export const INVOICE_CSV_MESSAGES = {
    empty: CSV_MESSAGES.empty,
    notCsv: 'O arquivo não é um CSV (parece uma planilha do Excel): no Excel, use “Salvar como” → “CSV”.',
    tooBig: CSV_FILE_MESSAGES.size,
    noRows: 'O arquivo só tem o cabeçalho: inclua ao menos um boleto.',
    tooManyRows: (count: number) =>
        `O arquivo tem ${count.toLocaleString('pt-BR')} boletos; envie no máximo ` +
        `${MAX_INVOICE_CSV_ROWS.toLocaleString('pt-BR')} por arquivo.`,
    noSeparator: CSV_MESSAGES.noSeparator,
    missingColumns: CSV_MESSAGES.missingColumns,
    repeatedColumn: CSV_MESSAGES.repeatedColumn,
    unclosedQuote: CSV_MESSAGES.unclosedQuote,
    extraCells: CSV_MESSAGES.extraCells,
    lostZeros: CSV_MESSAGES.lostZeros,
    scientific: CSV_MESSAGES.scientific,
    amount: 'Valor inválido: use o formato 1.234,56 (vírgula antes dos centavos).',
    discount: 'Desconto inválido: use o formato 1.234,56 (vírgula antes dos centavos).',
    dueDate: 'Vencimento inválido: use dd/mm/aaaa (ex.: 10/03/2026).',
    discountUntil: 'Data do desconto inválida: use dd/mm/aaaa (ex.: 05/03/2026).',
    dateAsNumber:
        'A data virou um número (o Excel faz isso): formate a coluna como Data dd/mm/aaaa ou como Texto.',
    installments: 'Parcelas: informe um número inteiro (1 para boleto único).',
    fine: 'Multa inválida: informe a porcentagem, como 2 ou 2,5.',
    interest: 'Juros inválidos: informe a porcentagem ao mês, como 1 ou 1,5.',
    duplicate: (line: number) =>
        `Boleto repetido no arquivo: mesmo sacado e mesmo seu número da linha ${line}.`,
} as const;

/** Basis points as the percent typed in the file: 250 → '2,5', 200 → '2', 205 → '2,05'. */
export function percentText(bp: number): string {
    const cents = String(bp % 100)
        .padStart(2, '0')
        .replace(/0$/, '');
    return bp % 100 === 0 ? String(Math.floor(bp / 100)) : `${Math.floor(bp / 100)},${cents}`;
}

/** A money cell as cents ('1.234,56', '1234,56', '1234', 'R$ 10,00'); null when it is not money. */
export const parseMoneyCell = (cell: string): number | null => parseBRL(cell);

/** A date cell as 'yyyy-MM-dd': dd/MM/yyyy (d/M/yyyy as Excel may write it) or yyyy-MM-dd; else null. */
export function parseDateCell(cell: string): string | null {
    const text = cell.trim();
    const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (br) return parseDateBR(`${br[1].padStart(2, '0')}/${br[2].padStart(2, '0')}/${br[3]}`);
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseDateBR(text.split('-').reverse().join('/')) : null;
}

/** The cells of one boleto, as written in the file. */
export function invoiceCsvCells(row: InvoiceBatchRowData): Record<InvoiceCsvColumn, string> {
    return {
        documento_sacado: row.drawee_document,
        valor: csvAmount(row.amount),
        vencimento: formatDate(row.due_date),
        parcelas: String(row.installments),
        multa: percentText(row.fine_percent),
        juros: percentText(row.interest_percent),
        desconto: row.discount_amount > 0 ? csvAmount(row.discount_amount) : '',
        desconto_ate: row.discount_until ? formatDate(row.discount_until) : '',
        seu_numero: row.your_number,
        instrucoes: row.instructions,
    };
}

/** Boletos as CSV text for Excel pt-BR (`;`, CRLF, quotes where needed); the BOM is the caller's. */
export function serializeInvoiceCsv(rows: readonly InvoiceBatchRowData[]): string {
    return buildCsv([
        [...INVOICE_CSV_COLUMNS],
        ...rows.map((row) => {
            const cells = invoiceCsvCells(row);
            return INVOICE_CSV_COLUMNS.map((column) => cells[column]);
        }),
    ]);
}

/** The payers of the payer template (modelo-sacados.csv): a person and an alphanumeric-CNPJ company. */
export const TEMPLATE_PAYER_DOCUMENTS = ['00000000191', '12ABC34501DE35'] as const;

/**
 * The downloadable model: the header and two boletos that are valid on `today` (due next month), one single
 * and one in 3 installments with fine, interest and a discount. `documents` puts the holder's own payers in.
 */
export function buildInvoiceCsvTemplate(
    today: string,
    documents: readonly [string, string] = TEMPLATE_PAYER_DOCUMENTS,
): string {
    const due = `${addMonths(today, 1).slice(0, 8)}10`;
    return serializeInvoiceCsv([
        {
            drawee_document: documents[0],
            amount: 45_000,
            due_date: due,
            installments: 1,
            fine_percent: 200,
            interest_percent: 100,
            discount_amount: 0,
            discount_until: null,
            instructions: 'Taxa de condomínio. Após o vencimento, multa de 2% e juros de 1% ao mês.',
            your_number: 'COND-0101',
        },
        {
            drawee_document: documents[1],
            amount: 123_456,
            due_date: due,
            installments: 3,
            fine_percent: 200,
            interest_percent: 150,
            discount_amount: 2_500,
            discount_until: `${due.slice(0, 8)}05`,
            instructions: 'Pedido 42; desconto de R$ 25,00 por parcela paga até o dia 5.',
            your_number: 'PED-2026-0042',
        },
    ]);
}

type Cells = Record<InvoiceCsvColumn, string>;

/** What Excel does to a CPF/CNPJ typed in a General column, or the document's own error. */
function documentProblem(raw: string): string | null {
    if (/^\d+(,\d+)?E\+\d+$/i.test(raw)) return INVOICE_CSV_MESSAGES.scientific;
    const error = documentError(raw);
    if (
        error &&
        /^\d{9,13}$/.test(raw) &&
        [11, 14].some((length) => length > raw.length && !documentError(raw.padStart(length, '0')))
    ) {
        return INVOICE_CSV_MESSAGES.lostZeros;
    }
    return error;
}

const normalizeDocument = (raw: string) =>
    detectDocument(raw)?.value ?? raw.replace(/[.\-/\s]/g, '').toUpperCase();

/** An Excel date serial (days since 1900) where a date was expected. */
const isDateSerial = (cell: string) => /^\d{5}$/.test(cell);

type CellErrors = Partial<Record<InvoiceCsvColumn, string>>;

/** The cells read into the API's units; unreadable cells get their own reason (and are sent as blank). */
function readCells(raw: Cells): { input: Record<string, unknown>; cellErrors: CellErrors } {
    const cellErrors: CellErrors = {};
    const read = <T>(column: InvoiceCsvColumn, parse: (cell: string) => T | null, message: string) => {
        const cell = raw[column];
        if (cell === '') return undefined;
        const value = parse(cell);
        if (value === null) cellErrors[column] = message;
        return value ?? undefined;
    };
    const date = (column: 'vencimento' | 'desconto_ate', message: string) =>
        read(column, parseDateCell, isDateSerial(raw[column]) ? INVOICE_CSV_MESSAGES.dateAsNumber : message);
    return {
        input: {
            amount: read('valor', parseMoneyCell, INVOICE_CSV_MESSAGES.amount),
            due_date: date('vencimento', INVOICE_CSV_MESSAGES.dueDate),
            installments: read(
                'parcelas',
                (cell) => (/^\d+$/.test(cell) ? Number(cell) : null),
                INVOICE_CSV_MESSAGES.installments,
            ),
            fine_percent: read('multa', percentToBp, INVOICE_CSV_MESSAGES.fine),
            interest_percent: read('juros', percentToBp, INVOICE_CSV_MESSAGES.interest),
            discount_amount: read('desconto', parseMoneyCell, INVOICE_CSV_MESSAGES.discount),
            discount_until: date('desconto_ate', INVOICE_CSV_MESSAGES.discountUntil),
            instructions: raw.instrucoes,
            your_number: raw.seu_numero,
        },
        cellErrors,
    };
}

/** checkInvoiceTerms' fields, by column. */
const FIELD_OF: Partial<Record<InvoiceCsvColumn, string>> = {
    valor: 'amount',
    vencimento: 'due_date',
    parcelas: 'installments',
    multa: 'fine_percent',
    juros: 'interest_percent',
    desconto: 'discount_amount',
    desconto_ate: 'discount_until',
    seu_numero: 'your_number',
    instrucoes: 'instructions',
};

/** Rules that compare with the amount say nothing useful while the amount itself is unreadable. */
const NEEDS_AMOUNT: readonly string[] = [INVOICE_MESSAGES.installmentMin, INVOICE_MESSAGES.discountInvalid];

function checkLine(raw: Cells, today: string, known: ReadonlySet<string> | undefined) {
    const documentRaw = raw.documento_sacado.trim();
    const document = normalizeDocument(documentRaw);
    const shapeReason = documentProblem(documentRaw);
    const documentReason =
        shapeReason ?? (known && !known.has(document) ? INVOICE_MESSAGES.draweeDocumentUnknown : null);
    const { input, cellErrors } = readCells(raw);
    // A valid CPF caps the fine at 2 % even when the payer is not (yet) registered.
    const person = !shapeReason && payerIsPerson(document);
    const { errors, terms } = checkInvoiceTerms(input, today, person);
    const reasons = documentReason ? [documentReason] : [];
    for (const column of INVOICE_CSV_COLUMNS) {
        const field = FIELD_OF[column];
        if (!field) continue;
        const rule = errors[field]?.[0];
        const own = cellErrors[column];
        if (own) reasons.push(own);
        else if (rule && !(cellErrors.valor && NEEDS_AMOUNT.includes(rule))) reasons.push(rule);
    }
    return { invoice: { drawee_document: document, ...terms }, reasons, documentOk: !documentReason };
}

/** What makes a file unreadable as a CSV before its lines are looked at. */
function bytesProblem(bytes: Uint8Array): string | null {
    if (bytes.length > MAX_BATCH_FILE_BYTES) return INVOICE_CSV_MESSAGES.tooBig;
    const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
    const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
    return zip || ole ? INVOICE_CSV_MESSAGES.notCsv : null;
}

/**
 * Reads a boleto CSV (text, or the file's bytes) into lines with their reasons. A file that cannot be read
 * as boletos at all (empty, not a CSV, too big, missing columns, too many lines) answers `{ ok: false, error }`.
 */
export function parseInvoiceCsv(
    input: string | Uint8Array,
    options: InvoiceCsvOptions = {},
): InvoiceCsvParse {
    const problem = typeof input === 'string' ? null : bytesProblem(input);
    if (problem) return { ok: false, error: problem };
    const table = readCsvTable(input, INVOICE_CSV_MESSAGES);
    if (!table.ok) return table;
    const { header, data, separator, encoding } = table;

    const position = new Map<InvoiceCsvColumn, number>();
    const ignoredColumns: string[] = [];
    for (const [index, cell] of header.cells.entries()) {
        const column = COLUMN_OF_KEY.get(csvHeaderKey(cell));
        if (!column) {
            if (cell.trim()) ignoredColumns.push(cell.trim());
            continue;
        }
        if (position.has(column)) return { ok: false, error: INVOICE_CSV_MESSAGES.repeatedColumn(column) };
        position.set(column, index);
    }
    const missing = REQUIRED_INVOICE_CSV_COLUMNS.filter((column) => !position.has(column));
    if (missing.length > 0) return { ok: false, error: INVOICE_CSV_MESSAGES.missingColumns(missing) };
    if (data.length === 0) return { ok: false, error: INVOICE_CSV_MESSAGES.noRows };
    if (data.length > MAX_INVOICE_CSV_ROWS)
        return { ok: false, error: INVOICE_CSV_MESSAGES.tooManyRows(data.length) };

    const today = options.today ?? toDateOnlyBrasilia();
    const firstLineOf = new Map<string, number>();
    let valid = 0;
    let total = 0;
    const rows = data.map(({ line, cells }): InvoiceCsvRow => {
        const raw = {} as Cells;
        for (const column of INVOICE_CSV_COLUMNS) {
            const index = position.get(column);
            raw[column] = index === undefined ? '' : csvCellText(cells[index] ?? '').trim();
        }
        const { invoice, reasons, documentOk } = checkLine(raw, today, options.knownDocuments);
        if (cells.length > header.cells.length && cells.slice(header.cells.length).some((c) => c.trim())) {
            reasons.push(INVOICE_CSV_MESSAGES.extraCells);
        }
        if (documentOk && invoice.your_number) {
            const key = `${invoice.drawee_document}\u0000${invoice.your_number}`;
            const first = firstLineOf.get(key);
            if (first === undefined) firstLineOf.set(key, line);
            else reasons.push(INVOICE_CSV_MESSAGES.duplicate(first));
        }
        if (reasons.length === 0) {
            valid++;
            total += invoice.amount;
        }
        return { line, invoice, reasons };
    });
    return {
        ok: true,
        rows,
        valid,
        invalid: rows.length - valid,
        total,
        separator,
        encoding,
        ignoredColumns,
    };
}
