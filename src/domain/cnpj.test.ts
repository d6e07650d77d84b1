import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    CNPJ_INVALID_MESSAGE,
    cnpjCheckDigits,
    cnpjFromSeed,
    formatCnpj,
    isValidCnpj,
    normalizeCnpj,
} from './cnpj';

// Official RFB examples (IN RFB 2.229/2024, Q&A) plus numeric vectors recomputed independently.
const VALID = [
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['AA.345.678/0001-14', 'AA345678000114'],
    ['AA.345.678/000A-29', 'AA345678000A29'],
    ['12.345.678/000A-08', '12345678000A08'],
    ['AA.345.678/0003-86', 'AA345678000386'],
    ['11.222.333/0001-81', '11222333000181'],
    ['00.000.000/0001-91', '00000000000191'],
    ['ZZ.ZZZ.ZZZ/ZZZZ-62', 'ZZZZZZZZZZZZ62'],
];

describe('normalizeCnpj', () => {
    it.each([
        ['12ABC34501DE35', '12ABC34501DE35'],
        ['12.abc.345/01de-35', '12ABC34501DE35'],
        [' 12abc34501de35 ', '12ABC34501DE35'],
        ['12ABC34501DE3A', null],
        ['12.ABC.345/01DE35', null],
        ['12.ABC.345/01DE-3', null],
        ['12-ABC-345-01DE-35', null],
        ['12ABC34501DE35!', null],
        ['12ÁBC34501DE35', null],
        ['', null],
    ])('%j -> %j', (input, expected) => {
        expect(normalizeCnpj(input)).toBe(expected);
    });
});

describe('isValidCnpj', () => {
    it.each(VALID)('accepts %s / %s', (masked, plain) => {
        expect(isValidCnpj(masked)).toBe(true);
        expect(isValidCnpj(plain)).toBe(true);
        expect(formatCnpj(plain)).toBe(masked);
        expect(cnpjCheckDigits(plain.slice(0, 12))).toBe(plain.slice(12));
    });

    it('rejects the misprinted Q&A value AA345678000329', () => {
        expect(isValidCnpj('AA345678000329')).toBe(false);
        expect(isValidCnpj('AA.345.678/0003-29')).toBe(false);
    });

    it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(14)))('rejects repeated %s', (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(false);
    });

    it.each(['12ABC34501DE53', '11222333000118', 'abc', '', '12ABC34501DE3'])('rejects %j', (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(false);
    });

    it('uses the message text from the spec', () => {
        expect(CNPJ_INVALID_MESSAGE).toBe('O CNPJ não é valido');
    });

    it('cnpjCheckDigits rejects bad bases', () => {
        expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
        expect(() => cnpjCheckDigits('12ABC34501D-')).toThrow(RangeError);
    });
});

describe('formatCnpj', () => {
    it('keeps letters and leaves bad input unchanged', () => {
        expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
        expect(formatCnpj('12ABC34501DE3')).toBe('12ABC34501DE3');
    });
});

describe('cnpjFromSeed', () => {
    it('is deterministic with order 0001', () => {
        expect(cnpjFromSeed(7)).toBe(cnpjFromSeed(7));
        expect(cnpjFromSeed(7).slice(8, 12)).toBe('0001');
        expect(cnpjFromSeed(7)).toMatch(/^\d{14}$/);
        expect(cnpjFromSeed(7, true)).toMatch(/^[A-Z]{2}\d{12}$/);
    });

    it('rejects negative and fractional seeds', () => {
        expect(() => cnpjFromSeed(-1)).toThrow(RangeError);
        expect(() => cnpjFromSeed(0.5, true)).toThrow(RangeError);
    });

    it('produces valid CNPJs that round trip', () => {
        fc.assert(
            fc.property(fc.nat({ max: 1e9 }), fc.boolean(), (n, alpha) => {
                const cnpj = cnpjFromSeed(n, alpha);
                expect(isValidCnpj(cnpj)).toBe(true);
                expect(normalizeCnpj(formatCnpj(cnpj))).toBe(cnpj);
                expect(normalizeCnpj(formatCnpj(cnpj).toLowerCase())).toBe(cnpj);
                expect(/[A-Z]/.test(cnpj.slice(0, 8))).toBe(alpha);
            }),
        );
    });

    it('gives distinct CNPJs for distinct seeds below 10^8', () => {
        fc.assert(
            fc.property(fc.nat({ max: 1e8 - 1 }), fc.nat({ max: 1e8 - 1 }), fc.boolean(), (a, b, alpha) => {
                fc.pre(a !== b);
                expect(cnpjFromSeed(a, alpha)).not.toBe(cnpjFromSeed(b, alpha));
            }),
        );
    });
});

describe('CNPJ check digits (property)', () => {
    const base12 = fc.string({
        unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        minLength: 12,
        maxLength: 12,
    });

    it('every valid CNPJ with one changed DV is invalid', () => {
        fc.assert(
            fc.property(
                base12,
                fc.integer({ min: 12, max: 13 }),
                fc.integer({ min: 1, max: 9 }),
                (base, pos, delta) => {
                    const cnpj = base + cnpjCheckDigits(base);
                    fc.pre(!/^(\d)\1{13}$/.test(cnpj));
                    expect(isValidCnpj(cnpj)).toBe(true);
                    const changed = (Number(cnpj[pos]) + delta) % 10;
                    expect(isValidCnpj(cnpj.slice(0, pos) + changed + cnpj.slice(pos + 1))).toBe(false);
                },
            ),
        );
    });
});
