// Brasília has been UTC−3 all year since DST ended in 2019: the spec's "3-hour shift".
// Every formatter shifts the instant by −3 h and reads the UTC fields, so the machine's time zone never matters.
export const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

// Spec 1 §8: 'N/A' when there is no value at all (null, undefined, blank string);
// 'Data inválida' when there is a value that is not a date (garbage text, NaN, an Invalid Date, 31/02).
export const NO_DATE = 'N/A';
export const INVALID_DATE = 'Data inválida';

export type DateInput = string | number | Date | null | undefined;

/** 'domingo' … 'sábado' (4 January 1970 was a Sunday); Intl rather than date-fns' locale, kept out of /login. */
const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
export const WEEKDAYS_PT: readonly string[] = Object.freeze(
    [0, 1, 2, 3, 4, 5, 6].map((day) => WEEKDAY.format(Date.UTC(1970, 0, 4 + day))),
);

/** 'jan' … 'dez': the short month names of charts' axes (Intl, without its abbreviation dot). */
const MONTH_SHORT = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
export const MONTHS_SHORT_PT: readonly string[] = Object.freeze(
    Array.from({ length: 12 }, (_, month) => MONTH_SHORT.format(Date.UTC(2000, month, 15)).replace('.', '')),
);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_TIME =
    /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

// Not date-fns' isExists: it checks in the machine's zone (Pacific/Apia has no 30/12/2011).
// Years below 100 are rejected (Date.UTC maps them to 19xx); they never occur in this portal.
function isCalendarDate(y: string, m: string, d: string): boolean {
    const date = new Date(Date.UTC(+y, +m - 1, +d));
    return date.getUTCFullYear() === +y && date.getUTCMonth() === +m - 1 && date.getUTCDate() === +d;
}

function offsetMinutes(zone: string | undefined): number | null {
    if (zone === undefined || zone.toUpperCase() === 'Z') return 0;
    const [hh, mm] = [+zone.slice(1, 3), zone.length > 3 ? +zone.slice(-2) : 0];
    if (hh > 23 || mm > 59) return null;
    return (zone[0] === '-' ? -1 : 1) * (hh * 60 + mm);
}

// ISO strings only (Date.parse accepts garbage such as '1' and rolls 2026-02-30 over to March).
// A date-only 'yyyy-MM-dd' is that calendar day in Brasília; a date-time without an offset is UTC.
function parseIso(text: string): number | null {
    const day = DATE_ONLY.exec(text);
    if (day) {
        const [, y, m, d] = day;
        return isCalendarDate(y, m, d) ? Date.UTC(+y, +m - 1, +d) + BRASILIA_OFFSET_MS : null;
    }
    const match = ISO_DATE_TIME.exec(text);
    if (match === null) return null;
    const [, y, m, d, hh, mi, ss = '0', fraction = '', zone] = match;
    const offset = offsetMinutes(zone);
    if (!isCalendarDate(y, m, d) || +hh > 23 || +mi > 59 || +ss > 59 || offset === null) return null;
    const ms = Number(fraction.padEnd(3, '0').slice(0, 3));
    return Date.UTC(+y, +m - 1, +d, +hh, +mi, +ss, ms) - offset * 60_000;
}

/** The instant as a Date, `null` for no value, `undefined` for an unparseable value. */
function toInstant(value: DateInput): Date | null | undefined {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
        const text = value.trim();
        if (text === '') return null;
        const ms = parseIso(text);
        return ms === null ? undefined : new Date(ms);
    }
    // Anything else that slipped past the types (a dayjs object, {}) is not a date, not a crash.
    const ms = typeof value === 'number' ? value : value instanceof Date ? value.getTime() : Number.NaN;
    return Number.isFinite(ms) ? new Date(ms) : undefined;
}

export function shiftToBrasilia(date: Date): Date {
    return new Date(date.getTime() - BRASILIA_OFFSET_MS);
}

function formatWith(value: DateInput, render: (shifted: Date) => string): string {
    const instant = toInstant(value);
    if (instant === null) return NO_DATE;
    const shifted = instant && shiftToBrasilia(instant);
    const year = shifted?.getUTCFullYear() ?? 0;
    // 'yyyy' cannot show years outside 1–9999.
    return shifted && year >= 1 && year <= 9999 ? render(shifted) : INVALID_DATE;
}

const datePart = (s: Date): string =>
    `${pad(s.getUTCDate())}/${pad(s.getUTCMonth() + 1)}/${pad(s.getUTCFullYear(), 4)}`;
const timePart = (s: Date): string => `${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}`;
const isoDatePart = (s: Date): string =>
    `${pad(s.getUTCFullYear(), 4)}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())}`;

/** 'dd/MM/yyyy' in Brasília. */
export const formatDate = (value: DateInput): string => formatWith(value, datePart);
/** 'HH:mm' in Brasília. */
export const formatTime = (value: DateInput): string => formatWith(value, timePart);
/** 'dd/MM/yyyy HH:mm' in Brasília. */
export const formatDateTime = (value: DateInput): string =>
    formatWith(value, (s) => `${datePart(s)} ${timePart(s)}`);
/** 'domingo' … 'sábado' for the Brasília calendar day. */
export const weekdayName = (value: DateInput): string => formatWith(value, (s) => WEEKDAYS_PT[s.getUTCDay()]);

/** Brasília calendar day of an instant as 'yyyy-MM-dd'. */
export const toDateOnlyBrasilia = (date: Date = new Date()): string => isoDatePart(shiftToBrasilia(date));

/** 00:00:00.000 Brasília of a 'yyyy-MM-dd' day, as a UTC ISO string; null when not a real date. */
export function startOfDayUtc(dateOnly: string): string | null {
    const match = DATE_ONLY.exec(dateOnly.trim());
    if (match === null || !isCalendarDate(match[1], match[2], match[3])) return null;
    return new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]) + BRASILIA_OFFSET_MS).toISOString();
}

/** 23:59:59.999 Brasília of a 'yyyy-MM-dd' day, as a UTC ISO string; null when not a real date. */
export function endOfDayUtc(dateOnly: string): string | null {
    const start = startOfDayUtc(dateOnly);
    return start === null ? null : new Date(Date.parse(start) + DAY_MS - 1).toISOString();
}

/** Spec 2 §5: a 'yyyy-MM-dd' day is valid when on or before today's Brasília date; false when not a real date. */
export function isOnOrBeforeToday(dateOnly: string, today: Date = new Date()): boolean {
    const text = dateOnly.trim();
    if (startOfDayUtc(text) === null || Number.isNaN(today.getTime())) return false;
    return text <= toDateOnlyBrasilia(today);
}

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', or null when the text is not exactly that mask of a real calendar date. */
export function parseDateBR(text: string): string | null {
    const match = DATE_BR.exec(text.trim());
    if (match === null) return null;
    const [, d, m, y] = match;
    return isCalendarDate(y, m, d) ? `${y}-${m}-${d}` : null;
}
