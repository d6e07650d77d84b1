import { isOnOrBeforeToday, startOfDayUtc, toDateOnlyBrasilia } from '../domain/dates';
import { textOf } from '../i18n';
import { uiMessages } from './messages';

const t = textOf(uiMessages);

/** A span of Brasília calendar days. */
export interface Period {
    /** yyyy-MM-dd, both included. */
    from: string;
    to: string;
}

export const PRESETS = [7, 15, 30, 90] as const;
export type PeriodChoice = `${(typeof PRESETS)[number]}` | 'custom';

/** 'yyyy-MM-dd' plus n calendar days. */
export const addDays = (day: string, n: number) => {
    const [y, m, d] = day.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** "Últimos n dias": today (in Brasília) and the n − 1 days before it. */
export const lastDays = (n: number, now: Date = new Date()): Period => {
    const to = toDateOnlyBrasilia(now);
    return { from: addDays(to, -(n - 1)), to };
};

export interface RangeErrors {
    from?: string;
    to?: string;
}

/** The custom range's problems, one message per input; none when it can be loaded. */
export const rangeErrors = ({ from, to }: Period, now: Date = new Date()): RangeErrors => {
    const errors: RangeErrors = {};
    if (startOfDayUtc(from) === null) errors.from = t('ui.period.from_required');
    if (startOfDayUtc(to) === null) errors.to = t('ui.period.to_required');
    else if (!isOnOrBeforeToday(to, now)) errors.to = t('ui.period.to_after_today');
    if (!errors.from && !errors.to && from > to) errors.from = t('ui.period.from_after_to');
    return errors;
};

/**
 * The period on screen: a preset ('Últimos n dias' ending today in Brasília) or the custom range, which
 * loads only once it is valid.
 */
export const periodOf = (
    choice: PeriodChoice,
    custom: Period,
    now: Date = new Date(),
): { period: Period; errors: RangeErrors } =>
    choice === 'custom'
        ? { period: custom, errors: rangeErrors(custom, now) }
        : { period: lastDays(Number(choice), now), errors: {} };
