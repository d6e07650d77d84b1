import { shiftToBrasilia } from './dates';
import { detectDocument, isValidDocument } from './document';

// CNAB 240 (rules file §6): a declarative fixed-width writer/reader, and the cobrança remittance
// (remessa de títulos) in the FEBRABAN v10.x style: file layout '103', batch layout '060', for any bank
// whose adaptation keeps the FEBRABAN positions (the sandbox bank is '990').
// Positions are 1-based and inclusive, as printed in the FEBRABAN manual.

export type FieldKind = 'num' | 'alpha';

export interface FieldSpec {
    readonly name: string;
    readonly start: number;
    readonly end: number;
    readonly kind: FieldKind;
    /** A constant of the layout; it cannot be set through the values. */
    readonly value?: string;
}

export type RecordSpec = readonly FieldSpec[];
export type RecordValues = Readonly<Record<string, string | number | undefined>>;

export const RECORD_LENGTH = 240;

// ---------------------------------------------------------------- generic writer and reader

/** Upper case, accents stripped (NFD + combining marks removed), then anything but printable ASCII removed. */
export function toCnabText(text: string): string {
    return text
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toUpperCase()
        .replace(/[^\x20-\x7E]/g, '');
}

function renderNum(name: string, value: string | number, width: number): string {
    if (typeof value === 'number' && (!Number.isSafeInteger(value) || value < 0)) {
        throw new RangeError(`Field '${name}' must be a non-negative integer: ${value}`);
    }
    const digits = String(value);
    if (!/^\d*$/.test(digits) || digits.length > width) {
        throw new RangeError(`Field '${name}' takes at most ${width} digits: ${value}`);
    }
    return digits.padStart(width, '0');
}

const renderAlpha = (value: string | number, width: number): string =>
    toCnabText(String(value)).slice(0, width).padEnd(width, ' ');

const widthOf = (field: FieldSpec): number => field.end - field.start + 1;

function assertSettable(spec: RecordSpec, values: RecordValues): void {
    const settable = new Set(spec.filter((field) => field.value === undefined).map((field) => field.name));
    const wrong = Object.keys(values).find((name) => !settable.has(name));
    if (wrong !== undefined) throw new Error(`Field '${wrong}' is not a settable field of this record`);
}

/**
 * Renders one 240-character record. Missing numbers are zeros and missing texts are blanks, as the
 * manual asks for unused fields. The spec must list the fields in order, with no gap (see the tests).
 */
export function writeRecord(spec: RecordSpec, values: RecordValues): string {
    assertSettable(spec, values);
    const line = spec
        .map((field) => {
            const value = field.value ?? values[field.name];
            const width = widthOf(field);
            return field.kind === 'num'
                ? renderNum(field.name, value ?? '', width)
                : renderAlpha(value ?? '', width);
        })
        .join('');
    if (line.length !== RECORD_LENGTH)
        throw new Error(`Record spec covers ${line.length} positions, not 240`);
    return line;
}

function assertRecordLength(line: string, lineNumber?: number): void {
    if (line.length === RECORD_LENGTH) return;
    const where = lineNumber === undefined ? '' : `Linha ${lineNumber}: `;
    throw new Error(`${where}registro CNAB 240 com ${line.length} caracteres; o esperado é 240.`);
}

/** The field values of a record, trimmed. */
export function readRecord(spec: RecordSpec, line: string): Record<string, string> {
    assertRecordLength(line);
    return Object.fromEntries(
        spec.map((field) => [field.name, line.slice(field.start - 1, field.end).trim()]),
    );
}

// ---------------------------------------------------------------- cobrança layout (FEBRABAN v10.x)

export const FILE_LAYOUT_VERSION = '103';
export const BATCH_LAYOUT_VERSION = '060';

const FILE_HEADER: RecordSpec = [
    { name: 'bankCode', start: 1, end: 3, kind: 'num' },
    { name: 'batch', start: 4, end: 7, kind: 'num', value: '0000' },
    { name: 'recordType', start: 8, end: 8, kind: 'num', value: '0' },
    { name: 'cnab9', start: 9, end: 17, kind: 'alpha' },
    { name: 'companyInscriptionType', start: 18, end: 18, kind: 'num' },
    // X(14), not 9(14): alphanumeric CNPJ (rules file §1.2, §6).
    { name: 'companyInscription', start: 19, end: 32, kind: 'alpha' },
    { name: 'agreement', start: 33, end: 52, kind: 'alpha' },
    { name: 'agency', start: 53, end: 57, kind: 'num' },
    { name: 'agencyDv', start: 58, end: 58, kind: 'alpha' },
    { name: 'account', start: 59, end: 70, kind: 'num' },
    { name: 'accountDv', start: 71, end: 71, kind: 'alpha' },
    { name: 'agencyAccountDv', start: 72, end: 72, kind: 'alpha' },
    { name: 'companyName', start: 73, end: 102, kind: 'alpha' },
    { name: 'bankName', start: 103, end: 132, kind: 'alpha' },
    { name: 'cnab133', start: 133, end: 142, kind: 'alpha' },
    { name: 'remittanceCode', start: 143, end: 143, kind: 'num' }, // 1 remessa, 2 retorno
    { name: 'generationDate', start: 144, end: 151, kind: 'num' },
    { name: 'generationTime', start: 152, end: 157, kind: 'num' },
    { name: 'fileSequence', start: 158, end: 163, kind: 'num' },
    { name: 'layoutVersion', start: 164, end: 166, kind: 'num', value: FILE_LAYOUT_VERSION },
    { name: 'density', start: 167, end: 171, kind: 'num' },
    { name: 'bankReserved', start: 172, end: 191, kind: 'alpha' },
    { name: 'companyReserved', start: 192, end: 211, kind: 'alpha' },
    { name: 'cnab212', start: 212, end: 240, kind: 'alpha' },
];

const BATCH_HEADER: RecordSpec = [
    { name: 'bankCode', start: 1, end: 3, kind: 'num' },
    { name: 'batch', start: 4, end: 7, kind: 'num' },
    { name: 'recordType', start: 8, end: 8, kind: 'num', value: '1' },
    { name: 'operation', start: 9, end: 9, kind: 'alpha', value: 'R' },
    { name: 'service', start: 10, end: 11, kind: 'num', value: '01' },
    { name: 'cnab12', start: 12, end: 13, kind: 'alpha' },
    { name: 'layoutVersion', start: 14, end: 16, kind: 'num', value: BATCH_LAYOUT_VERSION },
    { name: 'cnab17', start: 17, end: 17, kind: 'alpha' },
    { name: 'companyInscriptionType', start: 18, end: 18, kind: 'num' },
    { name: 'companyInscription', start: 19, end: 33, kind: 'alpha' },
    { name: 'agreement', start: 34, end: 53, kind: 'alpha' },
    { name: 'agency', start: 54, end: 58, kind: 'num' },
    { name: 'agencyDv', start: 59, end: 59, kind: 'alpha' },
    { name: 'account', start: 60, end: 71, kind: 'num' },
    { name: 'accountDv', start: 72, end: 72, kind: 'alpha' },
    { name: 'agencyAccountDv', start: 73, end: 73, kind: 'alpha' },
    { name: 'companyName', start: 74, end: 103, kind: 'alpha' },
    { name: 'message1', start: 104, end: 143, kind: 'alpha' },
    { name: 'message2', start: 144, end: 183, kind: 'alpha' },
    { name: 'remittanceNumber', start: 184, end: 191, kind: 'num' },
    { name: 'recordingDate', start: 192, end: 199, kind: 'num' },
    { name: 'creditDate', start: 200, end: 207, kind: 'num' },
    { name: 'cnab208', start: 208, end: 240, kind: 'alpha' },
];

const detailControl = (segment: 'P' | 'Q' | 'R'): FieldSpec[] => [
    { name: 'bankCode', start: 1, end: 3, kind: 'num' },
    { name: 'batch', start: 4, end: 7, kind: 'num' },
    { name: 'recordType', start: 8, end: 8, kind: 'num', value: '3' },
    { name: 'sequence', start: 9, end: 13, kind: 'num' },
    { name: 'segment', start: 14, end: 14, kind: 'alpha', value: segment },
    { name: 'cnab15', start: 15, end: 15, kind: 'alpha' },
    { name: 'movement', start: 16, end: 17, kind: 'num' },
];

const SEGMENT_P: RecordSpec = [
    ...detailControl('P'),
    { name: 'agency', start: 18, end: 22, kind: 'num' },
    { name: 'agencyDv', start: 23, end: 23, kind: 'alpha' },
    { name: 'account', start: 24, end: 35, kind: 'num' },
    { name: 'accountDv', start: 36, end: 36, kind: 'alpha' },
    { name: 'agencyAccountDv', start: 37, end: 37, kind: 'alpha' },
    // The 20-position "identificação do título no banco" is bank-specific; this split (carteira, zeros,
    // nosso número, DV) is the Bradesco-style one that the 11-digit nosso número + carteira '09' input implies.
    { name: 'wallet', start: 38, end: 40, kind: 'num' },
    { name: 'ourNumberZeros', start: 41, end: 45, kind: 'num' },
    { name: 'ourNumber', start: 46, end: 56, kind: 'num' },
    { name: 'ourNumberDv', start: 57, end: 57, kind: 'alpha' },
    { name: 'walletCode', start: 58, end: 58, kind: 'num' },
    { name: 'registration', start: 59, end: 59, kind: 'num' },
    { name: 'documentType', start: 60, end: 60, kind: 'alpha' },
    { name: 'slipIssuer', start: 61, end: 61, kind: 'num' },
    { name: 'slipDistribution', start: 62, end: 62, kind: 'alpha' },
    { name: 'documentNumber', start: 63, end: 77, kind: 'alpha' },
    { name: 'dueDate', start: 78, end: 85, kind: 'num' },
    { name: 'amount', start: 86, end: 100, kind: 'num' },
    { name: 'collectingAgency', start: 101, end: 105, kind: 'num' },
    { name: 'collectingAgencyDv', start: 106, end: 106, kind: 'alpha' },
    { name: 'titleKind', start: 107, end: 108, kind: 'num' },
    { name: 'accepted', start: 109, end: 109, kind: 'alpha' },
    { name: 'issueDate', start: 110, end: 117, kind: 'num' },
    { name: 'interestCode', start: 118, end: 118, kind: 'num' },
    { name: 'interestDate', start: 119, end: 126, kind: 'num' },
    { name: 'interestValue', start: 127, end: 141, kind: 'num' },
    { name: 'discountCode', start: 142, end: 142, kind: 'num' },
    { name: 'discountDate', start: 143, end: 150, kind: 'num' },
    { name: 'discountValue', start: 151, end: 165, kind: 'num' },
    { name: 'iofValue', start: 166, end: 180, kind: 'num' },
    { name: 'rebateValue', start: 181, end: 195, kind: 'num' },
    { name: 'companyTitleId', start: 196, end: 220, kind: 'alpha' },
    { name: 'protestCode', start: 221, end: 221, kind: 'num' },
    { name: 'protestDays', start: 222, end: 223, kind: 'num' },
    { name: 'writeOffCode', start: 224, end: 224, kind: 'num' },
    { name: 'writeOffDays', start: 225, end: 227, kind: 'num' },
    { name: 'currency', start: 228, end: 229, kind: 'num' },
    { name: 'creditContract', start: 230, end: 239, kind: 'num' },
    { name: 'cnab240', start: 240, end: 240, kind: 'alpha' },
];

const SEGMENT_Q: RecordSpec = [
    ...detailControl('Q'),
    { name: 'payerInscriptionType', start: 18, end: 18, kind: 'num' },
    { name: 'payerInscription', start: 19, end: 33, kind: 'alpha' },
    { name: 'payerName', start: 34, end: 73, kind: 'alpha' },
    { name: 'payerAddress', start: 74, end: 113, kind: 'alpha' },
    { name: 'payerDistrict', start: 114, end: 128, kind: 'alpha' },
    { name: 'zip', start: 129, end: 133, kind: 'num' },
    { name: 'zipSuffix', start: 134, end: 136, kind: 'num' },
    { name: 'payerCity', start: 137, end: 151, kind: 'alpha' },
    { name: 'payerState', start: 152, end: 153, kind: 'alpha' },
    { name: 'guarantorInscriptionType', start: 154, end: 154, kind: 'num' },
    { name: 'guarantorInscription', start: 155, end: 169, kind: 'alpha' },
    { name: 'guarantorName', start: 170, end: 209, kind: 'alpha' },
    { name: 'correspondentBank', start: 210, end: 212, kind: 'num' },
    { name: 'correspondentOurNumber', start: 213, end: 232, kind: 'alpha' },
    { name: 'cnab233', start: 233, end: 240, kind: 'alpha' },
];

const SEGMENT_R: RecordSpec = [
    ...detailControl('R'),
    { name: 'discount2Code', start: 18, end: 18, kind: 'num' },
    { name: 'discount2Date', start: 19, end: 26, kind: 'num' },
    { name: 'discount2Value', start: 27, end: 41, kind: 'num' },
    { name: 'discount3Code', start: 42, end: 42, kind: 'num' },
    { name: 'discount3Date', start: 43, end: 50, kind: 'num' },
    { name: 'discount3Value', start: 51, end: 65, kind: 'num' },
    { name: 'fineCode', start: 66, end: 66, kind: 'num' },
    { name: 'fineDate', start: 67, end: 74, kind: 'num' },
    { name: 'fineValue', start: 75, end: 89, kind: 'num' },
    { name: 'payerInfo', start: 90, end: 99, kind: 'alpha' },
    { name: 'message3', start: 100, end: 139, kind: 'alpha' },
    { name: 'message4', start: 140, end: 179, kind: 'alpha' },
    { name: 'cnab180', start: 180, end: 199, kind: 'alpha' },
    { name: 'payerOccurrence', start: 200, end: 207, kind: 'num' },
    { name: 'debitBank', start: 208, end: 210, kind: 'num' },
    { name: 'debitAgency', start: 211, end: 215, kind: 'num' },
    { name: 'debitAgencyDv', start: 216, end: 216, kind: 'alpha' },
    { name: 'debitAccount', start: 217, end: 228, kind: 'num' },
    { name: 'debitAccountDv', start: 229, end: 229, kind: 'alpha' },
    { name: 'debitAgencyAccountDv', start: 230, end: 230, kind: 'alpha' },
    { name: 'debitNotice', start: 231, end: 231, kind: 'num' },
    { name: 'cnab232', start: 232, end: 240, kind: 'alpha' },
];

const BATCH_TRAILER: RecordSpec = [
    { name: 'bankCode', start: 1, end: 3, kind: 'num' },
    { name: 'batch', start: 4, end: 7, kind: 'num' },
    { name: 'recordType', start: 8, end: 8, kind: 'num', value: '5' },
    { name: 'cnab9', start: 9, end: 17, kind: 'alpha' },
    { name: 'recordCount', start: 18, end: 23, kind: 'num' },
    { name: 'simpleCount', start: 24, end: 29, kind: 'num' },
    { name: 'simpleTotal', start: 30, end: 46, kind: 'num' },
    { name: 'linkedCount', start: 47, end: 52, kind: 'num' },
    { name: 'linkedTotal', start: 53, end: 69, kind: 'num' },
    { name: 'pledgedCount', start: 70, end: 75, kind: 'num' },
    { name: 'pledgedTotal', start: 76, end: 92, kind: 'num' },
    { name: 'discountedCount', start: 93, end: 98, kind: 'num' },
    { name: 'discountedTotal', start: 99, end: 115, kind: 'num' },
    { name: 'noticeNumber', start: 116, end: 123, kind: 'alpha' },
    { name: 'cnab124', start: 124, end: 240, kind: 'alpha' },
];

const FILE_TRAILER: RecordSpec = [
    { name: 'bankCode', start: 1, end: 3, kind: 'num' },
    { name: 'batch', start: 4, end: 7, kind: 'num', value: '9999' },
    { name: 'recordType', start: 8, end: 8, kind: 'num', value: '9' },
    { name: 'cnab9', start: 9, end: 17, kind: 'alpha' },
    { name: 'batchCount', start: 18, end: 23, kind: 'num' },
    { name: 'recordCount', start: 24, end: 29, kind: 'num' },
    { name: 'accountCount', start: 30, end: 35, kind: 'num' },
    { name: 'cnab36', start: 36, end: 240, kind: 'alpha' },
];

export const COBRANCA_SPECS = Object.freeze({
    fileHeader: FILE_HEADER,
    batchHeader: BATCH_HEADER,
    segmentP: SEGMENT_P,
    segmentQ: SEGMENT_Q,
    segmentR: SEGMENT_R,
    batchTrailer: BATCH_TRAILER,
    fileTrailer: FILE_TRAILER,
});

// ---------------------------------------------------------------- reading a file

export interface CnabRecord {
    type: string;
    segment?: string;
    fields: Record<string, string>;
}

// Keyed by record type, plus the segment letter for details (type 3).
const SPEC_BY_KEY: ReadonlyMap<string, RecordSpec> = new Map([
    ['0', FILE_HEADER],
    ['1', BATCH_HEADER],
    ['3P', SEGMENT_P],
    ['3Q', SEGMENT_Q],
    ['3R', SEGMENT_R],
    ['5', BATCH_TRAILER],
    ['9', FILE_TRAILER],
]);

function parseLine(line: string, lineNumber: number): CnabRecord {
    assertRecordLength(line, lineNumber);
    const type = line[7];
    const segment = type === '3' ? line[13] : undefined;
    const spec = SPEC_BY_KEY.get(type + (segment ?? ''));
    if (spec === undefined) {
        const what = segment === undefined ? `tipo de registro '${type}'` : `segmento '${segment}'`;
        throw new Error(`Linha ${lineNumber}: ${what} não suportado.`);
    }
    const fields = readRecord(spec, line);
    return segment === undefined ? { type, fields } : { type, segment, fields };
}

/** Reads a cobrança file (remessa or retorno with the same positions); lines end with CRLF (a bare LF is tolerated). */
export function parseCnab240(text: string): { records: CnabRecord[] } {
    const lines = text.split(/\r?\n/);
    if (lines[lines.length - 1] === '') lines.pop();
    return { records: lines.map((line, i) => parseLine(line, i + 1)) };
}

// ---------------------------------------------------------------- building the remittance

export interface CobrancaTitle {
    /** 11 digits. */
    ourNumber: string;
    /** 1 character. */
    ourNumberDv: string;
    /** Seu número / nº do documento, at most 15 characters. */
    yourNumber: string;
    /** 'yyyy-MM-dd'. */
    issueDate: string;
    /** 'yyyy-MM-dd'. */
    dueDate: string;
    amountCents: number;
    /** Basis points: 200 = 2,00 %; 0 = no fine. */
    finePercentBp: number;
    /** Basis points a month: 100 = 1,00 % a.m.; 0 = no interest. */
    interestMonthlyBp: number;
    discount: { untilDate: string; amountCents: number } | null;
    payer: {
        /** 11 CPF digits or 14 CNPJ characters (may be alphanumeric). */
        document: string;
        name: string;
        address: {
            street: string;
            number: string;
            complement?: string;
            district: string;
            /** 8 digits. */
            zip: string;
            city: string;
            state: string;
        };
    };
}

export interface CobrancaRemittanceInput {
    bank: { code: string; name: string };
    beneficiary: {
        document: string;
        name: string;
        agency: string;
        account: string;
        accountDv: string;
        /** Código do convênio / beneficiário, at most 20 characters. */
        agreement: string;
    };
    /** Carteira, e.g. '09'. */
    wallet: string;
    /** NSA. */
    fileSequence: number;
    /** Header date and time, in Brasília time (UTC−3). */
    generatedAt: Date;
    titles: CobrancaTitle[];
}

const BATCH_NUMBER = 1;
const MOVEMENT_ENTRY = '01'; // entrada de títulos
const REMITTANCE = '1';
const WALLET_SIMPLE = '1'; // código da carteira: cobrança simples
const REGISTERED = '1'; // forma de cadastramento: com cadastramento
const TRADITIONAL = '1'; // tipo de documento: tradicional
const ISSUED_BY_BENEFICIARY = '2'; // the portal prints and sends the boleto, not the bank
const SPECIES_DM = '02'; // duplicata mercantil
const NOT_ACCEPTED = 'N';
const INTEREST_MONTHLY_RATE = '2';
const INTEREST_EXEMPT = '3';
const DISCOUNT_FIXED_UNTIL = '1';
const FINE_PERCENT = '2';
const NONE = '0';
const DO_NOT_PROTEST = '3';
const WRITE_OFF = '1'; // baixar / devolver
const WRITE_OFF_DAYS = 60;
const CURRENCY_BRL = '09';
const INSCRIPTION_CPF = '1';
const INSCRIPTION_CNPJ = '2';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const ddmmyyyy = (d: Date): string =>
    `${pad(d.getUTCDate())}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCFullYear(), 4)}`;

function dateMs(date: string, what: string): number {
    const match = DATE_ONLY.exec(date);
    const ms = match === null ? Number.NaN : Date.UTC(+match[1], +match[2] - 1, +match[3]);
    if (match === null || ddmmyyyy(new Date(ms)) !== `${match[3]}${match[2]}${match[1]}`) {
        throw new RangeError(`${what} must be a real 'yyyy-MM-dd' date: ${date}`);
    }
    return ms;
}

/** 'yyyy-MM-dd' (plus some days) as DDMMAAAA. */
const cnabDate = (date: string, what: string, plusDays = 0): string =>
    ddmmyyyy(new Date(dateMs(date, what) + plusDays * DAY_MS));

/** Refuses, instead of silently truncating, a text that identifies something. */
function fitting(text: string, max: number, what: string): string {
    if (toCnabText(text).length > max)
        throw new RangeError(`${what} takes at most ${max} characters: ${text}`);
    return text;
}

/**
 * Inscription type and number. The number goes right-aligned and zero-filled, byte-identical to the old
 * 9(n) picture for numeric documents, into an X(n) field so that alphanumeric CNPJs pass through.
 */
function inscription(document: string, width: number, what: string): { type: string; number: string } {
    const doc = detectDocument(document);
    if (doc === null || !isValidDocument(doc.value))
        throw new RangeError(`${what} is not a valid CPF/CNPJ: ${document}`);
    return {
        type: doc.kind === 'cpf' ? INSCRIPTION_CPF : INSCRIPTION_CNPJ,
        number: doc.value.padStart(width, '0'),
    };
}

type Beneficiary = CobrancaRemittanceInput['beneficiary'];

const accountValues = (b: Beneficiary): RecordValues => ({
    agency: b.agency,
    account: b.account,
    accountDv: fitting(b.accountDv, 1, 'accountDv'),
});

function companyValues(b: Beneficiary, inscriptionWidth: number): RecordValues {
    const company = inscription(b.document, inscriptionWidth, 'beneficiary.document');
    return {
        companyInscriptionType: company.type,
        companyInscription: company.number,
        agreement: fitting(b.agreement, 20, 'agreement'),
        companyName: b.name,
        ...accountValues(b),
    };
}

function brasiliaStamp(at: Date): { date: string; time: string } {
    if (Number.isNaN(at.getTime())) throw new RangeError('generatedAt is an invalid Date');
    const local = shiftToBrasilia(at);
    return {
        date: ddmmyyyy(local),
        time: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`,
    };
}

function fileHeader(input: CobrancaRemittanceInput): string {
    const stamp = brasiliaStamp(input.generatedAt);
    return writeRecord(FILE_HEADER, {
        bankCode: input.bank.code,
        ...companyValues(input.beneficiary, 14),
        bankName: input.bank.name,
        remittanceCode: REMITTANCE,
        generationDate: stamp.date,
        generationTime: stamp.time,
        fileSequence: input.fileSequence,
    });
}

const batchHeader = (input: CobrancaRemittanceInput): string =>
    writeRecord(BATCH_HEADER, {
        bankCode: input.bank.code,
        batch: BATCH_NUMBER,
        ...companyValues(input.beneficiary, 15),
        remittanceNumber: input.fileSequence,
        recordingDate: brasiliaStamp(input.generatedAt).date,
    });

function interestValues(title: CobrancaTitle): RecordValues {
    if (title.interestMonthlyBp === 0) return { interestCode: INTEREST_EXEMPT };
    return {
        interestCode: INTEREST_MONTHLY_RATE,
        interestDate: cnabDate(title.dueDate, 'dueDate', 1),
        interestValue: title.interestMonthlyBp, // basis points are the 13V2 percent
    };
}

function discountValues(title: CobrancaTitle): RecordValues {
    const { discount } = title;
    if (discount === null) return { discountCode: NONE };
    if (dateMs(discount.untilDate, 'discount.untilDate') > dateMs(title.dueDate, 'dueDate')) {
        throw new RangeError(`discount.untilDate is after the due date: ${discount.untilDate}`);
    }
    if (discount.amountCents <= 0 || discount.amountCents >= title.amountCents) {
        throw new RangeError(
            `discount.amountCents must be between 0 and the amount: ${discount.amountCents}`,
        );
    }
    return {
        discountCode: DISCOUNT_FIXED_UNTIL,
        discountDate: cnabDate(discount.untilDate, 'discount.untilDate'),
        discountValue: discount.amountCents,
    };
}

function segmentP(input: CobrancaRemittanceInput, title: CobrancaTitle): RecordValues {
    if (title.amountCents <= 0) throw new RangeError(`amountCents must be positive: ${title.amountCents}`);
    return {
        ...accountValues(input.beneficiary),
        wallet: input.wallet,
        ourNumber: title.ourNumber,
        ourNumberDv: fitting(title.ourNumberDv, 1, 'ourNumberDv'),
        walletCode: WALLET_SIMPLE,
        registration: REGISTERED,
        documentType: TRADITIONAL,
        slipIssuer: ISSUED_BY_BENEFICIARY,
        slipDistribution: ISSUED_BY_BENEFICIARY,
        documentNumber: fitting(title.yourNumber, 15, 'yourNumber'),
        dueDate: cnabDate(title.dueDate, 'dueDate'),
        amount: title.amountCents,
        titleKind: SPECIES_DM,
        accepted: NOT_ACCEPTED,
        issueDate: cnabDate(title.issueDate, 'issueDate'),
        ...interestValues(title),
        ...discountValues(title),
        protestCode: DO_NOT_PROTEST,
        writeOffCode: WRITE_OFF,
        writeOffDays: WRITE_OFF_DAYS,
        currency: CURRENCY_BRL,
    };
}

function segmentQ(title: CobrancaTitle): RecordValues {
    const { payer } = title;
    const { address } = payer;
    if (!/^\d{8}$/.test(address.zip)) throw new RangeError(`zip must be 8 digits: ${address.zip}`);
    const payerDoc = inscription(payer.document, 15, 'payer.document');
    return {
        payerInscriptionType: payerDoc.type,
        payerInscription: payerDoc.number,
        payerName: payer.name,
        payerAddress: [`${address.street},`, address.number, address.complement ?? ''].join(' ').trim(),
        payerDistrict: address.district,
        zip: address.zip.slice(0, 5),
        zipSuffix: address.zip.slice(5),
        payerCity: address.city,
        payerState: fitting(address.state, 2, 'state'),
        guarantorInscriptionType: NONE,
        guarantorInscription: '0'.repeat(15),
    };
}

function segmentR(title: CobrancaTitle): RecordValues {
    if (title.finePercentBp === 0) return { fineCode: NONE };
    return {
        fineCode: FINE_PERCENT,
        fineDate: cnabDate(title.dueDate, 'dueDate', 1),
        fineValue: title.finePercentBp,
    };
}

function titleRecords(input: CobrancaRemittanceInput, title: CobrancaTitle, index: number): string[] {
    const control = { bankCode: input.bank.code, batch: BATCH_NUMBER, movement: MOVEMENT_ENTRY };
    const first = 3 * index + 1;
    return [
        writeRecord(SEGMENT_P, { ...control, sequence: first, ...segmentP(input, title) }),
        writeRecord(SEGMENT_Q, { ...control, sequence: first + 1, ...segmentQ(title) }),
        writeRecord(SEGMENT_R, { ...control, sequence: first + 2, ...segmentR(title) }),
    ];
}

/** The remessa de cobrança: file header, one batch (header, P/Q/R per title, trailer), file trailer; CRLF. */
export function buildCobrancaRemittance(input: CobrancaRemittanceInput): string {
    if (input.titles.length === 0) throw new RangeError('A remittance needs at least one title');
    const { code } = input.bank;
    const details = input.titles.flatMap((title, i) => titleRecords(input, title, i));
    const batchTrailer = writeRecord(BATCH_TRAILER, {
        bankCode: code,
        batch: BATCH_NUMBER,
        recordCount: details.length + 2,
        simpleCount: input.titles.length,
        simpleTotal: input.titles.reduce((sum, title) => sum + title.amountCents, 0),
    });
    const fileTrailer = writeRecord(FILE_TRAILER, {
        bankCode: code,
        batchCount: 1,
        recordCount: details.length + 4,
    });
    const lines = [fileHeader(input), batchHeader(input), ...details, batchTrailer, fileTrailer];
    return lines.map((line) => `${line}\r\n`).join('');
}
