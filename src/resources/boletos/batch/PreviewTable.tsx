import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import type { InvoiceCsvParse, InvoiceCsvRow } from '../../../domain/invoiceCsv';
import { formatBRL } from '../../../domain/money';
import { type CsvColumn, CsvLinesTable } from '../../../ui/csvBatch/CsvLinesTable';

type Parsed = Extract<InvoiceCsvParse, { ok: true }>;

/** What a line's cells said, readable even when some could not be read. */
const amountOf = (row: InvoiceCsvRow) => (row.invoice.amount > 0 ? formatBRL(row.invoice.amount) : '—');
const dueOf = (row: InvoiceCsvRow) => (row.invoice.due_date ? formatDate(row.invoice.due_date) : '—');

/** The boleto lines of the file: payer (by the holder's payers' names), document, amount, due date, parcels. */
export const PreviewTable = ({ parsed, names }: { parsed: Parsed; names: ReadonlyMap<string, string> }) => {
    const payer = (row: InvoiceCsvRow) => names.get(row.invoice.drawee_document) ?? '—';
    const columns: CsvColumn<InvoiceCsvRow>[] = [
        { header: 'Sacado', cell: payer, sx: { minWidth: 160 } },
        {
            header: 'CPF/CNPJ',
            cell: (row) => formatDocument(row.invoice.drawee_document),
            sx: { whiteSpace: 'nowrap' },
        },
        { header: 'Valor', cell: amountOf, align: 'right', sx: { whiteSpace: 'nowrap' } },
        { header: 'Vencimento', cell: dueOf },
        { header: 'Parcelas', cell: (row) => row.invoice.installments || '—', align: 'right' },
    ];
    return (
        <CsvLinesTable
            parsed={parsed}
            columns={columns}
            title={payer}
            details={(row) =>
                [formatDocument(row.invoice.drawee_document), amountOf(row), `venc. ${dueOf(row)}`].join(
                    ' · ',
                )
            }
        />
    );
};
