import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { DataTable, ListContextProvider, Pagination, Title, useGetList, useList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { FigureCard } from '../../../ui/FigureCard';
import { HeaderRow } from '../../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { isStaff } from '../../accounts';
import { SLIPS, type SlipParcelView } from './api';
import { creditMessages } from './messages';
import {
    applyFilter,
    downloadReportPdf,
    filterErrors,
    NO_FILTER,
    type ReportFilter,
    type ReportRow,
    reportCsv,
    reportFileName,
    reportRows,
    STATUS_CHOICES,
    totalsByStatus,
} from './report';
import { InstallmentChip, SCROLL_X } from './ScheduleTable';

const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
const rowId = (row: ReportRow) => `${row.slipId}-${row.number}`;

/**
 * The installments shown (already filtered), as react-admin's list in memory (the API lists requests, not
 * installments): sorted by due date or amount from the column headers, paged by react-admin.
 */
const ReportTable = ({ rows, withHolder }: { rows: readonly ReportRow[]; withHolder: boolean }) => {
    const t = useMessages(creditMessages);
    const data = useMemo(() => rows.map((row) => ({ ...row, id: rowId(row) })), [rows]);
    const list = useList({ data, sort: { field: 'due_date', order: 'ASC' }, perPage: 25 });
    return (
        <ListContextProvider value={list}>
            <Box sx={SCROLL_X}>
                <DataTable
                    resource="parcelas-relatorio"
                    aria-label={t('credit.fields.installments')}
                    bulkActionButtons={false}
                    rowClick={false}
                >
                    <DataTable.Col
                        source="due_date"
                        label={t('credit.fields.due_date')}
                        render={(row: ReportRow) => formatDate(row.due_date)}
                        sx={{ whiteSpace: 'nowrap' }}
                    />
                    {withHolder && (
                        <DataTable.Col source="holder" label={t('credit.fields.holder')} disableSort />
                    )}
                    <DataTable.Col
                        source="beneficiary"
                        label={t('credit.fields.beneficiary')}
                        disableSort
                        sx={{ minWidth: 180 }}
                    />
                    <DataTable.Col
                        source="number"
                        label={t('credit.fields.installment')}
                        disableSort
                        render={(row: ReportRow) => `${row.number}/${row.count}`}
                    />
                    <DataTable.Col
                        source="amount"
                        label={t('credit.fields.amount')}
                        {...money}
                        render={(row: ReportRow) => formatBRL(row.amount)}
                    />
                    <DataTable.Col
                        source="interest"
                        label={t('credit.fields.interest')}
                        disableSort
                        {...money}
                        render={(row: ReportRow) => formatBRL(row.interest)}
                    />
                    <DataTable.Col
                        source="amortization"
                        label={t('credit.fields.amortization')}
                        disableSort
                        {...money}
                        render={(row: ReportRow) => formatBRL(row.amortization)}
                    />
                    <DataTable.Col
                        source="status"
                        label={t('credit.fields.status')}
                        disableSort
                        render={(row: ReportRow) => <InstallmentChip status={row.status} />}
                    />
                </DataTable>
            </Box>
            <Pagination />
        </ListContextProvider>
    );
};

/** Full width on phones, its own width from `sm` up. */
const FILTER_GROW = { flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

/** The report's filter lives in the URL (`de`, `ate`, `situacao`), so a reload or a shared link keeps it. */
const useReportFilter = (): [ReportFilter, (filter: ReportFilter) => void] => {
    const [params, setParams] = useSearchParams();
    const filter: ReportFilter = {
        from: params.get('de') ?? NO_FILTER.from,
        to: params.get('ate') ?? NO_FILTER.to,
        status: STATUS_CHOICES.find(([status]) => status === params.get('situacao'))?.[0] ?? NO_FILTER.status,
    };
    const setFilter = (next: ReportFilter) => {
        const entries = Object.entries({ de: next.from, ate: next.to, situacao: next.status });
        setParams(new URLSearchParams(entries.filter(([, value]) => value !== '')), { replace: true });
    };
    return [filter, setFilter];
};

/**
 * `/relatorio-parcelamento`: every installment of the holder's approved requests (every holder's, for staff),
 * filtered by due date and status, with totals and CSV and PDF export.
 */
export const InstallmentsReportPage = () => {
    const t = useMessages(creditMessages);
    const slips = asLoad(
        useGetList<SlipParcelView>(SLIPS, {
            filter: { status: 'approved' },
            pagination: { page: 1, perPage: 500 },
            sort: { field: 'created_at', order: 'DESC' },
        }),
    );
    const [filter, setFilter] = useReportFilter();
    const withHolder = isStaff(getUser());
    const errors = filterErrors(filter);
    const valid = !errors.from && !errors.to;

    const all = useMemo(() => (slips.status === 'ready' ? reportRows(slips.data) : []), [slips]);
    const shown = valid ? applyFilter(all, filter) : [];
    const totals = totalsByStatus(shown);

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('credit.report.page_title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('credit.report.title')}
            </Typography>
            <Box
                component="form"
                aria-label={t('credit.report.filters')}
                onSubmit={(event) => event.preventDefault()}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
            >
                <TextField
                    type="date"
                    size="small"
                    label={t('credit.report.due_from')}
                    value={filter.from}
                    onChange={(event) => setFilter({ ...filter, from: event.target.value })}
                    error={Boolean(errors.from)}
                    helperText={errors.from}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={FILTER_GROW}
                />
                <TextField
                    type="date"
                    size="small"
                    label={t('credit.report.due_to')}
                    value={filter.to}
                    onChange={(event) => setFilter({ ...filter, to: event.target.value })}
                    error={Boolean(errors.to)}
                    helperText={errors.to}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={FILTER_GROW}
                />
                <TextField
                    select
                    size="small"
                    label={t('credit.fields.status')}
                    value={filter.status}
                    onChange={(event) =>
                        setFilter({ ...filter, status: event.target.value as ReportFilter['status'] })
                    }
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 180, ...FILTER_GROW }}
                >
                    <option value="">{t('credit.report.all_statuses')}</option>
                    {STATUS_CHOICES.map(([status, label]) => (
                        <option key={status} value={status}>
                            {t(label)}
                        </option>
                    ))}
                </TextField>
                {(filter.from || filter.to || filter.status) && (
                    <Button onClick={() => setFilter(NO_FILTER)}>{t('credit.report.clear')}</Button>
                )}
            </Box>
            {slips.status === 'loading' && <Loading label={t('credit.details.loading')} />}
            {slips.status === 'error' && <LoadFailed what={t('credit.details.what')} onRetry={slips.retry} />}
            {slips.status === 'ready' && !valid && (
                <Typography color="text.secondary">{t('credit.report.fix_period')}</Typography>
            )}
            {slips.status === 'ready' && valid && (
                <>
                    <Grid container spacing={2} sx={{ mb: 2 }}>
                        {STATUS_CHOICES.map(([status, label]) => (
                            <Grid key={status} size={{ xs: 12, sm: 4 }}>
                                <FigureCard size="h6" label={t(label)}>
                                    {formatBRL(totals[status])}
                                </FigureCard>
                            </Grid>
                        ))}
                    </Grid>
                    <HeaderRow gap={1}>
                        <Typography variant="body2" color="text.secondary" aria-live="polite">
                            {t('credit.report.count', { smart_count: shown.length })}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                            <ExportCsvButton
                                csv={() => reportCsv(shown, withHolder)}
                                fileName={`${reportFileName(filter)}.csv`}
                                empty={shown.length === 0}
                            />
                            <PdfDownloadButton
                                variant="outlined"
                                size="small"
                                startIcon={<PictureAsPdfIcon />}
                                download={() => downloadReportPdf(shown, filter, withHolder)}
                                empty={shown.length === 0}
                            >
                                {t('credit.report.export_pdf')}
                            </PdfDownloadButton>
                        </Box>
                    </HeaderRow>
                    {shown.length === 0 ? (
                        <Typography color="text.secondary" sx={{ py: 2 }}>
                            {all.length === 0 ? t('credit.report.no_approved') : t('credit.report.no_match')}
                        </Typography>
                    ) : (
                        <ReportTable rows={shown} withHolder={withHolder} />
                    )}
                </>
            )}
        </Box>
    );
};
