import { buildCsv, csvAmount } from '../../../domain/csv';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatOurNumber } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import { textOf } from '../../../i18n';
import type { InvoiceView } from './api';
import { invoiceMessages } from './messages';

const t = textOf(invoiceMessages);

export const parcelText = (invoice: Pick<InvoiceView, 'installment'>) =>
    invoice.installment ? `${invoice.installment.number}/${invoice.installment.count}` : '';

export const ourNumberText = (invoice: Pick<InvoiceView, 'our_number' | 'our_number_dv'>) =>
    formatOurNumber(invoice.our_number, invoice.our_number_dv);

export const invoiceCsvHeader = () => [
    t('boleto_invoices.fields.our_number'),
    t('boleto_invoices.fields.payer'),
    'CPF/CNPJ',
    t('boleto_invoices.fields.your_number'),
    t('boleto_invoices.fields.issue_date'),
    t('boleto_invoices.fields.due_date'),
    t('boleto_invoices.fields.amount_csv'),
    t('boleto_invoices.fields.paid_amount_csv'),
    t('boleto_invoices.fields.paid_at'),
    t('boleto_invoices.fields.status'),
    t('boleto_invoices.fields.parcel'),
    t('boleto_invoices.common.line'),
];

/** The list as CSV for Excel pt-BR: amounts as numbers with a decimal comma, dates dd/MM/yyyy. */
export const invoicesCsv = (rows: readonly InvoiceView[]) =>
    buildCsv([
        invoiceCsvHeader(),
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
            statusLabel('invoice', invoice.status),
            parcelText(invoice),
            invoice.line,
        ]),
    ]);

/** The same rows for the PDF report (A4 landscape). */
export const invoiceReportColumns = () => [
    { header: t('boleto_invoices.fields.our_number'), key: 'ourNumber', width: 92 },
    { header: t('boleto_invoices.fields.payer'), key: 'payer' },
    { header: t('boleto_invoices.fields.your_number'), key: 'yourNumber', width: 70 },
    { header: t('boleto_invoices.fields.issue_date'), key: 'issued', width: 58 },
    { header: t('boleto_invoices.fields.due_date'), key: 'due', width: 62 },
    { header: t('boleto_invoices.fields.amount'), key: 'amount', width: 76 },
    { header: t('boleto_invoices.fields.paid'), key: 'paid', width: 96 },
    { header: t('boleto_invoices.fields.status'), key: 'status', width: 62 },
    { header: t('boleto_invoices.fields.parcel'), key: 'parcel', width: 44, align: 'center' as const },
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
        status: statusLabel('invoice', invoice.status),
        parcel: parcelText(invoice),
    }));
