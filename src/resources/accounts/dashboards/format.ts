import { formatDate } from '../../../domain/dates';
import { textOf } from '../../../i18n';
import { accountDashboardMessages } from './messages';

const t = textOf(accountDashboardMessages);

const COUNT = new Intl.NumberFormat('pt-BR');
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** The options of a plural phrase with a thousands separator: '1 conta', '1.204 contas'. */
export const countOf = (count: number) => ({ smart_count: count, count: COUNT.format(count) });
export const accountsText = (count: number) => t('account_dashboards.common.accounts', countOf(count));
export const registrationsText = (count: number) =>
    t('account_dashboards.common.registrations', countOf(count));

/** '10 h', '2,5 h'; '—' without a value. */
export const hoursText = (hours: number | null) => (hours === null ? '—' : `${DECIMAL.format(hours)} h`);
export const daysText = (days: number | null) =>
    days === null
        ? '—'
        : t('account_dashboards.common.days', { smart_count: days, count: DECIMAL.format(days) });

type Granularity = 'day' | 'month';
const month = (start: string) => MONTHS[Number(start.slice(5, 7)) - 1];

/** A slot on the chart's axis: 'dd/MM' for a day, 'mar/26' for a month. */
export const slotLabel = (start: string, granularity: Granularity) =>
    granularity === 'day' ? formatDate(start).slice(0, 5) : `${month(start)}/${start.slice(2, 4)}`;

/** A slot in the table alternative: 'dd/MM/yyyy' for a day, 'mar/2026' for a month. */
export const slotText = (start: string, granularity: Granularity) =>
    granularity === 'day' ? formatDate(start) : `${month(start)}/${start.slice(0, 4)}`;
