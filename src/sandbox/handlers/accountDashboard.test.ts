import { describe, expect, it } from 'vitest';
import type { AccountDashboard, RegistrationDashboard } from '../../domain/accountDashboard';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { DASHBOARD_PERIOD_MESSAGE } from '../../domain/invoiceDashboard';
import { request } from '../../http/client';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { refusal } from '../../test/signupCalls';
import { boundStore } from '../route';

withSandbox();

const get = async <T>(path: string, period?: number) =>
    (await request<{ data: T }>(path, { query: { period }, quiet: true })).body.data;
const accounts = (period?: number) => get<AccountDashboard>('access/dashboard/accounts', period);
const registrations = (period?: number) =>
    get<RegistrationDashboard>('access/dashboard/registrations', period);

describe('GET access/dashboard/accounts and registrations', () => {
    it('adds up every account of the bank', async () => {
        await signIn('backoffice');
        const data = await accounts(30);
        const { state } = boundStore();
        expect(data.total.count).toBe(state.accounts.length);
        expect(data.total.balance).toBe(state.accounts.reduce((sum, account) => sum + account.balance, 0));
        expect(data.by_status.reduce((sum, row) => sum + row.count, 0)).toBe(state.accounts.length);
        expect(data.by_type.reduce((sum, row) => sum + row.count, 0)).toBe(state.accounts.length);
        expect(data.series).toHaveLength(30);
        expect(data.series.at(-1)?.end).toBe(toDateOnlyBrasilia());
    });

    it('counts a registration made today and its decision once approved', async () => {
        await signIn('backoffice');
        const before = await registrations(7);
        const { state } = boundStore();
        const now = new Date();
        const created = new Date(now.getTime() - 5 * 3_600_000).toISOString();
        const id = Math.max(...state.persons.map((p) => p.id)) + 1;
        state.persons.push({
            ...state.persons[0],
            id,
            origin: 'self',
            status: 'pending',
            created_at: created,
        });
        const pending = await registrations(7);
        expect(pending.registered).toBe(before.registered + 1);
        expect(pending.by_origin.find((row) => row.origin === 'self')?.count).toBe(
            1 + before.by_origin[0].count,
        );
        expect(pending.backlog.count).toBe(before.backlog.count + 1);
        const added = state.persons.find((p) => p.id === id);
        if (!added) throw new Error('sem titular');
        added.status = 'active';
        added.decided_at = now.toISOString();
        const decided = await registrations(7);
        expect(decided.approved).toBe(before.approved + 1);
        expect(decided.backlog.count).toBe(before.backlog.count);
        if (before.decided === 0) expect(decided.median_decision_hours).toBe(5);
    });

    it('answers 30 days without a period and 422 for another period', async () => {
        await signIn('gestor');
        expect((await registrations()).period).toBe(30);
        expect(await refusal(accounts(90))).toEqual({
            status: 422,
            errors: { period: [DASHBOARD_PERIOD_MESSAGE] },
        });
    });

    it('is refused (403) to a holder', async () => {
        await signIn('titular_pj');
        expect(await refusal(accounts(7))).toMatchObject({ status: 403 });
        expect(await refusal(registrations(7))).toMatchObject({ status: 403 });
    });
});
