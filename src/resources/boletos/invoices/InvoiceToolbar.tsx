import AddIcon from '@mui/icons-material/Add';
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { currentBrand } from '../../../brands';
import type { BankDataProvider } from '../../../dataProvider';
import { readAllRows } from '../../../dataProvider/allRows';
import { useVerb } from '../../../dataProvider/hooks';
import { csvBlob } from '../../../domain/csv';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { statusLabel } from '../../../domain/statuses';
import { isHttpError } from '../../../http/HttpError';
import { textOf, useMessages } from '../../../i18n';
import { downloadBlob } from '../../../ui/downloadBlob';
import { DisabledWhenEmpty } from '../../../ui/lists/EmptyListExport';
import { useBusy } from '../../../ui/useBusy';
import {
    INVOICES,
    type InvoiceFilter,
    type InvoiceView,
    type RemittanceFile,
    type Sort,
    toListFilter,
} from './api';
import { invoiceReportColumns, invoiceReportRows, invoicesCsv } from './invoiceExport';
import { invoiceMessages } from './messages';

const text = textOf(invoiceMessages);

/** The report's subtitle: which filter its rows are. */
const filterText = (filter: InvoiceFilter) => {
    const parts = [
        filter.status.length > 0 &&
            text('boleto_invoices.toolbar.report.status', {
                statuses: filter.status.map((s) => statusLabel('invoice', s)).join(', '),
            }),
        filter.dueFrom &&
            text('boleto_invoices.toolbar.report.due_from', { date: formatDate(filter.dueFrom) }),
        filter.dueTo && text('boleto_invoices.toolbar.report.due_to', { date: formatDate(filter.dueTo) }),
        filter.draweeId !== null && text('boleto_invoices.toolbar.report.payer'),
        filter.search && text('boleto_invoices.toolbar.report.search', { search: filter.search }),
    ].filter(Boolean);
    return parts.length > 0
        ? text('boleto_invoices.toolbar.report.filtered', { parts: parts.join('; ') })
        : text('boleto_invoices.toolbar.report.all');
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
    const t = useMessages(invoiceMessages);
    const notify = useNotify();
    const dataProvider = useDataProvider<BankDataProvider>();
    const remittance = useVerb<RemittanceFile>(INVOICES, 'remittance');
    const stamp = toDateOnlyBrasilia();
    const empty = useListContext().total === 0;

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
                    title: t('boleto_invoices.common.list_title'),
                    subtitle: filterText(filter),
                    brand: currentBrand(),
                })
                    .table({ columns: invoiceReportColumns(), rows: invoiceReportRows(rows) })
                    .save(`boletos-${stamp}`);
            } catch (failure) {
                if (!isHttpError(failure)) {
                    notify(t('boleto_invoices.toolbar.pdf_failed'), { type: 'error' });
                }
            }
        });
    const remit = () =>
        run(async () => {
            try {
                const file = await remittance.mutateAsync({});
                downloadBlob(new Blob([file.content], { type: 'text/plain;charset=utf-8' }), file.file_name);
                notify(t('boleto_invoices.toolbar.remitted', { smart_count: file.count }), {
                    type: 'success',
                });
                onRemitted();
            } catch {
                // A 422 ("Nenhum boleto em aberto…") is the http layer's notice, with the bank's message.
            }
        });

    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DisabledWhenEmpty empty={empty}>
                <Button size="small" startIcon={<DescriptionIcon />} onClick={exportCsv} disabled={busy}>
                    {t('boleto_invoices.toolbar.export_csv')}
                </Button>
            </DisabledWhenEmpty>
            <DisabledWhenEmpty empty={empty}>
                <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={exportPdf} disabled={busy}>
                    {t('boleto_invoices.toolbar.export_pdf')}
                </Button>
            </DisabledWhenEmpty>
            {/* The remittance takes every open boleto, whatever the filter: only no boleto at all leaves none. */}
            <DisabledWhenEmpty empty={empty && Object.keys(toListFilter(filter)).length === 0}>
                <Button size="small" startIcon={<SendIcon />} onClick={remit} disabled={busy}>
                    {t('boleto_invoices.toolbar.remittance')}
                </Button>
            </DisabledWhenEmpty>
            <Button
                size="small"
                variant="contained"
                component={RouterLink}
                to="/emitir-boleto"
                startIcon={<AddIcon />}
            >
                {t('boleto_invoices.common.issue')}
            </Button>
        </Box>
    );
};
