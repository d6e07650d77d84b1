import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, cpfFromSeed, formatCpf, isValidCpf, maskCpf, normalizeCpf } from './cpf';

// Vectors recomputed independently (Python) with the DV rule of the rules file, section 1.1.
const VALID = [
    '52998224725',
    '11144477735',
    '40364478829',
    '12345678909',
    '00000000191',
    '98765432100',
    '01234567890',
    '10000000019',
    '99999999808',
];

describe('normalizeCpf', () => {
    it.each([
        ['40364478829', '40364478829'],
        ['403.644.788-29', '40364478829'],
        ['  403.644.788-29\n', '40364478829'],
        ['40364478829!', null],
        ['403.644.78829', null],
        ['403 644 788 29', null],
        ['4036447882', null],
        ['403644788290', null],
        ['', null],
    ])('%j -> %j', (input, expected) => {
        expect(normalizeCpf(input)).toBe(expected);
    });
});

describe('isValidCpf', () => {
    it.each(VALID)('accepts %s and its mask', (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
        expect(cpfCheckDigits(cpf.slice(0, 9))).toBe(cpf.slice(9));
    });

    it('accepts 12345678909 (checksum-valid, conscious policy)', () => {
        expect(isValidCpf('123.456.789-09')).toBe(true);
    });

    it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))('rejects repeated %s', (cpf) => {
        expect(isValidCpf(cpf)).toBe(false);
    });

    it.each(['40364478828', '52998224752', '40364478829!', 'abc', '', '403.644.788-2'])(
        'rejects %j',
        (cpf) => {
            expect(isValidCpf(cpf)).toBe(false);
        },
    );

    it('cpfCheckDigits rejects bad bases', () => {
        expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
        expect(() => cpfCheckDigits('12345678a')).toThrow(RangeError);
    });
});

describe('formatCpf / maskCpf', () => {
    it('formats', () => {
        expect(formatCpf('40364478829')).toBe('403.644.788-29');
        expect(formatCpf('403.644.788-29')).toBe('403.644.788-29');
        expect(formatCpf('4036447882')).toBe('4036447882');
        expect(formatCpf('40364478829!')).toBe('40364478829!');
    });

    it('masks showing digits 4-9', () => {
        expect(maskCpf('12345678909')).toBe('***.456.789-**');
        expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
        expect(maskCpf('***.456.789-**')).toBe('***.456.789-**');
    });

    it('never echoes an unparseable value', () => {
        expect(maskCpf('1234567890')).toBe('***.***.***-**');
        expect(maskCpf('')).toBe('***.***.***-**');
    });
});

describe('cpfFromSeed', () => {
    it('is deterministic', () => {
        expect(cpfFromSeed(0)).toBe(cpfFromSeed(0));
        expect(cpfFromSeed(0)).toMatch(/^\d{11}$/);
    });

    it('skips the seed whose base would be 222222222', () => {
        const cpf = cpfFromSeed(94_090_007);
        expect(isValidCpf(cpf)).toBe(true);
        expect(cpf).not.toBe('22222222222');
    });

    it('rejects negative and fractional seeds', () => {
        expect(() => cpfFromSeed(-1)).toThrow(RangeError);
        expect(() => cpfFromSeed(1.5)).toThrow(RangeError);
    });

    it('produces valid CPFs that round trip through format/normalize', () => {
        fc.assert(
            fc.property(fc.nat({ max: 1e9 }), (n) => {
                const cpf = cpfFromSeed(n);
                expect(isValidCpf(cpf)).toBe(true);
                expect(normalizeCpf(formatCpf(cpf))).toBe(cpf);
                expect(maskCpf(formatCpf(cpf))).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
            }),
        );
    });

    it('gives distinct CPFs for distinct seeds below 10^8', () => {
        fc.assert(
            fc.property(fc.nat({ max: 1e8 - 1 }), fc.nat({ max: 1e8 - 1 }), (a, b) => {
                fc.pre(a !== b);
                expect(cpfFromSeed(a)).not.toBe(cpfFromSeed(b));
            }),
        );
        const seen = new Set(Array.from({ length: 10_000 }, (_, i) => cpfFromSeed(i)));
        expect(seen.size).toBe(10_000);
    });
});

describe('CPF check digits (property)', () => {
    it('changing one DV invalidates', () => {
        fc.assert(
            fc.property(
                fc.nat({ max: 1e8 - 1 }),
                fc.integer({ min: 9, max: 10 }),
                fc.integer({ min: 1, max: 9 }),
                (n, pos, delta) => {
                    const cpf = cpfFromSeed(n);
                    const changed = (Number(cpf[pos]) + delta) % 10;
                    const mutated = cpf.slice(0, pos) + changed + cpf.slice(pos + 1);
                    expect(isValidCpf(mutated)).toBe(false);
                },
            ),
        );
    });
});
