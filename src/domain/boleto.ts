import { toDateOnlyBrasilia } from './dates';

// Boletos: rules file §3 (bank "cobrança" 44/47, convênio/arrecadação 44/48).
// Pure functions; dates are date-only 'yyyy-MM-dd' strings with UTC arithmetic.

export type BoletoKind = 'bank' | 'convenio';
export type ValueId = '6' | '7' | '8' | '9';

export const BOLETO_INVALID = 'Código de barras inválido.';

export interface ParsedBoleto {
    ok: true;
    kind: BoletoKind;
    /** 44 digits. */
    barcode: string;
    /** 47 (bank) or 48 (convênio) digits, as typed (normalized). */
    line: string;
    formattedLine: string;
    bankCode?: string;
    /** null: the payer types the amount (zero amount, or a convênio reference quantity). */
    amountCents: number | null;
    /** Bank only; null for factor 0000, no factor, or a factor outside the window (with a warning). */
    dueDate: string | null;
    /** Convênio: the segment's pt-BR name, e.g. 'Telecomunicações'. */
    segment?: string;
    /** Convênio: the segment digit (position 2). */
    segmentCode?: string;
    valueId?: ValueId;
    warnings: string[];
}

export interface InvalidBoleto {
    ok: false;
    error: typeof BOLETO_INVALID;
    /** pt-BR detail for logs and tests, never shown to the user. */
    reason: string;
}

export type BoletoResult = ParsedBoleto | InvalidBoleto;

export interface BankBoletoInput {
    bankCode: string;
    amountCents: number;
    dueDate: string | null;
    freeField: string;
}

export interface BuiltBoleto {
    barcode: string;
    line: string;
    formattedLine: string;
}

export const CONVENIO_SEGMENTS: Readonly<Record<string, string>> = Object.freeze({
    '1': 'Prefeituras',
    '2': 'Saneamento',
    '3': 'Energia elétrica e gás',
    '4': 'Telecomunicações',
    '5': 'Órgãos governamentais',
    '6': 'Carnês e demais empresas identificadas por CNPJ',
    '7': 'Multas de trânsito',
    '9': 'Uso exclusivo do banco',
});

const DAY_MS = 24 * 60 * 60 * 1000;
const BASE_DATE_MS = Date.UTC(1997, 9, 7); // factor base date, 1997-10-07
const CYCLE = 9000; // factors run 1000..9999, then restart at 1000 (2025-02-22, 2049-10-14, …)
const FIRST_FACTOR = 1000;
const WINDOW_PAST = 3000;
const WINDOW_FUTURE = 5500;
const MAX_AMOUNT_CENTS = 9_999_999_999; // 10 digits in the barcode
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEPARATORS = /[ .-]/g;
const VALUE_IDS: readonly string[] = ['6', '7', '8', '9'];

// ---------------------------------------------------------------- check digits

const digitsOf = (s: string): number[] => Array.from(s, Number);

/** Mod 10: weights 2,1,2,1… from the right, products > 9 summed digit by digit; DV = (10 − sum % 10) % 10. */
export function mod10(digits: string): number {
    const sum = digitsOf(digits)
        .reverse()
        .reduce((acc, d, i) => {
            const p = d * (i % 2 === 0 ? 2 : 1);
            return acc + (p > 9 ? p - 9 : p);
        }, 0);
    return (10 - (sum % 10)) % 10;
}

/** sum % 11 with weights 2..9 cycling from the right. */
export function mod11Remainder(digits: string): number {
    const sum = digitsOf(digits)
        .reverse()
        .reduce((acc, d, i) => acc + d * (2 + (i % 8)), 0);
    return sum % 11;
}

/** Bank DV geral: 11 − r; 0, 10 and 11 become 1 (never 0). */
export function mod11Bank(digits: string): number {
    const dv = 11 - mod11Remainder(digits);
    return dv >= 10 ? 1 : dv;
}

/** Arrecadação DAC / block DV: r ∈ {0, 1} → 0, r = 10 → 1, else 11 − r. */
export function mod11Collection(digits: string): number {
    const r = mod11Remainder(digits);
    return r <= 1 ? 0 : 11 - r;
}

const collectionDv = (valueId: string, digits: string): number =>
    valueId === '6' || valueId === '7' ? mod10(digits) : mod11Collection(digits);

// ---------------------------------------------------------------- dates and factor

function dayNumber(date: string): number | null {
    const match = DATE_ONLY.exec(date);
    if (match === null) return null;
    const [y, m, d] = [+match[1], +match[2], +match[3]];
    const ms = Date.UTC(y, m - 1, d);
    const back = new Date(ms);
    const real = back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
    return real ? (ms - BASE_DATE_MS) / DAY_MS : null;
}

function requireDay(date: string, what: string): number {
    const day = dayNumber(date);
    if (day === null) throw new RangeError(`${what} must be a real 'yyyy-MM-dd' date: ${date}`);
    return day;
}

const dateOfDay = (day: number): string => new Date(BASE_DATE_MS + day * DAY_MS).toISOString().slice(0, 10);

/**
 * The due date of a factor read on `today`: the candidate (factor + 9000·k days after 1997-10-07) inside
 * [today − 3000, today + 5500]; null for 0 or when no candidate is inside (the window is shorter than a
 * cycle, so at most one is).
 */
export function dueDateFromFactor(factor: number, today: string): string | null {
    if (!Number.isInteger(factor) || factor < 0 || factor > 9999) {
        throw new RangeError(`Factor must be an integer 0..9999: ${factor}`);
    }
    const todayDay = requireDay(today, 'today');
    if (factor === 0) return null;
    const k = Math.max(0, Math.ceil((todayDay - WINDOW_PAST - factor) / CYCLE));
    // Factors below 1000 only existed in the first cycle (before 2000-07-03).
    if (k > 0 && factor < FIRST_FACTOR) return null;
    const day = factor + k * CYCLE;
    return day <= todayDay + WINDOW_FUTURE ? dateOfDay(day) : null;
}

/** Factor of a due date on or after 2000-07-03 (factor 1000), with the 9000-day restarts. */
export function factorForDate(date: string): number {
    const day = requireDay(date, 'date');
    if (day < FIRST_FACTOR) throw new RangeError(`Due date must be on or after 2000-07-03: ${date}`);
    return ((day - FIRST_FACTOR) % CYCLE) + FIRST_FACTOR;
}

// ---------------------------------------------------------------- conversions and format

function normalize(input: string): string | null {
    const digits = input.replace(SEPARATORS, '');
    return /^\d*$/.test(digits) ? digits : null;
}

function requireDigits(input: string, lengths: readonly number[], what: string): string {
    const digits = normalize(input);
    if (digits === null || !lengths.includes(digits.length)) {
        throw new RangeError(`${what} must have ${lengths.join(' or ')} digits: ${input}`);
    }
    return digits;
}

const withMod10 = (field: string): string => field + mod10(field);

function bankBarcodeToLine(b: string): string {
    const fields = [b.slice(0, 4) + b.slice(19, 24), b.slice(24, 34), b.slice(34, 44)];
    return fields.map(withMod10).join('') + b[4] + b.slice(5, 19);
}

const convenioBlocks = (b: string): string[] => [0, 1, 2, 3].map((i) => b.slice(i * 11, i * 11 + 11));

function convenioBarcodeToLine(b: string): string {
    if (!VALUE_IDS.includes(b[2])) throw new RangeError(`Unknown convênio value id ${b[2]}: ${b}`);
    return convenioBlocks(b)
        .map((block) => block + collectionDv(b[2], block))
        .join('');
}

/** 44-digit barcode → linha digitável (47 for bank, 48 for convênio = starting with 8), with computed DVs. */
export function barcodeToLine(barcode: string): string {
    const b = requireDigits(barcode, [44], 'Barcode');
    return b[0] === '8' ? convenioBarcodeToLine(b) : bankBarcodeToLine(b);
}

/** Linha digitável (47 or 48 digits, separators allowed) → barcode. Drops the DVs without checking them. */
export function lineToBarcode(line: string): string {
    const l = requireDigits(line, [47, 48], 'Line');
    if (l.length === 48) return [0, 1, 2, 3].map((i) => l.slice(i * 12, i * 12 + 11)).join('');
    return l.slice(0, 4) + l[32] + l.slice(33, 47) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31);
}

/**
 * 'AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV' (47) or '84610000000-5 24610029110-2 …' (48);
 * anything else is returned unchanged.
 */
export function formatLine(line: string): string {
    const l = normalize(line);
    if (l?.length === 48) {
        return [0, 1, 2, 3].map((i) => `${l.slice(i * 12, i * 12 + 11)}-${l[i * 12 + 11]}`).join(' ');
    }
    if (l?.length !== 47) return line;
    const cut = (a: number, b: number, c: number) => `${l.slice(a, b)}.${l.slice(b, c)}`;
    return `${cut(0, 5, 10)} ${cut(10, 15, 21)} ${cut(21, 26, 32)} ${l[32]} ${l.slice(33)}`;
}

// ---------------------------------------------------------------- building

function factorField(dueDate: string | null): string {
    return dueDate === null ? '0000' : String(factorForDate(dueDate));
}

function checkBankInput({ bankCode, amountCents, freeField }: BankBoletoInput): void {
    if (!/^\d{3}$/.test(bankCode)) throw new RangeError(`Bank code must be 3 digits: ${bankCode}`);
    // A 44-digit value starting with 8 is read as convênio (rules file §3.1).
    if (bankCode[0] === '8') {
        throw new RangeError(`Bank code cannot start with 8 (convênio product): ${bankCode}`);
    }
    if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
        throw new RangeError(`Amount must be an integer 0..${MAX_AMOUNT_CENTS} cents: ${amountCents}`);
    }
    if (!/^\d{25}$/.test(freeField)) throw new RangeError(`Free field must be 25 digits: ${freeField}`);
}

/** A bank boleto (currency 9 = BRL) with its factor and every DV. dueDate null → factor 0000. */
export function buildBankBoleto(input: BankBoletoInput): BuiltBoleto {
    checkBankInput(input);
    const amount = String(input.amountCents).padStart(10, '0');
    const withoutDv = `${input.bankCode}9${factorField(input.dueDate)}${amount}${input.freeField}`;
    const barcode = `${withoutDv.slice(0, 4)}${mod11Bank(withoutDv)}${withoutDv.slice(4)}`;
    const line = bankBarcodeToLine(barcode);
    return { barcode, line, formattedLine: formatLine(line) };
}

// ---------------------------------------------------------------- parsing

const invalid = (reason: string): InvalidBoleto => ({ ok: false, error: BOLETO_INVALID, reason });
const dvMismatch = (what: string, found: string, expected: number): string =>
    `${what} inválido: informado ${found}, esperado ${expected}.`;
const PAYER_TYPES = 'Valor não informado no código: o pagador deve digitar o valor.';

function bankLineError(l: string): string | null {
    const fields: [number, number][] = [
        [0, 9],
        [10, 20],
        [21, 31],
    ];
    for (const [i, [start, end]] of fields.entries()) {
        const expected = mod10(l.slice(start, end));
        if (String(expected) !== l[end]) return dvMismatch(`DV do campo ${i + 1} (mod 10)`, l[end], expected);
    }
    return null;
}

function bankBarcodeError(b: string): string | null {
    const expected = mod11Bank(b.slice(0, 4) + b.slice(5));
    if (String(expected) !== b[4]) return dvMismatch('DV geral (mod 11)', b[4], expected);
    if (b[3] !== '9') return `Moeda ${b[3]} não suportada (esperado 9 = real).`;
    if (b[0] === '8') return `Código de banco ${b.slice(0, 3)} começa com 8 (reservado a convênios).`;
    return null;
}

function bankAmountAndDate(b: string, today: string, warnings: string[]) {
    // First position of factor+amount = 0: no factor, and the amount may use positions 6–19.
    const noFactor = b[5] === '0';
    if (noFactor && b.slice(5, 9) !== '0000')
        warnings.push('Sem fator de vencimento: o valor ocupa as posições 6–19.');
    const cents = Number(noFactor ? b.slice(5, 19) : b.slice(9, 19));
    if (cents === 0) warnings.push(PAYER_TYPES);
    const dueDate = noFactor ? null : dueDateFromFactor(Number(b.slice(5, 9)), today);
    if (!noFactor && dueDate === null) {
        warnings.push(
            `Fator de vencimento ${b.slice(5, 9)} fora da janela (−3000/+5500 dias): confirme o vencimento.`,
        );
    }
    return { amountCents: cents === 0 ? null : cents, dueDate };
}

function bankResult(barcode: string, line: string, today: string): ParsedBoleto {
    const warnings: string[] = [];
    const { amountCents, dueDate } = bankAmountAndDate(barcode, today, warnings);
    const bankCode = barcode.slice(0, 3);
    return {
        ok: true,
        kind: 'bank',
        barcode,
        line,
        formattedLine: formatLine(line),
        bankCode,
        amountCents,
        dueDate,
        warnings,
    };
}

function parseBank(digits: string, today: string): BoletoResult {
    if (digits.length === 47) {
        const error = bankLineError(digits);
        if (error !== null) return invalid(error);
    }
    const barcode = digits.length === 47 ? lineToBarcode(digits) : digits;
    const error = bankBarcodeError(barcode);
    if (error !== null) return invalid(error);
    return bankResult(barcode, digits.length === 47 ? digits : bankBarcodeToLine(barcode), today);
}

function convenioHeaderError(b: string): string | null {
    if (b[0] !== '8') return `Linha de 48 dígitos deve começar com 8 (arrecadação), começa com ${b[0]}.`;
    if (!VALUE_IDS.includes(b[2])) return `Identificador de valor ${b[2]} inválido (esperado 6, 7, 8 ou 9).`;
    return null;
}

const modName = (valueId: string): string => (valueId === '6' || valueId === '7' ? 'mod 10' : 'mod 11');

/** Block DVs of a 48-digit line; the contested r = 1 → 1 reading of mod 11 is accepted with a warning. */
function convenioBlockError(l: string, warnings: string[]): string | null {
    const valueId = l[2];
    for (let i = 0; i < 4; i++) {
        const block = l.slice(i * 12, i * 12 + 11);
        const found = l[i * 12 + 11];
        const expected = collectionDv(valueId, block);
        if (String(expected) === found) continue;
        const contested = modName(valueId) === 'mod 11' && mod11Remainder(block) === 1 && found === '1';
        if (!contested) return dvMismatch(`DV do bloco ${i + 1} (${modName(valueId)})`, found, expected);
        warnings.push(
            `DV do bloco ${i + 1} aceito pela leitura contestada do mod 11 (resto 1 → 1; FEBRABAN: 0).`,
        );
    }
    return null;
}

function convenioBarcodeError(b: string): string | null {
    const expected = collectionDv(b[2], b.slice(0, 3) + b.slice(4));
    if (String(expected) !== b[3]) return dvMismatch(`DAC (${modName(b[2])})`, b[3], expected);
    if (CONVENIO_SEGMENTS[b[1]] === undefined) return `Segmento ${b[1]} não definido no layout FEBRABAN.`;
    return null;
}

function convenioResult(barcode: string, line: string, warnings: string[]): ParsedBoleto {
    const valueId = barcode[2] as ValueId;
    const isValue = valueId === '6' || valueId === '8';
    const cents = isValue ? Number(barcode.slice(4, 15)) : 0;
    if (!isValue)
        warnings.push(
            'Valor de referência (quantidade/índice), não em reais: o pagador deve digitar o valor.',
        );
    else if (cents === 0) warnings.push(PAYER_TYPES);
    return {
        ok: true,
        kind: 'convenio',
        barcode,
        line,
        formattedLine: formatLine(line),
        amountCents: cents === 0 ? null : cents,
        dueDate: null,
        segment: CONVENIO_SEGMENTS[barcode[1]],
        segmentCode: barcode[1],
        valueId,
        warnings,
    };
}

function parseConvenio(digits: string): BoletoResult {
    const headerError = convenioHeaderError(digits);
    if (headerError !== null) return invalid(headerError);
    const warnings: string[] = [];
    if (digits.length === 48) {
        const blockError = convenioBlockError(digits, warnings);
        if (blockError !== null) return invalid(blockError);
    }
    const barcode = digits.length === 48 ? lineToBarcode(digits) : digits;
    const error = convenioBarcodeError(barcode);
    if (error !== null) return invalid(error);
    return convenioResult(barcode, digits.length === 48 ? digits : convenioBarcodeToLine(barcode), warnings);
}

/**
 * Reads a bank boleto (47-digit line or 44-digit barcode) or a convênio (48-digit line or 44-digit barcode
 * starting with 8). Only spaces, dots and hyphens are stripped; every check digit is verified.
 * `today` ('yyyy-MM-dd', default: today in Brasília) anchors the due-date factor window.
 */
export function parseBoleto(input: string, today: string = toDateOnlyBrasilia()): BoletoResult {
    requireDay(today, 'today');
    const digits = normalize(input);
    if (digits === null)
        return invalid('Contém caracteres não permitidos (apenas dígitos, espaços, pontos e hífens).');
    if (digits.length === 47) return parseBank(digits, today);
    if (digits.length === 48) return parseConvenio(digits);
    if (digits.length === 44) return digits[0] === '8' ? parseConvenio(digits) : parseBank(digits, today);
    return invalid(
        `Tamanho ${digits.length}: esperado 44 (código de barras), 47 (bancário) ou 48 (convênio) dígitos.`,
    );
}
