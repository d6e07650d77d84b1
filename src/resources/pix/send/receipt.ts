import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { maskPixDocument, pixStatusInfo } from '../../../domain/pix';
import { type AccountView, accountLabel } from '../../accounts';
import type { PixTransfer, TransferState } from './api';

/** The latest known state of a transfer: the send answer, then what polling learned. */
export type LiveState = Pick<TransferState, 'status' | 'settled_at' | 'failure_reason'>;

/** What the receipt shows, on screen and in the PDF, in this order. */
export function receiptPairs(
    transfer: PixTransfer,
    state: LiveState,
    payer: AccountView,
): [string, string][] {
    const recipient = transfer.recipient;
    const pairs: [string, string][] = [
        ['Situação', pixStatusInfo(state.status).label],
        ['Valor', formatBRL(transfer.amount)],
        ['Data e hora', formatDateTime(transfer.created_at)],
    ];
    if (transfer.scheduled_for) pairs.push(['Agendado para', formatDate(transfer.scheduled_for)]);
    if (state.settled_at) pairs.push(['Concluído em', formatDateTime(state.settled_at)]);
    if (state.status === 'failure' && state.failure_reason) pairs.push(['Motivo', state.failure_reason]);
    if (transfer.description) pairs.push(['Mensagem', transfer.description]);
    pairs.push(
        ['Recebedor', recipient.name],
        ['CPF/CNPJ do recebedor', recipient.document_masked],
        ['Instituição do recebedor', recipient.participant],
        ['Agência e conta do recebedor', `${recipient.branch || '----'} · ${recipient.account_masked}`],
        ['Pagador', payer.holder?.name ?? 'N/A'],
        ['CPF/CNPJ do pagador', payer.holder ? maskPixDocument(payer.holder.document) : 'N/A'],
        ['Instituição do pagador', payer.bank?.name ?? 'N/A'],
        ['Agência e conta do pagador', accountLabel(payer)],
        ['ID da transação', transfer.end_to_end_id],
    );
    return pairs;
}
