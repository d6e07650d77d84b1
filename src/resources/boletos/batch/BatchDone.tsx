import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { count } from '../../../domain/text';
import { textOf, useMessages } from '../../../i18n';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import { INVOICES } from '../invoices/api';
import { BATCH_LIST_SIZE, type BatchInvoice, type BatchView, batchListPath } from './api';
import { batchMessages } from './messages';

const text = textOf(batchMessages);

const Status = ({ status }: { status: string }) => <StatusChip vocabulary="invoice" value={status} />;

const payerLine = (invoice: BatchInvoice) =>
    formatDocument(invoice.drawee.document) +
    (invoice.installment
        ? ` · ${text('boleto_batch.done.installment', { number: invoice.installment.number, count: invoice.installment.count })}`
        : '');

/** On phones: one stacked card per boleto, nothing to scroll sideways. */
const InvoicesList = ({ invoices }: { invoices: BatchInvoice[] }) => {
    const t = useMessages(batchMessages);
    return (
        <Box
            component="ul"
            aria-label={t('boleto_batch.done.invoices')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
            {invoices.map((invoice) => (
                <Box
                    component="li"
                    key={invoice.id}
                    sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
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
                        {t('boleto_batch.done.card_line', {
                            amount: formatBRL(invoice.amount),
                            due: formatDate(invoice.due_date),
                            our_number: formatOurNumber(invoice.our_number, invoice.our_number_dv),
                        })}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};

const InvoicesTable = ({ invoices }: { invoices: BatchInvoice[] }) => {
    const t = useMessages(batchMessages);
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('boleto_batch.done.invoices')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{t('boleto_batch.fields.payer')}</TableCell>
                        <TableCell>{t('boleto_batch.fields.our_number')}</TableCell>
                        <TableCell>{t('boleto_batch.fields.due_date')}</TableCell>
                        <TableCell align="right">{t('boleto_batch.fields.amount')}</TableCell>
                        <TableCell>{t('boleto_batch.fields.status')}</TableCell>
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
};

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
    const t = useMessages(batchMessages);
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
            <FocusedHeading component="h2">{t('boleto_batch.done.heading', { id: batch.id })}</FocusedHeading>
            <Alert severity="success">
                {t('boleto_batch.done.registered', {
                    smart_count: registered,
                    count: count(registered),
                    total: formatBRL(batch.total),
                })}
            </Alert>
            {invoices.status === 'loading' && <Loading label={t('boleto_batch.done.loading')} />}
            {invoices.status === 'error' && (
                <LoadFailed what={t('boleto_batch.done.what')} onRetry={invoices.retry} />
            )}
            {invoices.status === 'ready' && (
                <>
                    {isSmall ? (
                        <InvoicesList invoices={invoices.data} />
                    ) : (
                        <InvoicesTable invoices={invoices.data} />
                    )}
                    {total > BATCH_LIST_SIZE && (
                        <Typography variant="body2" color="text.secondary">
                            {t('boleto_batch.done.first_shown', {
                                shown: count(BATCH_LIST_SIZE),
                                total: count(total),
                            })}
                        </Typography>
                    )}
                </>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="contained" component={RouterLink} to={batchListPath(batch.id)}>
                    {t('boleto_batch.done.see_batch')}
                </Button>
                <Button onClick={onAgain}>{t('boleto_batch.done.again')}</Button>
            </Stack>
        </Stack>
    );
};
