import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { formatDate } from '../../../domain/dates';
import { daysBetween, splitInstallments } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { invoiceMessages } from './messages';

/**
 * The parcels the bank will issue, as it will issue them (splitInstallments: equal cents, the remainder on
 * the first, due dates a month apart), with their total: exactly the amount typed.
 */
export const InstallmentsPreview = () => {
    const t = useMessages(invoiceMessages);
    const [amount, count, due] = useWatch({ name: ['amount', 'installments', 'due_date'] }) as [
        number | null,
        number,
        string,
    ];
    if (!count || count < 2) return null;
    if (!amount || Number.isNaN(daysBetween(due, due))) {
        return (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('boleto_invoices.installments.hint')}
            </Typography>
        );
    }
    const parcels = splitInstallments(amount, count, due);
    const total = parcels.reduce((sum, parcel) => sum + parcel.amount, 0);
    return (
        <Table
            size="small"
            aria-label={t('boleto_invoices.common.installments')}
            sx={{ mb: 2, maxWidth: 420 }}
        >
            <TableHead>
                <TableRow>
                    <TableCell>{t('boleto_invoices.fields.parcel')}</TableCell>
                    <TableCell>{t('boleto_invoices.fields.due_date')}</TableCell>
                    <TableCell align="right">{t('boleto_invoices.fields.amount')}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {parcels.map((parcel) => (
                    <TableRow key={parcel.number}>
                        <TableCell>
                            {parcel.number}/{parcel.count}
                        </TableCell>
                        <TableCell>{formatDate(parcel.due_date)}</TableCell>
                        <TableCell align="right">{formatBRL(parcel.amount)}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
            <TableFooter sx={{ '& td': { color: 'text.primary', fontWeight: 600, fontSize: 'inherit' } }}>
                <TableRow>
                    <TableCell colSpan={2}>{t('boleto_invoices.installments.total')}</TableCell>
                    <TableCell align="right">{formatBRL(total)}</TableCell>
                </TableRow>
            </TableFooter>
        </Table>
    );
};
