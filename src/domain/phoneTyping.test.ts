import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeLandline } from './landline';
import { normalizeMobile, VALID_DDDS } from './phone';
import { typeMobile, typePhone } from './typingMasks';

/** What a field shows after typing `text` one character at a time (each keystroke goes through the mask). */
const typed = (mask: (text: string) => string, text: string) =>
    [...text].reduce((shown, ch) => mask(shown + ch), '');

describe('phone masks with the country code', () => {
    it.each([
        ['+55 11 98765-4321', '+55 (11) 98765-4321'],
        ['+5511987654321', '+55 (11) 98765-4321'],
        ['+55 (11) 9 8765-4321', '+55 (11) 98765-4321'],
        ['0055 11 98765 4321', '0055 (11) 98765-4321'],
        ['005511987654321', '0055 (11) 98765-4321'],
        ['5511987654321', '+55 (11) 98765-4321'],
        ['55987654321', '(55) 98765-4321'],
        ['(11) 98765-4321', '(11) 98765-4321'],
        ['+1 202 555 0123', '+12025550123'],
        ['+', '+'],
        ['+5', '+5'],
        ['+55', '+55'],
        ['+551', '+55 (1'],
        ['00', '00'],
        ['005', '005'],
        ['0055', '0055'],
        ['+55 11 98765-43210', '+55 (11) 98765-4321'],
    ])('mobile %j → %j', (input, shown) => {
        expect(typeMobile(input)).toBe(shown);
    });

    it.each([
        ['+55 11 3456-7890', '+55 (11) 3456-7890'],
        ['0055 11 3456 7890', '0055 (11) 3456-7890'],
        ['551134567890', '+55 (11) 3456-7890'],
        ['+55 11 98765-4321', '+55 (11) 98765-4321'],
        ['1134567890', '(11) 3456-7890'],
    ])('landline or mobile %j → %j', (input, shown) => {
        expect(typePhone(input)).toBe(shown);
    });

    it('types +55, 0055 and 55 prefixes key by key, and the rules read the number', () => {
        for (const text of ['+55 11 98765-4321', '+5511987654321', '0055 11 98765 4321', '5511987654321']) {
            expect(normalizeMobile(typed(typeMobile, text))).toBe('11987654321');
            expect(normalizeMobile(typed(typePhone, text))).toBe('11987654321');
        }
        expect(normalizeLandline(typed(typePhone, '+55 11 3456-7890'))).toBe('1134567890');
    });

    it('lets backspace go through the prefix', () => {
        expect(typeMobile('+55 (')).toBe('+55');
        expect(typeMobile('+5')).toBe('+5');
        expect(typeMobile('005')).toBe('005');
    });

    it('keeps every valid mobile, pasted or typed, with any prefix', () => {
        const mobile = fc
            .tuple(fc.constantFrom(...VALID_DDDS), fc.stringMatching(/^\d{8}$/))
            .map(([ddd, rest]) => `${ddd}9${rest}`);
        const prefix = fc.constantFrom('', '+55', '+55 ', '0055', '0055 ', '55', '+55 (');
        fc.assert(
            fc.property(mobile, prefix, (national, before) => {
                const text = `${before}${national}`;
                for (const mask of [typeMobile, typePhone]) {
                    expect(normalizeMobile(mask(text))).toBe(national);
                    expect(normalizeMobile(typed(mask, text))).toBe(national);
                    // The mask is stable: masking what it shows changes nothing.
                    expect(mask(mask(text))).toBe(mask(text));
                }
            }),
        );
    });
});
