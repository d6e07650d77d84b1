import { textOf } from '../../../i18n';
import { accountDashboardMessages } from './messages';

const t = textOf(accountDashboardMessages);

const COUNT = new Intl.NumberFormat('pt-BR');
const DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

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
