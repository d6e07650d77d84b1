import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PixTransfer } from '../../contract/pix';
import { PIX_REJECT_REASONS, PORTAL_ISPB } from '../../domain/pix';
import { API_SETTINGS_TEXTS, maskSecret } from '../../domain/pixApiSettings';
import type { IndirectPosition } from '../../domain/pixIndirect';
import { call, failure, holder, sendPix, state } from '../../test/pixCalls';
import { withSandbox } from '../../test/sandbox';
import { signIn } from '../../test/session';
import { sha256 } from '../hash';

withSandbox();

/** Brasília is UTC−3 all year: the day of an instant, written without the code under test. */
const brasiliaDay = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).toISOString().slice(0, 10);
const brasiliaHour = (iso: string) => new Date(Date.parse(iso) - 3 * 3_600_000).getUTCHours();
const today = () => brasiliaDay(new Date().toISOString());
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

type Position = IndirectPosition & {
    organization: { id: number; ispb: string; sponsor: { ispb: string; name: string } | null };
};
const positionOf = async (query: Record<string, string | number> = {}) =>
    (await call<{ data: Position }>('pix/indirect/position', { query })).data;

const external = (t: PixTransfer) => t.counterparty.ispb !== PORTAL_ISPB;
const settledOn = (t: PixTransfer, day: string) => brasiliaDay(t.settled_at ?? t.created_at) === day;
const sum = (rows: PixTransfer[]) => rows.reduce((total, t) => total + t.amount, 0);
const accepting = () =>
    state().pixKeys.find((k) => k.type === 'EMAIL' && k.external && !k.external.reject_code)?.key as string;
const refusing = () => state().pixKeys.find((k) => k.external?.reject_code === 'AC03')?.key as string;

afterEach(() => {
    vi.useRealTimers();
});

describe('pix/organization', () => {
    it('lists the bank, indirect through its liquidante, and its sub-brand in homologation', async () => {
        await signIn('supervisor');
        const { data } = await call<{ data: Position['organization'][] }>('pix/organization');
        expect(data).toHaveLength(2);
        expect(data[0]).toMatchObject({
            id: 1,
            ispb: PORTAL_ISPB,
            participation: 'IDRT',
            participation_label: 'Participante indireto',
            status: 'active',
            sponsor: { ispb: '30306294', name: 'Banco BTG Pactual S.A.' },
        });
        expect(data[1]).toMatchObject({ status: 'homologation', sponsor: { ispb: '30306294' } });
        // The participants list agrees: the portal bank is an indirect participant.
        const portal = await call<{ data: { type: string } }>(`pix/debit/info/ispb/${PORTAL_ISPB}`);
        expect(portal.data.type).toBe('IDRT');
    });

    it('is for staff', async () => {
        await signIn('titular_pj');
        expect((await failure(call('pix/organization'))).status).toBe(403);
        expect((await failure(call('pix/indirect/position'))).status).toBe(403);
        expect((await failure(call('pix/api-settings'))).status).toBe(403);
    });
});

describe('pix/indirect/position', () => {
    it('settles a past day in the SPI: figures, balance and hourly reconciliation from the records', async () => {
        await signIn('backoffice');
        const { pixTransfers, pixOrganizations } = state();
        const moved = pixTransfers.filter((t) => external(t) && ['done', 'failure'].includes(t.status));
        const failed = moved.filter((t) => t.status === 'failure');
        expect(failed.length).toBeGreaterThan(0);
        const day = brasiliaDay(failed[0].settled_at as string);
        const onDay = moved.filter((t) => settledOn(t, day));
        const failedOnDay = onDay.filter((t) => t.status === 'failure');
        const received = onDay.filter((t) => t.direction === 'in' && t.status === 'done');
        const sent = onDay.filter((t) => t.direction === 'out' && t.status === 'done');

        const position = await positionOf({ date: day });
        const funding = pixOrganizations[0].daily_funding;
        expect(position).toMatchObject({
            date: day,
            is_today: false,
            opening_balance: funding,
            received: { count: received.length, amount: sum(received) },
            sent: { count: sent.length, amount: sum(sent) },
            failed: { count: failedOnDay.length, amount: sum(failedOnDay) },
            balance: funding + sum(received) - sum(sent),
            organization: { id: 1, sponsor: { ispb: '30306294' } },
        });
        expect(position.failures).toEqual(
            failedOnDay.map((t) =>
                expect.objectContaining({
                    end_to_end_id: t.end_to_end_id,
                    reason: t.failure_reason,
                    amount: t.amount,
                }),
            ),
        );
        const hours = [...new Set(onDay.map((t) => brasiliaHour(t.settled_at ?? t.created_at)))].sort(
            (a, b) => a - b,
        );
        expect(position.hours.map((h) => h.hour)).toEqual(hours);
        // The refused Pix came back: the SPI and the customers' ledger agree hour by hour.
        expect(position.hours.every((h) => h.status === 'reconciled' && h.difference === 0)).toBe(true);
        expect(position.hours.at(-1)?.balance).toBe(position.balance);
    });

    it('follows today’s Pix: in the SPI, settled, refused, and between two customers of the bank', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(`${today()}T15:00:00.000Z`));
        await signIn('backoffice');
        const base = await positionOf();
        const { account } = await holder('titular_pf');
        const customer = state().pixKeys.find((k) =>
            state().accounts.some(
                (a) => a.id === k.account_id && a.id !== account.id && a.status === 'active',
            ),
        );
        const out = await sendPix({ account_id: account.id, amount: 12_345, key: accepting() });
        await sendPix({ account_id: account.id, amount: 2_000, key: refusing() });
        await sendPix({ account_id: account.id, amount: 777, key: customer?.key });
        await signIn('backoffice');

        const before = await positionOf();
        expect(before).toMatchObject({
            date: today(),
            is_today: true,
            settling: { count: base.settling.count + 2, amount: base.settling.amount + 14_345 },
            internal: { count: base.internal.count + 1, amount: base.internal.amount + 777 },
        });
        expect(before.projected_balance).toBe(before.balance - before.settling.amount);
        expect(before.open.filter((o) => o.status === 'processing')).toHaveLength(before.settling.count);
        // Every transfer waiting for approval is open today, whatever day it was made.
        const held = state().pixTransfers.filter((t) => t.status === 'pending_approval' && external(t));
        expect(before.open.filter((o) => o.status === 'pending_approval')).toHaveLength(held.length);
        expect(before.hours.find((h) => h.hour === 12)).toMatchObject({
            status: 'settling',
            difference: -14_345,
        });

        later(2_001);
        const after = await positionOf();
        expect(after.sent).toEqual({ count: base.sent.count + 1, amount: base.sent.amount + 12_345 });
        expect(after.failed).toEqual({ count: base.failed.count + 1, amount: base.failed.amount + 2_000 });
        expect(after.settling).toEqual(base.settling);
        expect(after.balance).toBe(base.balance - 12_345);
        expect(after.failures.at(-1)?.reason).toBe(PIX_REJECT_REASONS.AC03);
        expect(after.hours.every((h) => h.status === 'reconciled')).toBe(true);
        expect(after.open.find((o) => o.end_to_end_id === out.data.end_to_end_id)).toBeUndefined();
    });

    it('refuses a future or malformed day and an unknown organisation; the sub-brand has no Pix yet', async () => {
        await signIn('controller');
        const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
        for (const date of [brasiliaDay(tomorrow), '2026-02-30', 'ontem'])
            expect((await failure(positionOf({ date }))).body.errors).toHaveProperty('date');
        expect((await failure(positionOf({ organization_id: 9 }))).body.errors).toEqual({
            organization_id: [API_SETTINGS_TEXTS.organizationUnknown],
        });
        const sub = await positionOf({ organization_id: 2 });
        expect(sub).toMatchObject({
            balance: 0,
            received: { count: 0 },
            sent: { count: 0 },
            open: [],
            hours: [],
        });
    });
});

describe('pix/api-settings', () => {
    it('keeps the webhook and the allowed IPs, refusing bad ones with pt-BR messages', async () => {
        await signIn('backoffice');
        const put = (body: Record<string, unknown>) =>
            call<{ data: { webhook_url: string | null; allowed_ips: string[] } }>('pix/api-settings', {
                method: 'PUT',
                body: { organization_id: 2, ...body },
            });
        expect((await failure(put({ webhook_url: 'http://api.bdpay.com.br/pix' }))).body.errors).toEqual({
            webhook_url: [API_SETTINGS_TEXTS.webhookHttps],
        });
        expect((await failure(put({ webhook_url: 'https://localhost/pix' }))).body.errors).toEqual({
            webhook_url: [API_SETTINGS_TEXTS.webhookPrivate],
        });
        const bad = await failure(put({ allowed_ips: ['203.0.113.7', '10.0.0.1', '203.0.113.7', '1.2.3'] }));
        expect(Object.keys(bad.body.errors ?? {})).toEqual([
            'allowed_ips.1',
            'allowed_ips.2',
            'allowed_ips.3',
        ]);
        expect(state().pixOrganizations[1].api).toMatchObject({ webhook_url: null, allowed_ips: [] });

        const saved = await put({
            webhook_url: ' https://api.bdpay.com.br/webhooks/pix ',
            allowed_ips: ['203.0.113.64/26', '2001:db8::/48'],
        });
        expect(saved.data).toMatchObject({
            webhook_url: 'https://api.bdpay.com.br/webhooks/pix',
            allowed_ips: ['203.0.113.64/26', '2001:db8::/48'],
        });
        expect(state().pixOrganizations[1].api.updated_by).toBe('Bruno Henrique Almeida');
        // The bank's own settings did not change.
        expect(state().pixOrganizations[0].api.allowed_ips).toEqual(['203.0.113.0/28', '198.51.100.24']);
    });

    it('rotates the secret, answering it once and keeping only its hash', async () => {
        await signIn('controller');
        const before = state().pixOrganizations[0].api.secret_hash;
        const rotated = await call<{ data: { client_secret: string; secret_masked: string } }>(
            'pix/api-settings/secret',
            { method: 'POST', body: { organization_id: 1 } },
        );
        const secret = rotated.data.client_secret;
        expect(secret).toMatch(/^[A-Za-z0-9]{48}$/);
        const api = state().pixOrganizations[0].api;
        expect(api.secret_hash).not.toBe(before);
        expect(api.secret_hash).toBe(await sha256(secret));
        expect(JSON.stringify(state().pixOrganizations)).not.toContain(secret);
        const read = await call<{ data: Record<string, unknown> }>('pix/api-settings');
        expect(read.data.secret_masked).toBe(maskSecret(secret.slice(-4)));
        expect(JSON.stringify(read)).not.toContain(secret);
    });

    it('tests the saved webhook: delivered to a public host, not to a name that never resolves', async () => {
        await signIn('backoffice');
        const test = (organization_id: number) =>
            call<{ data: { webhook_last_test: { ok: boolean; status: number | null } } }>(
                'pix/api-settings/webhook/test',
                { method: 'POST', body: { organization_id } },
            );
        expect((await test(1)).data.webhook_last_test).toMatchObject({ ok: true, status: 200 });
        expect((await failure(test(2))).body.errors).toEqual({
            webhook_url: [API_SETTINGS_TEXTS.webhookMissing],
        });
        await call('pix/api-settings', {
            method: 'PUT',
            body: { organization_id: 2, webhook_url: 'https://hooks.bdpay.example.com/pix' },
        });
        expect((await test(2)).data.webhook_last_test).toMatchObject({ ok: false, status: null });
    });

    it('lets a read-only profile read the settings but not change them', async () => {
        await signIn('supervisor');
        const read = await call<{ data: { client_id: string; certificate: { state: string } } }>(
            'pix/api-settings',
        );
        expect(read.data.certificate.state).toBe('expiring');
        expect((await failure(call('pix/api-settings/secret', { method: 'POST', body: {} }))).status).toBe(
            403,
        );
        expect(
            (await failure(call('pix/api-settings', { method: 'PUT', body: { webhook_url: null } }))).status,
        ).toBe(403);
    });
});
