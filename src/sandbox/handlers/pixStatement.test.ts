import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toDateOnlyBrasilia } from '../../domain/dates';
import { PIX_TEXTS } from '../../domain/pix';
import { PIX_DASHBOARD_PERIOD_MESSAGE, type PixDashboard } from '../../domain/pixDashboard';
import { call, failure, holder, sendPix, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';

withSandbox();

beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${new Date().toISOString().slice(0, 10)}T15:00:00.000Z`));
});
afterEach(() => {
    vi.useRealTimers();
});

interface Row {
    id: number;
    direction: 'in' | 'out';
    status: string;
    amount: number;
    created_at: string;
    account_id: number;
    end_to_end_id: string;
    counterparty: { name: string; document_masked: string; participant: string };
}
type Page = { data: Row[]; meta: { total: number } };

const statement = (filter: Record<string, string>) =>
    call<Page>('pix/transaction', { query: { filter, per_page: 500 } });

describe('pix/transaction', () => {
    it('lists sent and received Pix newest first, by account, direction, status and Brasília days', async () => {
        const { account } = await holder('titular_pf');
        const all = await statement({ account_id: String(account.id) });
        expect(all.meta.total).toBeGreaterThan(20);
        expect(all.data.every((r) => r.account_id === account.id)).toBe(true);
        const times = all.data.map((r) => r.created_at);
        expect(times).toEqual([...times].sort().reverse());
        const sent = await statement({ account_id: String(account.id), direction: 'out' });
        const received = await statement({ account_id: String(account.id), direction: 'in' });
        expect(sent.meta.total + received.meta.total).toBe(all.meta.total);
        expect(sent.data.every((r) => r.direction === 'out')).toBe(true);
        const failed = await statement({ status: 'failure' });
        expect(failed.data.length).toBeGreaterThan(0);
        expect(failed.data.every((r) => r.status === 'failure')).toBe(true);
        const day = toDateOnlyBrasilia(new Date(all.data[3].created_at));
        const oneDay = await statement({ account_id: String(account.id), from: day, to: day });
        expect(oneDay.data.length).toBeGreaterThan(0);
        expect(oneDay.data.every((r) => toDateOnlyBrasilia(new Date(r.created_at)) === day)).toBe(true);
        expect(oneDay.data.map((r) => r.id)).toEqual(
            all.data.filter((r) => oneDay.data.some((o) => o.id === r.id)).map((r) => r.id),
        );
    });

    it('keeps the Pix statement and the account statement in step', async () => {
        const { account } = await holder('titular_pf');
        const rows = (await statement({ account_id: String(account.id) })).data;
        const ledger = state().transactions.filter((t) => t.account_id === account.id);
        for (const row of rows.filter((r) => r.status === 'done' || r.status === 'failure')) {
            const record = state().pixTransfers.find((t) => t.id === row.id);
            const tx = ledger.find((t) => t.id === record?.transaction_id);
            expect(tx?.amount).toBe(row.direction === 'in' ? row.amount : -row.amount);
            expect(tx?.description).toMatch(row.direction === 'in' ? /^Pix recebido - / : /^Pix enviado - /);
        }
        const pixRows = ledger.filter((t) => /^Pix (enviado|recebido) - /.test(t.description));
        const linked = new Set(state().pixTransfers.map((t) => t.transaction_id));
        expect(pixRows.every((t) => linked.has(t.id))).toBe(true);
    });

    it("refuses another holder's account and a bad date; staff read every account", async () => {
        const { account } = await holder('titular_pf');
        await holder('cliente');
        expect((await failure(statement({ account_id: String(account.id) }))).status).toBe(404);
        expect((await failure(statement({ from: '2026-02-30' }))).body.errors).toEqual({
            'filter.from': ['Data inicial inválida.'],
        });
        await signIn('backoffice');
        expect((await statement({ account_id: String(account.id) })).meta.total).toBeGreaterThan(0);
    });
});

describe('pix/favorites', () => {
    interface Favorite {
        id: number;
        name: string;
        key: string | null;
        available: boolean;
        recipient: { participant: string; document_masked: string } | null;
    }
    const favorites = () => call<{ data: Favorite[] }>('pix/favorites').then((r) => r.data);

    it('saves recipients by key or bank data once, lists them as the dictionary shows them, and deletes them', async () => {
        const { account } = await holder('cliente');
        expect(await favorites()).toEqual([]);
        const entry = state().pixKeys.find((k) => k.type === 'EVP' && k.external && !k.external.reject_code);
        const created = await call<{ data: Favorite }>('pix/favorites', {
            method: 'POST',
            body: { name: 'Oficina', key: entry?.key },
        });
        expect(created.data).toMatchObject({ name: 'Oficina', key: entry?.key, available: true });
        expect(created.data.recipient?.document_masked).toMatch(/^\*{3}\./);
        const twice = await failure(
            call('pix/favorites', { method: 'POST', body: { name: 'De novo', key: entry?.key } }),
        );
        expect(twice.body.errors).toEqual({ key: [PIX_TEXTS.favoriteDuplicate] });
        const bad = await failure(
            call('pix/favorites', { method: 'POST', body: { name: 'X', bank_data: { ispb: '1' } } }),
        );
        expect(bad.body.errors).toMatchObject({
            name: [PIX_TEXTS.favoriteName],
            'bank_data.ispb': [PIX_TEXTS.ispbUnknown],
            'bank_data.document': [PIX_TEXTS.documentInvalid],
        });
        await call('pix/favorites', {
            method: 'POST',
            body: {
                name: 'Aluguel',
                bank_data: {
                    ispb: '60701190',
                    branch: '1234',
                    account: '56789-0',
                    account_type: 'checking',
                    document: '529.982.247-25',
                    name: 'João Locador',
                },
            },
        });
        const phone = state().pixKeys.find(
            (k) => k.type === 'PHONE' && k.external && !k.external.reject_code,
        );
        await sendPix({ account_id: account.id, amount: 1_000, key: phone?.key, save_favorite: true });
        const list = await favorites();
        expect(list.map((f) => f.name)).toEqual(['Aluguel', phone?.external?.name, 'Oficina']);
        expect(list[0].recipient?.participant).toBe('Itaú Unibanco S.A.');
        await call(`pix/favorites/${created.data.id}`, { method: 'DELETE' });
        expect((await favorites()).map((f) => f.id)).not.toContain(created.data.id);
        await holder('titular_pf');
        expect((await failure(call(`pix/favorites/${list[0].id}`, { method: 'DELETE' }))).status).toBe(404);
    });
});

describe('pix/dashboard', () => {
    it('sums what the records hold: received, sent, failures, tickets, participants and hours', async () => {
        await signIn('backoffice');
        const answer = await call<{ data: PixDashboard }>('pix/dashboard', { query: { period: 365 } });
        const d = answer.data;
        expect(d.series).toHaveLength(12);
        const received = state().pixTransfers.filter(
            (t) =>
                t.direction === 'in' &&
                t.status === 'done' &&
                toDateOnlyBrasilia(new Date(t.created_at)) >= d.from,
        );
        expect(d.received.count).toBe(received.length);
        expect(d.received.amount).toBe(received.reduce((sum, t) => sum + t.amount, 0));
        expect(d.failed.count).toBeGreaterThanOrEqual(2);
        expect(d.series.reduce((sum, p) => sum + p.sent.amount, 0)).toBe(d.sent.amount);
        expect(d.by_hour.reduce((sum, h) => sum + h.received.count, 0)).toBe(d.received.count);
        expect(d.by_hour.slice(20).some((h) => h.sent.count > 0)).toBe(true);
        expect(d.by_participant[0].name).not.toMatch(/^\d{8}$/);
        expect(d.average_ticket_sent).toBe(Math.round(d.sent.amount / d.sent.count));
        const week = await call<{ data: PixDashboard }>('pix/dashboard', { query: { period: 7 } });
        expect(week.data.series.map((p) => p.start).at(-1)).toBe(toDateOnlyBrasilia());
        expect((await failure(call('pix/dashboard', { query: { period: 90 } }))).body.errors).toEqual({
            period: [PIX_DASHBOARD_PERIOD_MESSAGE],
        });
    });

    it('is for profiles with the dashboard permission', async () => {
        await holder('titular_pf');
        expect((await failure(call('pix/dashboard'))).status).toBe(403);
    });
});
