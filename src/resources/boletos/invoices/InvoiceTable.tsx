import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import type { InvoiceView, Sort, SortField } from './api';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { ourNumberText, parcelText } from './invoiceExport';

interface Props {
    rows: InvoiceView[];
    sort: Sort;
    onSort: (sort: Sort) => void;
    onOpen: (invoice: InvoiceView) => void;
}

const Paid = ({ invoice }: { invoice: InvoiceView }) =>
    invoice.paid_amount === null ? (
        <>—</>
    ) : (
        <>
            {formatBRL(invoice.paid_amount)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                em {formatDate(invoice.paid_at)}
            </Typography>
        </>
    );

const SortHeader = ({
    field,
    label,
    sort,
    onSort,
    align,
}: { field: SortField; label: string; align?: 'right' } & Pick<Props, 'sort' | 'onSort'>) => {
    const active = sort.field === field;
    return (
        <TableCell align={align} sortDirection={active ? sort.order : false}>
            <TableSortLabel
                active={active}
                direction={active ? sort.order : 'asc'}
                onClick={() => onSort({ field, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
            >
                {label}
            </TableSortLabel>
        </TableCell>
    );
};

/** Wide screens: one row per boleto, sortable by due date and amount. Phones: one card per boleto. */
export const InvoiceTable = ({ rows, sort, onSort, onOpen }: Props) => {
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    if (narrow) return <InvoiceCards rows={rows} onOpen={onOpen} />;
    return (
        <TableContainer sx={{ bgcolor: 'background.paper' }}>
            <Table size="small" aria-label="Boletos gerados" sx={{ '& td, & th': { px: 1 } }}>
                <TableHead>
                    <TableRow>
                        <TableCell>Nosso número</TableCell>
                        <TableCell>Pagador</TableCell>
                        <TableCell>Seu número</TableCell>
                        <TableCell>Emissão</TableCell>
                        <SortHeader field="due_date" label="Vencimento" sort={sort} onSort={onSort} />
                        <SortHeader field="amount" label="Valor" sort={sort} onSort={onSort} align="right" />
                        <TableCell align="right">Pago</TableCell>
                        <TableCell>Situação</TableCell>
                        <TableCell>Parcela</TableCell>
                        <TableCell>
                            <Box
                                component="span"
                                // Visually hidden, read by screen readers ('1px': a bare 1 would be 100 %).
                                sx={{
                                    position: 'absolute',
                                    width: '1px',
                                    height: '1px',
                                    overflow: 'hidden',
                                    clip: 'rect(0 0 0 0)',
                                    whiteSpace: 'nowrap',
                                }}
                            >
                                Ações
                            </Box>
                        </TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((invoice) => (
                        <TableRow
                            key={invoice.id}
                            hover
                            onClick={() => onOpen(invoice)}
                            sx={{ cursor: 'pointer' }}
                        >
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{ourNumberText(invoice)}</TableCell>
                            <TableCell>
                                {invoice.drawee.name}
                                <Typography
                                    component="span"
                                    variant="body2"
                                    color="text.secondary"
                                    sx={{ display: 'block', whiteSpace: 'nowrap' }}
                                >
                                    {formatDocument(invoice.drawee.document)}
                                </Typography>
                            </TableCell>
                            <TableCell>{invoice.your_number || '—'}</TableCell>
                            <TableCell>{formatDate(invoice.issue_date)}</TableCell>
                            <TableCell>{formatDate(invoice.due_date)}</TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                {formatBRL(invoice.amount)}
                            </TableCell>
                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                <Paid invoice={invoice} />
                            </TableCell>
                            <TableCell>
                                <InvoiceStatusChip status={invoice.status} />
                            </TableCell>
                            <TableCell>{parcelText(invoice) || '—'}</TableCell>
                            <TableCell padding="none">
                                <IconButton
                                    size="small"
                                    onClick={(event) => {
                                        event.stopPropagation();
                                        onOpen(invoice);
                                    }}
                                    aria-label={`Detalhes do boleto ${ourNumberText(invoice)}`}
                                >
                                    <VisibilityIcon fontSize="small" />
                                </IconButton>
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};

/** Stacked cards for narrow screens: payer and situation, amount and due date, then the rest. */
const InvoiceCards = ({ rows, onOpen }: Pick<Props, 'rows' | 'onOpen'>) => (
    <Box
        component="ul"
        aria-label="Boletos gerados"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
        {rows.map((invoice) => (
            <Card key={invoice.id} component="li" variant="outlined">
                <CardActionArea
                    onClick={() => onOpen(invoice)}
                    aria-label={`Detalhes do boleto ${ourNumberText(invoice)}`}
                >
                    <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                        <Box
                            sx={{
                                display: 'flex',
                                justifyContent: 'space-between',
                                gap: 1,
                                alignItems: 'flex-start',
                            }}
                        >
                            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                                {invoice.drawee.name}
                            </Typography>
                            <InvoiceStatusChip status={invoice.status} />
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                            {formatDocument(invoice.drawee.document)} · {ourNumberText(invoice)}
                        </Typography>
                        <Box
                            sx={{
                                display: 'flex',
                                justifyContent: 'space-between',
                                gap: 1,
                                flexWrap: 'wrap',
                            }}
                        >
                            <Typography>{formatBRL(invoice.amount)}</Typography>
                            <Typography variant="body2">Vence {formatDate(invoice.due_date)}</Typography>
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                            Emitido {formatDate(invoice.issue_date)}
                            {invoice.your_number ? ` · Seu número ${invoice.your_number}` : ''}
                            {invoice.installment ? ` · Parcela ${parcelText(invoice)}` : ''}
                            {invoice.paid_amount !== null
                                ? ` · Pago ${formatBRL(invoice.paid_amount)} em ${formatDate(invoice.paid_at)}`
                                : ''}
                        </Typography>
                    </CardContent>
                </CardActionArea>
            </Card>
        ))}
    </Box>
);
