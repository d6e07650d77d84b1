import { isValidDocument } from '../../../domain/document';
import { isPixAccountType, PIX_ACCOUNT_TYPE_LABELS, PIX_ACCOUNT_TYPES, PIX_TEXTS } from '../../../domain/pix';
import { textOf } from '../../../i18n';
import type { BankAccountType, BankData, Participant } from '../api';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

export const BANK_ACCOUNT_TYPES: readonly { value: BankAccountType; label: string }[] = PIX_ACCOUNT_TYPES.map(
    (value) => ({ value, label: PIX_ACCOUNT_TYPE_LABELS[value] }),
);

export const bankAccountTypeLabel = (type: string) =>
    isPixAccountType(type) ? PIX_ACCOUNT_TYPE_LABELS[type] : type;

/** The recipient's account as typed in "Pix com dados bancários". */
export interface BankDataDraft {
    participant: Participant | null;
    branch: string;
    account: string;
    digit: string;
    accountType: BankAccountType | '';
    /** CPF or CNPJ as typed, with its mask. */
    document: string;
    name: string;
}

export const EMPTY_BANK_DATA: BankDataDraft = {
    participant: null,
    branch: '',
    account: '',
    digit: '',
    accountType: '',
    document: '',
    name: '',
};

export const ACCOUNT_MAX_DIGITS = 19;
export const NAME_MAX = 120;

/** The form's own messages are read from the catalogue when asked for (a brand may reword them). */
export const BANK_DATA_MESSAGES = {
    participant: PIX_TEXTS.ispbRequired,
    get branch() {
        return t('pix_send.bank_data.errors.branch');
    },
    get account() {
        return t('pix_send.bank_data.errors.account');
    },
    get digit() {
        return t('pix_send.bank_data.errors.digit');
    },
    accountType: PIX_TEXTS.accountTypeInvalid,
    document: PIX_TEXTS.documentInvalid,
    name: PIX_TEXTS.nameRequired,
    get nameTooLong() {
        return t('pix_send.bank_data.errors.name_too_long', { max: NAME_MAX });
    },
};

export type BankDataField =
    | 'participant'
    | 'branch'
    | 'account'
    | 'digit'
    | 'accountType'
    | 'document'
    | 'name';
export type BankDataErrors = Partial<Record<BankDataField, string>>;

/** The check digit: the last digit typed (Pix account numbers are digits only). */
export const typeAccountDigit = (text: string) => text.replace(/\D/g, '').slice(-1);

export function validateBankData(draft: BankDataDraft): BankDataErrors {
    const errors: BankDataErrors = {};
    if (!draft.participant) errors.participant = BANK_DATA_MESSAGES.participant;
    if (!/^\d{4}$/.test(draft.branch)) errors.branch = BANK_DATA_MESSAGES.branch;
    if (!/^\d+$/.test(draft.account) || /^0+$/.test(draft.account))
        errors.account = BANK_DATA_MESSAGES.account;
    if (!/^\d$/.test(draft.digit)) errors.digit = BANK_DATA_MESSAGES.digit;
    if (!draft.accountType) errors.accountType = BANK_DATA_MESSAGES.accountType;
    if (!isValidDocument(draft.document)) errors.document = BANK_DATA_MESSAGES.document;
    const name = draft.name.trim();
    if (name.length < 2) errors.name = BANK_DATA_MESSAGES.name;
    else if (name.length > NAME_MAX) errors.name = BANK_DATA_MESSAGES.nameTooLong;
    return errors;
}

/** The `bank_data` of the transfer; call only on a draft without errors. */
export const bankDataBody = (draft: BankDataDraft): BankData => ({
    ispb: draft.participant?.ispb ?? '',
    branch: draft.branch,
    // DICT's account number carries its check digit, digits only (docs/api.md).
    account: `${draft.account}${draft.digit}`,
    account_type: draft.accountType as BankAccountType,
    document: draft.document.replace(/[^0-9A-Z]/gi, '').toUpperCase(),
    name: draft.name.trim().replace(/\s+/g, ' '),
});

/** Server field names (`bank_data.*`) → this part of the form. */
export const bankDataErrorsFrom = (fields: Record<string, string> = {}): BankDataErrors => ({
    participant: fields['bank_data.ispb'],
    branch: fields['bank_data.branch'],
    account: fields['bank_data.account'],
    accountType: fields['bank_data.account_type'],
    document: fields['bank_data.document'],
    name: fields['bank_data.name'] ?? fields.bank_data,
});

/** A participant as the picker lists it: '341 · Itaú Unibanco (ISPB 60701190)'. */
export const participantLabel = (participant: Participant) =>
    `${participant.compe ?? '---'} · ${participant.short_name || participant.name} (ISPB ${participant.ispb})`;
