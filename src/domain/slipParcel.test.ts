import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isBusinessDay } from './businessDays';
import {
    amountProblem,
    annualCet,
    boletoProblem,
    installmentDueDates,
    installmentStatus,
    installmentsProblem,
    installmentsText,
    iofOf,
    priceTable,
    SLIP_IOF,
    SLIP_MESSAGES,
    SLIP_PARCEL_RULES,
    simulateSlipParcel,
    simulationPairs,
} from './slipParcel';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
const TWELVE = installmentDueDates('2026-01-30', 12);

describe('priceTable', () => {
    it('gives the textbook R$ 1.000,00 at 1 % a.m. in 12: R$ 88,85, the last R$ 88,84', () => {
        const rows = priceTable(100_000, 100, TWELVE);
        expect(rows.slice(0, 11).map((r) => r.amount)).toEqual(Array(11).fill(8_885));
        expect(rows[11]).toMatchObject({ amount: 8_884, interest: 88, amortization: 8_796, balance: 0 });
        expect(rows[0]).toMatchObject({ interest: 1_000, amortization: 7_885, balance: 92_115 });
    });

    it('R$ 1.000,00 at 2,99 % a.m. in 12: R$ 100,40, the last absorbing the rounding', () => {
        const rows = priceTable(100_000, SLIP_PARCEL_RULES.monthlyRateBp, TWELVE);
        expect(rows.slice(0, 11).every((r) => r.amount === 10_040)).toBe(true);
        expect(rows[0]).toMatchObject({ interest: 2_990, amortization: 7_050, balance: 92_950 });
        expect(rows[11]).toMatchObject({ amount: 10_043, interest: 292, amortization: 9_751, balance: 0 });
        expect(sum(rows.map((r) => r.amount))).toBe(100_000 + sum(rows.map((r) => r.interest)));
    });

    it('amortises exactly to zero, row by row, for any principal, rate and term', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 1_000_000_000 }),
                fc.integer({ min: 0, max: 1_000 }),
                fc.integer({ min: 1, max: 24 }),
                (principal, rateBp, n) => {
                    const rows = priceTable(principal, rateBp, Array(n).fill('2026-01-01'));
                    expect(rows).toHaveLength(n);
                    expect(sum(rows.map((r) => r.amortization))).toBe(principal);
                    expect(rows[n - 1].balance).toBe(0);
                    let balance = principal;
                    for (const row of rows) {
                        expect(Number.isSafeInteger(row.amount)).toBe(true);
                        expect(row.interest).toBe(Math.round((balance * rateBp) / 10_000));
                        expect(row.amount).toBe(row.interest + row.amortization);
                        balance -= row.amortization;
                        expect(row.balance).toBe(balance);
                    }
                    // Every installment but the last is the same; the last differs by the rounding only: at most
                    // a cent per row, carried forward at the rate.
                    expect(new Set(rows.slice(0, -1).map((r) => r.amount)).size).toBeLessThanOrEqual(1);
                    const rate = rateBp / 10_000;
                    const carried = rate === 0 ? n : ((1 + rate) ** n - 1) / rate;
                    expect(Math.abs(rows[n - 1].amount - rows[0].amount)).toBeLessThanOrEqual(
                        Math.ceil(carried),
                    );
                },
            ),
        );
    });
});

describe('installmentDueDates', () => {
    it('30 days after the request, then monthly, each on a business day', () => {
        // 30 days after 30/01/2026 is Sunday 01/03: Monday 02/03. 01/05 (Labour Day, Friday) → 04/05;
        // 02/11 (Finados) → 03/11; 01/01/2027 → 04/01/2027.
        expect(TWELVE).toEqual([
            '2026-03-02',
            '2026-04-01',
            '2026-05-04',
            '2026-06-01',
            '2026-07-01',
            '2026-08-03',
            '2026-09-01',
            '2026-10-01',
            '2026-11-03',
            '2026-12-01',
            '2027-01-04',
            '2027-02-01',
        ]);
    });

    it('is always increasing, on business days, a month apart (give or take the moved days)', () => {
        const request = fc.integer({ min: 0, max: 365 * 20 }).map((n) => addDays('2020-01-01', n));
        fc.assert(
            fc.property(request, fc.integer({ min: 2, max: 12 }), (day, n) => {
                const dates = installmentDueDates(day, n);
                expect(days(day, dates[0])).toBeGreaterThanOrEqual(30);
                expect(days(day, dates[0])).toBeLessThanOrEqual(36);
                dates.forEach((date, i) => {
                    expect(isBusinessDay(date)).toBe(true);
                    if (i > 0) expect(days(dates[i - 1], date)).toBeGreaterThanOrEqual(24);
                    if (i > 0) expect(days(dates[i - 1], date)).toBeLessThanOrEqual(37);
                });
            }),
        );
    });
});

describe('iofOf', () => {
    it('charges 0,38 % once plus the daily rate per amortised cent and day, capped at 365 days', () => {
        const rows = [
            {
                number: 1,
                due_date: '2026-03-02',
                amount: 0,
                interest: 0,
                amortization: 60_000,
                balance: 40_000,
            },
            { number: 2, due_date: '2027-06-01', amount: 0, interest: 0, amortization: 40_000, balance: 0 },
        ];
        // 100000 × 3800 ppm = 380,0; 60000 × 82 ppm × 31 days = 152,52; 40000 × 82 ppm × 365 (capped) = 1197,2.
        expect(iofOf(100_000, rows, '2026-01-30', 'natural')).toBe(Math.round(380 + 152.52 + 1_197.2));
        // A company pays half the daily rate.
        expect(iofOf(100_000, rows, '2026-01-30', 'legal')).toBe(Math.round(380 + 76.26 + 598.6));
        expect(SLIP_IOF.dailyPpm.legal * 2).toBe(SLIP_IOF.dailyPpm.natural);
    });
});

describe('simulateSlipParcel', () => {
    const amounts = fc.integer({
        min: SLIP_PARCEL_RULES.minAmountCents,
        max: SLIP_PARCEL_RULES.maxAmountCents,
    });
    const counts = fc.integer({
        min: SLIP_PARCEL_RULES.minInstallments,
        max: SLIP_PARCEL_RULES.maxInstallments,
    });
    const requests = fc.integer({ min: 0, max: 365 * 10 }).map((n) => addDays('2024-01-01', n));
    const borrowers = fc.constantFrom('natural' as const, 'legal' as const);

    it('finances the boleto plus its IOF and adds every figure up to the cent', () => {
        fc.assert(
            fc.property(
                amounts,
                counts,
                requests,
                borrowers,
                (amount, installments, requestDate, borrower) => {
                    const s = simulateSlipParcel({ amount, installments, requestDate, borrower });
                    expect(s.financed).toBe(amount + s.iof);
                    expect(s.iof).toBeGreaterThanOrEqual(Math.round((amount * SLIP_IOF.additionalPpm) / 1e6));
                    expect(s.schedule).toHaveLength(installments);
                    expect(sum(s.schedule.map((r) => r.amortization))).toBe(s.financed);
                    expect(sum(s.schedule.map((r) => r.amount))).toBe(s.total);
                    expect(sum(s.schedule.map((r) => r.interest))).toBe(s.interest_total);
                    expect(s.total).toBe(s.financed + s.interest_total);
                    expect(s.installment_amount).toBe(s.schedule[0].amount);
                    expect(s.last_installment_amount).toBe(s.schedule[installments - 1].amount);
                    expect(s.first_due_date).toBe(s.schedule[0].due_date);
                },
            ),
            { numRuns: 200 },
        );
    });

    it('shows a CET above the rate, at which the installments are worth exactly the boleto', () => {
        fc.assert(
            fc.property(
                amounts,
                counts,
                requests,
                borrowers,
                (amount, installments, requestDate, borrower) => {
                    const s = simulateSlipParcel({ amount, installments, requestDate, borrower });
                    const cet = annualCet(amount, requestDate, s.schedule);
                    const worth = sum(
                        s.schedule.map((r) => r.amount / (1 + cet) ** (days(requestDate, r.due_date) / 365)),
                    );
                    expect(Math.abs(worth - amount)).toBeLessThan(0.01);
                    expect(s.cet_annual_percent).toBe(Math.round(cet * 10_000) / 100);
                    expect(s.cet_monthly_percent).toBeGreaterThan(s.monthly_rate_bp / 100);
                    expect(s.cet_annual_percent).toBeGreaterThan(s.annual_rate_percent);
                },
            ),
            { numRuns: 100 },
        );
    });

    it('R$ 1.000,00 in 12 for a person on 30/01/2026', () => {
        const s = simulateSlipParcel({
            amount: 100_000,
            installments: 12,
            requestDate: '2026-01-30',
            borrower: 'natural',
        });
        expect(s).toMatchObject({
            iof: 2_100,
            financed: 102_100,
            installment_amount: 10_251,
            last_installment_amount: 10_254,
            total: 123_015,
            annual_rate_percent: 42.41,
            cet_monthly_percent: 3.31,
            cet_annual_percent: 47.87,
            first_due_date: '2026-03-02',
        });
        expect(installmentsText(s)).toMatch(/^12 × R\$\s102,51 \(última R\$\s102,54\)$/);
        expect(Object.fromEntries(simulationPairs(s))).toMatchObject({
            'Taxa de juros': '2,99% a.m. (42,41% a.a.)',
            CET: '3,31% a.m. (47,87% a.a.)',
            'Primeiro vencimento': '02/03/2026',
        });
    });
});

describe('checks', () => {
    it('amount: R$ 50,00 to R$ 50.000,00 in whole cents', () => {
        expect(amountProblem(4_999)).toBe(SLIP_MESSAGES.amountMin);
        expect(amountProblem(5_000)).toBeNull();
        expect(amountProblem(5_000_000)).toBeNull();
        expect(amountProblem(5_000_001)).toBe(SLIP_MESSAGES.amountMax);
        for (const bad of [null, undefined, 0, -100, 10.5, '10000']) {
            expect(amountProblem(bad)).toBe(SLIP_MESSAGES.amountRequired);
        }
        expect(SLIP_MESSAGES.amountMin).toMatch(/R\$\s50,00\.$/);
        expect(SLIP_MESSAGES.amountMax).toMatch(/R\$\s50\.000,00\.$/);
    });

    it('installments: 2 to 12', () => {
        expect([1, 2, 12, 13, 2.5, '6', null].map(installmentsProblem)).toEqual([
            SLIP_MESSAGES.installments,
            null,
            null,
            SLIP_MESSAGES.installments,
            SLIP_MESSAGES.installments,
            SLIP_MESSAGES.installments,
            SLIP_MESSAGES.installments,
        ]);
    });

    it('boleto: refused once past its due date; one due today, or without a due date, is fine', () => {
        expect(boletoProblem({ dueDate: '2026-05-04' }, '2026-05-05')).toBe(SLIP_MESSAGES.expired);
        expect(boletoProblem({ dueDate: '2026-05-05' }, '2026-05-05')).toBeNull();
        expect(boletoProblem({ dueDate: null }, '2026-05-05')).toBeNull();
    });

    it('an open installment past its due date is overdue; a paid one stays paid', () => {
        expect(installmentStatus({ status: 'open', due_date: '2026-05-04' }, '2026-05-05')).toBe('overdue');
        expect(installmentStatus({ status: 'open', due_date: '2026-05-05' }, '2026-05-05')).toBe('open');
        expect(installmentStatus({ status: 'paid', due_date: '2026-05-04' }, '2026-05-05')).toBe('paid');
    });
});
