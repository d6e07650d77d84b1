import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    addMonths,
    chargesOn,
    checkInvoiceTerms,
    daysBetween,
    effectiveStatus,
    INVOICE_MESSAGES,
    invoiceFreeField,
    isCancelable,
    isDeletable,
    ourNumberDv,
    payerIsPerson,
    splitInstallments,
} from './invoice';

const TODAY = '2026-11-22';
const terms = (over: Record<string, unknown> = {}) => ({ amount: 100_000, due_date: '2026-12-10', ...over });

describe('checkInvoiceTerms', () => {
    it('accepts a plain boleto and fills the defaults', () => {
        const { errors, terms: t } = checkInvoiceTerms(terms(), TODAY, true);
        expect(errors).toEqual({});
        expect(t).toMatchObject({ amount: 100_000, installments: 1, fine_percent: 0, discount_until: null });
    });

    it('refuses a due date in the past but takes today', () => {
        expect(checkInvoiceTerms(terms({ due_date: '2026-11-21' }), TODAY, true).errors.due_date).toEqual([
            INVOICE_MESSAGES.dueDatePast,
        ]);
        expect(checkInvoiceTerms(terms({ due_date: TODAY }), TODAY, true).errors).toEqual({});
        expect(checkInvoiceTerms(terms({ due_date: '2026-02-30' }), TODAY, true).errors.due_date).toEqual([
            INVOICE_MESSAGES.dueDateInvalid,
        ]);
    });

    it('caps the fine at 2 % for a person (CDC) and 10 % for a company', () => {
        expect(checkInvoiceTerms(terms({ fine_percent: 201 }), TODAY, true).errors.fine_percent).toEqual([
            INVOICE_MESSAGES.finePerson,
        ]);
        expect(checkInvoiceTerms(terms({ fine_percent: 500 }), TODAY, false).errors).toEqual({});
        expect(checkInvoiceTerms(terms({ fine_percent: 1001 }), TODAY, false).errors.fine_percent).toEqual([
            INVOICE_MESSAGES.fineInvalid,
        ]);
    });

    it('needs the discount below each parcel and dated between today and the due date', () => {
        const over = checkInvoiceTerms(terms({ discount_amount: 50_000, installments: 2 }), TODAY, true);
        expect(over.errors.discount_amount).toEqual([INVOICE_MESSAGES.discountInvalid]);
        expect(
            checkInvoiceTerms(terms({ discount_amount: 1000 }), TODAY, true).errors.discount_until,
        ).toEqual([INVOICE_MESSAGES.discountDateRequired]);
        const late = checkInvoiceTerms(
            terms({ discount_amount: 1000, discount_until: '2026-12-11' }),
            TODAY,
            true,
        );
        expect(late.errors.discount_until).toEqual([INVOICE_MESSAGES.discountDateInvalid]);
        const ok = checkInvoiceTerms(
            terms({ discount_amount: 1000, discount_until: '2026-12-05' }),
            TODAY,
            true,
        );
        expect(ok.errors).toEqual({});
    });

    it('needs every parcel to reach the minimum', () => {
        const { errors } = checkInvoiceTerms(terms({ amount: 2_000, installments: 5 }), TODAY, true);
        expect(errors.installments).toEqual([INVOICE_MESSAGES.installmentMin]);
    });

    it('reports a missing amount and a bad installment count', () => {
        const { errors } = checkInvoiceTerms({ due_date: '2026-12-10', installments: 25 }, TODAY, true);
        expect(errors.amount).toEqual([INVOICE_MESSAGES.amountRequired]);
        expect(errors.installments).toEqual([INVOICE_MESSAGES.installments]);
    });
});

describe('splitInstallments', () => {
    it('puts the remainder cents on the first parcel and steps a month, clamping to the month end', () => {
        expect(splitInstallments(100_001, 3, '2027-01-31')).toEqual([
            { number: 1, count: 3, amount: 33_335, due_date: '2027-01-31' },
            { number: 2, count: 3, amount: 33_333, due_date: '2027-02-28' },
            { number: 3, count: 3, amount: 33_333, due_date: '2027-03-31' },
        ]);
    });

    it('always sums exactly to the total', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 500, max: 10 ** 10 }),
                fc.integer({ min: 1, max: 24 }),
                (total, n) => {
                    const parcels = splitInstallments(total, n, '2027-05-15');
                    expect(parcels.reduce((sum, p) => sum + p.amount, 0)).toBe(total);
                    expect(new Set(parcels.map((p) => p.due_date)).size).toBe(n);
                },
            ),
        );
    });
});

describe('dates', () => {
    it('counts days and adds months on the calendar', () => {
        expect(daysBetween('2026-11-22', '2026-12-22')).toBe(30);
        expect(daysBetween('2026-11-22', 'x')).toBeNaN();
        expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
        expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    });
});

describe('chargesOn', () => {
    const invoice = {
        amount: 100_000,
        due_date: '2026-12-10',
        fine_percent: 200,
        interest_percent: 100,
        discount_amount: 5_000,
        discount_until: '2026-12-05',
    };

    it('gives the discount up to its day, the face value up to the due date', () => {
        expect(chargesOn(invoice, '2026-12-05').total).toBe(95_000);
        expect(chargesOn(invoice, '2026-12-10')).toMatchObject({
            discount: 0,
            fine: 0,
            interest: 0,
            total: 100_000,
        });
    });

    it('adds the fine once and interest per day (1 % a month = 1/30 % a day) after the due date', () => {
        // 2 % of R$ 1.000,00 = R$ 20,00; 15 days × R$ 1.000,00 × 1 % / 30 = R$ 5,00.
        expect(chargesOn(invoice, '2026-12-25')).toMatchObject({
            fine: 2_000,
            interest: 500,
            total: 102_500,
            days_late: 15,
        });
    });

    it('rounds interest half-up to the cent', () => {
        const odd = { ...invoice, amount: 12_345 };
        // 12345 × 100 × 1 / 300000 = 4.115 cents → 4.
        expect(chargesOn(odd, '2026-12-11').interest).toBe(4);
    });
});

describe('status rules', () => {
    it('reads a pending boleto past its due date as expired', () => {
        expect(effectiveStatus({ status: 'pending', due_date: '2026-11-21' }, TODAY)).toBe('expired');
        expect(effectiveStatus({ status: 'pending', due_date: TODAY }, TODAY)).toBe('pending');
        expect(effectiveStatus({ status: 'paid', due_date: '2026-01-01' }, TODAY)).toBe('paid');
    });

    it('cancels open boletos and deletes only drafts and canceled ones', () => {
        expect(['pending', 'expired'].every((s) => isCancelable(s as 'pending'))).toBe(true);
        expect(isCancelable('paid')).toBe(false);
        expect(isDeletable('draft') && isDeletable('canceled')).toBe(true);
        expect(isDeletable('pending')).toBe(false);
    });

    it('tells a person from a company by the document', () => {
        expect(payerIsPerson('52998224725')).toBe(true);
        expect(payerIsPerson('12ABC34501DE35')).toBe(false);
    });
});

describe('nosso número and free field', () => {
    it('computes the Bradesco-style check digit (mod 11, weights 2..7)', () => {
        // Bradesco's manual example: carteira 19, nosso número 00000000002 → DV 8.
        expect(ourNumberDv('19', '00000000002')).toBe('8');
    });

    it('lays out a 25-digit free field', () => {
        expect(invoiceFreeField('0001', '09', '10000000001', '1234567')).toBe('0001091000000000112345670');
    });
});
