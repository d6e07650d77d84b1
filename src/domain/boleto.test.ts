import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    BOLETO_INVALID,
    type BoletoResult,
    barcodeToLine,
    buildBankBoleto,
    dueDateFromFactor,
    factorForDate,
    formatLine,
    lineToBarcode,
    mod10,
    mod11Bank,
    mod11Collection,
    type ParsedBoleto,
    parseBoleto,
} from './boleto';

const TODAY = '2026-11-21'; // factor 1637; window [2018-09-04, 2041-12-12]

// ---------------------------------------------------------------------------------------------
// Independent reference, written again from the rules file §3 text (table Luhn, explicit weight loop,
// Date.parse day counts), to cross-check the module. Not imported from it.

const LUHN_DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

function refMod10(s: string): string {
    let sum = 0;
    for (let i = 0; i < s.length; i++) {
        const d = Number(s[s.length - 1 - i]);
        sum += i % 2 === 0 ? LUHN_DOUBLED[d] : d;
    }
    return String((10 - (sum % 10)) % 10);
}

function refWeightedSum(s: string): number {
    let [sum, weight] = [0, 2];
    for (let i = s.length - 1; i >= 0; i--) {
        sum += Number(s[i]) * weight;
        weight = weight === 9 ? 2 : weight + 1;
    }
    return sum;
}

function refBankDv(s: string): string {
    const dv = 11 - (refWeightedSum(s) % 11);
    return String(dv === 0 || dv === 10 || dv === 11 ? 1 : dv);
}

function refCollectionDv(s: string): string {
    const r = refWeightedSum(s) % 11;
    if (r === 0 || r === 1) return '0';
    return r === 10 ? '1' : String(11 - r);
}

const refDays = (date: string): number =>
    Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse('1997-10-07T00:00:00Z')) / 86_400_000);
const refDate = (days: number): string =>
    new Date(Date.parse('1997-10-07T00:00:00Z') + days * 86_400_000).toISOString().slice(0, 10);

function refBank(bank: string, amount: number, date: string | null, free: string, currency = '9') {
    const factor = date === null ? '0000' : String(((refDays(date) - 1000) % 9000) + 1000);
    const factorAmount = factor + String(amount).padStart(10, '0');
    const dv = refBankDv(bank + currency + factorAmount + free);
    const fields = [bank + currency + free.slice(0, 5), free.slice(5, 15), free.slice(15)];
    const line = fields.map((f) => f + refMod10(f)).join('') + dv + factorAmount;
    return { barcode: bank + currency + dv + factorAmount + free, line };
}

/** A convênio barcode from its parts: product 8, segment, value id, DAC, 11-digit value, 29 more digits. */
function refConvenio(segment: string, valueId: string, value11: string, rest29: string) {
    const body = `8${segment}${valueId}${value11}${rest29}`;
    const dv = valueId === '6' || valueId === '7' ? refMod10 : refCollectionDv;
    const barcode = `${body.slice(0, 3)}${dv(body)}${body.slice(3)}`;
    const blocks = [0, 1, 2, 3].map((i) => barcode.slice(i * 11, i * 11 + 11));
    return { barcode, line: blocks.map((b) => b + dv(b)).join('') };
}

const withDigit = (s: string, i: number, d: string): string => s.slice(0, i) + d + s.slice(i + 1);
const bump = (s: string, i: number): string => withDigit(s, i, String((Number(s[i]) + 1) % 10));

function expectOk(result: BoletoResult): ParsedBoleto {
    if (!result.ok) throw new Error(`expected a valid boleto, got: ${result.reason}`);
    return result;
}

function expectInvalid(result: BoletoResult, reason: RegExp): void {
    expect(result).toEqual({ ok: false, error: BOLETO_INVALID, reason: expect.stringMatching(reason) });
}

// ---------------------------------------------------------------------------------------------
// Vectors

/**
 * Public bank vectors (DVs recomputed by hand-written Python and by the reference above):
 * BB from the brazilian-utils test suites (line) and mcrvaz/boleto-brasileiro-validator tests (its barcode);
 * Bradesco from mcrvaz/boleto-brasileiro-validator tests.
 */
const BB = {
    line: '00190500954014481606906809350314337370000000100',
    formatted: '00190.50095 40144.816069 06809.350314 3 37370000000100',
    barcode: '00193373700000001000500940144816060680935031',
};
const BRADESCO = {
    line: '23793381286000782713695000063305975520000370000',
    formatted: '23793.38128 60007.827136 95000.063305 9 75520000370000',
    barcode: '23799755200003700003381260007827139500006330',
};

/** Convênio vectors: rules file §3.2 display line, and public validator examples (mcrvaz and others). */
const CONVENIO_VECTORS = [
    {
        formatted: '84610000000-5 24610029110-2 00546033900-4 69589506108-0', // rules file §3.2
        barcode: '84610000000246100291100054603390069589506108',
        segment: 'Telecomunicações',
        segmentCode: '4',
        valueId: '6',
        amountCents: 2461,
    },
    {
        formatted: '83640000001-1 33120138000-2 81288462711-6 08013618155-1', // mod 10 example
        barcode: '83640000001331201380008128846271108013618155',
        segment: 'Energia elétrica e gás',
        segmentCode: '3',
        valueId: '6',
        amountCents: 13312,
    },
    {
        formatted: '83620000000-5 66780048100-0 18097565731-3 00158963608-1', // mcrvaz, mod 10
        barcode: '83620000000667800481001809756573100158963608',
        segment: 'Energia elétrica e gás',
        segmentCode: '3',
        valueId: '6',
        amountCents: 6678,
    },
    {
        formatted: '85890000460-9 52460179160-5 60759305086-5 83148300001-0', // mcrvaz, mod 11, block 4 r = 1
        barcode: '85890000460524601791606075930508683148300001',
        segment: 'Órgãos governamentais',
        segmentCode: '5',
        valueId: '8',
        amountCents: 4605246,
    },
    {
        formatted: '84890000000-2 40420162201-5 80605190429-2 58603411122-0', // mcrvaz, mod 11, block 4 r = 1
        barcode: '84890000000404201622018060519042958603411122',
        segment: 'Telecomunicações',
        segmentCode: '4',
        valueId: '8',
        amountCents: 4042,
    },
] as const;

const digitsOnly = (s: string): string => s.replace(/\D/g, '');

// Built with buildBankBoleto and checked against refBank (and the Python recomputation of the rules file).
const ITAU_BUILT = {
    input: { bankCode: '341', amountCents: 12345, dueDate: TODAY, freeField: '1090000012345678901234560' },
    barcode: '34191163700000123451090000012345678901234560', // DV geral 1 (r = 0)
    line: '34191090080001234567489012345602116370000012345',
};
const BB_NO_DUE = {
    input: { bankCode: '001', amountCents: 0, dueDate: null, freeField: '0000001234567000000001217' },
    barcode: '00198000000000000000000001234567000000001217',
    line: '00190000090123456700400000012179800000000000000',
};

// ---------------------------------------------------------------------------------------------

describe('check digits', () => {
    it.each([
        ['001905009', 5],
        ['4014481606', 9],
        ['0680935031', 4],
        ['261533', 4], // from the right: 3·2 + 3·1 + (5·2 → 1+0) + 1·1 + (6·2 → 1+2) + 2·1 = 16 → 4
        ['0', 0],
    ])('mod10(%s) = %i', (digits, dv) => {
        expect(mod10(digits)).toBe(dv);
    });

    it('mod11Bank maps 0, 10 and 11 to 1 (never 0)', () => {
        // Weighted sums: '0…0' → r 0 → 11 → 1; '5' → 10 → r 10 → 1; '3' → 6 → 11 − 6 = 5;
        // '6' → 12 → r 1 → 10 → 1.
        expect(mod11Bank('0000')).toBe(1);
        expect(mod11Bank('5')).toBe(1);
        expect(mod11Bank('6')).toBe(1);
        expect(mod11Bank('3')).toBe(5);
        expect(mod11Bank(BB.barcode.slice(0, 4) + BB.barcode.slice(5))).toBe(3);
    });

    it('mod11Collection maps r 0 and 1 to 0, r 10 to 1', () => {
        expect(mod11Collection('0000')).toBe(0); // r 0
        expect(mod11Collection('6')).toBe(0); // 12 → r 1
        expect(mod11Collection('5')).toBe(1); // 10 → r 10
        expect(mod11Collection('3')).toBe(5); // 6 → 11 − 6
        expect(mod11Collection('83148300001')).toBe(0); // r 1: the contested block of the mod 11 vector
    });

    it('agree with the independent reference on random digit strings', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^\d{1,60}$/), (s) => {
                expect(String(mod10(s))).toBe(refMod10(s));
                expect(String(mod11Bank(s))).toBe(refBankDv(s));
                expect(String(mod11Collection(s))).toBe(refCollectionDv(s));
            }),
        );
    });
});

describe('due-date factor', () => {
    it.each([
        ['2000-07-03', 1000],
        ['2000-07-04', 1001],
        ['2025-02-21', 9999],
        ['2025-02-22', 1000], // restart (FEBRABAN FB-009/2023)
        ['2026-11-21', 1637],
        ['2049-10-13', 9999],
        ['2049-10-14', 1000], // next restart by the same rule
    ])('factorForDate(%s) = %i', (date, factor) => {
        expect(factorForDate(date)).toBe(factor);
    });

    it.each([
        [1000, '2000-07-03', '2000-07-03'],
        [9999, '2025-02-21', '2025-02-21'],
        [9999, TODAY, '2025-02-21'], // first cycle still inside today − 3000
        [1000, TODAY, '2025-02-22'], // 2000-07-03 is out, the restart is in
        [1637, TODAY, TODAY],
        [9999, '2049-10-13', '2049-10-13'],
        [1000, '2049-10-14', '2049-10-14'], // third cycle
        [3737, '2008-01-01', '2007-12-31'],
        [3737, TODAY, '2032-08-21'],
        [7637, TODAY, '2018-09-04'], // today − 3000, inclusive
        [7137, TODAY, '2041-12-12'], // today + 5500, inclusive
    ])('dueDateFromFactor(%i, %s) = %s', (factor, today, date) => {
        expect(dueDateFromFactor(factor, today)).toBe(date);
    });

    it.each([
        [0, TODAY],
        [7636, TODAY], // 2018-09-03 and 2043-01-28: both outside
        [7138, TODAY], // 2017-… and 2041-12-13: both outside
        [7552, TODAY], // Bradesco vector: 2018-06-11 and 2043-01-31
        [999, TODAY], // factors below 1000 only existed before 2000-07-03
    ])('dueDateFromFactor(%i, %s) = null', (factor, today) => {
        expect(dueDateFromFactor(factor, today)).toBeNull();
    });

    it('maps every factor to a date in the window, except the 499 factors of the gap', () => {
        const [low, high] = [refDays(TODAY) - 3000, refDays(TODAY) + 5500];
        const nulls: number[] = [];
        for (let f = 1000; f <= 9999; f++) {
            const date = dueDateFromFactor(f, TODAY);
            if (date === null) nulls.push(f);
            else {
                expect(factorForDate(date)).toBe(f);
                expect(refDays(date)).toBeGreaterThanOrEqual(low);
                expect(refDays(date)).toBeLessThanOrEqual(high);
            }
        }
        expect(nulls).toEqual(Array.from({ length: 499 }, (_, i) => 7138 + i));
    });

    it('dueDateFromFactor inverts factorForDate inside the window (random days)', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 4000, max: 30_000 }),
                fc.integer({ min: -3000, max: 5500 }),
                (t, off) => {
                    const [today, date] = [refDate(t), refDate(t + off)];
                    fc.pre(refDays(date) >= 1000);
                    expect(dueDateFromFactor(factorForDate(date), today)).toBe(date);
                    expect(factorForDate(date)).toBe(((t + off - 1000) % 9000) + 1000);
                },
            ),
        );
    });

    it('rejects bad arguments', () => {
        expect(() => factorForDate('2000-07-02')).toThrow(RangeError);
        expect(() => factorForDate('2026-02-30')).toThrow(RangeError);
        expect(() => factorForDate('21/11/2026')).toThrow(RangeError);
        expect(() => dueDateFromFactor(10000, TODAY)).toThrow(RangeError);
        expect(() => dueDateFromFactor(1.5, TODAY)).toThrow(RangeError);
        expect(() => dueDateFromFactor(1637, '2026-13-01')).toThrow(RangeError);
    });

    it('does not depend on the machine time zone (pure UTC arithmetic)', () => {
        // A local-midnight implementation breaks around DST changes; UTC date-only arithmetic cannot.
        expect(factorForDate('2018-11-04')).toBe(((refDays('2018-11-04') - 1000) % 9000) + 1000);
        expect(dueDateFromFactor(factorForDate('2018-11-04'), '2018-11-04')).toBe('2018-11-04');
    });
});

describe('conversions and formatLine', () => {
    it.each([BB, BRADESCO])('bank $line', ({ line, formatted, barcode }) => {
        expect(lineToBarcode(line)).toBe(barcode);
        expect(lineToBarcode(formatted)).toBe(barcode);
        expect(barcodeToLine(barcode)).toBe(line);
        expect(formatLine(line)).toBe(formatted);
        expect(formatLine(formatted)).toBe(formatted);
    });

    it.each(CONVENIO_VECTORS)('convênio $formatted', ({ formatted, barcode }) => {
        expect(lineToBarcode(formatted)).toBe(barcode);
        expect(barcodeToLine(barcode)).toBe(digitsOnly(formatted));
        expect(formatLine(digitsOnly(formatted))).toBe(formatted);
    });

    it('formatLine leaves anything else unchanged', () => {
        expect(formatLine('123')).toBe('123');
        expect(formatLine(`${BB.line}x`)).toBe(`${BB.line}x`);
        expect(formatLine(BB.barcode)).toBe(BB.barcode);
    });

    it('throws on wrong lengths or an unknown convênio value id', () => {
        expect(() => lineToBarcode(BB.barcode)).toThrow(RangeError);
        expect(() => barcodeToLine(BB.line)).toThrow(RangeError);
        expect(() => barcodeToLine(withDigit(CONVENIO_VECTORS[0].barcode, 2, '5'))).toThrow(RangeError);
    });

    it('bank: barcode → line → barcode is the identity on any 44 digits not starting with 8', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^[0-79]\d{43}$/), (barcode) => {
                const line = barcodeToLine(barcode);
                expect(line).toHaveLength(47);
                expect(lineToBarcode(line)).toBe(barcode);
                expect(barcodeToLine(lineToBarcode(line))).toBe(line);
            }),
        );
    });

    it('convênio: barcode → line → barcode is the identity for every value id', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^8\d[6-9]\d{41}$/), (barcode) => {
                const line = barcodeToLine(barcode);
                expect(line).toHaveLength(48);
                expect(lineToBarcode(line)).toBe(barcode);
                expect(barcodeToLine(lineToBarcode(line))).toBe(line);
            }),
        );
    });
});

describe('buildBankBoleto', () => {
    it.each([ITAU_BUILT, BB_NO_DUE])('builds $line', ({ input, barcode, line }) => {
        const built = buildBankBoleto(input);
        expect(built).toEqual({ barcode, line, formattedLine: formatLine(line) });
        expect(built).toEqual({
            ...refBank(input.bankCode, input.amountCents, input.dueDate, input.freeField),
            formattedLine: formatLine(line),
        });
    });

    it('reproduces the public BB vector from its fields', () => {
        const input = {
            bankCode: '001',
            amountCents: 100,
            dueDate: '2007-12-31',
            freeField: '0500940144816060680935031',
        };
        expect(buildBankBoleto(input).line).toBe(BB.line);
    });

    it.each([
        [{ bankCode: '41', amountCents: 1, dueDate: TODAY, freeField: '0'.repeat(25) }],
        [{ bankCode: '800', amountCents: 1, dueDate: TODAY, freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: -1, dueDate: TODAY, freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: 1.5, dueDate: TODAY, freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: 10_000_000_000, dueDate: TODAY, freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: 1, dueDate: '2000-07-02', freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: 1, dueDate: '2026-02-29', freeField: '0'.repeat(25) }],
        [{ bankCode: '341', amountCents: 1, dueDate: TODAY, freeField: '0'.repeat(24) }],
        [{ bankCode: '341', amountCents: 1, dueDate: TODAY, freeField: `${'0'.repeat(24)}a` }],
    ])('rejects %j', (input) => {
        expect(() => buildBankBoleto(input)).toThrow(RangeError);
    });
});

describe('parseBoleto: public and rules-file vectors', () => {
    it.each([BB.line, BB.formatted, BB.barcode])('BB %s', (input) => {
        expect(parseBoleto(input, '2008-01-01')).toEqual({
            ok: true,
            kind: 'bank',
            barcode: BB.barcode,
            line: BB.line,
            formattedLine: BB.formatted,
            bankCode: '001',
            amountCents: 100,
            dueDate: '2007-12-31',
            warnings: [],
        });
    });

    it('reads an old factor in the current cycle when that one is inside the window', () => {
        expect(expectOk(parseBoleto(BB.line, TODAY)).dueDate).toBe('2032-08-21');
    });

    it('Bradesco: due date in its cycle; outside the window today → null with a warning', () => {
        const then = expectOk(parseBoleto(BRADESCO.formatted, '2018-06-01'));
        expect(then).toMatchObject({
            bankCode: '237',
            amountCents: 370000,
            dueDate: '2018-06-11',
            warnings: [],
        });
        const now = expectOk(parseBoleto(BRADESCO.formatted, TODAY));
        expect(now.dueDate).toBeNull();
        expect(now.warnings).toEqual([expect.stringMatching(/Fator de vencimento 7552 fora da janela/)]);
        expect(now.barcode).toBe(BRADESCO.barcode);
    });

    it.each(CONVENIO_VECTORS)('convênio $formatted', (v) => {
        const expected = {
            ok: true,
            kind: 'convenio',
            barcode: v.barcode,
            line: digitsOnly(v.formatted),
            formattedLine: v.formatted,
            amountCents: v.amountCents,
            dueDate: null,
            segment: v.segment,
            segmentCode: v.segmentCode,
            valueId: v.valueId,
            warnings: [],
        };
        expect(parseBoleto(v.formatted, TODAY)).toEqual(expected);
        expect(parseBoleto(digitsOnly(v.formatted), TODAY)).toEqual(expected);
        expect(parseBoleto(v.barcode, TODAY)).toEqual(expected);
    });

    it('accepts the contested r = 1 → 1 block DV with a warning (strict text gives 0)', () => {
        const contested = '85890000460-9 52460179160-5 60759305086-5 83148300001-1'; // old mcrvaz test
        const result = expectOk(parseBoleto(contested, TODAY));
        expect(result.barcode).toBe(CONVENIO_VECTORS[3].barcode);
        expect(result.line).toBe(digitsOnly(contested)); // as typed
        expect(result.warnings).toEqual([expect.stringMatching(/DV do bloco 4 .*contestada/)]);
    });

    it('is strict on a DAC that only fits the contested reading', () => {
        // Find a mod 11 barcode whose DAC remainder is 1: the text gives DAC 0; DAC 1 must be rejected.
        const { barcode } = findConvenio('8', (b) => refWeightedSum(b.slice(0, 3) + b.slice(4)) % 11 === 1);
        expect(barcode[3]).toBe('0');
        expectOk(parseBoleto(barcode, TODAY));
        expectInvalid(
            parseBoleto(withDigit(barcode, 3, '1'), TODAY),
            /DAC \(mod 11\) inválido: informado 1, esperado 0/,
        );
    });
});

/** Deterministic search for a mod 10 / mod 11 convênio with a given property (segment 2, value 12345). */
function findConvenio(valueId: string, accept: (barcode: string) => boolean) {
    for (let n = 0; n < 10_000; n++) {
        const built = refConvenio('2', valueId, '00000012345', String(n).padStart(29, '0'));
        if (accept(built.barcode)) return built;
    }
    throw new Error('no convênio found');
}

describe('parseBoleto: amounts, due dates, value ids', () => {
    it("factor '0000': no due date; amount 0: the payer types it", () => {
        const result = expectOk(parseBoleto(BB_NO_DUE.line, TODAY));
        expect(result).toMatchObject({ dueDate: null, amountCents: null, bankCode: '001' });
        expect(result.warnings).toEqual(['Valor não informado no código: o pagador deve digitar o valor.']);
    });

    it('no factor (first position 0): the amount may use the factor positions', () => {
        const body = `1049${'01234567890123'}${'0'.repeat(25)}`; // factor+amount = 0|1234567890123
        const barcode = `${body.slice(0, 4)}${refBankDv(body)}${body.slice(4)}`;
        const result = expectOk(parseBoleto(barcode, TODAY));
        expect(result).toMatchObject({ dueDate: null, amountCents: 1_234_567_890_123 });
        expect(result.warnings).toEqual([expect.stringMatching(/Sem fator de vencimento/)]);
    });

    it('amount with a due date', () => {
        const built = buildBankBoleto({
            bankCode: '260',
            amountCents: 9_999_999_999,
            dueDate: '2027-01-15',
            freeField: '9'.repeat(25),
        });
        expect(expectOk(parseBoleto(built.line, TODAY))).toMatchObject({
            bankCode: '260',
            amountCents: 9_999_999_999,
            dueDate: '2027-01-15',
            warnings: [],
        });
    });

    it.each([
        ['6', 12345, []],
        ['8', 12345, []],
        ['7', null, [/Valor de referência/]],
        ['9', null, [/Valor de referência/]],
    ] as const)('value id %s → amountCents %j', (valueId, amountCents, warnings) => {
        const { barcode, line } = refConvenio('6', valueId, '00000012345', '1'.repeat(29));
        for (const input of [barcode, line, formatLine(line)]) {
            const result = expectOk(parseBoleto(input, TODAY));
            expect(result).toMatchObject({
                kind: 'convenio',
                valueId,
                amountCents,
                dueDate: null,
                barcode,
                line,
            });
            expect(result.segment).toBe('Carnês e demais empresas identificadas por CNPJ');
            expect(result.warnings).toEqual(warnings.map((w) => expect.stringMatching(w)));
        }
    });

    it('convênio effective value 0: the payer types it', () => {
        const { line } = refConvenio('2', '6', '0'.repeat(11), '5'.repeat(29));
        const result = expectOk(parseBoleto(line, TODAY));
        expect(result).toMatchObject({ amountCents: null, segment: 'Saneamento' });
        expect(result.warnings).toEqual(['Valor não informado no código: o pagador deve digitar o valor.']);
    });

    it.each([
        ['1', 'Prefeituras'],
        ['2', 'Saneamento'],
        ['3', 'Energia elétrica e gás'],
        ['4', 'Telecomunicações'],
        ['5', 'Órgãos governamentais'],
        ['6', 'Carnês e demais empresas identificadas por CNPJ'],
        ['7', 'Multas de trânsito'],
        ['9', 'Uso exclusivo do banco'],
    ])('segment %s = %s', (code, name) => {
        const { line } = refConvenio(code, '8', '00000000100', '3'.repeat(29));
        expect(expectOk(parseBoleto(line, TODAY))).toMatchObject({ segment: name, segmentCode: code });
    });

    describe('default today is the Brasília calendar day', () => {
        afterEach(() => {
            vi.useRealTimers();
        });

        it('at 23:59 in Brasília (02:59 UTC the next day) the window still ends on 2041-12-12', () => {
            vi.useFakeTimers({ toFake: ['Date'] });
            vi.setSystemTime(new Date('2026-11-22T02:59:00Z'));
            const inside = buildBankBoleto({
                bankCode: '033',
                amountCents: 1,
                dueDate: '2041-12-12',
                freeField: '1'.repeat(25),
            });
            const outside = buildBankBoleto({
                bankCode: '033',
                amountCents: 1,
                dueDate: '2041-12-13',
                freeField: '1'.repeat(25),
            });
            expect(expectOk(parseBoleto(inside.line)).dueDate).toBe('2041-12-12');
            // With a UTC "today" (2026-11-22) this would be 2041-12-13.
            expect(expectOk(parseBoleto(outside.line)).dueDate).toBeNull();
            vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
            expect(expectOk(parseBoleto(outside.line)).dueDate).toBe('2041-12-13');
        });
    });

    it('throws on an invalid today (programming error)', () => {
        expect(() => parseBoleto(BB.line, '22/11/2026')).toThrow(RangeError);
    });
});

describe('parseBoleto: invalid input', () => {
    const conv10 = digitsOnly(CONVENIO_VECTORS[0].formatted);
    const conv11 = digitsOnly(CONVENIO_VECTORS[3].formatted);
    it.each([
        ['bank field 1 DV', bump(BB.line, 9), /DV do campo 1 \(mod 10\) inválido: informado 6, esperado 5/],
        ['bank field 2 DV', bump(BB.line, 20), /DV do campo 2 \(mod 10\) inválido/],
        ['bank field 3 DV', bump(BB.line, 31), /DV do campo 3 \(mod 10\) inválido/],
        ['bank DV geral (line)', bump(BB.line, 32), /DV geral \(mod 11\) inválido: informado 4, esperado 3/],
        ['bank DV geral (barcode)', bump(BB.barcode, 4), /DV geral \(mod 11\) inválido/],
        ['bank amount (line)', bump(BB.line, 46), /DV geral \(mod 11\) inválido/],
        ['bank free field (barcode)', bump(BB.barcode, 43), /DV geral \(mod 11\) inválido/],
        [
            'convênio block 1 DV',
            bump(conv10, 11),
            /DV do bloco 1 \(mod 10\) inválido: informado 6, esperado 5/,
        ],
        ['convênio block 2 DV', bump(conv10, 23), /DV do bloco 2 \(mod 10\)/],
        ['convênio block 3 DV', bump(conv10, 35), /DV do bloco 3 \(mod 10\)/],
        ['convênio block 4 DV', bump(conv10, 47), /DV do bloco 4 \(mod 10\)/],
        ['convênio mod 11 block 1 DV', bump(conv11, 11), /DV do bloco 1 \(mod 11\)/],
        ['convênio mod 11 block 3 DV', bump(conv11, 35), /DV do bloco 3 \(mod 11\)/],
        // Block 4 has r = 1: '1' is the contested reading (accepted with a warning), '2' is plain wrong.
        [
            'convênio mod 11 block 4 DV',
            withDigit(conv11, 47, '2'),
            /DV do bloco 4 \(mod 11\) inválido: informado 2/,
        ],
        ['convênio DAC (barcode)', bump(CONVENIO_VECTORS[0].barcode, 3), /DAC \(mod 10\) inválido/],
        ['convênio DAC (barcode, mod 11)', bump(CONVENIO_VECTORS[3].barcode, 3), /DAC \(mod 11\) inválido/],
        ['convênio value (barcode)', bump(CONVENIO_VECTORS[0].barcode, 14), /DAC \(mod 10\) inválido/],
    ])('%s', (_, input, reason) => {
        expectInvalid(parseBoleto(input, TODAY), reason);
    });

    it('convênio line with a wrong DAC but a consistent block 1 DV', () => {
        const line = digitsOnly(CONVENIO_VECTORS[0].formatted);
        const block1 = bump(line.slice(0, 11), 3);
        const forged = block1 + refMod10(block1) + line.slice(12);
        expectInvalid(parseBoleto(forged, TODAY), /DAC \(mod 10\) inválido: informado 2, esperado 1/);
    });

    it.each([
        ['letters', `${BB.line.slice(0, 46)}O`],
        ['slash', `${BB.formatted}/`],
        ['underscore', BB.formatted.replace(' ', '_')],
        ['tab', BB.formatted.replace(' ', '\t')],
        ['newline', `${BB.line}\n`],
        ['no-break space', BB.formatted.replace(' ', '\u00a0')],
        ['comma', BB.formatted.replace('.', ',')],
        ['plus', `+${BB.line}`],
        ['full-width digit', `${BB.line.slice(0, 46)}\uff10`],
        ['Arabic-Indic digit', `${BB.line.slice(0, 46)}\u0660`],
        ['en dash', CONVENIO_VECTORS[0].formatted.replace('-', '\u2013')],
    ])('other characters (%s) → invalid', (_, input) => {
        expectInvalid(parseBoleto(input, TODAY), /caracteres não permitidos/);
    });

    it.each(['', '   ', '123', BB.line.slice(1), `${BB.line}00`, `${BB.barcode}0`, '0'.repeat(49)])(
        'wrong length %j → invalid',
        (input) => {
            expectInvalid(parseBoleto(input, TODAY), /Tamanho \d+/);
        },
    );

    it('bank currency other than 9 → invalid', () => {
        const { line, barcode } = refBank('341', 100, TODAY, '5'.repeat(25), '0');
        expectInvalid(parseBoleto(line, TODAY), /Moeda 0 não suportada/);
        expectInvalid(parseBoleto(barcode, TODAY), /Moeda 0 não suportada/);
    });

    it('a 47-digit line with a bank code 8xx → invalid (its barcode would read as convênio)', () => {
        expectInvalid(parseBoleto(refBank('812', 100, TODAY, '5'.repeat(25)).line, TODAY), /começa com 8/);
    });

    it('convênio: product other than 8, value id outside 6–9, undefined segment → invalid', () => {
        const line = digitsOnly(CONVENIO_VECTORS[0].formatted);
        expectInvalid(parseBoleto(`5${line.slice(1)}`, TODAY), /deve começar com 8/);
        expectInvalid(
            parseBoleto('536400000011331201380002812884627116080136181551', TODAY),
            /deve começar com 8/,
        );
        expectInvalid(
            parseBoleto('842900000002404201622015806051904292586034111220', TODAY),
            /Identificador de valor 2/,
        );
        expectInvalid(
            parseBoleto(withDigit(CONVENIO_VECTORS[0].barcode, 2, '5'), TODAY),
            /Identificador de valor 5/,
        );
        for (const segment of ['0', '8']) {
            const { barcode, line: built } = refConvenio(segment, '6', '00000000100', '3'.repeat(29));
            expectInvalid(parseBoleto(barcode, TODAY), new RegExp(`Segmento ${segment} não definido`));
            expectInvalid(parseBoleto(built, TODAY), new RegExp(`Segmento ${segment} não definido`));
        }
    });

    it.each([
        '836200000005667800481800180975657313001589636081',
        '848900000002404201622015809051904292586034111220',
        '83620000000667800481001809756573800158963608',
        '23793.38128 60007.827136 95000.063305 4 75520000370000',
        '00153373700000001000500940144816060680935031',
    ])('public invalid vector %s (mcrvaz tests)', (input) => {
        expectInvalid(parseBoleto(input, TODAY), /inválido/);
    });
});

// ---------------------------------------------------------------------------------------------
// Properties

const bankCode = fc.stringMatching(/^[0-79]\d{2}$/);
const freeField = fc.stringMatching(/^\d{25}$/);
const amount = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_999_999_999 }));
const todayDay = fc.integer({ min: refDays('2000-07-03') + 3000, max: refDays('2070-12-31') });

describe('properties', () => {
    it('buildBankBoleto → parseBoleto round trip (amount, due date, bank), equal to the reference', () => {
        fc.assert(
            fc.property(
                bankCode,
                amount,
                todayDay,
                fc.option(fc.integer({ min: -3000, max: 5500 })),
                freeField,
                (bank, cents, t, offset, free) => {
                    const today = refDate(t);
                    const dueDate = offset === null ? null : refDate(t + offset);
                    const built = buildBankBoleto({
                        bankCode: bank,
                        amountCents: cents,
                        dueDate,
                        freeField: free,
                    });
                    const ref = refBank(bank, cents, dueDate, free);
                    expect([built.barcode, built.line]).toEqual([ref.barcode, ref.line]);
                    for (const input of [built.line, built.barcode, built.formattedLine]) {
                        const parsed = expectOk(parseBoleto(input, today));
                        expect(parsed).toMatchObject({
                            kind: 'bank',
                            bankCode: bank,
                            dueDate,
                            barcode: built.barcode,
                        });
                        expect(parsed.amountCents).toBe(cents === 0 ? null : cents);
                        expect(parsed.line).toBe(built.line);
                    }
                },
            ),
        );
    });

    it('random valid convênios parse with the value their value id implies', () => {
        fc.assert(
            fc.property(
                fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'),
                fc.constantFrom('6', '7', '8', '9'),
                fc.stringMatching(/^\d{11}$/),
                fc.stringMatching(/^\d{29}$/),
                (segment, valueId, value, rest) => {
                    const { barcode, line } = refConvenio(segment, valueId, value, rest);
                    const isValue = (valueId === '6' || valueId === '8') && Number(value) > 0;
                    for (const input of [barcode, line]) {
                        const parsed = expectOk(parseBoleto(input, TODAY));
                        expect(parsed).toMatchObject({
                            kind: 'convenio',
                            barcode,
                            line,
                            valueId,
                            segmentCode: segment,
                        });
                        expect(parsed.amountCents).toBe(isValue ? Number(value) : null);
                    }
                },
            ),
        );
    });

    // Single-digit changes.
    // Bank line: the three mod 10 field DVs catch every change in positions 1–32 and the DV geral position
    // is fixed by the other 43 digits, so only positions 34–47 (factor + amount) rely on the mod 11 DV geral.
    // Each changed digit shifts the weighted sum by w·δ ≢ 0 (mod 11), but remainders 0, 1 and 10 all give
    // DV 1: a change there goes undetected exactly when the DV geral is 1 and the new remainder is another
    // of {0, 1, 10}.
    // Convênio mod 10 (value id 6/7): the block DVs catch every single-digit change (the DAC sits in block
    // 1), except a value-id change to 8/9, which switches every DV to mod 11 (all five must then agree).
    // Convênio mod 11 (8/9): remainders 0 and 1 share DV 0 (and the accepted contested reading shares 1 with
    // r 10), so a change can pass a block DV and, rarely, the DAC too; a value-id change 8 ↔ 9 keeps the
    // modulo.
    // Every accepted mutation must still parse to a self-consistent result.

    function expectConsistent(mutated: string, result: ParsedBoleto): void {
        expect(result.line).toBe(mutated);
        expect(result.barcode).toBe(lineToBarcode(mutated));
        expect(expectOk(parseBoleto(result.barcode, TODAY))).toMatchObject({
            amountCents: result.amountCents,
            dueDate: result.dueDate,
            kind: result.kind,
        });
    }

    const mutations = (line: string): [number, string][] =>
        Array.from(line).flatMap((d, i) =>
            '0123456789'
                .split('')
                .filter((n) => n !== d)
                .map((n): [number, string] => [i, withDigit(line, i, n)]),
        );

    function acceptedMutations(line: string): number[] {
        const accepted: number[] = [];
        for (const [position, mutated] of mutations(line)) {
            const result = parseBoleto(mutated, TODAY);
            if (!result.ok) continue;
            expectConsistent(mutated, result);
            accepted.push(position);
        }
        return accepted;
    }

    it('bank vector with DV geral 3: all 423 single-digit changes are invalid', () => {
        expect(acceptedMutations(BB.line)).toEqual([]);
        expect(acceptedMutations(BRADESCO.line)).toEqual([]); // DV geral 9
    });

    it('bank vector with DV geral 1: exactly the predicted collisions, all in positions 34–47', () => {
        const line = ITAU_BUILT.line; // r = 0
        const predicted = mutations(line)
            .filter(([i, mutated]) => {
                if (i < 33) return false;
                const b = lineToBarcode(mutated);
                return [0, 1, 10].includes(refWeightedSum(b.slice(0, 4) + b.slice(5)) % 11);
            })
            .map(([i]) => i);
        const accepted = acceptedMutations(line);
        expect(accepted).toEqual(predicted);
        expect(accepted).toHaveLength(28); // 2 of the 9 changes at each of the 14 positions: 28 of 423
        expect(accepted.every((i) => i >= 33)).toBe(true);
    });

    it.each(CONVENIO_VECTORS.filter((v) => v.valueId === '6'))(
        'convênio mod 10 $formatted: all changes invalid',
        (v) => {
            expect(acceptedMutations(digitsOnly(v.formatted))).toEqual([]);
        },
    );

    it.each(CONVENIO_VECTORS.filter((v) => v.valueId === '8'))(
        'convênio mod 11 $formatted: invalid or consistent',
        (v) => {
            // Only the contested reading of block 4 (r = 1, DV 0 → 1) gets through on these two vectors.
            expect(acceptedMutations(digitsOnly(v.formatted))).toEqual([47]);
        },
    );

    it('random bank lines: a changed digit is invalid, or (DV geral 1, positions 34–47) consistent', () => {
        fc.assert(
            fc.property(
                bankCode,
                amount,
                fc.integer({ min: 0, max: 5500 }),
                freeField,
                fc.nat(46),
                fc.integer({ min: 1, max: 9 }),
                (bank, cents, offset, free, position, delta) => {
                    const dueDate = refDate(refDays(TODAY) + offset);
                    const { line } = buildBankBoleto({
                        bankCode: bank,
                        amountCents: cents,
                        dueDate,
                        freeField: free,
                    });
                    const mutated = withDigit(line, position, String((Number(line[position]) + delta) % 10));
                    const result = parseBoleto(mutated, TODAY);
                    if (!result.ok) return;
                    expect(position).toBeGreaterThanOrEqual(33);
                    expect(line[32]).toBe('1');
                    expectConsistent(mutated, result);
                },
            ),
            { numRuns: 500 },
        );
    });

    it('random convênio lines: mod 10 changes are always invalid; mod 11 ones invalid or consistent', () => {
        fc.assert(
            fc.property(
                fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '9'),
                fc.constantFrom('6', '7', '8', '9'),
                fc.stringMatching(/^\d{40}$/),
                fc.nat(47),
                fc.integer({ min: 1, max: 9 }),
                (segment, valueId, digits, position, delta) => {
                    const { line } = refConvenio(segment, valueId, digits.slice(0, 11), digits.slice(11));
                    const mutated = withDigit(line, position, String((Number(line[position]) + delta) % 10));
                    const result = parseBoleto(mutated, TODAY);
                    if (!result.ok) return;
                    const switchedModulo = position === 2 && '89'.includes(mutated[2]);
                    expect(valueId === '8' || valueId === '9' || switchedModulo).toBe(true);
                    expectConsistent(mutated, result);
                },
            ),
            { numRuns: 500 },
        );
    });
});
