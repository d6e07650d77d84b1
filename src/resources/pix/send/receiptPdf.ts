import { currentBrand } from '../../../brands';
import type { AccountView } from '../../accounts';
import type { PixTransfer } from './api';
import { type LiveState, receiptPairs } from './receipt';

/** The receipt as a PDF download; jsPDF is loaded only now, when the user asks for it. */
export async function downloadPixReceipt(transfer: PixTransfer, state: LiveState, payer: AccountView) {
    const { createReport } = await import('../../../pdf');
    createReport({
        title: 'Comprovante de Pix',
        subtitle: `ID da transação ${transfer.end_to_end_id}`,
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(transfer, state, payer))
        .save(`comprovante-pix-${transfer.id}`);
}
