import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, bankHolidays, easterSunday, isBusinessDay, nextBusinessDay } from './businessDays';

describe('easterSunday', () => {
    it.each([
        [2000, '2000-04-23'],
        [2019, '2019-04-21'],
        [2024, '2024-03-31'],
        [2025, '2025-04-20'],
        [2026, '2026-04-05'],
        [2027, '2027-03-28'],
        [2038, '2038-04-25'],
    ])('%i: %s', (year, date) => {
        expect(easterSunday(year)).toBe(date);
        expect(new Date(date).getUTCDay()).toBe(0);
    });
});

describe('bankHolidays', () => {
    it('has the national holidays, Carnaval, Good Friday and Corpus Christi of 2026', () => {
        expect([...bankHolidays(2026)].sort()).toEqual([
            '2026-01-01',
            '2026-02-16',
            '2026-02-17',
            '2026-04-03',
            '2026-04-21',
            '2026-05-01',
            '2026-06-04',
            '2026-09-07',
            '2026-10-12',
            '2026-11-02',
            '2026-11-15',
            '2026-11-20',
            '2026-12-25',
        ]);
    });

    it('has Consciência Negra only from 2024', () => {
        expect(bankHolidays(2023).has('2023-11-20')).toBe(false);
        expect(bankHolidays(2024).has('2024-11-20')).toBe(true);
    });
});

describe('nextBusinessDay', () => {
    it.each([
        ['2026-03-04', '2026-03-04'], // a Wednesday
        ['2026-03-07', '2026-03-09'], // Saturday → Monday
        ['2026-04-03', '2026-04-06'], // Good Friday → Monday
        ['2026-02-14', '2026-02-18'], // Carnaval Saturday → Ash Wednesday
        ['2026-12-25', '2026-12-28'], // Christmas (Friday) → Monday
        ['2027-01-01', '2027-01-04'], // New Year (Friday) → Monday
    ])('%s → %s', (day, expected) => {
        expect(nextBusinessDay(day)).toBe(expected);
    });

    it('is the first business day on or after the day, at most a week later', () => {
        const day = fc.integer({ min: 0, max: 365 * 40 }).map((n) => addDays('2010-01-01', n));
        fc.assert(
            fc.property(day, (date) => {
                const next = nextBusinessDay(date);
                expect(next >= date).toBe(true);
                expect(isBusinessDay(next)).toBe(true);
                for (let d = date; d < next; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
                expect(next <= addDays(date, 6)).toBe(true);
            }),
        );
    });
});
