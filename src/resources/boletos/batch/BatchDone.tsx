import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatOurNumber } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { statusInfo } from '../../../domain/statuses';
import { count, plural } from '../../../domain/text';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { INVOICES } from '../invoices/api';
import { BATCH_LIST_SIZE, type BatchInvoice, type BatchView, batchListPath } from './api';

const Status = ({ status }: { status: string }) => {
    const { label, color } = statusInfo('generic', status);
    return <Chip size="small" label={label} color={color} variant="outlined" />;
};

const payerLine = (invoice: BatchInvoice) =>
    formatDocument(invoice.drawee.document) +
    (invoice.installment ? ` · parcela ${invoice.installment.number}/${invoice.installment.count}` : '');

/** On phones: one stacked card per boleto, nothing to scroll sideways. */
const InvoicesList = ({ invoices }: { invoices: BatchInvoice[] }) => (
    <Box component="ul" aria-label="Boletos do lote" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invoices.map((invoice) => (
            <Box component="li" key={invoice.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                    <Typography>{invoice.drawee.name}</Typography>
                    <Status status={invoice.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                    {payerLine(invoice)}
                </Typography>
                <Typography variant="body2">
                    {formatBRL(invoice.amount)} · venc. {formatDate(invoice.due_date)} · nosso número{' '}
                    {formatOurNumber(invoice.our_number, invoice.our_number_dv)}
                </Typography>
            </Box>
        ))}
    </Box>
);

const InvoicesTable = ({ invoices }: { invoices: BatchInvoice[] }) => (
    <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Boletos do lote">
            <TableHead>
                <TableRow>
                    <TableCell>Sacado</TableCell>
                    <TableCell>Nosso número</TableCell>
                    <TableCell>Vencimento</TableCell>
                    <TableCell align="right">Valor</TableCell>
                    <TableCell>Situação</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {invoices.map((invoice) => (
                    <TableRow key={invoice.id}>
                        <TableCell sx={{ minWidth: 160 }}>
                            {invoice.drawee.name}
                            <Typography variant="body2" color="text.secondary">
                                {payerLine(invoice)}
                            </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            {formatOurNumber(invoice.our_number, invoice.our_number_dv)}
                        </TableCell>
                        <TableCell>{formatDate(invoice.due_date)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatBRL(invoice.amount)}
                        </TableCell>
                        <TableCell>
                            <Status status={invoice.status} />
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    </TableContainer>
);

/** The registered batch: its figures, its boletos as the bank now has them, and where to follow them. */
export const BatchDone = ({
    batch,
    registered,
    onAgain,
}: {
    batch: BatchView;
    registered: number;
    onAgain: () => void;
}) => {
    const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    // The first boletos of the batch, in issue order, and how many it has.
    const query = useGetList<BatchInvoice>(INVOICES, {
        filter: { batch_id: String(batch.id) },
        pagination: { page: 1, perPage: BATCH_LIST_SIZE },
        sort: { field: 'id', order: 'ASC' },
    });
    const invoices = asLoad(query);
    const total = query.total ?? 0;
    return (
        <Stack spacing={2}>
            <FocusedHeading component="h2">Lote nº {batch.id} registrado</FocusedHeading>
            <Alert severity="success">
                {plural(registered, 'boleto registrado', 'boletos registrados')}, total de{' '}
                {formatBRL(batch.total)}. Eles já podem ser pagos.
            </Alert>
            {invoices.status === 'loading' && <Loading label="Carregando os boletos do lote…" />}
            {invoices.status === 'error' && <LoadFailed what="os boletos do lote" onRetry={invoices.retry} />}
            {invoices.status === 'ready' && (
                <>
                    {isSmall ? (
                        <InvoicesList invoices={invoices.data} />
                    ) : (
                        <InvoicesTable invoices={invoices.data} />
                    )}
                    {total > BATCH_LIST_SIZE && (
                        <Typography variant="body2" color="text.secondary">
                            Mostrando os primeiros {count(BATCH_LIST_SIZE)} de {count(total)} boletos do lote.
                        </Typography>
                    )}
                </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to={batchListPath(batch.id)}>
                    Ver o lote em Boletos gerados
                </Button>
                <Button onClick={onAgain}>Criar outro lote</Button>
            </Stack>
        </Stack>
    );
};
