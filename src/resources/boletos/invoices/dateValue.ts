import { format, isValid } from 'date-fns';

/** A date typed incompletely or impossible (31/02): kept as this text so the rules can say so. */
export const INVALID_DATE_VALUE = 'data-invalida';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' → the picker's Date (local midnight of that calendar day); null for anything else. */
export const pickerDate = (value: unknown): Date | null => {
    const match = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
    return match ? new Date(+match[1], +match[2] - 1, +match[3]) : null;
};

/** The picker's Date → 'yyyy-MM-dd'; '' when cleared; INVALID_DATE_VALUE while incomplete. */
export const dateValue = (date: Date | null): string =>
    date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE_VALUE;
