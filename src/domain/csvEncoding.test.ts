import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_ENCODING_MESSAGES, csvEncodingProblem } from './csvRead';
import { DRAWEE_CSV_COLUMNS, parseDraweeCsv } from './draweeCsv';
import { EMPLOYEE_CSV_COLUMNS, parseEmployeeCsv } from './employeeCsv';
import { buildInvoiceCsvTemplate, parseInvoiceCsv } from './invoiceCsv';
import { PORTAL_ISPB } from './pix';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 for Portuguese text (its accents are Latin-1's). */
const cp1252 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const bytes = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const payer = (name: string) =>
    `${name};52998224725;;;01310100;Avenida Paulista;1;;Bela Vista;São Paulo;SP\r\n`;
const employee = (name: string) => `${name};52998224725;jose@exemplo.com.br;11987654321;3500,00;;;;;;\r\n`;
const [INVOICE_HEADER, INVOICE_ONE, INVOICE_TWO] = buildInvoiceCsvTemplate('2026-03-01').split('\r\n');

const readers = {
    payers: {
        header: `${DRAWEE_CSV_COLUMNS.join(';')}\r\n`,
        line: payer,
        read: (input: Uint8Array) => parseDraweeCsv(input),
    },
    employees: {
        header: `${EMPLOYEE_CSV_COLUMNS.join(';')}\r\n`,
        line: employee,
        read: (input: Uint8Array) => parseEmployeeCsv(input, PORTAL_ISPB),
    },
} as const;

describe.each(Object.entries(readers))('the %s CSV with a broken encoding', (_, { header, line, read }) => {
    it('refuses UTF-8 and Windows-1252 lines in one file, naming the UTF-8 line read wrong', () => {
        const file = bytes(utf8(header), utf8(line('José da Conceição')), cp1252(line('Conceição Araújo')));
        expect(read(file)).toEqual({ ok: false, error: CSV_ENCODING_MESSAGES.mixed([2]) });
    });

    it.each([
        ['0x81', 0x81],
        ['0x8D', 0x8d],
        ['0x8F', 0x8f],
        ['0x9D', 0x9d],
    ])('refuses a stray %s byte, naming its line', (_, byte) => {
        const file = bytes(
            utf8(header),
            cp1252(line('Maria Souza')),
            cp1252('Jo'),
            [byte],
            cp1252(line('ao Lima')),
        );
        expect(read(file)).toEqual({ ok: false, error: CSV_ENCODING_MESSAGES.notText([3]) });
    });

    it('refuses NUL characters and a UTF-16 file', () => {
        const nul = bytes(utf8(header), utf8(line('Maria')), [0], utf8(line('Souza')));
        expect(read(nul)).toEqual({ ok: false, error: CSV_ENCODING_MESSAGES.nul([3]) });
        const utf16 = new Uint8Array(
            new Uint16Array([0xfeff, ...[...(header + line('Ana'))].map((c) => c.charCodeAt(0))]).buffer,
        );
        expect(read(utf16)).toMatchObject({ ok: false, error: expect.stringContaining('caracteres nulos') });
    });

    it('refuses UTF-8 text that was read as Windows-1252 once and saved as UTF-8 (JosÃ©)', () => {
        const file = utf8(header + line('JosÃ© da ConceiÃ§Ã£o'));
        expect(read(file)).toEqual({ ok: false, error: CSV_ENCODING_MESSAGES.mixed([2]) });
    });

    it('counts 4,000 garbled lines and names the first five', () => {
        const lines = Array.from({ length: 4000 }, (_, i) => line(`Ã‰rica ${i}`)).join('');
        const result = read(bytes(cp1252(header), utf8(lines)));
        expect(result).toEqual({
            ok: false,
            error: CSV_ENCODING_MESSAGES.mixed(Array.from({ length: 4000 }, (_, i) => i + 2)),
        });
        expect(!result.ok && result.error).toContain('linhas 2, 3, 4, 5, 6 e mais 3.995');
    });

    it('still reads a clean file, in UTF-8 or in Windows-1252', () => {
        for (const encode of [utf8, cp1252]) {
            expect(read(encode(header + line('José da Conceição Araújo')))).toMatchObject({ ok: true });
        }
    });
});

describe('the boleto CSV with a broken encoding', () => {
    it('refuses mixed encodings and stray bytes before any boleto is read', () => {
        const mixed = bytes(utf8(`${INVOICE_HEADER}\r\n${INVOICE_ONE}\r\n`), cp1252(INVOICE_TWO));
        expect(parseInvoiceCsv(mixed, { today: '2026-03-01' })).toEqual({
            ok: false,
            error: CSV_ENCODING_MESSAGES.mixed([2]),
        });
        const stray = bytes(cp1252(`${INVOICE_HEADER}\r\n${INVOICE_ONE}\r\n`), [0x8d], cp1252(INVOICE_TWO));
        expect(parseInvoiceCsv(stray, { today: '2026-03-01' })).toEqual({
            ok: false,
            error: CSV_ENCODING_MESSAGES.notText([3]),
        });
    });
});

describe('csvEncodingProblem', () => {
    it('finds nothing wrong in Portuguese text: accented names, ordinals, symbols', () => {
        const lower = fc.string({
            unit: fc.constantFrom(...'aáàâãbcçdeéêfghiíjlmnoóôõpqrstuúüvxz'),
            minLength: 1,
        });
        const word = fc
            .tuple(fc.constantFrom('', ...'AÁÂÃÇÉÊÍÓÔÕÚBCDJMS'), lower)
            .map(([first, rest]) => first + rest);
        const token = fc.oneof(
            word,
            word.map((w) => w.toUpperCase()),
            fc.tuple(fc.nat(999), fc.constantFrom('', 'º', 'ª', '°', '%')).map(([n, s]) => `${n}${s}`),
            fc.constantFrom('§', '€', '–', '—', '“', '”', '…', 'R$', 'Nº', '&'),
        );
        const separator = fc.constantFrom(' ', ';', ', ', '. ', '"', "'", '-', '/', '\r\n');
        const text = fc
            .array(fc.tuple(token, separator), { maxLength: 20 })
            .map((parts) => parts.flat().join(''));
        fc.assert(
            fc.property(text, (value) => {
                expect(csvEncodingProblem(value)).toBeNull();
            }),
        );
    });
});
