import {
    type LinkedAccountField,
    type LinkedAccountInput,
    type LinkedAccountType,
    linkedAccountProblems,
} from '../../domain/linkedAccounts';
import { PORTAL_ISPB } from '../../domain/pix';
import type { Participant } from '../pix/api';
import type { LinkedAccountView } from './api';

/** The form as typed: the bank is the participant chosen in the picker. */
export interface LinkedAccountDraft extends Omit<LinkedAccountInput, 'bank' | 'type'> {
    participant: Participant | null;
    type: LinkedAccountType | '';
}

export type DraftErrors = Partial<Record<LinkedAccountField, string>>;

export const emptyDraft = (account = ''): LinkedAccountDraft => ({
    account,
    participant: null,
    branch_number: '',
    branch_digit: '',
    account_number: '',
    account_digit: '',
    type: '',
});

/** The saved linked account back in the form, to change it. */
export const draftFrom = (linked: LinkedAccountView): LinkedAccountDraft => ({
    account: linked.account,
    participant: {
        ispb: linked.bank.id,
        name: linked.bank.name,
        short_name: linked.bank.name,
        compe: linked.bank.code,
        type: 'DRCT',
    },
    branch_number: linked.branch_number,
    branch_digit: linked.branch_digit,
    account_number: linked.account_number,
    account_digit: linked.account_digit,
    type: linked.type,
});

export const inputOf = (draft: LinkedAccountDraft): LinkedAccountInput => ({
    account: draft.account,
    bank: draft.participant?.ispb ?? '',
    branch_number: draft.branch_number,
    branch_digit: draft.branch_digit,
    account_number: draft.account_number,
    account_digit: draft.account_digit,
    type: draft.type,
});

export const draftProblems = (draft: LinkedAccountDraft): DraftErrors =>
    linkedAccountProblems(inputOf(draft), PORTAL_ISPB);

/** The server's field errors on this form (`bank_id` on a change is the bank). */
export const draftErrorsFrom = (fields: Record<string, string>): DraftErrors => {
    const { bank_id, approve, ...rest } = fields;
    const errors: DraftErrors = { ...rest };
    if (bank_id) errors.bank = bank_id;
    // `approve` is the form's own flag: a refusal of it is a fault of the form, shown on the first field.
    if (approve && !errors.account) errors.account = approve;
    return errors;
};
