import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import type { InvoiceCsvParse, InvoiceCsvRow } from '../../../domain/invoiceCsv';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { type CsvColumn, CsvLinesTable } from '../../../ui/csvBatch/CsvLinesTable';
import { batchMessages } from './messages';

type Parsed = Extract<InvoiceCsvParse, { ok: true }>;

/** What a line's cells said, readable even when some could not be read. */
const amountOf = (row: InvoiceCsvRow) => (row.invoice.amount > 0 ? formatBRL(row.invoice.amount) : '—');
const dueOf = (row: InvoiceCsvRow) => (row.invoice.due_date ? formatDate(row.invoice.due_date) : '—');

/** The boleto lines of the file: payer (by the holder's payers' names), document, amount, due date, parcels. */
export const PreviewTable = ({ parsed, names }: { parsed: Parsed; names: ReadonlyMap<string, string> }) => {
    const t = useMessages(batchMessages);
    const payer = (row: InvoiceCsvRow) => names.get(row.invoice.drawee_document) ?? '—';
    const columns: CsvColumn<InvoiceCsvRow>[] = [
        { header: t('boleto_batch.fields.payer'), cell: payer, sx: { minWidth: 160 } },
        {
            header: t('boleto_batch.fields.document'),
            cell: (row) => formatDocument(row.invoice.drawee_document),
            sx: { whiteSpace: 'nowrap' },
        },
        {
            header: t('boleto_batch.fields.amount'),
            cell: amountOf,
            align: 'right',
            sx: { whiteSpace: 'nowrap' },
        },
        { header: t('boleto_batch.fields.due_date'), cell: dueOf },
        {
            header: t('boleto_batch.fields.installments'),
            cell: (row) => row.invoice.installments || '—',
            align: 'right',
        },
    ];
    return (
        <CsvLinesTable
            parsed={parsed}
            columns={columns}
            title={payer}
            details={(row) =>
                [
                    formatDocument(row.invoice.drawee_document),
                    amountOf(row),
                    t('boleto_batch.common.due_short', { date: dueOf(row) }),
                ].join(' · ')
            }
        />
    );
};
