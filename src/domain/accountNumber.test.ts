import { describe, expect, it } from 'vitest';
import { accountCheckDigit, newAccountNumber } from './accountNumber';

describe('account numbers', () => {
    it('computes the modulo-11 digit (weights 2 to 9 from the right; 10 and 11 give 0)', () => {
        // 1·5 + 2·4 + 3·3 + 4·2 = 30; 30 mod 11 = 8; 11 - 8 = 3.
        expect(accountCheckDigit('1234')).toBe('3');
        // 1·2 = 2; 11 - 2 = 9.
        expect(accountCheckDigit('1')).toBe('9');
        // 0 → 11 - 0 = 11 → 0; 10 → 1·3 = 3 → 8.
        expect(accountCheckDigit('0')).toBe('0');
        expect(accountCheckDigit('10')).toBe('8');
    });

    it('draws again while the number is taken', () => {
        const draws = [5, 10_000, 5, 10_001];
        const next = (min: number, max: number) => {
            const value = draws.shift() ?? min;
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(max);
            return value;
        };
        expect(newAccountNumber(new Set(['10000']), next)).toEqual({
            number: '10001',
            digit: accountCheckDigit('10001'),
        });
    });
});
