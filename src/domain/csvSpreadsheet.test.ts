/**
 * Our CSV files read back the way a spreadsheet opens them: SheetJS infers each cell's type like Excel
 * (digits become numbers, '6/6' a date), read with the options of a pt-BR Excel: values parsed (raw: false),
 * dates as dates, day before month (dateNF). SheetJS has no pt-BR number locale: it takes the decimal
 * comma for a thousands separator, so for amounts only the type (a number) is checked, not the value.
 */
import { describe, expect, it } from 'vitest';
import { read, utils } from 'xlsx';
import { buildBankBoleto } from './boleto';
import { buildCsv, csvAmount, csvBlob } from './csv';
import { formatDate } from './dates';
import { formatDocument } from './document';
import { formatOurNumber } from './invoice';

interface SheetCell {
    t: string;
    v: unknown;
}

/** The file as a spreadsheet opens it: rows of { t: 's' text | 'n' number | 'd' date, v: value }. */
async function openInSpreadsheet(csv: string): Promise<SheetCell[][]> {
    const bytes = new Uint8Array(await csvBlob(csv).arrayBuffer());
    const book = read(bytes, { type: 'array', raw: false, cellDates: true, dateNF: 'dd/mm/yyyy' });
    const sheet = book.Sheets[book.SheetNames[0]];
    const range = utils.decode_range(sheet['!ref'] ?? 'A1');
    const rows: SheetCell[][] = [];
    for (let r = range.s.r; r <= range.e.r; r++) {
        const row: SheetCell[] = [];
        for (let c = range.s.c; c <= range.e.c; c++) {
            const cell = sheet[utils.encode_cell({ r, c })];
            row.push(cell ? { t: cell.t, v: cell.v } : { t: 'z', v: undefined });
        }
        rows.push(row);
    }
    return rows;
}

const text = (value: string) => ({ t: 's', v: value });
const date = (iso: string) => ({ t: 'd', v: new Date(`${iso}T00:00:00.000Z`) });
const number = { t: 'n', v: expect.any(Number) };

const line47 = buildBankBoleto({
    bankCode: '341',
    amountCents: 123_456,
    dueDate: '2026-12-10',
    freeField: '1090001234500000000000000',
}).line;
/** A convênio (utility) line: 48 digits, segment 8. */
const line48 = '836200000005667800481000180975657313001589636081';

describe('CSV read back by a spreadsheet', () => {
    it('keeps identifiers, fractions and day-months as typed, and amounts and dates as numbers and dates', async () => {
        const sheet = await openInSpreadsheet(
            buildCsv([
                [
                    'Linha',
                    'Convênio',
                    'Texto',
                    'Parcela',
                    'Fração',
                    'Dia-mês',
                    'CPF',
                    'Código',
                    'Valor',
                    'Data',
                ],
                [
                    line47,
                    line48,
                    'Parcela 6/6',
                    '6/6',
                    '1/2',
                    '12-05',
                    '01234567890',
                    '12345678901234',
                    '1234,56',
                    '28/02/2026',
                ],
                [
                    '=HYPERLINK("http://x")',
                    '+5511',
                    'Conta 0123',
                    '12/2026',
                    '1.234',
                    '1E5',
                    '0',
                    '123',
                    '-0,99',
                    '01/03/2026',
                ],
            ]),
        );
        expect(line47).toMatch(/^\d{47}$/);
        expect(sheet[1]).toEqual([
            text(line47),
            text(line48),
            text('Parcela 6/6'),
            text('6/6'),
            text('1/2'),
            text('12-05'),
            text('01234567890'),
            text('12345678901234'),
            number,
            date('2026-02-28'),
        ]);
        expect(sheet[2]).toEqual([
            // The formula guard still shows formula-like text with its leading quote mark.
            text('\'=HYPERLINK("http://x")'),
            text("'+5511"),
            text('Conta 0123'),
            text('12/2026'),
            text('1.234'),
            text('1E5'),
            { t: 'n', v: 0 },
            { t: 'n', v: 123 },
            number,
            date('2026-03-01'),
        ]);
    });

    it('opens a boleto list (the cells invoicesCsv writes) with its line, parcel and your number as text', async () => {
        // Our number, payer, CPF/CNPJ, your number, issue, due, amount, paid, paid at, status, parcel, line.
        const row = (parcel: string) => [
            formatOurNumber('00000000123', '7'),
            'Maria Teste',
            formatDocument('01234567890'),
            '000123',
            formatDate('2026-02-01'),
            formatDate('2026-02-28'),
            csvAmount(123_456),
            '',
            '',
            'Pendente',
            parcel,
            line47,
        ];
        const sheet = await openInSpreadsheet(buildCsv([row('6/6'), row('1/2')]));
        expect(sheet.map((cells) => cells[10])).toEqual([text('6/6'), text('1/2')]);
        expect(sheet.map((cells) => cells[11])).toEqual([text(line47), text(line47)]);
        expect(sheet[0].slice(0, 7)).toEqual([
            text('09/00000000123-7'),
            text('Maria Teste'),
            text('012.345.678-90'),
            text('000123'),
            date('2026-02-01'),
            date('2026-02-28'),
            number,
        ]);
    });
});
