import { currentBrand } from '../../../brands';
import { textOf } from '../../../i18n';
import type { AccountView } from '../../accounts';
import type { PixTransfer } from './api';
import { pixSendMessages } from './messages';
import { type LiveState, receiptPairs } from './receipt';

const t = textOf(pixSendMessages);

/** The receipt as a PDF download; jsPDF is loaded only now, when the user asks for it. */
export async function downloadPixReceipt(transfer: PixTransfer, state: LiveState, payer: AccountView) {
    const { createReport } = await import('../../../pdf');
    createReport({
        title: t('pix_send.receipt.pdf_title'),
        subtitle: t('pix_send.receipt.pdf_subtitle', { id: transfer.end_to_end_id }),
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(transfer, state, payer))
        .save(t('pix_send.receipt.file_name', { id: transfer.id }));
}
