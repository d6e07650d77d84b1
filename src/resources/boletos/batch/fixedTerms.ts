import { checkInvoiceTerms, type InvoiceErrors, type InvoiceTerms } from '../../../domain/invoice';
import { percentToBp } from '../../../domain/percent';

/** The fixed batch's terms as typed: cents from the money fields, percent and installments as text. */
export interface FixedTermsDraft {
    amount: number | null;
    dueDate: string;
    installments: string;
    fine: string;
    interest: string;
    discount: number | null;
    discountUntil: string;
    instructions: string;
    yourNumber: string;
}

export const EMPTY_TERMS: FixedTermsDraft = {
    amount: null,
    dueDate: '',
    installments: '1',
    fine: '',
    interest: '',
    discount: null,
    discountUntil: '',
    instructions: '',
    yourNumber: '',
};

/**
 * The draft checked by the boleto rules (domain/invoice) as the bank will check each payer's boletos;
 * `anyPerson`: some chosen payer has a CPF, so the fine is capped at 2 % for the whole batch.
 */
export function checkFixedTerms(
    draft: FixedTermsDraft,
    today: string,
    anyPerson: boolean,
): { errors: InvoiceErrors; terms: InvoiceTerms } {
    return checkInvoiceTerms(
        {
            amount: draft.amount ?? undefined,
            due_date: draft.dueDate,
            installments: draft.installments,
            fine_percent: percentToBp(draft.fine) ?? draft.fine,
            interest_percent: percentToBp(draft.interest) ?? draft.interest,
            discount_amount: draft.discount ?? undefined,
            discount_until: draft.discountUntil,
            instructions: draft.instructions,
            your_number: draft.yourNumber,
        },
        today,
        anyPerson,
    );
}
