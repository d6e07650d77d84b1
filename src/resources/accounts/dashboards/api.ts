import type { AccountDashboard, RegistrationDashboard } from '../../../domain/accountDashboard';
import type { DashboardPeriod } from '../../../domain/invoiceDashboard';
import { request } from '../../../http/client';

/** `GET access/dashboard/accounts` and `…/registrations`: the two dashboards' figures for one period. */
export const accountDashboardApi = {
    accounts: async (period: DashboardPeriod, signal?: AbortSignal) =>
        (
            await request<{ data: AccountDashboard }>('access/dashboard/accounts', {
                query: { period },
                signal,
            })
        ).body.data,
    registrations: async (period: DashboardPeriod, signal?: AbortSignal) =>
        (
            await request<{ data: RegistrationDashboard }>('access/dashboard/registrations', {
                query: { period },
                signal,
            })
        ).body.data,
};
