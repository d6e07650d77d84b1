import {
    type LinkedAccountField,
    type LinkedAccountInput,
    linkedAccountProblems,
} from '../../domain/linkedAccounts';
import { PORTAL_ISPB } from '../../domain/pix';
import type { LinkedAccountView } from './api';
import { EMPTY_OTHER_BANK, type OtherBankDraft, otherBankDraftOf, otherBankInputOf } from './OtherBankFields';

/** The form as typed: the bank is the participant chosen in the picker. */
export interface LinkedAccountDraft extends OtherBankDraft {
    /** The holder's own account (uuid) the money leaves from. */
    account: string;
}

export type DraftErrors = Partial<Record<LinkedAccountField, string>>;

export const emptyDraft = (account = ''): LinkedAccountDraft => ({
    account,
    ...EMPTY_OTHER_BANK,
});

/** The saved linked account back in the form, to change it. */
export const draftFrom = (linked: LinkedAccountView): LinkedAccountDraft => ({
    account: linked.account,
    ...otherBankDraftOf({ ispb: linked.bank.id, name: linked.bank.name, compe: linked.bank.code }, linked),
});

export const inputOf = (draft: LinkedAccountDraft): LinkedAccountInput => ({
    account: draft.account,
    ...otherBankInputOf(draft),
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
