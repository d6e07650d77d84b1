import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indirectPosition, type PositionPix } from './pixIndirect';

const OWN = '99000001';
const OTHER = '60701190';
const DAY = '2026-03-10';
/** 'HH:mm' of DAY in Brasília as UTC ISO (UTC−3). */
const at = (time: string) => new Date(`${DAY}T${time}:00.000-03:00`).toISOString();

let nextId = 1;
const pix = (
    fields: Partial<PositionPix> & Pick<PositionPix, 'direction' | 'status' | 'amount'>,
): PositionPix => ({
    id: nextId++,
    end_to_end_id: `E${nextId}`,
    created_at: at('10:00'),
    settled_at: null,
    scheduled_for: null,
    failure_reason: null,
    counterparty: { name: 'Fulano', ispb: OTHER },
    ledger: 0,
    ...fields,
});

const position = (records: PositionPix[], now = new Date(at('23:00'))) =>
    indirectPosition({
        records,
        ispb: OWN,
        date: DAY,
        opening: 100_000,
        participantName: (i) => `P${i}`,
        now,
    });

describe('indirectPosition', () => {
    it('settles received and sent Pix, ignores refused ones in the balance and reconciles each hour', () => {
        const result = position([
            pix({ direction: 'in', status: 'done', amount: 5_000, settled_at: at('09:15'), ledger: 5_000 }),
            pix({ direction: 'out', status: 'done', amount: 2_000, settled_at: at('09:40'), ledger: -2_000 }),
            pix({
                direction: 'out',
                status: 'failure',
                amount: 900,
                settled_at: at('14:02'),
                failure_reason: 'Recusado.',
                ledger: 0,
            }),
        ]);
        expect(result).toMatchObject({
            is_today: true,
            received: { count: 1, amount: 5_000 },
            sent: { count: 1, amount: 2_000 },
            failed: { count: 1, amount: 900 },
            balance: 103_000,
            projected_balance: 103_000,
            low_balance: false,
        });
        expect(result.hours).toEqual([
            expect.objectContaining({
                hour: 9,
                spi_net: 3_000,
                balance: 103_000,
                difference: 0,
                status: 'reconciled',
            }),
            expect.objectContaining({ hour: 14, spi_net: 0, balance: 103_000, status: 'reconciled' }),
        ]);
        expect(result.failures).toEqual([
            expect.objectContaining({ amount: 900, reason: 'Recusado.', participant: `P${OTHER}` }),
        ]);
    });

    it('keeps a Pix still in the SPI out of the balance, and shows the ledger ahead of it', () => {
        const result = position([
            pix({
                direction: 'out',
                status: 'processing',
                amount: 1_500,
                created_at: at('11:59'),
                ledger: -1_500,
            }),
        ]);
        expect(result.settling).toEqual({ count: 1, amount: 1_500 });
        expect(result.balance).toBe(100_000);
        expect(result.projected_balance).toBe(98_500);
        expect(result.hours[0]).toMatchObject({ hour: 11, difference: -1_500, status: 'settling' });
        expect(result.open.map((o) => o.status)).toEqual(['processing']);
    });

    it('flags an hour whose ledger does not match the SPI', () => {
        const result = position([
            pix({ direction: 'in', status: 'done', amount: 700, settled_at: at('08:00'), ledger: 0 }),
        ]);
        expect(result.hours[0]).toMatchObject({ difference: -700, status: 'divergent' });
    });

    it('counts Pix between two customers of the bank apart: they never reach the SPI', () => {
        const result = position([
            pix({
                direction: 'out',
                status: 'done',
                amount: 300,
                counterparty: { name: 'Cliente', ispb: OWN },
            }),
            pix({
                direction: 'in',
                status: 'done',
                amount: 300,
                counterparty: { name: 'Cliente', ispb: OWN },
            }),
            pix({
                direction: 'out',
                status: 'pending_approval',
                amount: 9_999,
                counterparty: { name: 'C', ispb: OWN },
            }),
        ]);
        expect(result.internal).toEqual({ count: 1, amount: 300 });
        expect(result.balance).toBe(100_000);
        expect(result.hours).toEqual([]);
        expect(result.open).toEqual([]);
    });

    it('lists what is still open: everything today, only that day’s on an earlier day', () => {
        const older = pix({
            direction: 'out',
            status: 'pending_approval',
            amount: 2_000_000,
            created_at: new Date(`2026-03-08T14:00:00.000-03:00`).toISOString(),
        });
        const scheduled = pix({ direction: 'out', status: 'scheduled', amount: 50, scheduled_for: DAY });
        const later = pix({ direction: 'out', status: 'scheduled', amount: 60, scheduled_for: '2026-03-11' });
        const today = position([older, scheduled, later]);
        expect(today.open.map((o) => o.id)).toEqual([older.id, scheduled.id]);
        const past = position([older, scheduled, later], new Date('2026-03-12T15:00:00.000Z'));
        expect(past.is_today).toBe(false);
        expect(past.open.map((o) => o.id)).toEqual([scheduled.id]);
    });

    it('warns when the balance falls below a fifth of the opening', () => {
        const result = position([
            pix({
                direction: 'out',
                status: 'done',
                amount: 80_001,
                settled_at: at('16:00'),
                ledger: -80_001,
            }),
        ]);
        expect(result.low_balance).toBe(true);
    });

    it('ends each hour with the opening plus what the SPI settled up to it', () => {
        const record = fc.record({
            direction: fc.constantFrom<'in' | 'out'>('in', 'out'),
            status: fc.constantFrom('done', 'failure', 'processing', 'pending_approval'),
            amount: fc.integer({ min: 1, max: 1_000_000 }),
            minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
        });
        fc.assert(
            fc.property(fc.array(record, { maxLength: 30 }), (rows) => {
                const records = rows.map((r) =>
                    pix({
                        direction: r.direction,
                        status: r.status,
                        amount: r.amount,
                        created_at: new Date(
                            Date.parse(`${DAY}T00:00:00.000-03:00`) + r.minute * 60_000,
                        ).toISOString(),
                    }),
                );
                const result = position(records);
                const net = result.hours.reduce((total, h) => total + h.spi_net, 0);
                expect(result.balance).toBe(100_000 + net);
                expect(net).toBe(result.received.amount - result.sent.amount);
                let running = 100_000;
                for (const hour of result.hours) {
                    running += hour.spi_net;
                    expect(hour.balance).toBe(running);
                }
            }),
        );
    });
});
