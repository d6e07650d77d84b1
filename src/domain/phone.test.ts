import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMobile, isValidMobile, normalizeMobile, toE164, VALID_DDDS } from './phone';

const DDDS_BY_UF: Record<string, string> = {
    SP: '11 12 13 14 15 16 17 18 19',
    RJ: '21 22 24',
    ES: '27 28',
    MG: '31 32 33 34 35 37 38',
    PR: '41 42 43 44 45 46',
    SC: '47 48 49',
    RS: '51 53 54 55',
    DF: '61',
    GO: '62 64',
    TO: '63',
    MT: '65 66',
    MS: '67',
    AC: '68',
    RO: '69',
    BA: '71 73 74 75 77',
    SE: '79',
    PE: '81 87',
    AL: '82',
    PB: '83',
    RN: '84',
    CE: '85 88',
    PI: '86 89',
    PA: '91 93 94',
    AM: '92 97',
    RR: '95',
    AP: '96',
    MA: '98 99',
};
const UNASSIGNED = '10 20 23 25 26 29 30 36 39 40 50 52 56 57 58 59 60 70 72 76 78 80 90'.split(' ');

describe('VALID_DDDS', () => {
    it('has the 67 ANATEL DDDs of the rules table', () => {
        const expected = Object.values(DDDS_BY_UF).join(' ').split(' ').sort();
        expect(VALID_DDDS).toHaveLength(67);
        expect([...VALID_DDDS].sort()).toEqual(expected);
        expect(Object.isFrozen(VALID_DDDS)).toBe(true);
    });

    it.each(UNASSIGNED)('excludes %s', (ddd) => {
        expect(VALID_DDDS).not.toContain(ddd);
        expect(isValidMobile(`${ddd}987654321`)).toBe(false);
    });
});

describe('normalizeMobile', () => {
    it.each([
        ['11987654321', '11987654321'],
        ['(11) 98765-4321', '11987654321'],
        ['11 9 8765 4321', '11987654321'],
        ['11.98765.4321', '11987654321'],
        ['+55 (11) 98765-4321', '11987654321'],
        ['+5511987654321', '11987654321'],
        ['0055 11 98765 4321', '11987654321'],
        ['5511987654321', '11987654321'],
        ['55987654321', '55987654321'],
        ['(55) 98765-4321', '55987654321'],
        ['+5555987654321', '55987654321'],
        ['1187654321', null],
        ['11887654321', null],
        ['1133334444', null],
        ['10987654321', null],
        ['+5510998765432', null],
        ['+1 11987654321', null],
        ['+55 987654321', null],
        ['551198765432', null],
        ['055 11987654321', null],
        ['11987654321!', null],
        ['11/98765-4321', null],
        ['119876543210', null],
        ['', null],
    ])('%j -> %j', (input, expected) => {
        expect(normalizeMobile(input)).toBe(expected);
    });
});

describe('formatMobile / toE164', () => {
    it('formats valid numbers and leaves the rest unchanged', () => {
        expect(formatMobile('+55 11 98765 4321')).toBe('(11) 98765-4321');
        expect(formatMobile('1133334444')).toBe('1133334444');
        expect(toE164('(11) 98765-4321')).toBe('+5511987654321');
        expect(toE164('1133334444')).toBeNull();
    });

    it('round trips for every DDD and subscriber', () => {
        fc.assert(
            fc.property(
                fc.constantFrom(...VALID_DDDS),
                fc.integer({ min: 0, max: 99_999_999 }),
                (ddd, sub) => {
                    const national = `${ddd}9${String(sub).padStart(8, '0')}`;
                    const e164 = toE164(national);
                    expect(e164).toBe(`+55${national}`);
                    expect(e164).toMatch(/^\+[1-9][0-9]\d{1,14}$/);
                    expect(normalizeMobile(formatMobile(national))).toBe(national);
                    expect(normalizeMobile(e164 ?? '')).toBe(national);
                    expect(normalizeMobile(`0055${national}`)).toBe(national);
                },
            ),
        );
    });
});
