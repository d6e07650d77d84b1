import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { currentBrand } from '../../../brands';
import type { BankDataProvider } from '../../../dataProvider';
import { readAllRows } from '../../../dataProvider/allRows';
import { useVerb } from '../../../dataProvider/hooks';
import { csvBlob } from '../../../domain/csv';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { statusLabel } from '../../../domain/statuses';
import { isHttpError } from '../../../http/HttpError';
import { downloadBlob } from '../../../ui/downloadBlob';
import { useBusy } from '../../../ui/useBusy';
import {
    INVOICES,
    type InvoiceFilter,
    type InvoiceView,
    type RemittanceFile,
    type Sort,
    toListFilter,
} from './api';
import { INVOICE_REPORT_COLUMNS, invoiceReportRows, invoicesCsv } from './invoiceExport';

/** The report's subtitle: which filter its rows are. */
const filterText = (filter: InvoiceFilter) => {
    const parts = [
        filter.status.length > 0 &&
            `Situação: ${filter.status.map((s) => statusLabel('generic', s)).join(', ')}`,
        filter.dueFrom && `vencimento a partir de ${formatDate(filter.dueFrom)}`,
        filter.dueTo && `vencimento até ${formatDate(filter.dueTo)}`,
        filter.draweeId !== null && 'um pagador',
        filter.search && `busca "${filter.search}"`,
    ].filter(Boolean);
    return parts.length > 0 ? `Filtros: ${parts.join('; ')}` : 'Todos os boletos';
};

/** Every boleto of the filter, page after page, through the data provider (exports). */
const everyInvoice = (dataProvider: BankDataProvider, filter: InvoiceFilter, sort: Sort) =>
    readAllRows<InvoiceView>(dataProvider, INVOICES, toListFilter(filter), { sort, perPage: 500 });

interface Props {
    filter: InvoiceFilter;
    sort: Sort;
    onRemitted: () => void;
}

/** Exports of the current filter (every page), the CNAB 240 remittance, and a new boleto. */
export const InvoiceToolbar = ({ filter, sort, onRemitted }: Props) => {
    const { busy, run } = useBusy();
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const remittance = useVerb<RemittanceFile>(INVOICES, 'remittance');
    const stamp = toDateOnlyBrasilia();

    const exportCsv = () =>
        run(async () => {
            try {
                const rows = await everyInvoice(dataProvider, filter, sort);
                downloadBlob(csvBlob(invoicesCsv(rows)), `boletos-${stamp}.csv`);
            } catch {
                // The http layer showed the notice.
            }
        });
    const exportPdf = () =>
        run(async () => {
            try {
                const [rows, { createReport }] = await Promise.all([
                    everyInvoice(dataProvider, filter, sort),
                    import('../../../pdf'),
                ]);
                createReport({
                    title: 'Boletos gerados',
                    subtitle: filterText(filter),
                    brand: currentBrand(),
                })
                    .table({ columns: INVOICE_REPORT_COLUMNS, rows: invoiceReportRows(rows) })
                    .save(`boletos-${stamp}`);
            } catch (failure) {
                if (!isHttpError(failure)) {
                    notify('Não foi possível gerar o PDF. Tente novamente.', { type: 'error' });
                }
            }
        });
    const remit = () =>
        run(async () => {
            try {
                const file = await remittance.mutateAsync({});
                downloadBlob(new Blob([file.content], { type: 'text/plain;charset=utf-8' }), file.file_name);
                notify(
                    `Remessa com ${file.count} ${file.count === 1 ? 'boleto gerada' : 'boletos gerada'}.`,
                    {
                        type: 'success',
                    },
                );
                onRemitted();
            } catch {
                // A 422 ("Nenhum boleto em aberto…") is the http layer's notice, with the bank's message.
            }
        });

    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" startIcon={<DescriptionIcon />} onClick={exportCsv} disabled={busy}>
                Exportar CSV
            </Button>
            <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={exportPdf} disabled={busy}>
                Exportar PDF
            </Button>
            <Button size="small" startIcon={<SendIcon />} onClick={remit} disabled={busy}>
                Remessa CNAB
            </Button>
            <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to="/emitir-boleto"
                startIcon={<AddIcon />}
            >
                Emitir boleto
            </Button>
        </Box>
    );
};
