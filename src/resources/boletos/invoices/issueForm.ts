import { checkInvoiceTerms, INVOICE_MESSAGES, payerIsPerson } from '../../../domain/invoice';
import { percentToBp } from '../../../domain/percent';
import type { IssueBody } from './api';

/** The issue form's values: money in cents (null while empty), rates as typed, dates 'yyyy-MM-dd'. */
export interface IssueValues {
    account_id: number | '';
    drawee_id: number | null;
    amount: number | null;
    due_date: string;
    installments: number;
    fine_percent: string;
    interest_percent: string;
    discount_amount: number | null;
    discount_until: string;
    instructions: string;
    your_number: string;
}

export const emptyIssueValues = (accountId: number | ''): IssueValues => ({
    account_id: accountId,
    drawee_id: null,
    amount: null,
    due_date: '',
    installments: 1,
    fine_percent: '',
    interest_percent: '',
    discount_amount: null,
    discount_until: '',
    instructions: '',
    your_number: '',
});

/** The request body; the rates in basis points (an unreadable rate goes as -1 and is refused). */
export const issueBody = (values: IssueValues): IssueBody => ({
    account_id: Number(values.account_id),
    drawee_id: Number(values.drawee_id),
    amount: values.amount ?? 0,
    due_date: values.due_date,
    installments: values.installments,
    fine_percent: percentToBp(values.fine_percent) ?? -1,
    interest_percent: percentToBp(values.interest_percent) ?? -1,
    discount_amount: values.discount_amount ?? 0,
    ...(values.discount_amount ? { discount_until: values.discount_until } : {}),
    instructions: values.instructions.trim(),
    your_number: values.your_number.trim(),
});

/**
 * The bank's own rules (checkInvoiceTerms, same messages) before sending: field → first message. The fine's
 * cap depends on the payer: 2 % for a person (CPF), so the payer's document is passed in.
 */
export function issueErrors(
    values: IssueValues,
    today: string,
    payerDocument: string | null,
): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!values.account_id) errors.account_id = INVOICE_MESSAGES.accountRequired;
    if (!values.drawee_id) errors.drawee_id = INVOICE_MESSAGES.draweeRequired;
    const body = issueBody(values);
    const { errors: terms } = checkInvoiceTerms(
        {
            ...body,
            amount: values.amount ?? undefined,
            discount_until: values.discount_until,
        },
        today,
        payerDocument !== null && payerIsPerson(payerDocument),
    );
    for (const [field, messages] of Object.entries(terms)) errors[field] = messages[0];
    return errors;
}
