import { PERMISSIONS } from '../../contract/permissions';
import { endOfDayUtc, startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { PIX_TRANSFER_STATUSES } from '../../domain/pix';
import {
    isPixDashboardPeriod,
    PIX_DASHBOARD_PERIOD_MESSAGE,
    type PixDashboardPeriod,
    pixDashboard,
} from '../../domain/pixDashboard';
import { type FieldErrors, filtersOf, matchesSearch, notFound, paginate, validationError } from '../laravel';
import { participantName } from '../pix';
import type { Context } from '../route';
import { pixRoute, readableAccountIds } from './pixCommon';
import { transferView } from './pixTransfers';

/*
 * The Pix statement (`pix/transaction`) and the Pix dashboards' figures (`pix/dashboard`), both read from the
 * Pix records: a holder's own accounts, or every account for staff who open accounts.
 */

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

function statementFilters(ctx: Context) {
    const filters = filtersOf(ctx.url);
    const errors: FieldErrors = {};
    const start = filters.from ? startOfDayUtc(filters.from) : null;
    const end = filters.to ? endOfDayUtc(filters.to) : null;
    if (filters.from && start === null) errors['filter.from'] = ['Data inicial inválida.'];
    if (filters.to && end === null) errors['filter.to'] = ['Data final inválida.'];
    if (start && end && start > end) errors['filter.from'] = ['A data inicial deve ser anterior à final.'];
    if (filters.direction && filters.direction !== 'in' && filters.direction !== 'out')
        errors['filter.direction'] = ['Escolha entradas (in) ou saídas (out).'];
    const statuses = filters.status ? filters.status.split(',') : [];
    if (statuses.some((s) => !(PIX_TRANSFER_STATUSES as readonly string[]).includes(s)))
        errors['filter.status'] = ['Situação desconhecida.'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const { account_id: accountId, direction, search } = filters;
    return { account_id: accountId, direction, search, start, end, statuses };
}

const statement = (ctx: Context) => {
    const readable = readableAccountIds(ctx);
    const f = statementFilters(ctx);
    if (f.account_id && !readable.has(Number(f.account_id))) throw notFound();
    const { state } = ctx.store;
    const rows = state.pixTransfers
        .filter((t) => readable.has(t.account_id) && (!f.account_id || String(t.account_id) === f.account_id))
        .filter((t) => (!f.start || t.created_at >= f.start) && (!f.end || t.created_at <= f.end))
        .filter(
            (t) =>
                (!f.direction || t.direction === f.direction) &&
                (f.statuses.length === 0 || f.statuses.includes(t.status)),
        )
        .filter(
            (t) =>
                !f.search ||
                matchesSearch(
                    f.search,
                    t.counterparty.name,
                    t.end_to_end_id,
                    t.description,
                    t.counterparty.key ?? '',
                ),
        )
        .sort(newestFirst)
        .map((t) => transferView(state, t));
    return paginate(rows, ctx.url, ['amount', 'created_at']);
};

const dashboard = (ctx: Context) => {
    const raw = ctx.url.searchParams.get('period') ?? '30';
    const period = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isPixDashboardPeriod(period)) throw validationError({ period: [PIX_DASHBOARD_PERIOD_MESSAGE] });
    const readable = readableAccountIds(ctx);
    const { state } = ctx.store;
    const records = state.pixTransfers.filter((t) => readable.has(t.account_id));
    return {
        data: pixDashboard(records, toDateOnlyBrasilia(), period as PixDashboardPeriod, (ispb) =>
            participantName(state, ispb),
        ),
    };
};

export const pixStatementHandlers = [
    pixRoute('get', 'pix/transaction', PERMISSIONS.pixTransactionIndex, statement),
    pixRoute('get', 'pix/dashboard', PERMISSIONS.pixDashboardIndex, dashboard),
];
