import type { DashboardPeriod, InvoiceDashboard } from '../../../domain/invoiceDashboard';
import { request } from '../../../http/client';

/** `GET payment/invoice/dashboard`: the figures of the three boleto dashboards for one period. */
export const fetchInvoiceDashboard = async (period: DashboardPeriod, signal?: AbortSignal) =>
    (await request<{ data: InvoiceDashboard }>('payment/invoice/dashboard', { query: { period }, signal }))
        .body.data;
