import type { PixParticipant } from '../../../contract/pix';
import type {
    BankAccountKind,
    EarlierTransfer,
    TransferParty,
    TransferRequest,
    TransferSimulation,
    TransferView,
} from '../../../contract/transfers';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { isValidDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { maskPixDocument } from '../../../domain/pix';
import { statusLabel } from '../../../domain/statuses';
import { ACCOUNT_KINDS, TRANSFER_DESCRIPTION_MAX, TRANSFER_TEXTS } from '../../../domain/transfers';
import { textOf } from '../../../i18n';
import { INVALID_DATE } from '../../../ui/DateField';
import { transferMessages } from './messages';

export type { BankAccountKind, TransferParty, TransferSimulation, TransferView };

const t = textOf(transferMessages);

/** The resource of the transfers (list, simulate, send, cancel, banks). */
export const TRANSFERS = 'transferencias';
export const RECEIPT_PATH = '/receipt-redirect';
export const receiptLink = (id: number) => `${RECEIPT_PATH}?type=transfer&id=${id}`;

export type Bank = PixParticipant;

/** A bank as the picker lists it: '341 · Itaú Unibanco S.A.'. */
export const bankLabel = (bank: Bank) => `${bank.compe} · ${bank.name}`;

export const accountKindLabel = (kind: BankAccountKind) => t(`transfers.kind.${kind}`);
export const ACCOUNT_KIND_OPTIONS = ACCOUNT_KINDS.map((value) => ({ value, label: accountKindLabel(value) }));

/** What the user typed in the transfer form: kept whole through the simulation and back. */
export interface TransferDraft {
    bank: Bank | null;
    agency: string;
    account: string;
    digit: string;
    kind: BankAccountKind | '';
    /** CPF or CNPJ with its mask. */
    document: string;
    name: string;
    amount: number | null;
    /** '' (today), 'yyyy-MM-dd' or INVALID_DATE. */
    date: string;
    description: string;
}

export const EMPTY_DRAFT: TransferDraft = {
    bank: null,
    agency: '',
    account: '',
    digit: '',
    kind: 'checking',
    document: '',
    name: '',
    amount: null,
    date: '',
    description: '',
};

export type DraftField = keyof TransferDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

/** The amount, date and description every form has (the digital transfer has only these). */
export function detailErrors(draft: Pick<TransferDraft, 'amount' | 'date' | 'description'>, today: string) {
    const errors: DraftErrors = {};
    if (draft.amount === null) errors.amount = TRANSFER_TEXTS.amountRequired;
    else if (draft.amount <= 0) errors.amount = TRANSFER_TEXTS.amountInvalid;
    if (draft.date === INVALID_DATE) errors.date = TRANSFER_TEXTS.dateInvalid;
    else if (draft.date && draft.date < today) errors.date = TRANSFER_TEXTS.paymentDate;
    if (draft.description.length > TRANSFER_DESCRIPTION_MAX)
        errors.description = TRANSFER_TEXTS.descriptionLong;
    return errors;
}

/** The form's own checks, the same rules the bank applies (domain/transfers), before any call. */
export function draftErrors(draft: TransferDraft, today: string): DraftErrors {
    const errors = detailErrors(draft, today);
    if (!draft.bank) errors.bank = TRANSFER_TEXTS.bankRequired;
    if (!/^\d{1,4}$/.test(draft.agency)) errors.agency = TRANSFER_TEXTS.agencyInvalid;
    if (!/^\d+$/.test(draft.account)) errors.account = TRANSFER_TEXTS.accountNumberInvalid;
    if (!/^[0-9X]$/.test(draft.digit)) errors.digit = TRANSFER_TEXTS.accountDigitInvalid;
    if (!draft.kind) errors.kind = TRANSFER_TEXTS.accountKindInvalid;
    if (!isValidDocument(draft.document)) errors.document = TRANSFER_TEXTS.documentInvalid;
    if (draft.name.trim().length < 2) errors.name = TRANSFER_TEXTS.nameRequired;
    return errors;
}

/** The `bank_data` of the request; call only on a draft without errors. */
export const partyOf = (draft: TransferDraft): TransferParty => ({
    name: draft.name.trim().replace(/\s+/g, ' '),
    document: draft.document.replace(/[^0-9A-Z]/gi, '').toUpperCase(),
    bank_code: draft.bank?.compe ?? '',
    bank_ispb: draft.bank?.ispb ?? '',
    bank_name: draft.bank?.name ?? '',
    agency: draft.agency.padStart(4, '0'),
    account: draft.account,
    account_digit: draft.digit,
    account_kind: draft.kind as BankAccountKind,
});

/** The bank's field names → the form's. */
const SERVER_FIELDS: Record<string, DraftField> = {
    'bank_data.bank_code': 'bank',
    'bank_data.agency': 'agency',
    'bank_data.account': 'account',
    'bank_data.account_digit': 'digit',
    'bank_data.account_kind': 'kind',
    'bank_data.document': 'document',
    'bank_data.name': 'name',
    bank_data: 'name',
    to_account_id: 'account',
    amount: 'amount',
    payment_datetime: 'date',
    description: 'description', // not text
};

/** Server field errors sorted into the form's fields, and what belongs to no field of it. */
export function splitServerErrors(fields: Record<string, string>) {
    const form: DraftErrors = {};
    const other: string[] = [];
    for (const [name, message] of Object.entries(fields)) {
        const field = SERVER_FIELDS[name];
        if (field) form[field] ??= message;
        else if (name !== 'password') other.push(message);
    }
    return { form, other };
}

/** A simulated order waiting for its confirmation: the request without the password, and what the bank said. */
export interface PendingOrder {
    request: Omit<TransferRequest, 'password'>;
    simulation: TransferSimulation & { counterparty: TransferParty };
}

const agencyAccount = (party: TransferParty) =>
    t('transfers.receipt.agency_account', {
        agency: party.agency,
        account: party.account,
        digit: party.account_digit,
    });

const bankOf = (party: TransferParty) =>
    t('transfers.receipt.bank_code', { code: party.bank_code, name: party.bank_name });

export const dayLabel = (day: string) => formatDate(`${day}T15:00:00.000Z`);

/** The receipt's lines: who paid, who received, how much, when (dd/MM/yyyy, Brasília), its status. */
export function receiptPairs(transfer: TransferView): [string, string][] {
    const pairs: [string, string][] = [
        [t('transfers.receipt.id'), String(transfer.id)],
        [t('transfers.receipt.status'), statusLabel('generic', transfer.status)],
        [
            t('transfers.review.kind'),
            t(transfer.kind === 'ted' ? 'transfers.review.kind_ted' : 'transfers.review.kind_internal'),
        ],
        [t('transfers.review.amount'), formatBRL(transfer.amount)],
        [t('transfers.review.fee'), formatBRL(transfer.fee)],
        [t('transfers.review.total'), formatBRL(transfer.amount + transfer.fee)],
        [t('transfers.receipt.payment_date'), dayLabel(transfer.payment_date)],
        [t('transfers.receipt.created'), formatDateTime(transfer.created_at)],
    ];
    if (transfer.settled_at)
        pairs.push([t('transfers.receipt.settled'), formatDateTime(transfer.settled_at)]);
    if (transfer.failure_reason) pairs.push([t('transfers.receipt.failure'), transfer.failure_reason]);
    const to = transfer.counterparty;
    pairs.push(
        [t('transfers.review.recipient'), to.name],
        [t('transfers.review.document'), maskPixDocument(to.document)],
        [t('transfers.review.bank'), bankOf(to)],
        [t('transfers.review.account'), `${agencyAccount(to)} · ${accountKindLabel(to.account_kind)}`],
        [
            t('transfers.receipt.payer'),
            `${transfer.payer.name} · ${maskPixDocument(transfer.payer.document)}`,
        ],
        [
            t('transfers.receipt.payer_account'),
            `${bankOf(transfer.payer)} · ${agencyAccount(transfer.payer)}`,
        ],
        [t('transfers.review.description'), transfer.description || t('transfers.review.no_description')],
    );
    return pairs;
}

/** The review's lines: what will move, to whom, when, and the balance after. */
export function reviewPairs(order: PendingOrder, fromLabel: string): [string, string][] {
    const { simulation: s, request } = order;
    const to = s.counterparty;
    return [
        [
            t('transfers.review.kind'),
            t(s.kind === 'ted' ? 'transfers.review.kind_ted' : 'transfers.review.kind_internal'),
        ],
        [t('transfers.review.recipient'), to.name],
        [t('transfers.review.document'), maskPixDocument(to.document)],
        [t('transfers.review.bank'), bankOf(to)],
        [t('transfers.review.account'), agencyAccount(to)],
        [t('transfers.review.from'), fromLabel],
        [t('transfers.review.amount'), formatBRL(request.amount)],
        [t('transfers.review.fee'), formatBRL(s.fee)],
        [t('transfers.review.total'), formatBRL(s.total)],
        [t('transfers.review.date'), s.scheduled ? dayLabel(s.payment_date) : t('transfers.review.today')],
        [t('transfers.review.balance_after'), formatBRL(s.balance_after)],
        [t('transfers.review.description'), request.description || t('transfers.review.no_description')],
    ];
}

/** The review's warning lines for the same transfer confirmed moments ago: when, how much, its status. */
export const repeatItems = (earlier: readonly EarlierTransfer[]) =>
    earlier.map((e) => ({
        id: e.id,
        text: t(e.status === 'scheduled' ? 'transfers.repeat.item_scheduled' : 'transfers.repeat.item', {
            when: formatDateTime(e.created_at),
            date: dayLabel(e.payment_date),
            amount: formatBRL(e.amount),
            status: statusLabel('generic', e.status),
        }),
    }));
