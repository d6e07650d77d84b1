import { describe, expect, it } from 'vitest';
import { children, DerError, integerHex, octets, oid, parseDer, text, time } from './der';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replace(/\s/g, ''), 'hex'));

describe('DER reader', () => {
    it('reads OIDs, integers as hex and texts of each string type', () => {
        expect(oid(parseDer(bytes('06 09 2a864886f70d010c0a')))).toBe('1.2.840.113549.1.12.10');
        expect(oid(parseDer(bytes('06 06 608648010304')))).toBe('2.16.840.1.3.4');
        expect(oid(parseDer(bytes('06 05 604c010303')))).toBe('2.16.76.1.3.3');
        expect(integerHex(parseDer(bytes('02 05 00 8a 3f 19 c2')))).toBe('8A3F19C2');
        expect(text(parseDer(bytes('13 03 414243')))).toBe('ABC');
        expect(text(parseDer(bytes('0c 02 c3a7')))).toBe('ç');
        expect(text(parseDer(bytes('1e 04 0061 00e7')))).toBe('aç');
        expect(text(parseDer(bytes('04 02 3435')))).toBe('45');
    });

    it('reads BER indefinite lengths and constructed OCTET STRINGs, as some exporters write them', () => {
        const node = parseDer(bytes('30 80 24 80 04 02 0102 04 01 03 0000 02 01 05 0000'));
        const [split, five] = children(node);
        expect([...octets(split)]).toEqual([1, 2, 3]);
        expect(integerHex(five)).toBe('05');
    });

    it('reads UTCTime (50 and above is 19xx) and GeneralizedTime', () => {
        const utc = (value: string) =>
            bytes(`17 ${value.length.toString(16).padStart(2, '0')} ${Buffer.from(value).toString('hex')}`);
        expect(time(parseDer(utc('491231235959Z')))).toBe('2049-12-31T23:59:59.000Z');
        expect(time(parseDer(utc('500101000000Z')))).toBe('1950-01-01T00:00:00.000Z');
        const general = Buffer.from('20361101235959Z');
        expect(time(parseDer(bytes(`18 0f ${general.toString('hex')}`)))).toBe('2036-11-01T23:59:59.000Z');
    });

    it('refuses truncated lengths and a missing end-of-contents', () => {
        expect(() => parseDer(bytes('30 05 0201'))).toThrow(DerError);
        expect(() => parseDer(bytes('30 80 0201 05'))).toThrow(DerError);
        expect(() => parseDer(bytes('04 80 00 00'))).toThrow(DerError);
    });
});
