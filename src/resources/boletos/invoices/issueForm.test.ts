import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../../domain/invoice';
import { INVALID_DATE_VALUE } from './dateValue';
import { emptyIssueValues, type IssueValues, issueBody, issueErrors } from './issueForm';

const today = '2026-11-22';
const values = (over: Partial<IssueValues> = {}): IssueValues => ({
    ...emptyIssueValues(10),
    drawee_id: 3,
    amount: 123_456,
    due_date: '2026-12-10',
    ...over,
});

describe('issueBody', () => {
    it('sends rates in basis points, cents as they are, and the discount date only with a discount', () => {
        expect(
            issueBody(
                values({ fine_percent: '2', interest_percent: '1,5', installments: 3, your_number: ' NF1 ' }),
            ),
        ).toEqual({
            account_id: 10,
            drawee_id: 3,
            amount: 123_456,
            due_date: '2026-12-10',
            installments: 3,
            fine_percent: 200,
            interest_percent: 150,
            discount_amount: 0,
            instructions: '',
            your_number: 'NF1',
        });
        expect(issueBody(values({ discount_amount: 1_000, discount_until: '2026-12-05' }))).toMatchObject({
            discount_amount: 1_000,
            discount_until: '2026-12-05',
        });
    });
});

describe('issueErrors', () => {
    it('asks for account, payer, amount and due date', () => {
        expect(issueErrors(emptyIssueValues(''), today, null)).toEqual({
            account_id: INVOICE_MESSAGES.accountRequired,
            drawee_id: INVOICE_MESSAGES.draweeRequired,
            amount: INVOICE_MESSAGES.amountRequired,
            due_date: INVOICE_MESSAGES.dueDateRequired,
        });
    });

    it('caps the fine at 2 % for a CPF payer only (Código de Defesa do Consumidor)', () => {
        const fine = values({ fine_percent: '5' });
        expect(issueErrors(fine, today, '36290364227')).toEqual({
            fine_percent: INVOICE_MESSAGES.finePerson,
        });
        expect(issueErrors(fine, today, '45938076000109')).toEqual({});
        expect(issueErrors(values({ fine_percent: '10,01' }), today, '45938076000109')).toEqual({
            fine_percent: INVOICE_MESSAGES.fineInvalid,
        });
    });

    it('refuses a date typed incompletely, a past one and a discount without its date', () => {
        expect(issueErrors(values({ due_date: INVALID_DATE_VALUE }), today, null).due_date).toBe(
            INVOICE_MESSAGES.dueDateInvalid,
        );
        expect(issueErrors(values({ due_date: '2026-11-21' }), today, null).due_date).toBe(
            INVOICE_MESSAGES.dueDatePast,
        );
        expect(issueErrors(values({ discount_amount: 1_000 }), today, null).discount_until).toBe(
            INVOICE_MESSAGES.discountDateRequired,
        );
    });

    it('refuses parcels under the minimum amount', () => {
        expect(issueErrors(values({ amount: 1_000, installments: 3 }), today, null).installments).toBe(
            INVOICE_MESSAGES.installmentMin,
        );
    });
});
