/**
 * Bank business days in Brazil: not a Saturday, a Sunday or a national bank holiday (the FEBRABAN
 * calendar: the national holidays plus Carnaval and Corpus Christi, when banks do not open). Dates are
 * 'yyyy-MM-dd' strings with UTC arithmetic; municipal and state holidays are not known here.
 */

const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
};

/** 'yyyy-MM-dd' plus n calendar days (n may be negative). */
export const addDays = (date: string, n: number) => isoDay(dayMs(date) + n * DAY_MS);

/** Easter Sunday of a Gregorian year (the anonymous algorithm: Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
    const a = year % 19;
    const b = Math.floor(year / 100);
    const c = year % 100;
    const d = Math.floor(b / 4);
    const e = b % 4;
    const f = Math.floor((b + 8) / 25);
    const g = Math.floor((b - f + 1) / 3);
    const h = (19 * a + b - d - g + 15) % 30;
    const i = Math.floor(c / 4);
    const k = c % 4;
    const l = (32 + 2 * e + 2 * i - h - k) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const month = Math.floor((h + l - 7 * m + 114) / 31);
    const day = ((h + l - 7 * m + 114) % 31) + 1;
    return isoDay(Date.UTC(year, month - 1, day));
}

/** Fixed national holidays (MM-dd); Consciência Negra since 2024 (Lei 14.759/2023). */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
const BLACK_CONSCIOUSNESS_FROM = 2024;

/** Carnaval Monday and Tuesday, Good Friday and Corpus Christi: days from Easter Sunday. */
const FROM_EASTER = [-48, -47, -2, 60];

const cache = new Map<number, ReadonlySet<string>>();

/** The bank holidays of a year, as 'yyyy-MM-dd'. */
export function bankHolidays(year: number): ReadonlySet<string> {
    const known = cache.get(year);
    if (known) return known;
    const pad = String(year).padStart(4, '0');
    const fixed = FIXED.map((md) => `${pad}-${md}`);
    if (year >= BLACK_CONSCIOUSNESS_FROM) fixed.push(`${pad}-11-20`);
    const easter = easterSunday(year);
    const holidays = new Set([...fixed, ...FROM_EASTER.map((offset) => addDays(easter, offset))]);
    cache.set(year, holidays);
    return holidays;
}

export function isBusinessDay(date: string): boolean {
    const weekday = new Date(dayMs(date)).getUTCDay();
    if (weekday === 0 || weekday === 6) return false;
    return !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The day itself when it is a business day, else the first business day after it. */
export function nextBusinessDay(date: string): string {
    let day = date;
    while (!isBusinessDay(day)) day = addDays(day, 1);
    return day;
}
