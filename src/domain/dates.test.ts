import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    endOfDayUtc,
    formatDate,
    formatDateTime,
    formatTime,
    isOnOrBeforeToday,
    parseDateBR,
    shiftToBrasilia,
    startOfDayUtc,
    toDateOnlyBrasilia,
    WEEKDAYS_PT,
    weekdayName,
} from './dates';

// Run also with TZ=Asia/Tokyo and TZ=America/New_York: nothing here may depend on the machine's zone.
const SAO_PAULO = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
});
function intlDateTime(ms: number): string {
    const p = Object.fromEntries(SAO_PAULO.formatToParts(ms).map((part) => [part.type, part.value]));
    return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
const SINCE_NO_DST = Date.UTC(2019, 1, 17, 3); // Brazil's last DST ended 2019-02-17 00:00 BRST
const YEAR_2100 = Date.UTC(2100, 0, 1);
const NOON_UTC = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('formatDate / formatTime / formatDateTime', () => {
    it.each([
        ['2026-11-22T13:45:00Z', '22/11/2026', '10:45', '22/11/2026 10:45'],
        ['2026-11-22T02:59:59.999Z', '21/11/2026', '23:59', '21/11/2026 23:59'],
        ['2026-11-22T03:00:00.000Z', '22/11/2026', '00:00', '22/11/2026 00:00'],
        ['2026-01-01T00:30:00Z', '31/12/2025', '21:30', '31/12/2025 21:30'],
        ['2026-11-22T10:00:00-03:00', '22/11/2026', '10:00', '22/11/2026 10:00'],
        ['2026-11-22T10:00:00+0900', '21/11/2026', '22:00', '21/11/2026 22:00'],
        ['2026-11-22 13:45:00', '22/11/2026', '10:45', '22/11/2026 10:45'], // no offset: UTC
        ['2026-11-22 13:45:00+00', '22/11/2026', '10:45', '22/11/2026 10:45'],
        ['2026-11-22T13:45', '22/11/2026', '10:45', '22/11/2026 10:45'],
        ['2026-11-22T13:45:07.123456Z', '22/11/2026', '10:45', '22/11/2026 10:45'],
        ['2026-11-22', '22/11/2026', '00:00', '22/11/2026 00:00'], // date only: that Brasília day
        ['  2024-02-29  ', '29/02/2024', '00:00', '29/02/2024 00:00'],
        [Date.UTC(2026, 10, 22, 13, 45), '22/11/2026', '10:45', '22/11/2026 10:45'],
        [new Date(Date.UTC(2026, 10, 22, 1, 5)), '21/11/2026', '22:05', '21/11/2026 22:05'],
        [0, '31/12/1969', '21:00', '31/12/1969 21:00'],
    ])('%o → %s, %s, %s', (value, date, time, dateTime) => {
        expect(formatDate(value)).toBe(date);
        expect(formatTime(value)).toBe(time);
        expect(formatDateTime(value)).toBe(dateTime);
    });

    it.each([null, undefined, '', '   '])('%o → N/A (no value)', (value) => {
        expect(formatDate(value)).toBe('N/A');
        expect(formatTime(value)).toBe('N/A');
        expect(formatDateTime(value)).toBe('N/A');
        expect(weekdayName(value)).toBe('N/A');
    });

    it.each([
        'abc',
        '1',
        '22/11/2026',
        'Sun Nov 22 2026',
        '2026-02-30',
        '2026-02-29T10:00:00Z',
        '2026-13-01',
        '2026-11-22T24:00:00Z',
        '2026-11-22T10:60:00Z',
        '2026-11-22T10:00:60Z',
        '2026-11-22T10:00:00+25:00',
        '1732240000000',
        Number.NaN,
        Number.POSITIVE_INFINITY,
        9e15,
        Date.UTC(10000, 0, 1, 3),
        new Date('nope'),
        {} as Date,
    ])('%o → Data inválida (a value that is no date)', (value) => {
        expect(formatDate(value)).toBe('Data inválida');
        expect(formatTime(value)).toBe('Data inválida');
        expect(formatDateTime(value)).toBe('Data inválida');
        expect(weekdayName(value)).toBe('Data inválida');
    });

    it('matches Intl in America/Sao_Paulo for every instant since DST ended', () => {
        fc.assert(
            fc.property(fc.integer({ min: SINCE_NO_DST, max: YEAR_2100 }), (ms) => {
                const expected = intlDateTime(ms);
                expect(formatDateTime(ms)).toBe(expected);
                expect(formatDateTime(new Date(ms).toISOString())).toBe(expected);
                expect(`${formatDate(ms)} ${formatTime(ms)}`).toBe(expected);
            }),
        );
    });

    it('never throws and returns N/A, Data inválida or the pattern', () => {
        const input = fc.oneof(
            fc.string(),
            fc.double(),
            fc.date({ noInvalidDate: false }),
            fc.constant(null),
        );
        fc.assert(
            fc.property(input, (value) => {
                expect(formatDateTime(value)).toMatch(
                    /^(N\/A|Data inválida|\d{2}\/\d{2}\/\d{4} \d{2}:\d{2})$/,
                );
            }),
        );
    });
});

describe('shiftToBrasilia', () => {
    it('subtracts three hours and leaves its argument alone', () => {
        const date = new Date('2026-11-22T02:00:00Z');
        expect(shiftToBrasilia(date).toISOString()).toBe('2026-11-21T23:00:00.000Z');
        expect(date.toISOString()).toBe('2026-11-22T02:00:00.000Z');
    });
});

describe('startOfDayUtc / endOfDayUtc', () => {
    it.each([
        ['2026-11-22', '2026-11-22T03:00:00.000Z', '2026-11-23T02:59:59.999Z'],
        ['2026-12-31', '2026-12-31T03:00:00.000Z', '2027-01-01T02:59:59.999Z'],
        ['2024-02-29', '2024-02-29T03:00:00.000Z', '2024-03-01T02:59:59.999Z'],
        ['2026-01-01', '2026-01-01T03:00:00.000Z', '2026-01-02T02:59:59.999Z'],
    ])('%s → %s … %s', (day, start, end) => {
        expect(startOfDayUtc(day)).toBe(start);
        expect(endOfDayUtc(day)).toBe(end);
    });

    it.each(['', '2026-02-29', '2026-11-31', '22/11/2026', '2026-11-22T00:00:00Z', '2026-1-2', '0099-01-01'])(
        '%o → null',
        (day) => {
            expect(startOfDayUtc(day)).toBeNull();
            expect(endOfDayUtc(day)).toBeNull();
        },
    );

    it('spans exactly the Brasília day', () => {
        fc.assert(
            fc.property(fc.integer({ min: SINCE_NO_DST, max: YEAR_2100 }), (ms) => {
                const day = toDateOnlyBrasilia(new Date(ms));
                const start = startOfDayUtc(day) ?? '';
                const end = endOfDayUtc(day) ?? '';
                expect(Date.parse(start) <= ms && ms <= Date.parse(end)).toBe(true);
                expect(Date.parse(end) - Date.parse(start)).toBe(86_399_999);
                expect(formatTime(start)).toBe('00:00');
                expect(formatTime(end)).toBe('23:59');
                expect(formatDate(start)).toBe(formatDate(end));
            }),
        );
    });
});

describe('isOnOrBeforeToday', () => {
    const today = new Date('2026-11-22T02:30:00Z'); // still 21/11 in Brasília
    it.each([
        ['2026-11-21', true],
        ['2026-11-20', true],
        ['1999-01-01', true],
        ['2026-11-22', false],
        ['2027-01-01', false],
        ['2026-02-30', false],
        ['21/11/2026', false],
        ['', false],
    ])('%o → %s', (day, expected) => {
        expect(isOnOrBeforeToday(day, today)).toBe(expected);
    });

    it('defaults to now and refuses an invalid today', () => {
        expect(isOnOrBeforeToday(toDateOnlyBrasilia())).toBe(true);
        expect(isOnOrBeforeToday('2000-01-01', new Date('nope'))).toBe(false);
    });
});

describe('weekdayName', () => {
    it('lists the pt-BR weekdays from Sunday', () => {
        expect(WEEKDAYS_PT).toEqual([
            'domingo',
            'segunda-feira',
            'terça-feira',
            'quarta-feira',
            'quinta-feira',
            'sexta-feira',
            'sábado',
        ]);
        expect(Object.isFrozen(WEEKDAYS_PT)).toBe(true);
    });

    it.each([
        ['2026-11-22', 'domingo'],
        ['2026-11-23', 'segunda-feira'],
        ['2026-11-28', 'sábado'],
        ['2026-11-23T02:00:00Z', 'domingo'], // 22/11 23:00 in Brasília
        [NOON_UTC('2026-11-25'), 'quarta-feira'],
    ])('%o → %s', (value, name) => {
        expect(weekdayName(value)).toBe(name);
    });
});

describe('parseDateBR', () => {
    it.each([
        ['22/11/2026', '2026-11-22'],
        [' 01/01/2000 ', '2000-01-01'],
        ['29/02/2024', '2024-02-29'],
        ['29/02/2026', null],
        ['31/04/2026', null],
        ['00/01/2026', null],
        ['01/13/2026', null],
        ['1/1/2026', null],
        ['22-11-2026', null],
        ['2026-11-22', null],
        ['22/11/26', null],
        ['', null],
    ])('%o → %o', (text, expected) => {
        expect(parseDateBR(text)).toBe(expected);
    });

    it('inverts formatDate for every real day', () => {
        fc.assert(
            fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: YEAR_2100 }), (ms) => {
                const day = new Date(ms).toISOString().slice(0, 10);
                expect(parseDateBR(formatDate(day))).toBe(day);
            }),
        );
    });

    it('returns null or a real yyyy-MM-dd for any text', () => {
        fc.assert(
            fc.property(fc.string(), (text) => {
                const day = parseDateBR(text);
                if (day !== null) expect(startOfDayUtc(day)).not.toBeNull();
            }),
        );
    });
});
