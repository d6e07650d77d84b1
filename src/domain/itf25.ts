// Interleaved 2 of 5 (ITF, ISO/IEC 16390), the symbology of the 44-digit boleto barcode.
// Each digit is 5 elements, 2 of them wide; in a pair the 1st digit is drawn by the bars,
// the 2nd by the spaces.

export interface ItfElement {
    /** Wide (ratio × narrow) or narrow. */
    wide: boolean;
    /** true = dark bar, false = space. */
    bar: boolean;
}

export interface ItfSvgOptions {
    /** Bar height, in SVG user units. */
    height: number;
    /** Narrow element width, in SVG user units. */
    narrow: number;
    /** Wide / narrow ratio; FEBRABAN boletos use 1:3. Default 3. */
    ratio?: number;
    /** Light margin on each side, in narrow widths (ITF asks for at least 10). Default 10. */
    quietZone?: number;
}

/** 'n' narrow, 'w' wide, for digits 0–9. */
export const ITF_PATTERNS: readonly string[] = Object.freeze([
    'nnwwn',
    'wnnnw',
    'nwnnw',
    'wwnnn',
    'nnwnw',
    'wnwnn',
    'nwwnn',
    'nnnww',
    'wnnwn',
    'nwnwn',
]);

const START = 'nnnn'; // bar, space, bar, space
const STOP = 'wnn'; // bar, space, bar

/** Alternating bar/space elements starting with a bar. */
const elements = (pattern: string): ItfElement[] =>
    Array.from(pattern, (w, i) => ({ wide: w === 'w', bar: i % 2 === 0 }));

function pairElements(a: string, b: string): ItfElement[] {
    const [bars, spaces] = [ITF_PATTERNS[Number(a)], ITF_PATTERNS[Number(b)]];
    return Array.from(bars, (w, i) => [
        { wide: w === 'w', bar: true },
        { wide: spaces[i] === 'w', bar: false },
    ]).flat();
}

/** Elements (start, digit pairs, stop) of an even-length digit string. */
export function itf25Bars(digits: string): ItfElement[] {
    if (!/^(\d\d)+$/.test(digits))
        throw new RangeError(`ITF needs a non-empty even number of digits: ${digits}`);
    const pairs: ItfElement[] = [];
    for (let i = 0; i < digits.length; i += 2) pairs.push(...pairElements(digits[i], digits[i + 1]));
    return [...elements(START), ...pairs, ...elements(STOP)];
}

const num = (n: number): string => String(Math.round(n * 1000) / 1000);

function checkOptions({ height, narrow, ratio = 3, quietZone = 10 }: ItfSvgOptions): void {
    const positive = [height, narrow, ratio].every((n) => Number.isFinite(n) && n > 0);
    if (!positive || !Number.isFinite(quietZone) || quietZone < 0 || ratio < 2) {
        throw new RangeError('ITF SVG needs height, narrow > 0, ratio >= 2 and quietZone >= 0');
    }
}

/** The barcode as a standalone SVG string: white background, one black rect per bar. */
export function itf25Svg(digits: string, options: ItfSvgOptions): string {
    checkOptions(options);
    const { height, narrow, ratio = 3, quietZone = 10 } = options;
    let x = quietZone * narrow;
    const rects: string[] = [];
    for (const { wide, bar } of itf25Bars(digits)) {
        const width = wide ? narrow * ratio : narrow;
        if (bar) rects.push(`<rect x="${num(x)}" y="0" width="${num(width)}" height="${num(height)}"/>`);
        x += width;
    }
    const [w, h] = [num(x + quietZone * narrow), num(height)];
    return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
        `shape-rendering="crispEdges" role="img" aria-label="${digits}">` +
        `<rect width="${w}" height="${h}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`
    );
}
