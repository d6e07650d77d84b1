import { currentBrand } from '../../brands';
import { textOf } from '../../i18n';
import { type BillPaymentView, receiptPairs } from './api';
import { billMessages } from './messages';

const t = textOf(billMessages);

/** The receipt as a PDF download; jsPDF is loaded only now, when the user asks for it. */
export async function downloadBillReceipt(payment: BillPaymentView) {
    const { createReport } = await import('../../pdf');
    createReport({
        title: t('bills.receipt.pdf_title'),
        subtitle: t('bills.receipt.pdf_subtitle', { authentication: payment.authentication }),
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(payment))
        .save(`comprovante-boleto-${payment.id}`);
}
