import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import type { InstallmentStatus, ScheduleRow } from '../../../domain/slipParcel';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { creditMessages } from './messages';

interface Props {
    rows: readonly (ScheduleRow & { status?: InstallmentStatus })[];
    /** The table's accessible name. */
    label: string;
}

const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;

/**
 * A table that scrolls sideways on a phone. react-admin's layout grows to fit its content (min-width:
 * fit-content), so a plain scroll box would widen the whole page: width 0 takes the table out of that
 * measure and min-width 100% gives it the column's width back.
 */
/** An installment's status as a chip: Em aberto, Vencida, Paga… */
export const InstallmentChip = ({ status }: { status: InstallmentStatus }) => (
    <StatusChip vocabulary="installment" value={status} />
);

export const SCROLL_X = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

/** A Price-table schedule: due date, installment, interest, amortisation, balance (and status once owed). */
export const ScheduleTable = ({ rows, label }: Props) => {
    const t = useMessages(creditMessages);
    const withStatus = rows.some((row) => row.status !== undefined);
    return (
        <TableContainer sx={SCROLL_X}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t('credit.fields.installment')}</TableCell>
                        <TableCell>{t('credit.fields.due_date')}</TableCell>
                        <TableCell {...money}>{t('credit.fields.amount')}</TableCell>
                        <TableCell {...money}>{t('credit.fields.interest')}</TableCell>
                        <TableCell {...money}>{t('credit.fields.amortization')}</TableCell>
                        <TableCell {...money}>{t('credit.fields.balance')}</TableCell>
                        {withStatus && <TableCell>{t('credit.fields.status')}</TableCell>}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row) => (
                        <TableRow key={row.number}>
                            <TableCell>
                                {row.number}/{rows.length}
                            </TableCell>
                            <TableCell>{formatDate(row.due_date)}</TableCell>
                            <TableCell {...money}>{formatBRL(row.amount)}</TableCell>
                            <TableCell {...money}>{formatBRL(row.interest)}</TableCell>
                            <TableCell {...money}>{formatBRL(row.amortization)}</TableCell>
                            <TableCell {...money}>{formatBRL(row.balance)}</TableCell>
                            {withStatus && (
                                <TableCell>{row.status && <InstallmentChip status={row.status} />}</TableCell>
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
