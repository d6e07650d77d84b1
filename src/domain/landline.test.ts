import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLandline, isValidLandline, normalizeLandline } from './landline';
import { isValidMobile, VALID_DDDS } from './phone';

describe('normalizeLandline', () => {
    it.each([
        ['1134567890', '1134567890'],
        ['(11) 3456-7890', '1134567890'],
        ['11 3456 7890', '1134567890'],
        ['11.3456.7890', '1134567890'],
        ['+55 (11) 3456-7890', '1134567890'],
        ['0055 11 3456 7890', '1134567890'],
        ['551134567890', '1134567890'],
        ['(011) 3456-7890', '1134567890'],
        ['6122345678', '6122345678'],
        ['(21) 2534-0000', '2125340000'],
        ['(51) 5555-1234', '5155551234'],
    ])('%s → %s', (input, expected) => expect(normalizeLandline(input)).toBe(expected));

    it.each([
        ['', 'empty'],
        ['113456789', '9 digits'],
        ['11934567890', 'a mobile (11 digits)'],
        ['1164567890', 'first digit 6 (technical reserve)'],
        ['1174567890', 'first digit 7'],
        ['1194567890', 'first digit 9'],
        ['1114567890', 'first digit 1'],
        ['1104567890', 'first digit 0'],
        ['2034567890', 'DDD 20 is not assigned'],
        ['1034567890', 'DDD 10 is not assigned'],
        ['11 3456-789O', 'a letter O'],
        ['11345678901', '11 digits not starting with 0'],
        ['1134567890!', 'trailing garbage'],
    ])('rejects %s (%s)', (input) => expect(normalizeLandline(input)).toBeNull());
});

describe('landline rule', () => {
    it('accepts every valid DDD with every first digit 2–5, and nothing else', () => {
        fc.assert(
            fc.property(
                fc.constantFrom(...VALID_DDDS),
                fc.integer({ min: 0, max: 9 }),
                fc.stringMatching(/^\d{7}$/),
                (ddd, first, rest) => {
                    const number = `${ddd}${first}${rest}`;
                    expect(isValidLandline(number)).toBe(first >= 2 && first <= 5);
                },
            ),
        );
    });

    it('never accepts a number that is a valid mobile', () => {
        fc.assert(
            fc.property(fc.stringMatching(/^\d{10,11}$/), (digits) => {
                expect(isValidLandline(digits) && isValidMobile(digits)).toBe(false);
            }),
        );
    });

    it('formats for display, leaving anything else as it was', () => {
        expect(formatLandline('1134567890')).toBe('(11) 3456-7890');
        expect(formatLandline('+55 61 2234-5678')).toBe('(61) 2234-5678');
        expect(formatLandline('11987654321')).toBe('11987654321');
        expect(formatLandline('abc')).toBe('abc');
    });
});
