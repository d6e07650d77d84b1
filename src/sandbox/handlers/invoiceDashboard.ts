import { PERMISSIONS } from '../../contract/permissions';
import { toDateOnlyBrasilia } from '../../domain/dates';
import {
    DASHBOARD_PERIOD_MESSAGE,
    type DashboardPeriod,
    invoiceDashboard,
    isDashboardPeriod,
} from '../../domain/invoiceDashboard';
import { validationError } from '../laravel';
import { type Context, route } from '../route';
import { visibleTo } from './accounts';

/*
 * `GET payment/invoice/dashboard?period=7|30|365` (docs/api.md): the boleto dashboards' figures, computed
 * from the same records the boleto list reads and with the same reach (staff everyone's, a holder their own).
 * Registered before `payment/invoice/:id`, which would otherwise take 'dashboard' for an id.
 */

/** `?period=7|30|365` of a dashboard call (30 when absent); anything else is a 422. */
export const periodOf = (ctx: Context): DashboardPeriod => {
    const raw = ctx.url.searchParams.get('period') ?? '30';
    const period = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isDashboardPeriod(period)) throw validationError({ period: [DASHBOARD_PERIOD_MESSAGE] });
    return period;
};

export const invoiceDashboardHandlers = [
    route('get', 'payment/invoice/dashboard', { permission: PERMISSIONS.paymentDashboardIndex }, (ctx) => {
        const period = periodOf(ctx);
        const invoices = visibleTo(ctx, ctx.store.state.invoices);
        return { data: invoiceDashboard(invoices, toDateOnlyBrasilia(), period) };
    }),
];
