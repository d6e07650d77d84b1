/**
 * Payers in batch from a pt-BR CSV (rules §6): `;` (Excel pt-BR) or `,` between cells, detected from the
 * header; UTF-8 with or without BOM, or Windows-1252 (Excel's "CSV" on Windows) when the bytes are not valid
 * UTF-8; quoted cells with doubled quotes and line breaks inside; every cell kept as text, so a CPF or a CEP
 * keeps its leading zeros. Each line is checked with the payer rules (drawee.ts) and gets its reasons in
 * pt-BR; a CPF/CNPJ repeated in the file is flagged on its later lines. Pure: runs in a Web Worker, the
 * page's main thread (no Worker) and the sandbox bank's batch-file call alike.
 */
import { buildCsv } from './csv';
import { type CsvEncoding, csvCellText, csvHeaderKey, readCsvTable } from './csvRead';
import {
    checkDrawee,
    type DraweeFields,
    documentError,
    MAX_BATCH_FILE_BYTES,
    MAX_BATCH_ROWS,
} from './drawee';

export { type CsvEncoding, decodeCsvBytes } from './csvRead';

/** The template's columns, in its order. */
export const DRAWEE_CSV_COLUMNS = [
    'nome',
    'documento',
    'email',
    'telefone',
    'cep',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cidade',
    'uf',
] as const;

export type DraweeCsvColumn = (typeof DRAWEE_CSV_COLUMNS)[number];

/** Columns a file may leave out (their fields are optional). */
export const OPTIONAL_CSV_COLUMNS: readonly DraweeCsvColumn[] = ['email', 'telefone', 'complemento'];

const FIELD_OF: Record<DraweeCsvColumn, string> = {
    nome: 'name',
    documento: 'document',
    email: 'email',
    telefone: 'phone',
    cep: 'address.zip',
    logradouro: 'address.street',
    numero: 'address.number',
    complemento: 'address.complement',
    bairro: 'address.district',
    cidade: 'address.city',
    uf: 'address.state',
};

const valuesOf = (d: DraweeFields): Record<DraweeCsvColumn, string> => ({
    nome: d.name,
    documento: d.document,
    email: d.email,
    telefone: d.phone,
    cep: d.address.zip,
    logradouro: d.address.street,
    numero: d.address.number,
    complemento: d.address.complement ?? '',
    bairro: d.address.district,
    cidade: d.address.city,
    uf: d.address.state,
});

/** Payers as CSV text for Excel pt-BR (`;`, CRLF, quotes where needed); the BOM is the caller's. */
export function serializeDraweeCsv(drawees: readonly DraweeFields[]): string {
    return buildCsv([
        [...DRAWEE_CSV_COLUMNS],
        ...drawees.map((d) => {
            const values = valuesOf(d);
            return DRAWEE_CSV_COLUMNS.map((column) => values[column]);
        }),
    ]);
}

/**
 * The downloadable model: the header and two example payers (a person and a company), both valid and
 * obviously fictitious (no demo person's data ships in the real-API build): a test CPF and RFB's own
 * alphanumeric-CNPJ example.
 */
export const DRAWEE_CSV_TEMPLATE = serializeDraweeCsv([
    {
        name: 'Fulano de Tal',
        document: '00000000191',
        email: 'fulano@exemplo.com.br',
        phone: '21900000000',
        address: {
            zip: '20040020',
            street: 'Praça Floriano',
            number: '55',
            complement: 'Sala 1201',
            district: 'Centro',
            city: 'Rio de Janeiro',
            state: 'RJ',
        },
    },
    {
        name: 'Empresa Exemplo Ltda',
        document: '12ABC34501DE35',
        email: 'financeiro@empresa.exemplo.com.br',
        phone: '1130000000',
        address: {
            zip: '01310100',
            street: 'Avenida Paulista',
            number: '1000',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
        },
    },
]);

export interface DraweeCsvRow {
    /** Line of the file where the record starts (the header is line 1). */
    line: number;
    /** The payer as read, normalized where it could be. */
    drawee: DraweeFields;
    /** Why the line cannot be imported, in pt-BR; empty when it can. */
    reasons: string[];
}

export type DraweeCsvParse =
    | {
          ok: true;
          rows: DraweeCsvRow[];
          valid: number;
          invalid: number;
          separator: ';' | ',';
          encoding: CsvEncoding;
          /** Header cells that are not payer columns: their values are left aside. */
          ignoredColumns: string[];
      }
    | { ok: false; error: string };

export const CSV_MESSAGES = {
    empty: 'O arquivo está vazio.',
    noRows: 'O arquivo só tem o cabeçalho: inclua ao menos um sacado.',
    tooManyRows: (count: number) =>
        `O arquivo tem ${count.toLocaleString('pt-BR')} sacados; envie no máximo ` +
        `${MAX_BATCH_ROWS.toLocaleString('pt-BR')} por arquivo.`,
    noSeparator: 'Cabeçalho não reconhecido: separe as colunas com ";" ou ",".',
    missingColumns: (columns: string[]) =>
        `Faltam colunas no cabeçalho: ${columns.join(', ')}. Baixe o modelo para ver o formato.`,
    repeatedColumn: (column: string) => `A coluna "${column}" aparece mais de uma vez no cabeçalho.`,
    unclosedQuote: 'Há uma aspa sem fechamento no arquivo: confira a última linha com aspas.',
    extraCells: 'A linha tem mais colunas que o cabeçalho (um ";" fora de aspas?).',
    duplicate: (line: number) => `CPF/CNPJ repetido no arquivo (já aparece na linha ${line}).`,
    lostZeros: 'O CPF/CNPJ perdeu zeros à esquerda (o Excel faz isso): formate a coluna como Texto.',
    scientific: 'O CPF/CNPJ está em notação científica (o Excel faz isso): formate a coluna como Texto.',
    cepLostZero: 'O CEP perdeu o zero à esquerda (o Excel faz isso): formate a coluna como Texto.',
} as const;

const isColumn = (key: string): key is DraweeCsvColumn =>
    (DRAWEE_CSV_COLUMNS as readonly string[]).includes(key);

/** Hints for what Excel does to numbers typed in a General column. */
function excelHints(raw: Record<DraweeCsvColumn, string>): Partial<Record<string, string>> {
    const hints: Partial<Record<string, string>> = {};
    const document = raw.documento.trim();
    if (/^\d+(,\d+)?E\+\d+$/i.test(document)) hints.document = CSV_MESSAGES.scientific;
    else if (
        /^\d{9,13}$/.test(document) &&
        [11, 14].some((length) => length > document.length && !documentError(document.padStart(length, '0')))
    ) {
        hints.document = CSV_MESSAGES.lostZeros;
    }
    if (/^\d{7}$/.test(raw.cep.trim())) hints['address.zip'] = CSV_MESSAGES.cepLostZero;
    return hints;
}

/**
 * Reads a payer CSV (text, or the file's bytes) into lines with their reasons. A file that cannot be read
 * as payers at all (no header, missing columns, too many lines) answers `{ ok: false, error }`.
 */
export function parseDraweeCsv(input: string | Uint8Array): DraweeCsvParse {
    const table = readCsvTable(input, CSV_MESSAGES);
    if (!table.ok) return table;
    const { header, data, separator, encoding } = table;

    const keys = header.cells.map(csvHeaderKey);
    const position = new Map<DraweeCsvColumn, number>();
    const ignoredColumns: string[] = [];
    for (const [index, key] of keys.entries()) {
        if (!isColumn(key)) {
            if (key) ignoredColumns.push(header.cells[index].trim());
            continue;
        }
        if (position.has(key)) return { ok: false, error: CSV_MESSAGES.repeatedColumn(key) };
        position.set(key, index);
    }
    const missing = DRAWEE_CSV_COLUMNS.filter(
        (column) => !position.has(column) && !OPTIONAL_CSV_COLUMNS.includes(column),
    );
    if (missing.length > 0) return { ok: false, error: CSV_MESSAGES.missingColumns(missing) };
    if (data.length === 0) return { ok: false, error: CSV_MESSAGES.noRows };
    if (data.length > MAX_BATCH_ROWS) return { ok: false, error: CSV_MESSAGES.tooManyRows(data.length) };

    const firstLineOf = new Map<string, number>();
    let valid = 0;
    const rows = data.map(({ line, cells }): DraweeCsvRow => {
        const raw = {} as Record<DraweeCsvColumn, string>;
        for (const column of DRAWEE_CSV_COLUMNS) {
            const index = position.get(column);
            raw[column] = index === undefined ? '' : csvCellText(cells[index] ?? '');
        }
        const { fields: drawee, errors } = checkDrawee({
            name: raw.nome,
            document: raw.documento,
            email: raw.email,
            phone: raw.telefone,
            address: {
                zip: raw.cep,
                street: raw.logradouro,
                number: raw.numero,
                complement: raw.complemento,
                district: raw.bairro,
                city: raw.cidade,
                state: raw.uf,
            },
        });
        const hints = excelHints(raw);
        const reasons = DRAWEE_CSV_COLUMNS.flatMap((column) => {
            const field = FIELD_OF[column];
            const message = errors[field]?.[0];
            return message ? [hints[field] ?? message] : [];
        });
        if (cells.length > keys.length && cells.slice(keys.length).some((cell) => cell.trim() !== '')) {
            reasons.push(CSV_MESSAGES.extraCells);
        }
        if (!errors.document) {
            const first = firstLineOf.get(drawee.document);
            if (first === undefined) firstLineOf.set(drawee.document, line);
            else reasons.push(CSV_MESSAGES.duplicate(first));
        }
        if (reasons.length === 0) valid++;
        return { line, drawee, reasons };
    });
    return { ok: true, rows, valid, invalid: rows.length - valid, separator, encoding, ignoredColumns };
}

export const CSV_FILE_MESSAGES = {
    required: 'Escolha um arquivo CSV.',
    type: 'Envie um arquivo .csv (colunas separadas por ";" ou ",").',
    size: `O arquivo passa de ${MAX_BATCH_FILE_BYTES / 1024 / 1024} MB: divida-o em arquivos menores.`,
    empty: CSV_MESSAGES.empty,
} as const;

/** The checks made before reading a file (the page) and on receiving it (the bank): name, size. */
export function csvFileProblem(file: { name: string; size: number }): string | null {
    if (!/\.csv$/i.test(file.name)) return CSV_FILE_MESSAGES.type;
    if (file.size > MAX_BATCH_FILE_BYTES) return CSV_FILE_MESSAGES.size;
    if (file.size === 0) return CSV_FILE_MESSAGES.empty;
    return null;
}
