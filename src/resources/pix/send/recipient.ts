import { maskPixDocument } from '../../../domain/pix';
import { PIX_KEY_LABELS, type PixKeyType } from '../../../domain/pixKeys';
import { textOf } from '../../../i18n';
import { formatPixKey } from '../keyFormat';
import type { KeyOwner, PixTarget } from './api';
import { type BankDataDraft, bankAccountTypeLabel, participantLabel } from './bankData';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

/** Who receives, as the confirmation and the recipient card show it. */
export interface RecipientView {
    name: string;
    /** Masked as the DICT shows it ('***.456.789-**'), or a company's CNPJ in full. */
    document: string;
    participant: string;
    branch?: string;
    account?: string;
    accountType?: string;
    key?: { type: PixKeyType; key: string };
}

/** What the confirmation needs to send: who receives (shown) and how the API names them (sent). */
export interface PixOrder {
    recipient: RecipientView;
    target: PixTarget;
    amount: number;
    message: string;
    /** yyyy-MM-dd, null for today. */
    scheduledFor: string | null;
    saveFavorite: boolean;
    /** A dynamic charge's amount: the receiver fixed it. */
    fixedAmount: boolean;
}

export const ownerView = (owner: KeyOwner): RecipientView => ({
    name: owner.name,
    document: owner.document_masked,
    participant: owner.participant || t('pix_send.recipient.ispb', { ispb: owner.ispb }),
    branch: owner.branch,
    account: owner.account_masked,
    accountType: owner.account_type ? bankAccountTypeLabel(owner.account_type) : undefined,
    key: owner.key && owner.type ? { type: owner.type, key: owner.key } : undefined,
});

export const bankDataView = (draft: BankDataDraft): RecipientView => ({
    name: draft.name.trim(),
    document: maskPixDocument(draft.document.replace(/[^0-9A-Z]/gi, '').toUpperCase()),
    participant: draft.participant ? participantLabel(draft.participant) : '',
    branch: draft.branch,
    account: `${draft.account}-${draft.digit}`,
    accountType: draft.accountType ? bankAccountTypeLabel(draft.accountType) : undefined,
});

export function recipientPairs(view: RecipientView): [string, string][] {
    const pairs: [string, string][] = [
        [t('pix_send.recipient.name'), view.name],
        [t('pix_send.recipient.document'), view.document],
        [t('pix_send.bank_data.participant.label'), view.participant],
    ];
    if (view.branch) pairs.push([t('pix_send.bank_data.branch'), view.branch]);
    if (view.account)
        pairs.push([
            t('pix_send.bank_data.account'),
            view.accountType ? `${view.account} (${view.accountType})` : view.account,
        ]);
    if (view.key)
        pairs.push([
            t('pix_send.recipient.key', { type: PIX_KEY_LABELS[view.key.type] }),
            formatPixKey(view.key.type, view.key.key),
        ]);
    return pairs;
}
