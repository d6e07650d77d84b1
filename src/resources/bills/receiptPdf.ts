import { currentBrand } from '../../brands';
import { type BillPaymentView, receiptPairs } from './api';

/** The receipt as a PDF download; jsPDF is loaded only now, when the user asks for it. */
export async function downloadBillReceipt(payment: BillPaymentView) {
    const { createReport } = await import('../../pdf');
    createReport({
        title: 'Comprovante de pagamento de boleto',
        subtitle: `Autenticação ${payment.authentication}`,
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(payment))
        .save(`comprovante-boleto-${payment.id}`);
}
