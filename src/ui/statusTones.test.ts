import { describe, expect, it } from 'vitest';
import { STATUS_TONES } from '../domain/statuses';
import { STATUS_TONE_COLOURS } from './statusTones';

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
    const [r, g, b] = channels(hex).map(linear);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
};
/** CIE L*a*b* (D65) and the CIE76 distance between two colours. */
const lab = (hex: string) => {
    const [r, g, b] = channels(hex).map(linear);
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const [x, y, z] = [
        (r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047,
        r * 0.2126 + g * 0.7152 + b * 0.0722,
        (r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883,
    ].map(f);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const distance = (a: string, b: string) => {
    const [p, q] = [lab(a), lab(b)];
    return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

describe('status tones', () => {
    it.each(['light', 'dark'] as const)('stand out from the %s page at 3:1 or more', (mode) => {
        const page = mode === 'light' ? '#ffffff' : '#121212';
        for (const tone of STATUS_TONES)
            expect(contrast(STATUS_TONE_COLOURS[tone][mode], page), tone).toBeGreaterThanOrEqual(3);
    });

    it.each(['light', 'dark'] as const)('are told apart from each other in the %s theme', (mode) => {
        for (const [i, a] of STATUS_TONES.entries())
            for (const b of STATUS_TONES.slice(i + 1))
                expect(
                    distance(STATUS_TONE_COLOURS[a][mode], STATUS_TONE_COLOURS[b][mode]),
                    `${a} / ${b}`,
                ).toBeGreaterThanOrEqual(14);
    });
});
