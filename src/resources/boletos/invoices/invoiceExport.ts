import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatOurNumber } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import type { InvoiceView } from './api';

export const parcelText = (invoice: Pick<InvoiceView, 'installment'>) =>
    invoice.installment ? `${invoice.installment.number}/${invoice.installment.count}` : '';

export const ourNumberText = (invoice: Pick<InvoiceView, 'our_number' | 'our_number_dv'>) =>
    formatOurNumber(invoice.our_number, invoice.our_number_dv);

export const INVOICE_CSV_HEADER = [
    'Nosso número',
    'Pagador',
    'CPF/CNPJ',
    'Seu número',
    'Emissão',
    'Vencimento',
    'Valor (R$)',
    'Valor pago (R$)',
    'Pago em',
    'Situação',
    'Parcela',
    'Linha digitável',
];

/** The list as CSV for Excel pt-BR: amounts as numbers with a decimal comma, dates dd/MM/yyyy. */
export const invoicesCsv = (rows: readonly InvoiceView[]) =>
    buildCsv([
        INVOICE_CSV_HEADER,
        ...rows.map((invoice) => [
            ourNumberText(invoice),
            invoice.drawee.name,
            formatDocument(invoice.drawee.document),
            invoice.your_number,
            formatDate(invoice.issue_date),
            formatDate(invoice.due_date),
            csvAmount(invoice.amount),
            invoice.paid_amount === null ? '' : csvAmount(invoice.paid_amount),
            invoice.paid_at ? formatDateTime(invoice.paid_at) : '',
            statusLabel('generic', invoice.status),
            parcelText(invoice),
            invoice.line,
        ]),
    ]);

/** The same rows for the PDF report (A4 landscape). */
export const INVOICE_REPORT_COLUMNS = [
    { header: 'Nosso número', key: 'ourNumber', width: 92 },
    { header: 'Pagador', key: 'payer' },
    { header: 'Seu número', key: 'yourNumber', width: 70 },
    { header: 'Emissão', key: 'issued', width: 58 },
    { header: 'Vencimento', key: 'due', width: 62 },
    { header: 'Valor', key: 'amount', width: 76 },
    { header: 'Pago', key: 'paid', width: 96 },
    { header: 'Situação', key: 'status', width: 62 },
    { header: 'Parcela', key: 'parcel', width: 44, align: 'center' as const },
];

export const invoiceReportRows = (rows: readonly InvoiceView[]) =>
    rows.map((invoice) => ({
        ourNumber: ourNumberText(invoice),
        payer: `${invoice.drawee.name}\n${formatDocument(invoice.drawee.document)}`,
        yourNumber: invoice.your_number,
        issued: formatDate(invoice.issue_date),
        due: formatDate(invoice.due_date),
        amount: formatBRL(invoice.amount),
        paid:
            invoice.paid_amount === null
                ? ''
                : `${formatBRL(invoice.paid_amount)}\n${formatDate(invoice.paid_at)}`,
        status: statusLabel('generic', invoice.status),
        parcel: parcelText(invoice),
    }));
