import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, csvAmount, csvBlob, csvCell, STATEMENT_CSV_HEADER, statementCsv } from './csv';
import { csvCellText, readCsvRecords } from './csvRead';

describe('csvCell', () => {
    it.each([
        ['texto simples', 'texto simples'],
        ['Silva; Filhos', '"Silva; Filhos"'],
        ['Loja "Boa"', '"Loja ""Boa"""'],
        ['linha 1\nlinha 2', '"linha 1\nlinha 2"'],
        ['linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
        [' espaço', '" espaço"'],
        ['', ''],
        ['Ação à vista', 'Ação à vista'],
    ])('%j → %j', (value, expected) => {
        expect(csvCell(value)).toBe(expected);
    });

    it('leaves empty values empty and writes numbers with a decimal comma', () => {
        expect(csvCell(null)).toBe('');
        expect(csvCell(undefined)).toBe('');
        expect(csvCell(12)).toBe('12');
        expect(csvCell(-1.5)).toBe('-1,5');
    });

    it.each([
        ['01234567890', '="01234567890"'],
        ['123456789012', '="123456789012"'],
        ['6/6', '="6/6"'],
        ['1 1/2', '="1 1/2"'],
        ['12-05', '="12-05"'],
        ['03/2026', '="03/2026"'],
        ['12.345.678', '="12.345.678"'],
        ['1E5', '="1E5"'],
        ['(150)', '="(150)"'],
    ])('keeps %j as text a spreadsheet shows as typed: %s', (value, expected) => {
        expect(csvCell(value)).toBe(expected);
    });

    it.each([
        '1234,56',
        '-0,99',
        '28/02/2026',
        '28/02/2026 14:05',
        '23:30',
        '0',
        '12345678901',
        'Parcela 6/6',
    ])('leaves %j for the spreadsheet to read (amounts, dates, times, short numbers, words)', (value) => {
        expect(csvCell(value)).toBe(value);
    });

    it('defuses text Excel would run as a formula, but not negative amounts', () => {
        expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
        expect(csvCell('+5511')).toBe("'+5511");
        expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
        expect(csvCell('-abc')).toBe("'-abc");
        expect(csvCell('-1234,56')).toBe('-1234,56');
    });
});

describe('csvAmount', () => {
    it.each([
        [0, '0,00'],
        [5, '0,05'],
        [-5, '-0,05'],
        [100, '1,00'],
        [123456, '1234,56'],
        [-123456789, '-1234567,89'],
        [Number.MAX_SAFE_INTEGER, '90071992547409,91'],
    ])('%d cents → %s', (cents, text) => {
        expect(csvAmount(cents)).toBe(text);
    });

    it('is exact for every integer number of cents', () => {
        fc.assert(
            fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
                const text = csvAmount(cents);
                expect(text).toMatch(/^-?\d+,\d{2}$/);
                expect(BigInt(text.replace(',', ''))).toBe(BigInt(cents));
            }),
        );
    });

    it('refuses fractions of a cent', () => {
        expect(() => csvAmount(1.5)).toThrow(RangeError);
    });
});

describe('buildCsv', () => {
    it('joins cells with ; and rows with CRLF', () => {
        expect(
            buildCsv([
                ['a', 'b'],
                ['c;d', 1],
            ]),
        ).toBe('a;b\r\n"c;d";1');
    });

    it('reads back as the cells it was given', () => {
        const text = fc
            .string({ unit: fc.constantFrom('a', 'ç', ';', '"', '\n', '\r', ' ', '0', '1', ',', '/', '.') })
            // Formula-like text (here: a leading CR) gets a leading quote mark, tested above.
            .filter((cell) => !cell.startsWith('\r'));
        fc.assert(
            fc.property(
                fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1 }),
                (rows) => {
                    // A last row keeps a trailing empty row from reading as the file's final line break.
                    const written = [...rows, ['fim']];
                    const read = readCsvRecords(buildCsv(written), ';')?.map(({ cells }) =>
                        cells.map(csvCellText),
                    );
                    expect(read).toEqual(written);
                },
            ),
        );
    });
});

describe('statementCsv', () => {
    it('writes Brasília dates, reais with a decimal comma and the situation', () => {
        const text = statementCsv([
            {
                created_at: '2026-03-01T02:30:00.000Z',
                description: 'Pix recebido - Loja "Sol; Mar"',
                amount: 123456,
                balance_after: 200000,
                status: 'transacted',
            },
            {
                created_at: '2026-03-01T15:05:00.000Z',
                description: 'Compra no débito',
                amount: -99,
                balance_after: 199901,
                status: 'reversed',
            },
        ]);
        expect(text.split('\r\n')).toEqual([
            STATEMENT_CSV_HEADER.join(';'),
            '28/02/2026;23:30;"Pix recebido - Loja ""Sol; Mar""";1234,56;2000,00;Efetivada',
            '01/03/2026;12:05;Compra no débito;-0,99;1999,01;Estornada',
        ]);
    });

    it('is only the header for an empty period', () => {
        expect(statementCsv([])).toBe('Data;Hora;Descrição;Valor (R$);Saldo (R$);Situação');
    });
});

describe('csvBlob', () => {
    it('starts with the UTF-8 BOM and keeps accents as UTF-8', async () => {
        const blob = csvBlob('Descrição');
        expect(blob.type).toBe('text/csv;charset=utf-8');
        const bytes = new Uint8Array(await blob.arrayBuffer());
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${CSV_BOM}Descrição`);
    });
});
