import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { getUser } from '../../../authProvider/session';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { FigureCard } from '../../../ui/FigureCard';
import { FILTER_GROW, FilterForm } from '../../../ui/FilterForm';
import { HeaderRow } from '../../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { useLoad } from '../../../ui/useLoad';
import { isStaff } from '../../accounts';
import { slipsApi } from './api';
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

const ReportTable = ({ rows, withHolder }: { rows: readonly ReportRow[]; withHolder: boolean }) => (
    <TableContainer sx={SCROLL_X}>
        <Table size="small" aria-label="Parcelas">
            <TableHead>
                <TableRow>
                    <TableCell>Vencimento</TableCell>
                    {withHolder && <TableCell>Titular</TableCell>}
                    <TableCell>Beneficiário</TableCell>
                    <TableCell>Parcela</TableCell>
                    <TableCell {...money}>Valor</TableCell>
                    <TableCell {...money}>Juros</TableCell>
                    <TableCell {...money}>Amortização</TableCell>
                    <TableCell>Situação</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map((row) => (
                    <TableRow key={`${row.slipId}-${row.number}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date)}</TableCell>
                        {withHolder && <TableCell>{row.holder}</TableCell>}
                        <TableCell sx={{ minWidth: 180 }}>{row.beneficiary}</TableCell>
                        <TableCell>
                            {row.number}/{row.count}
                        </TableCell>
                        <TableCell {...money}>{formatBRL(row.amount)}</TableCell>
                        <TableCell {...money}>{formatBRL(row.interest)}</TableCell>
                        <TableCell {...money}>{formatBRL(row.amortization)}</TableCell>
                        <TableCell>
                            <InstallmentChip status={row.status} />
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </TableContainer>
);

/**
 * `/relatorio-parcelamento`: every installment of the holder's approved requests (every holder's, for staff),
 * filtered by due date and status, with totals and CSV and PDF export.
 */
export const InstallmentsReportPage = () => {
    const slips = useLoad('slip-report', (signal) => slipsApi.list({ status: 'approved' }, signal));
    const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
    const withHolder = isStaff(getUser());
    const errors = filterErrors(filter);
    const valid = !errors.from && !errors.to;

    const all = useMemo(() => (slips.status === 'ready' ? reportRows(slips.data) : []), [slips]);
    const shown = valid ? applyFilter(all, filter) : [];
    const totals = totalsByStatus(shown);

    return (
        <Box sx={{ py: 2 }}>
            <Title title="Relatório de parcelamentos" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Relatório de parcelas
            </Typography>
            <FilterForm label="Filtros do relatório">
                <TextField
                    type="date"
                    size="small"
                    label="Vencimento de"
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
                    label="Vencimento até"
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
                    label="Situação"
                    value={filter.status}
                    onChange={(event) =>
                        setFilter({ ...filter, status: event.target.value as ReportFilter['status'] })
                    }
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 180, ...FILTER_GROW }}
                >
                    <option value="">Todas</option>
                    {STATUS_CHOICES.map(([status, label]) => (
                        <option key={status} value={status}>
                            {label}
                        </option>
                    ))}
                </TextField>
                {(filter.from || filter.to || filter.status) && (
                    <Button onClick={() => setFilter(NO_FILTER)}>Limpar filtros</Button>
                )}
            </FilterForm>
            {slips.status === 'loading' && <Loading label="Carregando as parcelas…" />}
            {slips.status === 'error' && <LoadFailed what="as parcelas" onRetry={slips.retry} />}
            {slips.status === 'ready' && !valid && (
                <Typography color="text.secondary">Corrija o período para ver as parcelas.</Typography>
            )}
            {slips.status === 'ready' && valid && (
                <>
                    <Grid container spacing={2} sx={{ mb: 2 }}>
                        {STATUS_CHOICES.map(([status, label]) => (
                            <Grid key={status} size={{ xs: 12, sm: 4 }}>
                                <FigureCard size="h6" label={label}>
                                    {formatBRL(totals[status])}
                                </FigureCard>
                            </Grid>
                        ))}
                    </Grid>
                    <HeaderRow gap={1}>
                        <Typography variant="body2" color="text.secondary" aria-live="polite">
                            {shown.length === 1 ? '1 parcela' : `${shown.length} parcelas`}
                        </Typography>
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                            <ExportCsvButton
                                csv={() => reportCsv(shown, withHolder)}
                                fileName={`${reportFileName(filter)}.csv`}
                                disabled={shown.length === 0}
                            />
                            <PdfDownloadButton
                                variant="outlined"
                                size="small"
                                startIcon={<PictureAsPdfIcon />}
                                download={() => downloadReportPdf(shown, filter, withHolder)}
                                disabled={shown.length === 0}
                            >
                                Exportar PDF
                            </PdfDownloadButton>
                        </Box>
                    </HeaderRow>
                    {shown.length === 0 ? (
                        <Typography color="text.secondary" sx={{ py: 2 }}>
                            {all.length === 0
                                ? 'Nenhum parcelamento aprovado ainda.'
                                : 'Nenhuma parcela com estes filtros.'}
                        </Typography>
                    ) : (
                        <ReportTable rows={shown} withHolder={withHolder} />
                    )}
                </>
            )}
        </Box>
    );
};
