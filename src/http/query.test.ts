import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

describe('serializeQuery', () => {
    it('writes parameters without percent-encoding', () => {
        expect(serializeQuery({ page: 2, per_page: 25, sort: '-name', search: 'José Antônio' })).toBe(
            'page=2&per_page=25&sort=-name&search=José Antônio',
        );
    });

    it('nests objects and arrays the Laravel way', () => {
        expect(serializeQuery({ filter: { status: 'active', ids: [1, 2] } })).toBe(
            'filter[status]=active&filter[ids][]=1&filter[ids][]=2',
        );
    });

    it('drops empty values', () => {
        expect(serializeQuery({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('d=0&e=false');
    });

    it('escapes only what would break the URL structure', () => {
        expect(serializeQuery({ q: 'Silva & Filhos #1 a+b=c 100%' })).toBe(
            'q=Silva %26 Filhos %231 a%2Bb%3Dc 100%25',
        );
    });
});
