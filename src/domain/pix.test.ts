import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj } from './cnpj';
import { formatBRL } from './money';
import {
    buildEndToEndId,
    isDynamicTxid,
    isEndToEndId,
    isNighttime,
    isStaticTxid,
    type LimitedTransfer,
    limitProblem,
    limitWindowAt,
    maskAccountNumber,
    maskPixDocument,
    needsPixApproval,
    PIX_KEY_STATUS_LABELS,
    PIX_LIMITS,
    PIX_TEXTS,
    randomAlnum,
    usedInWindow,
} from './pix';
import { statusInfo, statusLabel } from './statuses';

/** Brasília wall time as an instant (UTC−3). */
const brt = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);

describe('nighttime and limit windows', () => {
    it.each([
        ['05:59', true],
        ['06:00', false],
        ['19:59', false],
        ['20:00', true],
        ['23:59', true],
    ])('%s in Brasília is nighttime: %s', (time, night) => {
        expect(isNighttime(brt('2026-03-10', time))).toBe(night);
    });

    it('keeps the hours after midnight in the night that began the evening before', () => {
        expect(limitWindowAt(brt('2026-03-10', '23:00'))).toEqual({ period: 'nighttime', day: '2026-03-10' });
        expect(limitWindowAt(brt('2026-03-11', '02:00'))).toEqual({ period: 'nighttime', day: '2026-03-10' });
        expect(limitWindowAt(brt('2026-03-01', '03:00'))).toEqual({ period: 'nighttime', day: '2026-02-28' });
        expect(limitWindowAt(brt('2026-03-11', '09:00'))).toEqual({ period: 'daytime', day: '2026-03-11' });
    });
});

describe('limits', () => {
    const sent = (amount: number, at: Date, status: LimitedTransfer['status'] = 'done'): LimitedTransfer => ({
        direction: 'out',
        status,
        amount,
        created_at: at.toISOString(),
        scheduled_for: null,
    });

    it('counts what left or is committed in the window, not what failed, came in or is in another window', () => {
        const night = { period: 'nighttime' as const, day: '2026-03-10' };
        const records = [
            sent(30_000, brt('2026-03-10', '21:00')),
            sent(20_000, brt('2026-03-11', '01:00'), 'pending_approval'),
            sent(50_000, brt('2026-03-10', '22:00'), 'failure'),
            sent(10_000, brt('2026-03-10', '22:30'), 'rejected'),
            { ...sent(40_000, brt('2026-03-10', '23:00')), direction: 'in' as const },
            sent(70_000, brt('2026-03-10', '12:00')),
            { ...sent(5_000, brt('2026-03-09', '12:00'), 'scheduled'), scheduled_for: '2026-03-10' },
        ];
        expect(usedInWindow(records, night)).toBe(50_000);
        expect(usedInWindow(records, { period: 'daytime', day: '2026-03-10' })).toBe(75_000);
    });

    it('answers the limit a transfer passes, with its amount and what is left', () => {
        const pf = PIX_LIMITS.natural;
        const day = { period: 'daytime' as const, day: '2026-03-10' };
        const night = { period: 'nighttime' as const, day: '2026-03-10' };
        expect(limitProblem(pf, 500_000, day, 0)).toBeNull();
        expect(limitProblem(pf, 500_001, day, 0)).toBe(PIX_TEXTS.limitPerTransaction(500_000));
        expect(limitProblem(pf, 100_000, day, 1_950_000)).toBe(PIX_TEXTS.limitDaytime(50_000, 2_000_000));
        expect(limitProblem(pf, 100_001, night, 0)).toBe(PIX_TEXTS.limitNightPerTransaction(100_000));
        expect(limitProblem(pf, 60_000, night, 50_000)).toBe(PIX_TEXTS.limitNighttime(50_000, 100_000));
        expect(limitProblem(PIX_LIMITS.legal, 1_000_000, night, 0)).toBeNull();
        expect(PIX_TEXTS.limitPerTransaction(500_000)).toContain(formatBRL(500_000));
    });

    it('holds a legal person’s transfer from R$ 10.000,00 up, never a natural person’s', () => {
        expect(needsPixApproval('legal', 999_999)).toBe(false);
        expect(needsPixApproval('legal', 1_000_000)).toBe(true);
        expect(needsPixApproval('natural', 5_000_000)).toBe(false);
    });
});

describe('end-to-end ids', () => {
    it("builds 'E' + ISPB + yyyyMMddHHmm in UTC + 11 alphanumerics, 32 characters", () => {
        const id = buildEndToEndId('99000001', new Date('2026-11-22T02:59:59Z'), 'a1B2c3D4e5F');
        expect(id).toBe('E99000001202611220259a1B2c3D4e5F');
        expect(id).toHaveLength(32);
        expect(isEndToEndId(id)).toBe(true);
    });

    it('refuses bad parts and validates what it builds', () => {
        expect(() => buildEndToEndId('9900001', new Date(), 'a1B2c3D4e5F')).toThrow(RangeError);
        expect(() => buildEndToEndId('99000001', new Date(), 'a1B2-3D4e5F')).toThrow(RangeError);
        expect(isEndToEndId('E99000001202602300259a1B2c3D4e5F')).toBe(false); // 30/02
        expect(isEndToEndId('E99000001202611222459a1B2c3D4e5F')).toBe(false); // 24:59
        expect(isEndToEndId('X99000001202611220259a1B2c3D4e5F')).toBe(false);
        fc.assert(
            fc.property(
                fc.date({ min: new Date('2020-11-16'), max: new Date('2099-12-31'), noInvalidDate: true }),
                fc.integer(),
                (at, seed) => {
                    let x = seed;
                    const random = () => {
                        x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
                        return Math.abs(x) / 2 ** 31;
                    };
                    return isEndToEndId(buildEndToEndId('60701190', at, randomAlnum(11, random)));
                },
            ),
        );
    });
});

describe('txids', () => {
    it('takes 26–35 letters or digits for a dynamic charge and 1–25 for a static code', () => {
        expect(isDynamicTxid('a'.repeat(26))).toBe(true);
        expect(isDynamicTxid('a'.repeat(25))).toBe(false);
        expect(isDynamicTxid('a'.repeat(36))).toBe(false);
        expect(isDynamicTxid(`${'a'.repeat(25)}-`)).toBe(false);
        expect(isStaticTxid('PEDIDO123')).toBe(true);
        expect(isStaticTxid('')).toBe(false);
        expect(isStaticTxid('a'.repeat(26))).toBe(false);
        expect(isDynamicTxid(randomAlnum(32))).toBe(true);
    });
});

describe('masking and labels', () => {
    it('masks a CPF and shows a CNPJ whole', () => {
        expect(maskPixDocument('12345678909')).toBe('***.456.789-**');
        expect(maskPixDocument('11222333000181')).toBe(formatCnpj('11222333000181'));
        expect(maskPixDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    });

    it('shows the last three digits of an account and its check digit', () => {
        expect(maskAccountNumber('12345678')).toBe('***567-8');
        expect(maskAccountNumber('1234-5')).toBe('***234-5');
        expect(maskAccountNumber('1')).toBe('***');
    });

    it('labels the statuses with the pix vocabulary', () => {
        expect(statusInfo('pix', 'done')).toEqual({ label: 'Concluído', tone: 'green' });
        expect(statusLabel('pix', 'failure')).toBe('Falha na Operadora');
        expect(statusLabel('pix', 'processing')).toBe('Processando');
        expect(statusLabel('pix', 'rejected')).toBe('Rejeitado');
        expect(PIX_KEY_STATUS_LABELS.active).toBe('Ativa');
    });
});
