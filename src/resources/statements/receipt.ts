import { currentBrand } from '../../brands';
import type { MovementDetail } from '../../contract/statements';
import { maskCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { formatBRL } from '../../domain/money';
import { textOf } from '../../i18n';
import { accountText, kindLabel } from './api';
import { statementMessages } from './messages';

const t = textOf(statementMessages);

/** A person's CPF masked (***.456.789-**); a company's CNPJ is public and goes in full. */
const documentText = (document: string) =>
    document.length === 11 ? maskCpf(document) : formatDocument(document);

/** The movement's receipt as label and value pairs: on screen and in its PDF. */
export const receiptPairs = ({ transaction: row, account, receipt }: MovementDetail): [string, string][] => {
    const pairs: [string, string][] = [
        [t('statements.detail.date'), formatDateTime(row.created_at)],
        [t('statements.detail.description'), row.description],
        [t('statements.detail.kind'), kindLabel(row.kind)],
        [t('statements.detail.amount'), formatBRL(row.amount)],
        [t('statements.detail.balance_after'), formatBRL(row.balance_after)],
        [
            t('statements.detail.status'),
            row.status === 'reversed' ? t('statements.lines.reversed') : t('statements.detail.done'),
        ],
    ];
    if (row.counterparty) pairs.push([t('statements.detail.counterparty'), row.counterparty]);
    if (row.counterparty_document)
        pairs.push([t('statements.detail.document'), documentText(row.counterparty_document)]);
    pairs.push([t('statements.detail.account'), accountText(account)]);
    if (account.holder) pairs.push([t('statements.detail.holder'), account.holder]);
    if (receipt.origin?.type === 'pix')
        pairs.push([t('statements.detail.end_to_end'), receipt.origin.end_to_end_id]);
    if (receipt.origin?.type === 'bill') pairs.push([t('statements.detail.line'), receipt.origin.line]);
    pairs.push([t('statements.detail.authentication'), receipt.authentication]);
    return pairs;
};

export const receiptFileName = (detail: MovementDetail) =>
    `${t('statements.detail.receipt_file', { id: detail.transaction.id })}.pdf`;

/** The receipt's PDF (A4 portrait, brand header); jsPDF is loaded only now. */
export async function receiptPdf(detail: MovementDetail): Promise<Blob> {
    const { createReport } = await import('../../pdf');
    return createReport({
        title: t('statements.detail.receipt_title'),
        subtitle: detail.receipt.authentication,
        brand: currentBrand(),
        orientation: 'portrait',
    })
        .keyValues(receiptPairs(detail))
        .blob();
}
