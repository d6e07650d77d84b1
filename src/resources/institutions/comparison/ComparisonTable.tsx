import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BankFinancialReport } from '../../../contract/bankReports';
import { useMessages } from '../../../i18n';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { bankComparisonMessages } from './messages';
import {
    comparisonRows,
    differenceLabel,
    differenceNote,
    displayValue,
    periodText,
    shortName,
} from './report';

/** The first column stays in view while the banks scroll sideways (360 px). */
const STICKY = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    minWidth: { xs: 120, sm: 180 },
    borderRight: 1,
    borderRightColor: 'divider',
} as const;
/** A bank's column keeps an amount on one line and its name on two at most. */
const FIGURE = { minWidth: 132, whiteSpace: 'nowrap' } as const;

/** Indicators down, banks across, then their total and difference. */
export const ComparisonTable = ({ report }: { report: BankFinancialReport }) => {
    const t = useMessages(bankComparisonMessages);
    const rows = comparisonRows(report);
    return (
        <Box>
            <Box
                sx={{
                    overflowX: 'auto',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                }}
            >
                <Table size="small">
                    <Box component="caption" sx={visuallyHidden}>
                        {t('bank_comparison.table', periodText(report))}
                    </Box>
                    <TableHead>
                        <TableRow>
                            <TableCell component="th" scope="col" sx={STICKY}>
                                {t('bank_comparison.indicator')}
                            </TableCell>
                            {report.banks.map((bank) => (
                                <TableCell
                                    key={bank.bank_id}
                                    component="th"
                                    scope="col"
                                    align="right"
                                    sx={{ minWidth: 132, verticalAlign: 'bottom' }}
                                >
                                    {shortName(bank.name)}
                                </TableCell>
                            ))}
                            <TableCell component="th" scope="col" align="right">
                                {t('bank_comparison.total')}
                            </TableCell>
                            <TableCell component="th" scope="col" align="right">
                                {differenceLabel(report.banks.length)}
                            </TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {rows.map((row) => (
                            <TableRow key={row.metric} hover>
                                <TableCell component="th" scope="row" sx={STICKY}>
                                    {row.label}
                                </TableCell>
                                {row.banks.map((value, index) => (
                                    <TableCell key={report.banks[index].bank_id} align="right" sx={FIGURE}>
                                        {displayValue(row.metric, value)}
                                    </TableCell>
                                ))}
                                <TableCell align="right" sx={{ ...FIGURE, fontWeight: 600 }}>
                                    {displayValue(row.metric, row.total)}
                                </TableCell>
                                <TableCell align="right" sx={FIGURE}>
                                    {displayValue(row.metric, row.difference)}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {differenceNote(report)}
            </Typography>
        </Box>
    );
};
