import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { maskPixDocument } from '../../../domain/pix';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import { type AccountView, accountLabel } from '../../accounts';
import type { PixTransfer, TransferState } from './api';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

/** The latest known state of a transfer: the send answer, then what polling learned. */
export type LiveState = Pick<TransferState, 'status' | 'settled_at' | 'failure_reason'>;

/** What the receipt shows, on screen and in the PDF, in this order. */
export function receiptPairs(
    transfer: PixTransfer,
    state: LiveState,
    payer: AccountView,
): [string, string][] {
    const recipient = transfer.recipient;
    const none = t('pix_send.not_available');
    const pairs: [string, string][] = [
        [t('pix_send.receipt.status'), statusLabel('pix', state.status)],
        [t('pix_send.amount'), formatBRL(transfer.amount)],
        [t('pix_send.receipt.date_time'), formatDateTime(transfer.created_at)],
    ];
    if (transfer.scheduled_for)
        pairs.push([t('pix_send.receipt.scheduled_for'), formatDate(transfer.scheduled_for)]);
    if (state.settled_at) pairs.push([t('pix_send.receipt.settled_at'), formatDateTime(state.settled_at)]);
    if (state.status === 'failure' && state.failure_reason)
        pairs.push([t('pix_send.receipt.reason'), state.failure_reason]);
    if (transfer.description) pairs.push([t('pix_send.message'), transfer.description]);
    pairs.push(
        [t('pix_send.recipient.title'), recipient.name],
        [t('pix_send.receipt.recipient_document'), recipient.document_masked],
        [t('pix_send.receipt.recipient_participant'), recipient.participant],
        [
            t('pix_send.receipt.recipient_account'),
            `${recipient.branch || '----'} · ${recipient.account_masked}`,
        ],
        [t('pix_send.receipt.payer'), payer.holder?.name ?? none],
        [t('pix_send.receipt.payer_document'), payer.holder ? maskPixDocument(payer.holder.document) : none],
        [t('pix_send.receipt.payer_participant'), payer.bank?.name ?? none],
        [t('pix_send.receipt.payer_account'), accountLabel(payer)],
        [t('pix_send.receipt.end_to_end_id'), transfer.end_to_end_id],
    );
    return pairs;
}
