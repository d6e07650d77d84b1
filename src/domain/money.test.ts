import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatBRL, parseBRL } from './money';

// Intl (ICU) puts a NO-BREAK SPACE (U+00A0) between "R$" and the amount; we keep it as is.
const NBSP = '\u00a0';

describe('formatBRL', () => {
    it.each([
        [123456, `R$${NBSP}1.234,56`],
        [-123456, `-R$${NBSP}1.234,56`],
        [0, `R$${NBSP}0,00`],
        [-0, `R$${NBSP}0,00`],
        [1, `R$${NBSP}0,01`],
        [-5, `-R$${NBSP}0,05`],
        [100, `R$${NBSP}1,00`],
        [Number.MAX_SAFE_INTEGER, `R$${NBSP}90.071.992.547.409,91`],
        [12.5, `R$${NBSP}0,13`],
    ])('%d -> %j', (cents, expected) => {
        expect(formatBRL(cents)).toBe(expected);
    });

    it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('%d -> N/A', (cents) => {
        expect(formatBRL(cents)).toBe('N/A');
    });
});

describe('parseBRL', () => {
    it.each([
        ['1.234,56', 123456],
        ['R$ 1.234,56', 123456],
        [`R$${NBSP}1.234,56`, 123456],
        ['R$1.234,56', 123456],
        ['  R$ 1.234,56  ', 123456],
        ['1234,5', 123450],
        ['0,01', 1],
        ['1234', 123400],
        ['1.234', 123400],
        ['1.234.567,89', 123456789],
        ['-R$ 1.234,56', -123456],
        ['R$ -1.234,56', -123456],
        ['-0,10', -10],
        ['-0,00', 0],
        ['0,1', 10],
        ['90.071.992.547.409,91', Number.MAX_SAFE_INTEGER],
    ])('%j -> %d', (text, expected) => {
        expect(parseBRL(text)).toBe(expected);
    });

    it.each([
        '1,2,3',
        'abc',
        '',
        '   ',
        'R$',
        '1.23.4,00',
        '1.5',
        '12.34',
        '1234.56',
        '1,234',
        '1,',
        ',50',
        '--1',
        '-R$ -1',
        '- R$ 1,00',
        '+1,00',
        '1 234,56',
        '1e3',
        'R$ 1.234,56x',
        '90.071.992.547.409,92',
    ])('%j -> null', (text) => {
        expect(parseBRL(text)).toBeNull();
    });

    it('never returns negative zero', () => {
        expect(Object.is(parseBRL('-0'), 0)).toBe(true);
    });

    it('round trips formatBRL for safe integer cents', () => {
        fc.assert(
            fc.property(fc.maxSafeInteger(), (cents) => {
                expect(parseBRL(formatBRL(cents))).toBe(cents);
            }),
        );
        fc.assert(
            fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
                expect(parseBRL(formatBRL(cents))).toBe(cents);
            }),
        );
    });
});

describe('centsToDecimalString', () => {
    it.each([
        [123456, '1234.56'],
        [0, '0.00'],
        [-0, '0.00'],
        [1, '0.01'],
        [10, '0.10'],
        [-1, '-0.01'],
        [-123456, '-1234.56'],
        [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
    ])('%d -> %j', (cents, expected) => {
        expect(centsToDecimalString(cents)).toBe(expected);
    });

    it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (cents) => {
        expect(() => centsToDecimalString(cents)).toThrow(RangeError);
    });

    it('matches the BR Code amount pattern', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 1e12 - 1 }), (cents) => {
                expect(centsToDecimalString(cents)).toMatch(/^\d{1,10}\.\d{2}$/);
            }),
        );
    });
});
