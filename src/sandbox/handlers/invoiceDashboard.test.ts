import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoices';
import { DASHBOARD_PERIOD_MESSAGE, type InvoiceDashboard } from '../../domain/invoiceDashboard';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { call, refusal } from '../../test/signupCalls';
import { boundStore } from '../route';

withSandbox();

const dashboard = (period?: number) =>
    call<{ data: InvoiceDashboard }>('payment/invoice/dashboard', { query: { period } }).then((r) => r.data);

/** Every boleto of a status as the boleto list answers it (500 a page). */
const listed = async (status: string) => {
    const rows: Invoice[] = [];
    for (let page = 1; ; page++) {
        const answer = await call<{ data: Invoice[]; meta: { last_page: number } }>('payment/invoice', {
            query: { filter: { status }, per_page: 500, page },
        });
        rows.push(...answer.data);
        if (page >= answer.meta.last_page) return rows;
    }
};
const sum = (rows: Invoice[]) => rows.reduce((total, row) => total + row.amount, 0);

describe('GET payment/invoice/dashboard', () => {
    it('agrees with the boleto list on what is open and overdue', async () => {
        await signIn('backoffice');
        const data = await dashboard(30);
        const [pending, expired] = [await listed('pending'), await listed('expired')];
        expect(pending.length).toBeGreaterThan(0);
        expect(expired.length).toBeGreaterThan(0);
        expect(data.open).toEqual({ count: pending.length, amount: sum(pending) });
        expect(data.overdue).toEqual({ count: expired.length, amount: sum(expired) });
    });

    it('counts a cancellation made today in the period', async () => {
        await signIn('backoffice');
        const before = await dashboard(7);
        const [target] = await listed('pending');
        await call(`payment/invoice/${target.id}/cancel`, {
            method: 'PUT',
            body: { reason: 'Cliente desistiu.' },
        });
        const after = await dashboard(7);
        expect(after.canceled).toEqual({
            count: before.canceled.count + 1,
            amount: before.canceled.amount + target.amount,
        });
        expect(after.open.amount).toBe(before.open.amount - target.amount);
    });

    it('answers 30 days when no period is given and 422 for any other period', async () => {
        await signIn('backoffice');
        const data = await dashboard();
        expect(data.period).toBe(30);
        expect(data.series).toHaveLength(30);
        for (const period of [0, 90, 366]) {
            expect(await refusal(dashboard(period))).toEqual({
                status: 422,
                errors: { period: [DASHBOARD_PERIOD_MESSAGE] },
            });
        }
        expect(await refusal(call('payment/invoice/dashboard', { query: { period: '7x' } }))).toMatchObject({
            status: 422,
        });
    });

    it('is refused (403) to a holder without payment.dashboard.index', async () => {
        await signIn('titular_pj');
        expect(await refusal(dashboard(30))).toMatchObject({ status: 403 });
    });

    it('reaches only their own boletos for a dashboard user who is not account staff', async () => {
        const user = await signIn('supervisor');
        const { state } = boundStore();
        const person = state.users.find((u) => u.username === user.username)?.person_id;
        const pending = state.invoices.filter((i) => i.status === 'pending');
        const own = pending.filter((i) => i.owner_person_id === person);
        expect(pending.length).toBeGreaterThan(own.length);
        const data = await dashboard(365);
        expect(data.open.count + data.overdue.count).toBe(own.length);
        expect(data.open.amount + data.overdue.amount).toBe(sum(own));
    });
});
