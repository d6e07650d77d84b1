import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncate } from './text';

const count = (text: string): number => [...new Intl.Segmenter('pt-BR').segment(text)].length;

describe('truncate', () => {
    it.each([
        ['Pagamento de boleto', 'Pagamento de boleto'],
        ['Transferência via Pix', 'Transferência via P…'],
        ['Transferência entre contas', 'Transferência entre…'],
        ['12345678901234567890', '12345678901234567890'],
        ['123456789012345678901', '1234567890123456789…'],
        ['', ''],
        ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', '😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀…'],
        ['👨‍👩‍👧'.repeat(21), `${'👨‍👩‍👧'.repeat(19)}…`],
        ['e\u0301'.repeat(21), `${'e\u0301'.repeat(19)}…`],
    ])('%o → %o', (text, expected) => {
        expect(truncate(text)).toBe(expected);
    });

    it.each([
        ['Açaí com granola', 5, 'Açaí…'],
        ['Açaí com granola', 16, 'Açaí com granola'],
        ['a', 1, 'a'],
        ['abcd', 1, '…'],
        ['abcd', 0, ''],
        ['abcd', -3, ''],
        ['abcd', Number.NaN, ''],
        ['abcdef', 3.9, 'ab…'],
    ])('%o with max %s → %o', (text, max, expected) => {
        expect(truncate(text, max)).toBe(expected);
    });

    it.each([null, undefined])('%o → empty', (text) => {
        expect(truncate(text)).toBe('');
    });

    it('keeps short texts, shortens long ones to a prefix plus … within max characters', () => {
        fc.assert(
            fc.property(
                fc.string({ unit: 'grapheme', maxLength: 40 }),
                fc.integer({ min: 1, max: 30 }),
                (s, max) => {
                    const out = truncate(s, max);
                    if (count(s) <= max) {
                        expect(out).toBe(s);
                    } else {
                        expect(out.endsWith('…')).toBe(true);
                        expect(count(out)).toBeLessThanOrEqual(max);
                        expect(s.startsWith(out.slice(0, -1))).toBe(true);
                        expect(() => encodeURIComponent(out)).not.toThrow(); // no lone surrogate
                    }
                },
            ),
        );
    });
});
