import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITF_PATTERNS, type ItfElement, itf25Bars, itf25Svg } from './itf25';

// ITF table (ISO/IEC 16390; the "1 2 4 7 0" weights of the wide elements give the digit, 4 + 7 = 0).
const TABLE: Record<string, string> = {
    '0': 'NNWWN',
    '1': 'WNNNW',
    '2': 'NWNNW',
    '3': 'WWNNN',
    '4': 'NNWNW',
    '5': 'WNWNN',
    '6': 'NWWNN',
    '7': 'NNNWW',
    '8': 'WNNWN',
    '9': 'NWNWN',
};
const WEIGHTS = [1, 2, 4, 7, 0];

const BOLETO_BARCODE = '00193373700000001000500940144816060680935031';

const code = (els: ItfElement[]): string =>
    els.map((e) => (e.bar ? 'B' : 'S') + (e.wide ? 'W' : 'N')).join(' ');

/** Independent decoder: widths back to digits with the 1-2-4-7-0 weights. */
function decode(els: ItfElement[]): string {
    const body = els.slice(4, -3);
    let digits = '';
    for (let i = 0; i < body.length; i += 10) {
        const pair = body.slice(i, i + 10);
        for (const parity of [0, 1]) {
            const wides = pair.filter((_, j) => j % 2 === parity).map((e) => e.wide);
            const sum = wides.reduce((acc, w, j) => acc + (w ? WEIGHTS[j] : 0), 0);
            digits += String(sum === 11 ? 0 : sum);
        }
    }
    return digits;
}

describe('itf25Bars', () => {
    it('uses the ITF table: 5 elements per digit, exactly 2 wide, all patterns distinct', () => {
        expect(ITF_PATTERNS.map((p) => p.toUpperCase())).toEqual(Object.values(TABLE));
        for (const p of ITF_PATTERNS) expect(p.replace(/n/g, '')).toHaveLength(2);
        expect(new Set(ITF_PATTERNS).size).toBe(10);
    });

    it("pair '12': 1 in the bars (WNNNW), 2 in the spaces (NWNNW), between start and stop", () => {
        expect(code(itf25Bars('12'))).toBe(
            [
                'BN SN BN SN', // start
                'BW SN BN SW BN SN BN SN BW SW', // 1 = W N N N W (bars), 2 = N W N N W (spaces)
                'BW SN BN', // stop
            ].join(' '),
        );
    });

    it("pair '90': digit 9 (NWNWN) interleaved with 0 (NNWWN)", () => {
        const pair = itf25Bars('90').slice(4, 14);
        expect(pair.filter((e) => e.bar).map((e) => (e.wide ? 'W' : 'N'))).toEqual([...TABLE['9']]);
        expect(pair.filter((e) => !e.bar).map((e) => (e.wide ? 'W' : 'N'))).toEqual([...TABLE['0']]);
    });

    it('44-digit boleto barcode: 227 elements, 114 bars, 89 wide', () => {
        const els = itf25Bars(BOLETO_BARCODE);
        expect(els).toHaveLength(4 + 22 * 10 + 3);
        expect(els.filter((e) => e.bar)).toHaveLength(2 + (44 * 5) / 2 + 2);
        expect(els.filter((e) => e.wide)).toHaveLength(44 * 2 + 1);
        // Bars and spaces alternate, starting and ending with a bar.
        expect(els.every((e, i) => e.bar === (i % 2 === 0))).toBe(true);
        expect(decode(els)).toBe(BOLETO_BARCODE);
    });

    it('decodes back to the digits for any even-length string', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^(\d\d){1,30}$/), (digits) => {
                const els = itf25Bars(digits);
                expect(els).toHaveLength(7 + digits.length * 5);
                expect(decode(els)).toBe(digits);
            }),
        );
    });

    it.each(['', '1', '123', '12a4', '١٢', ' 12'])('rejects %j', (digits) => {
        expect(() => itf25Bars(digits)).toThrow(RangeError);
    });
});

describe('itf25Svg', () => {
    const rects = (svg: string): { x: number; width: number }[] =>
        [...svg.matchAll(/<rect x="([\d.]+)" y="0" width="([\d.]+)"/g)].map((m) => ({
            x: +m[1],
            width: +m[2],
        }));

    it('draws one rect per bar, with 1:3 widths and a 10-module quiet zone by default', () => {
        const svg = itf25Svg(BOLETO_BARCODE, { height: 50, narrow: 1 });
        // 138 narrow + 89 wide × 3 = 405 modules, plus 2 × 10 of quiet zone.
        expect(svg).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="425" height="50" viewBox="0 0 425 50"/,
        );
        expect(svg.endsWith('</svg>')).toBe(true);
        const bars = rects(svg);
        expect(bars).toHaveLength(114);
        expect(bars[0]).toEqual({ x: 10, width: 1 }); // start: narrow bar after the quiet zone
        expect(bars.at(-2)).toEqual({ x: 410, width: 3 }); // stop: wide bar, narrow space, narrow bar
        expect(bars.at(-1)).toEqual({ x: 414, width: 1 });
        expect(new Set(bars.map((b) => b.width))).toEqual(new Set([1, 3]));
    });

    it('scales with narrow, ratio and quietZone, rounding to 3 decimals', () => {
        const svg = itf25Svg('12', { height: 13, narrow: 0.33, ratio: 2.5, quietZone: 0 });
        // '12' = start 4N + pair (4W, 6N) + stop (1W, 2N) = 12 N + 5 W = 12 + 12.5 = 24.5 modules.
        expect(svg).toContain('width="8.085" height="13"');
        expect(rects(svg)).toEqual([
            { x: 0, width: 0.33 },
            { x: 0.66, width: 0.33 },
            { x: 1.32, width: 0.825 }, // 1: W
            { x: 2.475, width: 0.33 },
            { x: 3.63, width: 0.33 }, // after the wide space of 2
            { x: 4.29, width: 0.33 },
            { x: 4.95, width: 0.825 },
            { x: 6.6, width: 0.825 }, // stop
            { x: 7.755, width: 0.33 },
        ]);
    });

    it('is a white background with black bars and an accessible label', () => {
        const svg = itf25Svg('0123', { height: 10, narrow: 2 });
        expect(svg).toContain('fill="#fff"');
        expect(svg).toContain('<g fill="#000">');
        expect(svg).toContain('role="img" aria-label="0123"');
    });

    it.each([
        { height: 0, narrow: 1 },
        { height: 10, narrow: -1 },
        { height: 10, narrow: Number.NaN },
        { height: 10, narrow: 1, ratio: 1 },
        { height: 10, narrow: 1, quietZone: -1 },
    ])('rejects options %j', (options) => {
        expect(() => itf25Svg('12', options)).toThrow(RangeError);
    });
});
