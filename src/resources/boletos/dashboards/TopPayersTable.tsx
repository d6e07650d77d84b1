import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDocument } from '../../../domain/document';
import type { TopPayer } from '../../../domain/invoiceDashboard';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { countText } from '../../../ui/dashboards/format';
import { invoiceDashboardMessages } from './messages';

/**
 * The largest open payers; scrolls sideways on a narrow screen. Its width comes from the card, never from the
 * table (width 0, at least 100 %), so a wide table cannot widen the page.
 */
export const TopPayersTable = ({ payers, label }: { payers: TopPayer[]; label: string }) => {
    const t = useMessages(invoiceDashboardMessages);
    return (
        // Focusable so that a keyboard can scroll it when it overflows.
        <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ width: 0, minWidth: '100%' }}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t('boleto_dashboards.charge.top_payers.payer')}</TableCell>
                        <TableCell align="right">{t('boleto_dashboards.common.boletos')}</TableCell>
                        <TableCell align="right">{t('boleto_dashboards.charge.top_payers.open')}</TableCell>
                        <TableCell align="right">
                            {t('boleto_dashboards.charge.top_payers.overdue')}
                        </TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {payers.map((payer) => (
                        <TableRow key={payer.document}>
                            <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                                {payer.name}
                                <br />
                                <small>{formatDocument(payer.document)}</small>
                            </TableCell>
                            <TableCell align="right">{countText(payer.count)}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                {formatBRL(payer.amount)}
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                {formatBRL(payer.overdue_amount)}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
