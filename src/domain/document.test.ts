import { describe, expect, it } from 'vitest';
import { detectDocument, formatDocument, isValidDocument } from './document';

describe('document', () => {
    it.each([
        ['403.644.788-29', { kind: 'cpf', value: '40364478829' }],
        ['40364478829', { kind: 'cpf', value: '40364478829' }],
        ['12.abc.345/01de-35', { kind: 'cnpj', value: '12ABC34501DE35' }],
        ['11222333000181', { kind: 'cnpj', value: '11222333000181' }],
        ['40364478828', { kind: 'cpf', value: '40364478828' }],
        ['403644788', null],
        ['40364478829!', null],
        ['', null],
    ])('detectDocument(%j)', (input, expected) => {
        expect(detectDocument(input)).toEqual(expected);
    });

    it.each([
        ['40364478829', '403.644.788-29'],
        ['12abc34501de35', '12.ABC.345/01DE-35'],
        ['123', '123'],
    ])('formatDocument(%j) -> %j', (input, expected) => {
        expect(formatDocument(input)).toBe(expected);
    });

    it.each([
        ['403.644.788-29', true],
        ['40364478828', false],
        ['11111111111', false],
        ['12.ABC.345/01DE-35', true],
        ['AA345678000329', false],
        ['00000000000000', false],
        ['abc', false],
    ])('isValidDocument(%j) -> %j', (input, expected) => {
        expect(isValidDocument(input)).toBe(expected);
    });
});
