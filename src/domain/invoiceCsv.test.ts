import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryInvoiceRow, plusDays } from '../test/invoiceArbitrary';
import { cpfFromSeed } from './cpf';
import { CSV_BOM, csvAmount } from './csv';
import { formatDate } from './dates';
import { MAX_BATCH_FILE_BYTES } from './drawee';
import { INVOICE_MESSAGES } from './invoice';
import {
    buildInvoiceCsvTemplate,
    INVOICE_CSV_COLUMNS,
    INVOICE_CSV_MESSAGES,
    type InvoiceCsvOptions,
    type InvoiceCsvParse,
    MAX_INVOICE_CSV_ROWS,
    parseDateCell,
    parseInvoiceCsv,
    parseMoneyCell,
    percentText,
    serializeInvoiceCsv,
    TEMPLATE_PAYER_DOCUMENTS,
} from './invoiceCsv';
import { formatBRL } from './money';
import { percentToBp } from './percent';

const TODAY = '2026-03-15';
const HEADER = INVOICE_CSV_COLUMNS.join(';');
/** A person (CPF) and a company (alphanumeric CNPJ), as in the payer template. */
const MARIA = '00172383749';
const PADARIA = '12ABC34501DE35';
const GOOD = `${MARIA};1.234,56;10/04/2026;1;2;1;;;COND-0101;Taxa de condomínio`;

const parsed = (input: string | Uint8Array, options: InvoiceCsvOptions = {}) => {
    const result = parseInvoiceCsv(input, { today: TODAY, ...options });
    if (!result.ok) throw new Error(`esperava um arquivo lido: ${result.error}`);
    return result;
};
const errorOf = (input: string | Uint8Array) =>
    (parseInvoiceCsv(input, { today: TODAY }) as Extract<InvoiceCsvParse, { ok: false }>).error;
const reasonsOf = (result: ReturnType<typeof parsed>) => result.rows.map((row) => [row.line, row.reasons]);
/** Latin-1 bytes (the accents of Portuguese are the same in Windows-1252). */
const cp1252 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe('the template', () => {
    it('has the header and two boletos valid today, due on the 10th of next month', () => {
        const template = buildInvoiceCsvTemplate(TODAY);
        const [header, ...lines] = template.split('\r\n');
        expect(header).toBe(HEADER);
        expect(lines).toHaveLength(2);
        const result = parsed(template);
        expect(result).toMatchObject({ valid: 2, invalid: 0, separator: ';', total: 45_000 + 123_456 });
        expect(result.rows.map((row) => [row.invoice.drawee_document, row.invoice.due_date])).toEqual([
            [TEMPLATE_PAYER_DOCUMENTS[0], '2026-04-10'],
            [TEMPLATE_PAYER_DOCUMENTS[1], '2026-04-10'],
        ]);
        expect(result.rows[1].invoice).toMatchObject({
            installments: 3,
            interest_percent: 150,
            discount_amount: 2500,
            discount_until: '2026-04-05',
        });
    });

    it('takes the holder’s own payers, and reads back with its BOM as UTF-8 bytes', () => {
        const own = cpfFromSeed(77);
        const template = buildInvoiceCsvTemplate(TODAY, [own, '11222333000181']);
        const result = parsed(new TextEncoder().encode(CSV_BOM + template), {
            knownDocuments: new Set([own, '11222333000181']),
        });
        expect(result.valid).toBe(2);
        expect(result.rows[0].invoice.drawee_document).toBe(own);
    });

    it('stays valid whatever the day it is built on', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 3650 }), (days) => {
                const today = plusDays('2025-01-01', days);
                expect(parsed(buildInvoiceCsvTemplate(today), { today }).invalid).toBe(0);
            }),
        );
    });
});

describe('parseInvoiceCsv: reading the file', () => {
    it('reads a ; file into the batch call’s rows: cents, basis points and yyyy-MM-dd', () => {
        const text = [
            HEADER,
            GOOD,
            `${PADARIA};1234,5;10/5/2026;3;2,5;1,25;10,00;05/05/2026;PED-42;"Pedido 42; entrega"`,
        ].join('\r\n');
        const result = parsed(text);
        expect(result).toMatchObject({ valid: 2, invalid: 0, encoding: 'utf-8', ignoredColumns: [] });
        expect(result.total).toBe(123_456 + 123_450);
        expect(result.rows).toEqual([
            {
                line: 2,
                reasons: [],
                invoice: {
                    drawee_document: MARIA,
                    amount: 123_456,
                    due_date: '2026-04-10',
                    installments: 1,
                    fine_percent: 200,
                    interest_percent: 100,
                    discount_amount: 0,
                    discount_until: null,
                    instructions: 'Taxa de condomínio',
                    your_number: 'COND-0101',
                },
            },
            {
                line: 3,
                reasons: [],
                invoice: {
                    drawee_document: PADARIA,
                    amount: 123_450,
                    due_date: '2026-05-10',
                    installments: 3,
                    fine_percent: 250,
                    interest_percent: 125,
                    discount_amount: 1000,
                    discount_until: '2026-05-05',
                    instructions: 'Pedido 42; entrega',
                    your_number: 'PED-42',
                },
            },
        ]);
    });

    it('reads a , file whose decimal commas are quoted, and masked documents', () => {
        const text = [
            HEADER.replaceAll(';', ','),
            `001.723.837-49,"1.234,56",10/04/2026,,"2,5",,,,,`,
            `12.ABC.345/01DE-35,"99,90",10/04/2026,2,,,,,,"Linha 1`,
            `linha 2"`,
        ].join('\n');
        const result = parsed(text);
        expect(result.separator).toBe(',');
        expect(reasonsOf(result)).toEqual([
            [2, [INVOICE_MESSAGES.finePerson]],
            [3, []],
        ]);
        expect(result.rows[1].invoice).toMatchObject({
            drawee_document: PADARIA,
            amount: 9990,
            installments: 2,
            instructions: 'Linha 1 linha 2',
        });
    });

    it('takes columns in any order, case and accents, the CPF/CNPJ alias, and sets unknown ones aside', () => {
        const text = [
            'Vencimento;VALOR;CPF/CNPJ;Seu Número;Instruções;Desconto Até;Desconto;Observação',
            `10/04/2026;R$ 50,00;${MARIA};A-1;Não receber após 30 dias;08/04/2026;5,00;cliente antigo`,
        ].join('\n');
        const result = parsed(text);
        expect(result.ignoredColumns).toEqual(['Observação']);
        expect(result.rows[0]).toMatchObject({
            reasons: [],
            invoice: { amount: 5000, your_number: 'A-1', discount_amount: 500, discount_until: '2026-04-08' },
        });
        // Only the exact names (and the alias) are columns: "Valor (R$)" is not "valor".
        expect(errorOf(text.replace('VALOR', 'Valor (R$)'))).toBe(
            INVOICE_CSV_MESSAGES.missingColumns(['valor']),
        );
    });

    it('lets the optional columns out: only documento_sacado, valor and vencimento are required', () => {
        const result = parsed(`documento_sacado;valor;vencimento\n${MARIA};10,00;15/03/2026`);
        expect(result.rows[0]).toEqual({
            line: 2,
            reasons: [],
            invoice: {
                drawee_document: MARIA,
                amount: 1000,
                due_date: TODAY,
                installments: 1,
                fine_percent: 0,
                interest_percent: 0,
                discount_amount: 0,
                discount_until: null,
                instructions: '',
                your_number: '',
            },
        });
    });

    it('skips blank lines, counting them in the line numbers; drops the text mark Excel puts before numbers', () => {
        const text = ['', HEADER, ';;;;;;;;;', GOOD, '', `'${PADARIA};'10,00;10/04/2026`].join('\n');
        const result = parsed(text);
        expect(result.rows.map((row) => row.line)).toEqual([4, 6]);
        expect(result.rows[1].invoice).toMatchObject({ drawee_document: PADARIA, amount: 1000 });
    });
});

describe('parseInvoiceCsv: encodings', () => {
    const text = [HEADER, GOOD, `${PADARIA};10,00;10/04/2026;;;;;;;Manutenção e condomínio`].join('\r\n');

    it('reads UTF-8 bytes with and without BOM', () => {
        const utf8 = new TextEncoder().encode(text);
        for (const bytes of [utf8, new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])]) {
            const result = parsed(bytes);
            expect(result).toMatchObject({ encoding: 'utf-8', valid: 2 });
            expect(result.rows[1].invoice.instructions).toBe('Manutenção e condomínio');
        }
    });

    it('reads Windows-1252 bytes (not valid UTF-8) with their accents', () => {
        const result = parsed(cp1252(text));
        expect(result).toMatchObject({ encoding: 'windows-1252', valid: 2 });
        expect(result.rows.map((row) => row.invoice.instructions)).toEqual([
            'Taxa de condomínio',
            'Manutenção e condomínio',
        ]);
    });
});

describe('parseInvoiceCsv: reasons per line', () => {
    const line = (cells: Partial<Record<(typeof INVOICE_CSV_COLUMNS)[number], string>>) => {
        const base: Record<string, string> = {
            documento_sacado: PADARIA,
            valor: '100,00',
            vencimento: '10/04/2026',
        };
        const all = { ...base, ...cells };
        return INVOICE_CSV_COLUMNS.map((column) => all[column] ?? '').join(';');
    };

    it.each([
        ['no payer document', { documento_sacado: '' }, 'Informe o CPF ou o CNPJ.'],
        ['a bad CPF', { documento_sacado: '123.456.789-00' }, 'O CPF não é válido.'],
        [
            'a CPF that lost its zeros in Excel',
            { documento_sacado: '172383749' },
            INVOICE_CSV_MESSAGES.lostZeros,
        ],
        [
            'a CPF in scientific notation',
            { documento_sacado: '1,72384E+10' },
            INVOICE_CSV_MESSAGES.scientific,
        ],
        ['no amount', { valor: '' }, INVOICE_MESSAGES.amountRequired],
        ['an amount with a decimal point', { valor: '1234.56' }, INVOICE_CSV_MESSAGES.amount],
        ['an amount under the minimum', { valor: '4,99' }, INVOICE_MESSAGES.amountMin],
        ['an amount over the maximum', { valor: '100.000.000,00' }, INVOICE_MESSAGES.amountMax],
        ['no due date', { vencimento: '' }, INVOICE_MESSAGES.dueDateRequired],
        ['a due date that is not a date', { vencimento: '31/02/2026' }, INVOICE_CSV_MESSAGES.dueDate],
        ['a two-digit year', { vencimento: '10/04/26' }, INVOICE_CSV_MESSAGES.dueDate],
        ['a date Excel turned into a number', { vencimento: '46122' }, INVOICE_CSV_MESSAGES.dateAsNumber],
        ['a due date in the past', { vencimento: '14/03/2026' }, INVOICE_MESSAGES.dueDatePast],
        ['a due date over 10 years ahead', { vencimento: '01/01/2037' }, INVOICE_MESSAGES.dueDateFar],
        ['installments that are not a number', { parcelas: '2x' }, INVOICE_CSV_MESSAGES.installments],
        ['25 installments', { parcelas: '25' }, INVOICE_MESSAGES.installments],
        ['parcels under the minimum', { valor: '20,00', parcelas: '5' }, INVOICE_MESSAGES.installmentMin],
        ['a fine that is not a percent', { multa: 'dois' }, INVOICE_CSV_MESSAGES.fine],
        ['a fine over 10 %', { multa: '10,5' }, INVOICE_MESSAGES.fineInvalid],
        [
            'a fine over 2 % for a person',
            { documento_sacado: MARIA, multa: '2,01' },
            INVOICE_MESSAGES.finePerson,
        ],
        ['interest that is not a percent', { juros: '1,234' }, INVOICE_CSV_MESSAGES.interest],
        ['interest over 10 %', { juros: '11' }, INVOICE_MESSAGES.interestInvalid],
        ['a discount that is not money', { desconto: '5.5' }, INVOICE_CSV_MESSAGES.discount],
        ['a discount as big as the amount', { desconto: '100,00' }, INVOICE_MESSAGES.discountInvalid],
        ['a discount without its date', { desconto: '5,00' }, INVOICE_MESSAGES.discountDateRequired],
        [
            'a discount date after the due date',
            { desconto: '5,00', desconto_ate: '11/04/2026' },
            INVOICE_MESSAGES.discountDateInvalid,
        ],
        [
            'a discount date that is not a date',
            { desconto: '5,00', desconto_ate: '5/4' },
            INVOICE_CSV_MESSAGES.discountUntil,
        ],
        ['a long seu número', { seu_numero: '1234567890123456' }, INVOICE_MESSAGES.yourNumberLength],
        ['long instructions', { instrucoes: 'x'.repeat(241) }, INVOICE_MESSAGES.instructionsLength],
    ])('%s', (_, cells, reason) => {
        const result = parsed(`${HEADER}\n${line(cells)}`);
        expect(reasonsOf(result)).toEqual([[2, [reason]]]);
        expect(result).toMatchObject({ valid: 0, invalid: 1, total: 0 });
    });

    it('lists every reason of a line in the column order, without noise from an unreadable amount', () => {
        const text = `${HEADER}\n${line({ valor: 'cem reais', vencimento: '', parcelas: '30', desconto: '5,00', juros: '12' })}`;
        expect(reasonsOf(parsed(text))).toEqual([
            [
                2,
                [
                    INVOICE_CSV_MESSAGES.amount,
                    INVOICE_MESSAGES.dueDateRequired,
                    INVOICE_MESSAGES.installments,
                    INVOICE_MESSAGES.interestInvalid,
                ],
            ],
        ]);
    });

    it('refuses a payer the holder does not have when their payers are known', () => {
        const text = [HEADER, GOOD, line({})].join('\n');
        expect(reasonsOf(parsed(text, { knownDocuments: new Set([MARIA]) }))).toEqual([
            [2, []],
            [3, [INVOICE_MESSAGES.draweeDocumentUnknown]],
        ]);
        expect(parsed(text).valid).toBe(2);
    });

    it('flags the same payer with the same seu número on its later lines, masked or not', () => {
        const again = GOOD.replace(MARIA, '001.723.837-49');
        const other = GOOD.replace('COND-0101', 'COND-0102');
        const noNumber = line({ seu_numero: '' });
        const result = parsed([HEADER, GOOD, other, again, noNumber, noNumber, GOOD].join('\n'));
        expect(reasonsOf(result)).toEqual([
            [2, []],
            [3, []],
            [4, [INVOICE_CSV_MESSAGES.duplicate(2)]],
            [5, []],
            [6, []],
            [7, [INVOICE_CSV_MESSAGES.duplicate(2)]],
        ]);
        expect(result).toMatchObject({ valid: 4, invalid: 2, total: 2 * 123_456 + 2 * 10_000 });
    });

    it('flags a line with more cells than the header (a ; outside quotes)', () => {
        const text = `${HEADER}\n${GOOD.replace('Taxa de', 'Taxa; de')}`;
        expect(reasonsOf(parsed(text))).toEqual([[2, [INVOICE_CSV_MESSAGES.extraCells]]]);
    });
});

describe('parseInvoiceCsv: files it cannot read', () => {
    it.each([
        ['empty', '', INVOICE_CSV_MESSAGES.empty],
        ['only blanks', ' \r\n \n', INVOICE_CSV_MESSAGES.empty],
        ['only separators', ';;;\r\n;', INVOICE_CSV_MESSAGES.empty],
        ['one column', 'documento_sacado\n00172383749', INVOICE_CSV_MESSAGES.noSeparator],
        ['only the header', `${HEADER}\r\n;;;;;;;;;\r\n`, INVOICE_CSV_MESSAGES.noRows],
        [
            'missing required columns',
            'documento;parcelas\n00172383749;2',
            INVOICE_CSV_MESSAGES.missingColumns(['valor', 'vencimento']),
        ],
        ['a repeated column', `${HEADER};Valor\n${GOOD};1`, INVOICE_CSV_MESSAGES.repeatedColumn('valor')],
        ['an unclosed quote', `${HEADER}\n"00172383749;10,00`, INVOICE_CSV_MESSAGES.unclosedQuote],
        ['binary text', 'documento_sacado;valor\u0000;vencimento', INVOICE_CSV_MESSAGES.notCsv],
    ])('%s', (_, text, message) => expect(errorOf(text)).toBe(message));

    it('refuses an Excel workbook renamed .csv (xlsx and the old xls)', () => {
        const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
        const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
        expect(errorOf(xlsx)).toBe(INVOICE_CSV_MESSAGES.notCsv);
        expect(errorOf(xls)).toBe(INVOICE_CSV_MESSAGES.notCsv);
    });

    it('refuses more than 5 MB', () => {
        const big = new Uint8Array(MAX_BATCH_FILE_BYTES + 1).fill(0x3b);
        expect(errorOf(big)).toBe(INVOICE_CSV_MESSAGES.tooBig);
        expect(INVOICE_CSV_MESSAGES.tooBig).toBe('O arquivo passa de 5 MB: divida-o em arquivos menores.');
    });

    it(`refuses more than ${MAX_INVOICE_CSV_ROWS} boletos`, () => {
        const lines = Array.from({ length: MAX_INVOICE_CSV_ROWS + 1 }, () => GOOD);
        expect(errorOf([HEADER, ...lines].join('\n'))).toBe(
            INVOICE_CSV_MESSAGES.tooManyRows(MAX_INVOICE_CSV_ROWS + 1),
        );
        expect(INVOICE_CSV_MESSAGES.tooManyRows(5001)).toBe(
            'O arquivo tem 5.001 boletos; envie no máximo 5.000 por arquivo.',
        );
    });
});

describe('parseInvoiceCsv: a full batch', () => {
    it(`reads ${MAX_INVOICE_CSV_ROWS} generated boletos, all valid`, () => {
        const rows = Array.from({ length: MAX_INVOICE_CSV_ROWS }, (_, i) => ({
            drawee_document: cpfFromSeed(i),
            amount: 10_000 + i,
            due_date: plusDays(TODAY, i % 60),
            installments: 1 + (i % 3),
            fine_percent: 200,
            interest_percent: 100,
            discount_amount: 0,
            discount_until: null,
            instructions: `Mensalidade ${i + 1}`,
            your_number: `M-${i + 1}`,
        }));
        const result = parsed(new TextEncoder().encode(CSV_BOM + serializeInvoiceCsv(rows)));
        expect(result).toMatchObject({ valid: MAX_INVOICE_CSV_ROWS, invalid: 0 });
        expect(result.rows.at(-1)?.line).toBe(MAX_INVOICE_CSV_ROWS + 1);
        expect(result.rows.map((row) => row.invoice)).toEqual(rows);
    });
});

describe('cells', () => {
    it('percent: basis points → text → basis points', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99_999 }), (bp) => {
                expect(percentToBp(percentText(bp))).toBe(bp);
            }),
        );
        expect([percentText(200), percentText(250), percentText(205), percentText(0)]).toEqual([
            '2',
            '2,5',
            '2,05',
            '0',
        ]);
        expect(percentToBp('2,5%')).toBe(250);
        expect(percentToBp('2.5')).toBe(250);
    });

    it('money: 1234,56 and 1.234,56 (with or without R$) are the same cents', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (cents) => {
                expect(parseMoneyCell(csvAmount(cents))).toBe(cents);
                expect(parseMoneyCell(formatBRL(cents))).toBe(cents);
                expect(parseMoneyCell(formatBRL(cents).replace(/^R\$\s/, ''))).toBe(cents);
            }),
        );
    });

    it('dates: dd/MM/yyyy, d/M/yyyy and yyyy-MM-dd read as the same day', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 40_000 }), (days) => {
                const day = plusDays('2000-01-01', days);
                const [y, m, d] = day.split('-');
                expect(parseDateCell(formatDate(day))).toBe(day);
                expect(parseDateCell(`${Number(d)}/${Number(m)}/${y}`)).toBe(day);
                expect(parseDateCell(day)).toBe(day);
            }),
        );
    });
});

describe('properties', () => {
    const rows = fc.uniqueArray(arbitraryInvoiceRow(TODAY), {
        selector: (row) => `${row.drawee_document}|${row.your_number}`,
        minLength: 1,
        maxLength: 12,
    });

    it('serialize → parse gives the same valid boletos back: text, UTF-8 with BOM and Windows-1252', () => {
        fc.assert(
            fc.property(rows, (invoices) => {
                const text = serializeInvoiceCsv(invoices);
                const known = new Set(invoices.map((row) => row.drawee_document));
                for (const input of [text, new TextEncoder().encode(CSV_BOM + text), cp1252(text)]) {
                    const result = parsed(input, { knownDocuments: known });
                    expect(result.rows.map((row) => row.reasons)).toEqual(invoices.map(() => []));
                    expect(result.rows.map((row) => row.invoice)).toEqual(invoices);
                    expect(result.total).toBe(invoices.reduce((sum, row) => sum + row.amount, 0));
                }
            }),
        );
    });

    it('a line repeated later in the file is refused there, and only there', () => {
        fc.assert(
            fc.property(rows, fc.nat(), (invoices, pick) => {
                const repeated = { ...invoices[pick % invoices.length], your_number: 'REPETIDO-1' };
                const text = serializeInvoiceCsv([...invoices, repeated, repeated]);
                const result = parsed(text);
                const first = invoices.findIndex(
                    (row) =>
                        row.drawee_document === repeated.drawee_document && row.your_number === 'REPETIDO-1',
                );
                const firstLine = first === -1 ? invoices.length + 2 : first + 2;
                expect(result.rows.at(-1)?.reasons).toEqual([INVOICE_CSV_MESSAGES.duplicate(firstLine)]);
                expect(result.invalid).toBe(first === -1 ? 1 : 2);
            }),
        );
    });

    it('never throws: any text is a file error or lines whose counts and total add up', () => {
        fc.assert(
            fc.property(
                fc.oneof(
                    fc.string({ unit: fc.constantFrom(...'0123456789;,"\r\n/.ab R$%-'.split('')) }),
                    fc.string().map((body) => `${HEADER}\n${body}`),
                ),
                (text) => {
                    const result = parseInvoiceCsv(text, { today: TODAY });
                    if (!result.ok) {
                        expect(result.error).toMatch(/\S/);
                        return;
                    }
                    const good = result.rows.filter((row) => row.reasons.length === 0);
                    expect(result.valid + result.invalid).toBe(result.rows.length);
                    expect(result.valid).toBe(good.length);
                    expect(result.total).toBe(good.reduce((sum, row) => sum + row.invoice.amount, 0));
                    const lines = result.rows.map((row) => row.line);
                    expect(lines.every((n, i) => n >= 2 && (i === 0 || n > lines[i - 1]))).toBe(true);
                },
            ),
        );
    });
});
