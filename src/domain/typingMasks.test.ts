import { describe, expect, it } from 'vitest';
import { typeCpf, typeDigits, typeMobile } from './typingMasks';

describe('typing masks', () => {
    it.each([
        ['', ''],
        ['1', '1'],
        ['1234', '123.4'],
        ['123456789', '123.456.789'],
        ['12345678909', '123.456.789-09'],
        ['123.456.789-091', '123.456.789-09'],
        ['abc123', '123'],
    ])('CPF %s → %s', (input, expected) => expect(typeCpf(input)).toBe(expected));

    it.each([
        ['11', '(11'],
        ['119', '(11) 9'],
        ['11987654321', '(11) 98765-4321'],
    ])('mobile %s → %s', (input, expected) => expect(typeMobile(input)).toBe(expected));

    it('keeps only digits up to the limit', () => expect(typeDigits('12a34-5678', 6)).toBe('123456'));
});
