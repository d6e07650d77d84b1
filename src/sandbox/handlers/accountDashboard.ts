import { PERMISSIONS } from '../../contract/permissions';
import { accountDashboard, registrationDashboard } from '../../domain/accountDashboard';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { route } from '../route';
import { periodOf } from './invoiceDashboard';

/*
 * `GET access/dashboard/accounts` and `GET access/dashboard/registrations` (`?period=7|30|365`, docs/api.md):
 * the account and registration dashboards, computed from every holder and account of the bank (the
 * permission is staff's). Fixed paths: no `access/dashboard/:id` exists to take them.
 */

export const accountDashboardHandlers = [
    route('get', 'access/dashboard/accounts', { permission: PERMISSIONS.accessDashboardIndex }, (ctx) => {
        const period = periodOf(ctx);
        const { persons, accounts, accountTypes } = ctx.store.state;
        const codeOf = new Map(accountTypes.map((type) => [type.id, type.code]));
        const rows = accounts.map((account) => ({
            ...account,
            type_code: codeOf.get(account.account_type_id) ?? null,
        }));
        return { data: accountDashboard(persons, rows, toDateOnlyBrasilia(), period) };
    }),
    route(
        'get',
        'access/dashboard/registrations',
        { permission: PERMISSIONS.accessDashboardIndex },
        (ctx) => {
            const period = periodOf(ctx);
            return { data: registrationDashboard(ctx.store.state.persons, toDateOnlyBrasilia(), period) };
        },
    ),
];
