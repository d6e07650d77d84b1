import { describe, expect, it } from 'vitest';
import { parsePix } from '../../domain/brcode';
import { isValidCnpj } from '../../domain/cnpj';
import { isValidCpf } from '../../domain/cpf';
import { isDynamicTxid, isEndToEndId, limitWindowAt, PIX_LIMITS, usedInWindow } from '../../domain/pix';
import { normalizePixKey } from '../../domain/pixKeys';
import { createSeed } from './index';
import { DEMO_USERS } from './users';

describe.each(['2026-03-15T15:30:00Z', '2027-01-01T00:00:00Z'])('the Pix seed of %s', (day) => {
    const state = createSeed(new Date(day));
    const demoAccounts = new Set(
        state.accounts.filter((a) => a.person_id <= DEMO_USERS.length).map((a) => a.id),
    );

    it('lists each participant once, with an 8-character ISPB and the COMPE of the seeded banks', () => {
        const ispbs = state.pixParticipants.map((p) => p.ispb);
        expect(new Set(ispbs).size).toBe(ispbs.length);
        expect(ispbs.every((ispb) => /^[0-9A-Z]{8}$/.test(ispb))).toBe(true);
        for (const bank of state.banks) {
            expect(state.pixParticipants.find((p) => p.ispb === bank.ispb)).toMatchObject({
                compe: bank.code,
            });
        }
        expect(state.pixParticipants.filter((p) => p.compe === null).length).toBeGreaterThanOrEqual(5);
    });

    it('keeps the dictionary in DICT form: one entry per key, documents valid, a few refusing banks', () => {
        const keys = state.pixKeys.map((k) => k.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const entry of state.pixKeys) {
            expect(normalizePixKey(entry.type, entry.key), entry.key).toBe(entry.key);
            expect(entry.account_id === null).toBe(entry.external !== null);
            const document = entry.external?.document;
            if (document)
                expect(document.length === 11 ? isValidCpf(document) : isValidCnpj(document)).toBe(true);
        }
        expect(state.pixKeys.filter((k) => k.external).length).toBeGreaterThanOrEqual(30);
        expect(state.pixKeys.filter((k) => k.external?.reject_code).length).toBe(3);
    });

    it("gives every Pix row of the demo users' ledgers its record, pointing at it", () => {
        const byId = new Map(state.transactions.map((t) => [t.id, t]));
        const linked = new Set(state.pixTransfers.map((t) => t.transaction_id));
        const rows = state.transactions.filter(
            (t) => demoAccounts.has(t.account_id) && /^Pix (enviado|recebido) - /.test(t.description),
        );
        expect(rows.length).toBeGreaterThan(300);
        expect(rows.every((t) => linked.has(t.id))).toBe(true);
        for (const pix of state.pixTransfers.filter((t) => t.transaction_id !== null)) {
            const row = byId.get(pix.transaction_id as number);
            expect(row?.account_id).toBe(pix.account_id);
            expect(row?.amount).toBe(pix.direction === 'in' ? pix.amount : -pix.amount);
            expect(row?.description).toBe(
                `Pix ${pix.direction === 'in' ? 'recebido' : 'enviado'} - ${pix.counterparty.name}`,
            );
            expect(isEndToEndId(pix.end_to_end_id)).toBe(true);
        }
    });

    it('returns the money of the refused transfers and credits the internal ones on the other side', () => {
        const failed = state.pixTransfers.filter((t) => t.status === 'failure');
        expect(failed.length).toBe(2);
        for (const pix of failed) {
            const reversal = state.transactions.find((t) => t.id === pix.reversal_transaction_id);
            expect(reversal).toMatchObject({
                kind: 'reversal',
                amount: pix.amount,
                account_id: pix.account_id,
            });
            expect(state.transactions.find((t) => t.id === pix.transaction_id)?.status).toBe('reversed');
        }
        const internal = state.pixTransfers.filter((t) => t.direction === 'out' && t.counterparty.account_id);
        expect(internal.length).toBe(3);
        for (const pix of internal) {
            const other = state.pixTransfers.find(
                (t) => t.direction === 'in' && t.end_to_end_id === pix.end_to_end_id,
            );
            expect(other).toMatchObject({ account_id: pix.counterparty.account_id, amount: pix.amount });
        }
    });

    it('keeps the sent history within the per-transfer and nighttime limits', () => {
        for (const pix of state.pixTransfers.filter((t) => t.direction === 'out' && t.status === 'done')) {
            const person = state.persons.find((p) =>
                state.accounts.some((a) => a.id === pix.account_id && a.person_id === p.id),
            );
            const limits = PIX_LIMITS[person?.type ?? 'natural'];
            const window = limitWindowAt(new Date(pix.created_at));
            const own = state.pixTransfers.filter((t) => t.account_id === pix.account_id);
            if (window.period === 'daytime') expect(pix.amount).toBeLessThanOrEqual(limits.per_transaction);
            else expect(usedInWindow(own, window)).toBeLessThanOrEqual(limits.nighttime_daily);
        }
        expect(
            state.pixTransfers.some((t) => limitWindowAt(new Date(t.created_at)).period === 'nighttime'),
        ).toBe(true);
    });

    it('seeds charges whose payloads point at themselves, and transfers waiting for approval', () => {
        for (const charge of state.pixCharges) {
            expect(isDynamicTxid(charge.txid)).toBe(true);
            expect(parsePix(charge.payload)).toMatchObject({
                ok: true,
                kind: 'dynamic',
                url: charge.location,
                amountCents: charge.amount,
            });
        }
        const paid = state.pixCharges.find((c) => c.status === 'completed');
        expect(state.pixTransfers.find((t) => t.id === paid?.paid_by_transaction_id)).toMatchObject({
            charge_id: paid?.id,
            amount: paid?.amount,
        });
        const held = state.approvals.filter((a) => a.operation === 'pix_transfer');
        expect(held.length).toBe(2);
        for (const approval of held) {
            expect(state.pixTransfers.find((t) => t.id === approval.reference_id)).toMatchObject({
                status: 'pending_approval',
                approval_id: approval.id,
                transaction_id: null,
            });
        }
    });
});
