import { formatDate } from '../../domain/dates';
import type { InvoiceDashboard, SeriesPoint, Tally } from '../../domain/invoiceDashboard';
import { formatBRL } from '../../domain/money';

const COUNT = new Intl.NumberFormat('pt-BR');
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

export const countText = (count: number) => COUNT.format(count);

/** '3 boletos', '1 boleto'. */
export const boletosText = (count: number) => `${COUNT.format(count)} ${count === 1 ? 'boleto' : 'boletos'}`;

export const tallyText = (tally: Tally) => `${boletosText(tally.count)} · ${formatBRL(tally.amount)}`;

export const percentText = (rate: number | null) => (rate === null ? '—' : PERCENT.format(rate));

export const daysText = (days: number | null) =>
    days === null ? '—' : `${DECIMAL.format(days)} ${days === 1 ? 'dia' : 'dias'}`;

/** A series point on the chart's axis: 'dd/MM' for a day, 'mar/26' for a month. */
export const slotLabel = (point: SeriesPoint, granularity: InvoiceDashboard['granularity']) =>
    granularity === 'day'
        ? formatDate(point.start).slice(0, 5)
        : `${MONTHS[Number(point.start.slice(5, 7)) - 1]}/${point.start.slice(2, 4)}`;

/** A series point in the text alternative: 'dd/MM/yyyy' for a day, 'mar/2026' for a month. */
export const slotText = (point: SeriesPoint, granularity: InvoiceDashboard['granularity']) =>
    granularity === 'day'
        ? formatDate(point.start)
        : `${MONTHS[Number(point.start.slice(5, 7)) - 1]}/${point.start.slice(0, 4)}`;

export const rangeText = (start: string, end: string) => `${formatDate(start)} a ${formatDate(end)}`;
