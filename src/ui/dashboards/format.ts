import { formatDate, MONTHS_SHORT_PT } from '../../domain/dates';
import type { Tally } from '../../domain/invoiceDashboard';
import { formatBRL } from '../../domain/money';
import { textOf } from '../../i18n';
import { uiMessages } from '../messages';

const t = textOf(uiMessages);

const COUNT = new Intl.NumberFormat('pt-BR');
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const countText = (count: number) => COUNT.format(count);

/** '3 boletos', '1 boleto'. */
export const boletosText = (count: number) =>
    t('ui.dashboard.boletos', { smart_count: count, count: COUNT.format(count) });

export const tallyText = (tally: Tally) => `${boletosText(tally.count)} · ${formatBRL(tally.amount)}`;

export const percentText = (rate: number | null) => (rate === null ? '—' : PERCENT.format(rate));

export const daysText = (days: number | null) =>
    days === null ? '—' : t('ui.dashboard.days', { smart_count: days, count: DECIMAL.format(days) });

const month = (start: string) => MONTHS_SHORT_PT[Number(start.slice(5, 7)) - 1];

/** A series point on a chart's axis: 'dd/MM' for a day, 'mar/26' for a month. */
export const slotLabel = (point: { start: string }, granularity: 'day' | 'month') =>
    granularity === 'day'
        ? formatDate(point.start).slice(0, 5)
        : `${month(point.start)}/${point.start.slice(2, 4)}`;

/** A series point in a chart's text alternative: 'dd/MM/yyyy' for a day, 'mar/2026' for a month. */
export const slotText = (point: { start: string }, granularity: 'day' | 'month') =>
    granularity === 'day' ? formatDate(point.start) : `${month(point.start)}/${point.start.slice(0, 4)}`;

export const rangeText = (start: string, end: string) =>
    t('ui.dashboard.range', { start: formatDate(start), end: formatDate(end) });
