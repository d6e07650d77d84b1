import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bpToPercentText, formatPercent, percentToBp, typePercent } from './percent';

describe('percentToBp', () => {
    it.each([
        ['2', 200],
        ['2,5', 250],
        ['2,50', 250],
        ['0,33', 33],
        ['1,15', 115],
        ['10', 1000],
        ['2.5', 250],
        [' 2,00 % ', 200],
        ['2,', 200],
        ['', 0],
        ['   ', 0],
    ])('%j is %i basis points', (text, bp) => {
        expect(percentToBp(text)).toBe(bp);
    });

    it.each(['abc', '2,555', '-1', '1.000,00', ',5', '1234', '2%3'])('refuses %j', (text) => {
        expect(percentToBp(text)).toBeNull();
    });

    it('reads back what it writes, for every rate up to 999,99 %', () => {
        fc.assert(
            fc.property(fc.integer({ min: 0, max: 99_999 }), (bp) => {
                expect(percentToBp(bpToPercentText(bp))).toBe(bp);
            }),
        );
    });
});

describe('typePercent', () => {
    it.each([
        ['2', '2'],
        ['2,5', '2,5'],
        ['2.5', '2,5'],
        ['2,555', '2,55'],
        ['2,5,1', '2,51'],
        [',5', '0,5'],
        ['1234', '123'],
        ['a1b%', '1'],
        ['', ''],
    ])('turns %j into %j', (typed, shown) => {
        expect(typePercent(typed)).toBe(shown);
    });

    it('always leaves text that percentToBp reads', () => {
        fc.assert(
            fc.property(fc.string(), (text) => {
                expect(percentToBp(typePercent(text))).not.toBeNull();
            }),
        );
    });
});

describe('formatPercent', () => {
    it('prints two decimals with a comma', () => {
        expect(formatPercent(200)).toBe('2,00%');
        expect(formatPercent(5)).toBe('0,05%');
        expect(formatPercent(1000)).toBe('10,00%');
        expect(() => formatPercent(-1)).toThrow(RangeError);
        expect(() => formatPercent(1.5)).toThrow(RangeError);
    });
});
