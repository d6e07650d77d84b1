import { describe, expect, it } from 'vitest';
import { typeCep, typeCpf, typeDigits, typeDocument, typeMobile, typePhone } from './typingMasks';

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

describe('payer typing masks', () => {
    it.each([
        ['', ''],
        ['123', '123'],
        ['12345678909', '123.456.789-09'],
        ['123456789012', '12.345.678/9012'],
        ['11222333000181', '11.222.333/0001-81'],
        ['11.222.333/0001-819', '11.222.333/0001-81'],
        ['12abc34501de35', '12.ABC.345/01DE-35'],
        ['12A', '12.A'],
        ['AA.345.678/000A-29', 'AA.345.678/000A-29'],
    ])('document %s → %s', (input, expected) => expect(typeDocument(input)).toBe(expected));

    it.each([
        ['11', '(11'],
        ['113456', '(11) 3456'],
        ['1134567890', '(11) 3456-7890'],
        ['11987654321', '(11) 98765-4321'],
        ['(11) 98765-43219', '(11) 98765-4321'],
    ])('phone %s → %s', (input, expected) => expect(typePhone(input)).toBe(expected));

    it.each([
        ['0131', '0131'],
        ['01310100', '01310-100'],
        ['01310-1009', '01310-100'],
    ])('CEP %s → %s', (input, expected) => expect(typeCep(input)).toBe(expected));
});
