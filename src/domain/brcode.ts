import { PIX_KEY_MAX_LENGTH } from './pixKeys';

// Pix BR Code (EMV QRCPS merchant-presented): rules file §4.2, BCB "Manual do BR Code" and "Manual de Padrões
// para Iniciação do Pix". Strict generation, lenient parsing. Pure functions, no dependencies.

/** Top-level field IDs. Merchant account templates are 26–51, unreserved templates 80–99. */
export const FIELD = Object.freeze({
    PAYLOAD_FORMAT: '00',
    POINT_OF_INITIATION: '01',
    PIX_ACCOUNT: '26',
    MERCHANT_CATEGORY: '52',
    CURRENCY: '53',
    AMOUNT: '54',
    COUNTRY: '58',
    NAME: '59',
    CITY: '60',
    POSTAL_CODE: '61',
    ADDITIONAL_DATA: '62',
    CRC: '63',
    RECURRENCE: '80',
} as const);

/** IDs inside a Pix template (26–51 or 80–99). */
export const PIX_FIELD = Object.freeze({
    GUI: '00',
    KEY: '01',
    DESCRIPTION: '02',
    FSS: '03',
    URL: '25',
} as const);

/** IDs inside the Additional Data Field template (62). */
export const ADDITIONAL_FIELD = Object.freeze({ TXID: '05' } as const);

export const PIX_GUI = 'br.gov.bcb.pix';
export const NO_TXID = '***';
export const PAYLOAD_FORMAT = '01';
export const MERCHANT_CATEGORY = '0000';
export const CURRENCY_BRL = '986';
export const COUNTRY = 'BR';
export const SINGLE_USE = '12';
export const MAX_NAME_LENGTH = 25;
export const MAX_CITY_LENGTH = 15;
export const MAX_URL_LENGTH = 77;
export const MAX_TXID_LENGTH = 25;
export const MAX_AMOUNT_LENGTH = 13;
const MAX_VALUE_LENGTH = 99;
const CRC_HEADER = `${FIELD.CRC}04`;

/** pt-BR, user-facing. */
export const PIX_MESSAGES = Object.freeze({
    EMPTY: 'Cole o código Pix copia e cola.',
    NOT_BR_CODE: 'Este texto não é um código Pix copia e cola.',
    NOT_PIX: 'Este código não é de Pix.',
    BAD_CRC: 'Código Pix inválido: o dígito verificador (CRC) não confere.',
    TRUNCATED: 'Código Pix incompleto: copie o código inteiro e tente de novo.',
    MALFORMED: 'Código Pix inválido: o conteúdo está corrompido.',
    NO_RECEIVER: 'Código Pix inválido: faltam o nome ou a cidade do recebedor.',
    NO_DESTINATION: 'Código Pix inválido: não há chave Pix nem endereço da cobrança.',
    BAD_AMOUNT: 'Código Pix inválido: o valor não está num formato reconhecido.',
    NOT_BRL: 'Este código Pix não está em reais.',
} as const);

export type PixKind = 'static' | 'dynamic' | 'recurrence';

export interface ParsedPix {
    ok: true;
    /** static: 26/01 key; dynamic: 26/25 URL; recurrence: only an 80–99 Pix template (Pix Automático). */
    kind: PixKind;
    key?: string;
    /** Dynamic: the payload location, without 'https://'. The fetched JWS payload prevails over this code. */
    url?: string;
    /** Composite QR (Pix Automático): the 80–99 recurrence URL, without 'https://'. */
    recurrenceUrl?: string;
    description?: string;
    /** null: the payer types the amount. */
    amountCents: number | null;
    name: string;
    city: string;
    /** null when absent or '***'. */
    txid: string | null;
    postalCode?: string;
    pointOfInitiation?: '11' | '12';
    warnings: string[];
}

export interface InvalidPix {
    ok: false;
    error: string;
}

export type PixParseResult = ParsedPix | InvalidPix;

export interface StaticPixInput {
    key: string;
    name: string;
    city: string;
    amountCents?: number | null;
    txid?: string | null;
    description?: string | null;
    postalCode?: string | null;
}

export interface DynamicPixInput {
    /** Without 'https://'. */
    url: string;
    name: string;
    city: string;
    amountCents?: number | null;
}

// ---------------------------------------------------------------- CRC

const utf8 = new TextEncoder();

function crcOfBytes(bytes: Iterable<number>): string {
    let crc = 0xffff;
    for (const byte of bytes) {
        crc ^= byte << 8;
        for (let bit = 0; bit < 8; bit++)
            crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes; 4 uppercase hex digits. */
export function crc16(payload: string): string {
    return crcOfBytes(utf8.encode(payload));
}

// Generators that feed `charCodeAt` into the CRC (common in JS) disagree with UTF-8 once a payload has accents.
const crc16CodeUnits = (payload: string): string =>
    crcOfBytes(Array.from({ length: payload.length }, (_, i) => payload.charCodeAt(i) & 0xff));

// ---------------------------------------------------------------- building

/** Cents → '10.50' (dot, 2 decimals), by string arithmetic. */
export function formatPixAmount(cents: number): string {
    if (!Number.isSafeInteger(cents) || cents < 0) {
        throw new RangeError(`Amount must be a non-negative integer number of cents: ${cents}`);
    }
    const digits = String(cents).padStart(3, '0');
    return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Text as a BR Code may carry it: accents stripped ('Brasília' → 'Brasilia'), other non-ASCII dropped,
 * whitespace collapsed, cut to `max` characters.
 */
export function toPixText(text: string, max: number = MAX_VALUE_LENGTH): string {
    // NFKD splits 'í' into 'i' + a combining accent (and 'º' into 'o'); dropping non-ASCII then keeps the letter.
    const ascii = text
        .normalize('NFKD')
        .replace(/\s+/g, ' ')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/ {2,}/g, ' ')
        .trim();
    return ascii.slice(0, Math.max(0, max)).trimEnd();
}

function tlv(id: string, value: string): string {
    if (value.length < 1 || value.length > MAX_VALUE_LENGTH) {
        throw new RangeError(
            `BR Code field ${id} must have 1..${MAX_VALUE_LENGTH} characters: ${value.length}`,
        );
    }
    return id + String(value.length).padStart(2, '0') + value;
}

function withCrc(body: string): string {
    const payload = body + CRC_HEADER;
    return payload + crc16(payload);
}

function requiredText(text: string, max: number, what: string): string {
    const value = toPixText(text, max);
    if (value === '')
        throw new RangeError(
            `${what} is empty once accents and other non-ASCII characters are dropped: ${text}`,
        );
    return value;
}

function amountField(cents: number | null | undefined): string {
    if (cents === null || cents === undefined) return '';
    if (!Number.isSafeInteger(cents) || cents <= 0) {
        throw new RangeError(`Amount must be a positive integer number of cents: ${cents}`);
    }
    const amount = formatPixAmount(cents);
    if (amount.length > MAX_AMOUNT_LENGTH) {
        throw new RangeError(`Amount must fit in ${MAX_AMOUNT_LENGTH} characters: ${amount}`);
    }
    return tlv(FIELD.AMOUNT, amount);
}

function txidValue(txid: string | null | undefined): string {
    if (txid === null || txid === undefined || txid === '' || txid === NO_TXID) return NO_TXID;
    if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) {
        throw new RangeError(`txid must be 1..${MAX_TXID_LENGTH} letters or digits (A-Z, a-z, 0-9): ${txid}`);
    }
    return txid;
}

function postalCodeField(postalCode: string | null | undefined): string {
    if (postalCode === null || postalCode === undefined || postalCode === '') return '';
    if (!/^\d{5}-?\d{3}$/.test(postalCode))
        throw new RangeError(`Postal code must be 8 digits: ${postalCode}`);
    return tlv(FIELD.POSTAL_CODE, postalCode.replace('-', ''));
}

function pixTemplate(fields: string): string {
    const value = tlv(PIX_FIELD.GUI, PIX_GUI) + fields;
    if (value.length > MAX_VALUE_LENGTH) {
        throw new RangeError(
            `Pix template ${FIELD.PIX_ACCOUNT} would have ${value.length} characters; the limit is ${MAX_VALUE_LENGTH}`,
        );
    }
    return tlv(FIELD.PIX_ACCOUNT, value);
}

const PRINTABLE = /^[\x21-\x7e]+$/;

function staticAccount(key: string, description: string | null | undefined): string {
    if (!PRINTABLE.test(key)) throw new RangeError(`Pix key must be printable ASCII without spaces: ${key}`);
    if (key.length > PIX_KEY_MAX_LENGTH) {
        throw new RangeError(`Pix key must have at most ${PIX_KEY_MAX_LENGTH} characters: ${key.length}`);
    }
    const text = toPixText(description ?? '');
    return pixTemplate(tlv(PIX_FIELD.KEY, key) + (text === '' ? '' : tlv(PIX_FIELD.DESCRIPTION, text)));
}

function dynamicAccount(url: string): string {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url))
        throw new RangeError(`URL must be written without 'https://': ${url}`);
    if (!PRINTABLE.test(url)) throw new RangeError(`URL must be printable ASCII without spaces: ${url}`);
    if (url.length > MAX_URL_LENGTH) {
        throw new RangeError(`URL must have at most ${MAX_URL_LENGTH} characters: ${url.length}`);
    }
    return pixTemplate(tlv(PIX_FIELD.URL, url));
}

function merchantFields(name: string, city: string): string {
    return (
        tlv(FIELD.NAME, requiredText(name, MAX_NAME_LENGTH, 'Name')) +
        tlv(FIELD.CITY, requiredText(city, MAX_CITY_LENGTH, 'City'))
    );
}

const HEAD = tlv(FIELD.PAYLOAD_FORMAT, PAYLOAD_FORMAT);
const CATEGORY_AND_CURRENCY =
    tlv(FIELD.MERCHANT_CATEGORY, MERCHANT_CATEGORY) + tlv(FIELD.CURRENCY, CURRENCY_BRL);
const COUNTRY_FIELD = tlv(FIELD.COUNTRY, COUNTRY);
const additionalData = (txid: string): string => tlv(FIELD.ADDITIONAL_DATA, tlv(ADDITIONAL_FIELD.TXID, txid));

/** A static Pix code (no field 01). The key is written as given: normalize it with `normalizePixKey` first. */
export function buildStaticPix(input: StaticPixInput): string {
    return withCrc(
        HEAD +
            staticAccount(input.key, input.description) +
            CATEGORY_AND_CURRENCY +
            amountField(input.amountCents) +
            COUNTRY_FIELD +
            merchantFields(input.name, input.city) +
            postalCodeField(input.postalCode) +
            additionalData(txidValue(input.txid)),
    );
}

/** A dynamic Pix code: 01 = 12, 26/25 = URL (without 'https://'), 62/05 = '***'. */
export function buildDynamicPix(input: DynamicPixInput): string {
    return withCrc(
        HEAD +
            tlv(FIELD.POINT_OF_INITIATION, SINGLE_USE) +
            dynamicAccount(input.url) +
            CATEGORY_AND_CURRENCY +
            amountField(input.amountCents) +
            COUNTRY_FIELD +
            merchantFields(input.name, input.city) +
            additionalData(NO_TXID),
    );
}

// ---------------------------------------------------------------- parsing

interface Tlv {
    id: string;
    value: string;
}

type Fields = ReadonlyMap<string, string>;
type WalkError = 'truncated' | 'malformed';

/** Lengths count characters (code points), as the manuals count them. */
function readTlvs(text: string): Tlv[] | WalkError {
    const chars = Array.from(text);
    const fields: Tlv[] = [];
    for (let i = 0; i < chars.length; ) {
        const header = chars.slice(i, i + 4).join('');
        if (!/^\d+$/.test(header)) return 'malformed';
        if (header.length < 4) return 'truncated';
        const end = i + 4 + Number(header.slice(2));
        if (end > chars.length) return 'truncated';
        fields.push({ id: header.slice(0, 2), value: chars.slice(i + 4, end).join('') });
        i = end;
    }
    return fields;
}

/** null on a repeated ID: two amounts or two keys would be ambiguous. */
function toFields(list: readonly Tlv[]): Fields | null {
    const fields = new Map(list.map(({ id, value }) => [id, value]));
    return fields.size === list.length ? fields : null;
}

function readTemplate(value: string): Fields | null {
    const list = readTlvs(value);
    return typeof list === 'string' ? null : toFields(list);
}

const invalid = (error: string): InvalidPix => ({ ok: false, error });
const isHex4 = (value: string): boolean => /^[0-9A-Fa-f]{4}$/.test(value);
const hasNonAscii = (text: string): boolean => /[^\x20-\x7e]/.test(text);

function crcError(text: string, list: readonly Tlv[]): string | null {
    const last = list[list.length - 1];
    if (last.id !== FIELD.CRC) {
        return list.some(({ id }) => id === FIELD.CRC) ? PIX_MESSAGES.MALFORMED : PIX_MESSAGES.TRUNCATED;
    }
    if (!isHex4(last.value)) return PIX_MESSAGES.BAD_CRC;
    const body = text.slice(0, -4);
    const crc = last.value.toUpperCase();
    if (crc16(body) === crc || (hasNonAscii(body) && crc16CodeUnits(body) === crc)) return null;
    return PIX_MESSAGES.BAD_CRC;
}

/** The first template in [from, to] whose GUI is br.gov.bcb.pix (any case); 'malformed' if it names Pix but is not TLV. */
function findPixTemplate(fields: Fields, from: number, to: number): Fields | null | 'malformed' {
    for (let n = from; n <= to; n++) {
        const value = fields.get(String(n));
        if (value === undefined) continue;
        const template = readTemplate(value);
        if (template?.get(PIX_FIELD.GUI)?.toLowerCase() === PIX_GUI) return template;
        if (template === null && value.toLowerCase().includes(PIX_GUI)) return 'malformed';
    }
    return null;
}

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/** '10.50' → 1050 by string arithmetic; undefined → null; 'invalid' for anything but digits with ≤ 2 decimals. */
function readAmount(raw: string | undefined, warnings: string[]): number | null | 'invalid' {
    if (raw === undefined) return null;
    const match = AMOUNT.exec(raw);
    if (match === null) return 'invalid';
    const cents = Number(match[1] + (match[2] ?? '').padEnd(2, '0'));
    if (!Number.isSafeInteger(cents)) return 'invalid';
    if (raw.length > MAX_AMOUNT_LENGTH)
        warnings.push(`Valor com ${raw.length} caracteres (o padrão permite 13).`);
    if (cents > 0) return cents;
    warnings.push('Valor zerado no código: o pagador deve digitar o valor.');
    return null;
}

function readTxid(additional: Fields, warnings: string[]): string | null {
    const txid = additional.get(ADDITIONAL_FIELD.TXID);
    if (txid === undefined || txid === NO_TXID) return null;
    if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) {
        warnings.push(
            `Identificador da transação (txid) fora do padrão (até 25 letras e números): "${txid}".`,
        );
    }
    return txid;
}

function lengthWarnings(values: Record<string, string | undefined>, warnings: string[]): void {
    const limits: [string, string, number][] = [
        ['name', 'Nome do recebedor', MAX_NAME_LENGTH],
        ['city', 'Cidade do recebedor', MAX_CITY_LENGTH],
        ['key', 'Chave Pix', PIX_KEY_MAX_LENGTH],
        ['url', 'Endereço da cobrança', MAX_URL_LENGTH],
        ['recurrenceUrl', 'Endereço da recorrência', MAX_URL_LENGTH],
    ];
    for (const [field, label, max] of limits) {
        const length = Array.from(values[field] ?? '').length;
        if (length > max) warnings.push(`${label} com ${length} caracteres (o padrão permite ${max}).`);
    }
}

function pointOfInitiation(raw: string | undefined, warnings: string[]): '11' | '12' | undefined {
    if (raw === '11' || raw === '12') return raw;
    if (raw !== undefined) warnings.push(`Método de iniciação desconhecido: "${raw}".`);
    return undefined;
}

function postalCode(raw: string | undefined, warnings: string[]): string | undefined {
    if (raw !== undefined && !/^\d{8}$/.test(raw))
        warnings.push(`CEP fora do padrão de 8 dígitos: "${raw}".`);
    return raw;
}

type Destination = Pick<ParsedPix, 'kind' | 'key' | 'url' | 'description' | 'recurrenceUrl'>;

function destination(account: Fields | null, recurrence: Fields | null): Destination | string {
    const key = account?.get(PIX_FIELD.KEY) || undefined;
    const url = account?.get(PIX_FIELD.URL) || undefined;
    const recurrenceUrl = recurrence?.get(PIX_FIELD.URL) || undefined;
    if (key !== undefined && url !== undefined) return PIX_MESSAGES.MALFORMED;
    if (url !== undefined) return { kind: 'dynamic', url, recurrenceUrl };
    const description = account?.get(PIX_FIELD.DESCRIPTION) || undefined;
    if (key !== undefined) return { kind: 'static', key, description, recurrenceUrl };
    return recurrenceUrl === undefined ? PIX_MESSAGES.NO_DESTINATION : { kind: 'recurrence', recurrenceUrl };
}

/** Drops undefined optional properties, so results compare cleanly with toEqual/toStrictEqual. */
function compact(result: ParsedPix): ParsedPix {
    return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined)) as ParsedPix;
}

function readPix(text: string, fields: Fields): PixParseResult {
    const account = findPixTemplate(fields, 26, 51);
    const recurrence = findPixTemplate(fields, 80, 99);
    if (account === 'malformed' || recurrence === 'malformed') return invalid(PIX_MESSAGES.MALFORMED);
    if (account === null && recurrence === null) return invalid(PIX_MESSAGES.NOT_PIX);
    const target = destination(account, recurrence);
    if (typeof target === 'string') return invalid(target);
    const currency = fields.get(FIELD.CURRENCY);
    if (currency !== undefined && currency !== CURRENCY_BRL) return invalid(PIX_MESSAGES.NOT_BRL);
    const [name, city] = [fields.get(FIELD.NAME), fields.get(FIELD.CITY)];
    if (!name?.trim() || !city?.trim()) return invalid(PIX_MESSAGES.NO_RECEIVER);
    const additionalRaw = fields.get(FIELD.ADDITIONAL_DATA);
    const additional = additionalRaw === undefined ? new Map<string, string>() : readTemplate(additionalRaw);
    if (additional === null) return invalid(PIX_MESSAGES.MALFORMED);
    const warnings: string[] = [];
    const amountCents = readAmount(fields.get(FIELD.AMOUNT), warnings);
    if (amountCents === 'invalid') return invalid(PIX_MESSAGES.BAD_AMOUNT);
    lengthWarnings({ name, city, ...target }, warnings);
    if (hasNonAscii(text))
        warnings.push('O código tem acentos ou símbolos fora do padrão: confira o recebedor.');
    return compact({
        ok: true,
        ...target,
        amountCents,
        name,
        city,
        txid: readTxid(additional, warnings),
        postalCode: postalCode(fields.get(FIELD.POSTAL_CODE), warnings),
        pointOfInitiation: pointOfInitiation(fields.get(FIELD.POINT_OF_INITIATION), warnings),
        warnings,
    });
}

/**
 * Reads a Pix "copia e cola" / QR payload. Lenient: over-long name or city, a txid with other characters, a
 * lowercase CRC or a composite code are accepted with pt-BR warnings; a broken structure, a wrong CRC or a code
 * without a Pix template give a pt-BR error. Never throws.
 */
export function parsePix(payload: string): PixParseResult {
    const text = typeof payload === 'string' ? payload.trim() : '';
    if (text === '') return invalid(PIX_MESSAGES.EMPTY);
    if (!text.startsWith(HEAD)) return invalid(PIX_MESSAGES.NOT_BR_CODE);
    const list = readTlvs(text);
    if (list === 'truncated') return invalid(PIX_MESSAGES.TRUNCATED);
    if (list === 'malformed') return invalid(PIX_MESSAGES.MALFORMED);
    const error = crcError(text, list);
    if (error !== null) return invalid(error);
    const fields = toFields(list);
    return fields === null ? invalid(PIX_MESSAGES.MALFORMED) : readPix(text, fields);
}
