import { currentBrand } from '../../../brands';
import { textOf } from '../../../i18n';
import { receiptPairs, type TransferView } from './api';
import { transferMessages } from './messages';

const t = textOf(transferMessages);

/** The receipt as a PDF download; jsPDF is loaded only now, when the user asks for it. */
export async function downloadTransferReceipt(transfer: TransferView) {
    const { createReport } = await import('../../../pdf');
    createReport({
        title: t('transfers.receipt.pdf_title'),
        subtitle: t('transfers.receipt.pdf_subtitle', { id: transfer.id }),
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(transfer))
        .save(t('transfers.receipt.file_name', { id: transfer.id }));
}
