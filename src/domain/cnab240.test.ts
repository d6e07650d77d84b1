import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    BATCH_LAYOUT_VERSION,
    buildCobrancaRemittance,
    COBRANCA_SPECS,
    type CobrancaRemittanceInput,
    type CobrancaTitle,
    FILE_LAYOUT_VERSION,
    parseCnab240,
    type RecordSpec,
    readRecord,
    toCnabText,
    writeRecord,
} from './cnab240';
import { cnpjFromSeed } from './cnpj';
import { cpfFromSeed } from './cpf';

const ALPHA_CNPJ = '12ABC34501DE35'; // official RFB example (rules file §1.2)
const CPF = '12345678909';

function title(overrides: Partial<CobrancaTitle> = {}): CobrancaTitle {
    return {
        ourNumber: '00000000123',
        ourNumberDv: 'P',
        yourNumber: 'NF-2026/0042',
        issueDate: '2026-11-21',
        dueDate: '2026-12-10',
        amountCents: 150_075,
        finePercentBp: 200,
        interestMonthlyBp: 100,
        discount: { untilDate: '2026-12-05', amountCents: 5_000 },
        payer: {
            document: CPF,
            name: 'João Conceição',
            address: {
                street: 'Rua Açaí',
                number: '12',
                complement: 'apto 3',
                district: 'Centro',
                zip: '01310100',
                city: 'São Paulo',
                state: 'SP',
            },
        },
        ...overrides,
    };
}

function remittance(titles: CobrancaTitle[] = [title()]): CobrancaRemittanceInput {
    return {
        bank: { code: '990', name: 'Banco Sandbox' },
        beneficiary: {
            document: ALPHA_CNPJ,
            name: 'Padaria Pão de Açúcar Ltda',
            agency: '1234',
            account: '567890',
            accountDv: 'X',
            agreement: 'CONV123456',
        },
        wallet: '09',
        fileSequence: 42,
        generatedAt: new Date('2026-11-21T02:30:15Z'), // 20/11/2026 23:30:15 in Brasília
        titles,
    };
}

const lines = (text: string): string[] => text.split('\r\n').slice(0, -1);
const at = (line: string, start: number, end: number): string => line.slice(start - 1, end);
const isoFromCnab = (d: string): string => `${d.slice(4)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;

describe('record specs', () => {
    const specs = Object.entries(COBRANCA_SPECS);

    it.each(specs)('%s covers positions 1–240 with no gap and no overlap', (_, spec) => {
        let next = 1;
        for (const field of spec) {
            expect(field.start, field.name).toBe(next);
            expect(field.end, field.name).toBeGreaterThanOrEqual(field.start);
            next = field.end + 1;
        }
        expect(next).toBe(241);
    });

    it.each(specs)('%s has unique names and constants of the field width', (_, spec) => {
        expect(new Set(spec.map((f) => f.name)).size).toBe(spec.length);
        for (const field of spec.filter((f) => f.value !== undefined)) {
            expect(field.value?.length, field.name).toBe(field.end - field.start + 1);
        }
    });
});

describe('writeRecord / readRecord', () => {
    const spec: RecordSpec = [
        { name: 'code', start: 1, end: 3, kind: 'num', value: '990' },
        { name: 'amount', start: 4, end: 18, kind: 'num' },
        { name: 'name', start: 19, end: 28, kind: 'alpha' },
        { name: 'rest', start: 29, end: 240, kind: 'alpha' },
    ];

    it('zero-pads numbers to the right, blank-pads upper-cased texts to the left', () => {
        const line = writeRecord(spec, { amount: 1234, name: 'ana' });
        expect(line).toHaveLength(240);
        expect(line.slice(0, 28)).toBe('990000000000001234ANA       ');
        expect(line.slice(28)).toBe(' '.repeat(212));
        expect(readRecord(spec, line)).toEqual({
            code: '990',
            amount: '000000000001234',
            name: 'ANA',
            rest: '',
        });
    });

    it('writes missing numbers as zeros and accepts digit strings', () => {
        expect(writeRecord(spec, {}).slice(3, 18)).toBe('0'.repeat(15));
        expect(writeRecord(spec, { amount: '0042' }).slice(3, 18)).toBe('000000000000042');
    });

    it('strips accents, drops non-ASCII and control characters, truncates to the field', () => {
        expect(toCnabText('João Conceição')).toBe('JOAO CONCEICAO');
        expect(toCnabText('Ação ç Ç ü ñ º€ 😀\r\nx')).toBe('ACAO C C U N  X');
        expect(readRecord(spec, writeRecord(spec, { name: 'Conceição Araújo' })).name).toBe('CONCEICAO');
    });

    it.each([
        ['too many digits', 10 ** 15],
        ['negative', -1],
        ['not an integer', 1.5],
        ['not finite', Number.NaN],
        ['a string with non-digits', '12a'],
        ['a string too long', '1'.repeat(16)],
    ])('throws a RangeError for a number %s', (_, amount) => {
        expect(() => writeRecord(spec, { amount })).toThrow(RangeError);
    });

    it('refuses unknown fields and constants', () => {
        expect(() => writeRecord(spec, { amuont: 1 })).toThrow(/amuont/);
        expect(() => writeRecord(spec, { code: '001' })).toThrow(/code/);
    });

    it('refuses a spec that does not cover 240 positions, and a line of another length', () => {
        expect(() => writeRecord(spec.slice(0, 3), {})).toThrow(/28 positions/);
        expect(() => readRecord(spec, 'x'.repeat(239))).toThrow('registro CNAB 240 com 239 caracteres');
    });
});

describe('buildCobrancaRemittance', () => {
    const twoTitles = [title(), title({ ourNumber: '00000000124', amountCents: 99, discount: null })];
    const text = buildCobrancaRemittance(remittance(twoTitles));
    const all = lines(text);
    const { records } = parseCnab240(text);

    it('writes 240-character ASCII lines, each ending with CRLF', () => {
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        expect(all).toHaveLength(2 + 3 * 2 + 2);
        for (const line of all) {
            expect(line).toHaveLength(240);
            expect(line).toMatch(/^[\x20-\x7E]+$/);
        }
    });

    it('orders the records: header, batch header, P/Q/R per title, batch trailer, file trailer', () => {
        expect(records.map((r) => r.type + (r.segment ?? '')).join(' ')).toBe('0 1 3P 3Q 3R 3P 3Q 3R 5 9');
        expect(all.every((line) => line.startsWith('990'))).toBe(true);
    });

    it('numbers the details from 1 within batch 0001, all with movement 01', () => {
        const details = records.filter((r) => r.type === '3');
        expect(details.map((r) => r.fields.sequence).join(' ')).toBe('00001 00002 00003 00004 00005 00006');
        expect(details.every((r) => r.fields.movement === '01' && r.fields.batch === '0001')).toBe(true);
        expect(records[0].fields.batch).toBe('0000');
        expect(records[9].fields.batch).toBe('9999');
    });

    it('writes the file header with the Brasília date and time and the layout version', () => {
        const header = all[0];
        expect(at(header, 8, 8)).toBe('0');
        expect(at(header, 18, 32)).toBe(`2${ALPHA_CNPJ}`);
        expect(at(header, 73, 102).trim()).toBe('PADARIA PAO DE ACUCAR LTDA');
        expect(at(header, 103, 132).trim()).toBe('BANCO SANDBOX');
        expect(at(header, 143, 163)).toBe('120112026233015000042');
        expect(at(header, 164, 166)).toBe(FILE_LAYOUT_VERSION);
    });

    it('writes the batch header: operation R, service 01, layout 060, 15-position inscription', () => {
        const batch = all[1];
        expect(at(batch, 1, 17)).toBe(`99000011R01  ${BATCH_LAYOUT_VERSION} `);
        expect(at(batch, 18, 33)).toBe(`20${ALPHA_CNPJ}`);
        expect(at(batch, 34, 73)).toBe('CONV123456          01234 000000567890X ');
        expect(at(batch, 184, 207)).toBe('000000422011202600000000');
    });

    it('writes segment P at the FEBRABAN positions', () => {
        const p = all[2];
        expect(at(p, 14, 17)).toBe('P 01');
        expect(at(p, 38, 57)).toBe('0090000000000000123P');
        expect(at(p, 58, 62)).toBe('11122');
        expect(at(p, 63, 77)).toBe('NF-2026/0042   ');
        expect(at(p, 78, 85)).toBe('10122026');
        expect(at(p, 86, 100)).toBe('000000000150075');
        expect(at(p, 107, 117)).toBe('02N21112026');
        expect(at(p, 118, 141)).toBe('211122026000000000000100');
        expect(at(p, 142, 165)).toBe('105122026000000000005000');
        expect(at(p, 221, 229)).toBe('300106009');
    });

    it('starts interest and fine the day after the due date, across a year end', () => {
        const [, , p, , r] = lines(buildCobrancaRemittance(remittance([title({ dueDate: '2026-12-31' })])));
        expect(at(p, 118, 126)).toBe('201012027');
        expect(at(r, 66, 89)).toBe('201012027000000000000200');
    });

    it('writes exempt interest, no discount and no fine when none are set', () => {
        const plain = title({ finePercentBp: 0, interestMonthlyBp: 0, discount: null });
        const [, , p, , r] = lines(buildCobrancaRemittance(remittance([plain])));
        expect(at(p, 118, 165)).toBe(`3${'0'.repeat(23)}0${'0'.repeat(23)}`);
        expect(at(r, 66, 89)).toBe('0'.repeat(24));
    });

    it('writes the payer in segment Q without accents, CPF with inscription type 1', () => {
        const q = records[3].fields;
        expect(q.payerInscriptionType).toBe('1');
        expect(q.payerInscription).toBe(`0000${CPF}`);
        expect(q.payerName).toBe('JOAO CONCEICAO');
        expect(q.payerAddress).toBe('RUA ACAI, 12 APTO 3');
        expect([q.payerDistrict, q.zip, q.zipSuffix, q.payerCity, q.payerState]).toEqual([
            'CENTRO',
            '01310',
            '100',
            'SAO PAULO',
            'SP',
        ]);
    });

    it('writes an alphanumeric CNPJ payer as is, with inscription type 2', () => {
        const payer = { ...title().payer, document: ALPHA_CNPJ.toLowerCase() };
        const [, , , q] = lines(buildCobrancaRemittance(remittance([title({ payer })])));
        expect(at(q, 18, 33)).toBe(`20${ALPHA_CNPJ}`);
    });

    it('counts and totals in the trailers', () => {
        const batchTrailer = records[8].fields;
        expect(batchTrailer.recordCount).toBe('000008'); // header + 6 details + trailer
        expect(batchTrailer.simpleCount).toBe('000002');
        expect(Number(batchTrailer.simpleTotal)).toBe(150_075 + 99);
        const fileTrailer = records[9].fields;
        expect([fileTrailer.batchCount, fileTrailer.recordCount]).toEqual(['000001', '000010']);
    });

    it('round-trips titles through parseCnab240', () => {
        const titles = [
            title(),
            title({
                ourNumber: '98765432100',
                ourNumberDv: '0',
                yourNumber: 'A1',
                amountCents: 1,
                discount: null,
            }),
            title({ ourNumber: '00000000001', dueDate: '2027-02-28', amountCents: 999_999_999_999_999 }),
        ];
        const parsed = parseCnab240(buildCobrancaRemittance(remittance(titles))).records;
        const p = parsed.filter((r) => r.segment === 'P').map((r) => r.fields);
        expect(p.map((f) => [f.ourNumber, f.ourNumberDv, f.documentNumber, isoFromCnab(f.dueDate)])).toEqual(
            titles.map((t) => [t.ourNumber, t.ourNumberDv, t.yourNumber.toUpperCase(), t.dueDate]),
        );
        expect(p.map((f) => Number(f.amount))).toEqual(titles.map((t) => t.amountCents));
        expect(parsed.find((r) => r.type === '5')?.fields.simpleTotal).toBe('01000000000150075');
    });

    it('throws a RangeError for an amount that does not fit 13V2', () => {
        expect(() => buildCobrancaRemittance(remittance([title({ amountCents: 10 ** 15 })]))).toThrow(
            RangeError,
        );
    });

    it.each<[string, Partial<CobrancaTitle>]>([
        ['a zero amount', { amountCents: 0 }],
        ['an unreal due date', { dueDate: '2026-02-30' }],
        ['a seu número over 15 characters', { yourNumber: '1234567890123456' }],
        ['a discount after the due date', { discount: { untilDate: '2026-12-11', amountCents: 1 } }],
        ['a discount not below the amount', { discount: { untilDate: '2026-12-01', amountCents: 150_075 } }],
        ['an invalid payer document', { payer: { ...title().payer, document: '12ABC34501DE36' } }],
        [
            'a zip that is not 8 digits',
            { payer: { ...title().payer, address: { ...title().payer.address, zip: '1310' } } },
        ],
    ])('throws a RangeError for %s', (_, overrides) => {
        expect(() => buildCobrancaRemittance(remittance([title(overrides)]))).toThrow(RangeError);
    });

    it('throws a RangeError for an empty remittance', () => {
        expect(() => buildCobrancaRemittance(remittance([]))).toThrow(RangeError);
    });
});

describe('parseCnab240', () => {
    it('reports a line that is not 240 characters long, in pt-BR, with its number', () => {
        const [header] = lines(buildCobrancaRemittance(remittance()));
        expect(() => parseCnab240(`${header}\r\n${header.slice(1)}\r\n`)).toThrow(
            'Linha 2: registro CNAB 240 com 239 caracteres; o esperado é 240.',
        );
    });

    it('reports an unsupported record type or segment', () => {
        const [header, , p] = lines(buildCobrancaRemittance(remittance()));
        expect(() => parseCnab240(`${header.slice(0, 7)}7${header.slice(8)}`)).toThrow(
            "Linha 1: tipo de registro '7' não suportado.",
        );
        expect(() => parseCnab240(`${p.slice(0, 13)}J${p.slice(14)}`)).toThrow(
            "Linha 1: segmento 'J' não suportado.",
        );
    });

    it('accepts LF-only line endings and an empty text', () => {
        const text = buildCobrancaRemittance(remittance());
        expect(parseCnab240(text.replace(/\r\n/g, '\n')).records).toHaveLength(7);
        expect(parseCnab240('').records).toEqual([]);
    });
});

describe('property: any valid titles survive write → parse', () => {
    const isoDate = fc
        .date({
            min: new Date('2000-01-01T00:00:00Z'),
            max: new Date('2099-12-31T00:00:00Z'),
            noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    const text = fc.string({ unit: 'binary', maxLength: 60 });
    const document = fc.oneof(
        fc.nat().map((n) => cpfFromSeed(n)),
        fc.tuple(fc.nat(), fc.boolean()).map(([n, alpha]) => cnpjFromSeed(n, alpha)),
    );
    const titleArb: fc.Arbitrary<CobrancaTitle> = fc.record({
        ourNumber: fc.stringMatching(/^\d{11}$/),
        ourNumberDv: fc.constantFrom('0', '5', '9', 'P'),
        yourNumber: fc.stringMatching(/^[0-9A-Z/-]{1,15}$/),
        issueDate: isoDate,
        dueDate: isoDate,
        amountCents: fc.integer({ min: 1, max: 999_999_999_999_999 }),
        finePercentBp: fc.integer({ min: 0, max: 10_000 }),
        interestMonthlyBp: fc.integer({ min: 0, max: 10_000 }),
        discount: fc.constant(null),
        payer: fc.record({
            document,
            name: text,
            address: fc.record({
                street: text,
                number: text,
                district: text,
                zip: fc.stringMatching(/^\d{8}$/),
                city: text,
                state: fc.constantFrom('SP', 'RJ', 'DF'),
            }),
        }),
    });

    it('gives back the amounts, due dates and our numbers', () => {
        fc.assert(
            fc.property(fc.array(titleArb, { minLength: 1, maxLength: 5 }), (titles) => {
                const out = buildCobrancaRemittance(remittance(titles));
                const all = lines(out);
                expect(all.every((line) => line.length === 240 && /^[\x20-\x7E]+$/.test(line))).toBe(true);
                const p = parseCnab240(out)
                    .records.filter((r) => r.segment === 'P')
                    .map((r) => r.fields);
                expect(p.map((f) => Number(f.amount))).toEqual(titles.map((t) => t.amountCents));
                expect(p.map((f) => isoFromCnab(f.dueDate))).toEqual(titles.map((t) => t.dueDate));
                expect(p.map((f) => f.ourNumber)).toEqual(titles.map((t) => t.ourNumber));
                expect(all).toHaveLength(3 * titles.length + 4);
            }),
            { numRuns: 200 },
        );
    });
});
