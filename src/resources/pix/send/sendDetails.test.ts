import { describe, expect, it } from 'vitest';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { PIX_TEXTS } from '../../../domain/pix';
import type { PixLimits } from '../api';
import {
    applicableLimit,
    DETAIL_MESSAGES,
    detailErrorsFrom,
    EMPTY_DETAILS,
    MESSAGE_MAX,
    type SendDetails,
    validateDetails,
} from './sendDetails';

const LIMITS: PixLimits = {
    per_transaction: 500_000,
    daytime_daily: 2_000_000,
    nighttime_per_transaction: 100_000,
    nighttime_daily: 100_000,
    used_today_daytime: 1_800_000,
    used_today_nighttime: 30_000,
};
// 15:00 and 23:00 in Brasília (UTC−3).
const AFTERNOON = new Date('2026-11-20T18:00:00Z');
const NIGHT = new Date('2026-11-21T02:00:00Z');
const DAY_MS = 86_400_000;
const details = (patch: Partial<SendDetails>): SendDetails => ({ ...EMPTY_DETAILS, ...patch });

describe('applicableLimit', () => {
    it('binds by what is left of the day when it is less than the per-transaction limit', () => {
        expect(applicableLimit(LIMITS, null, AFTERNOON)).toMatchObject({
            max: 200_000,
            label: 'diário disponível',
        });
        const fresh = { ...LIMITS, used_today_daytime: 0 };
        expect(applicableLimit(fresh, null, AFTERNOON)).toMatchObject({
            max: 500_000,
            label: 'por transação',
        });
    });

    it('uses the nighttime limits from 20:00 to 06:00 in Brasília', () => {
        expect(applicableLimit(LIMITS, null, NIGHT)).toMatchObject({
            max: 70_000,
            label: 'noturno disponível (20h às 6h)',
            window: { period: 'nighttime' },
        });
    });

    it("reads a scheduled transfer with its day's daytime limits, at any hour", () => {
        expect(applicableLimit(LIMITS, '2026-12-01', NIGHT)).toMatchObject({
            max: 500_000,
            window: { period: 'daytime', day: '2026-12-01' },
            used: 0,
        });
    });
});

describe('validateDetails', () => {
    const limit = applicableLimit(LIMITS, null, AFTERNOON);

    it('asks for the amount, and refuses one over the limit with the bank message', () => {
        expect(validateDetails(details({}), { balance: 10_000, limit }).amount).toBe(
            DETAIL_MESSAGES.amountRequired,
        );
        expect(validateDetails(details({ amount: 250_000 }), { balance: 9_000_000, limit }).amount).toBe(
            PIX_TEXTS.limitDaytime(200_000, 2_000_000),
        );
    });

    it('refuses more than the balance for today, not for a scheduled day', () => {
        expect(validateDetails(details({ amount: 5_001 }), { balance: 5_000, limit }).amount).toBe(
            'Saldo insuficiente.',
        );
        const tomorrow = toDateOnlyBrasilia(new Date(Date.now() + DAY_MS));
        const scheduled = details({ amount: 5_001, schedule: true, date: tomorrow });
        expect(validateDetails(scheduled, { balance: 5_000, limit })).toEqual({});
    });

    it("takes a code's fixed amount over the typed one", () => {
        expect(
            validateDetails(details({ amount: null }), { balance: 5_000, limit, fixedAmount: 1_000 }),
        ).toEqual({});
    });

    it('limits the message to 140 characters', () => {
        const ok = details({ amount: 100, message: 'a'.repeat(MESSAGE_MAX) });
        expect(validateDetails(ok, { balance: 5_000, limit: null })).toEqual({});
        const long = details({ amount: 100, message: 'a'.repeat(MESSAGE_MAX + 1) });
        expect(validateDetails(long, { balance: 5_000, limit: null }).message).toBe(
            DETAIL_MESSAGES.messageTooLong,
        );
    });

    it('refuses a schedule for today or before with the spec text, and a missing or impossible date', () => {
        const today = toDateOnlyBrasilia();
        const check = (date: string) =>
            validateDetails(details({ amount: 100, schedule: true, date }), { balance: 5_000, limit: null })
                .date;
        expect(check(today)).toBe('A data de agendamento deve ser posterior a data de hoje.');
        expect(check('2020-01-01')).toBe(DETAIL_MESSAGES.pastDate);
        expect(check('')).toBe(DETAIL_MESSAGES.dateRequired);
        expect(check('2031-02-30')).toBe(DETAIL_MESSAGES.invalidDate);
    });
});

describe('detailErrorsFrom', () => {
    it("puts the bank's field errors on this part's fields", () => {
        expect(
            detailErrorsFrom({ amount: 'a', description: 'b', payment_datetime: 'c', password: 'x' }),
        ).toEqual({
            amount: 'a',
            message: 'b',
            date: 'c',
        });
    });
});
