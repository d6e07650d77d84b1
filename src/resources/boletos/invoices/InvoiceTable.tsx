import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, useListContext } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import type { InvoiceView } from './api';
import { ourNumberText, parcelText } from './invoiceExport';
import { invoiceMessages } from './messages';

interface Props {
    onOpen: (invoice: InvoiceView) => void;
}

const Paid = ({ invoice }: { invoice: InvoiceView }) => {
    const t = useMessages(invoiceMessages);
    return invoice.paid_amount === null ? (
        <>—</>
    ) : (
        <>
            {formatBRL(invoice.paid_amount)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {t('boleto_invoices.table.paid_on', { date: formatDate(invoice.paid_at) })}
            </Typography>
        </>
    );
};

const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;

/**
 * The list's page of boletos (react-admin's list context). Wide screens: a DataTable, one row per boleto,
 * sortable by due date and amount. Phones: one card per boleto.
 */
export const InvoiceTable = ({ onOpen }: Props) => {
    const t = useMessages(invoiceMessages);
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const { data = [] } = useListContext<InvoiceView>();
    if (narrow) return <InvoiceCards rows={data} onOpen={onOpen} />;
    return (
        <DataTable<InvoiceView>
            aria-label={t('boleto_invoices.common.list_title')}
            bulkActionButtons={false}
            rowClick={(_id, _resource, record) => {
                onOpen(record);
                return false;
            }}
            sx={{ bgcolor: 'background.paper', '& td, & th': { px: 1 } }}
        >
            <DataTable.Col
                source="our_number"
                label={t('boleto_invoices.fields.our_number')}
                disableSort
                render={(invoice: InvoiceView) => ourNumberText(invoice)}
                sx={{ whiteSpace: 'nowrap' }}
            />
            <DataTable.Col
                source="drawee.name"
                label={t('boleto_invoices.fields.payer')}
                disableSort
                render={(invoice: InvoiceView) => (
                    <>
                        {invoice.drawee.name}
                        <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: 'block', whiteSpace: 'nowrap' }}
                        >
                            {formatDocument(invoice.drawee.document)}
                        </Typography>
                    </>
                )}
            />
            <DataTable.Col
                source="your_number"
                label={t('boleto_invoices.fields.your_number')}
                disableSort
                render={(invoice: InvoiceView) => invoice.your_number || '—'}
            />
            <DataTable.Col
                source="issue_date"
                label={t('boleto_invoices.fields.issue_date')}
                disableSort
                render={(invoice: InvoiceView) => formatDate(invoice.issue_date)}
            />
            <DataTable.Col
                source="due_date"
                label={t('boleto_invoices.fields.due_date')}
                render={(invoice: InvoiceView) => formatDate(invoice.due_date)}
            />
            <DataTable.Col
                source="amount"
                label={t('boleto_invoices.fields.amount')}
                {...money}
                render={(invoice: InvoiceView) => formatBRL(invoice.amount)}
            />
            <DataTable.Col
                source="paid_amount"
                label={t('boleto_invoices.fields.paid')}
                disableSort
                {...money}
                render={(invoice: InvoiceView) => <Paid invoice={invoice} />}
            />
            <DataTable.Col
                source="status"
                label={t('boleto_invoices.fields.status')}
                disableSort
                render={(invoice: InvoiceView) => <StatusChip vocabulary="invoice" value={invoice.status} />}
            />
            <DataTable.Col
                source="installment"
                label={t('boleto_invoices.fields.parcel')}
                disableSort
                render={(invoice: InvoiceView) => parcelText(invoice) || '—'}
            />
            <DataTable.Col
                label={
                    <Box component="span" sx={visuallyHidden}>
                        {t('boleto_invoices.table.actions')}
                    </Box>
                }
                disableSort
                padding="none"
                render={(invoice: InvoiceView) => (
                    <IconButton
                        size="small"
                        onClick={(event) => {
                            event.stopPropagation();
                            onOpen(invoice);
                        }}
                        aria-label={t('boleto_invoices.table.details', {
                            our_number: ourNumberText(invoice),
                        })}
                    >
                        <VisibilityIcon fontSize="small" />
                    </IconButton>
                )}
            />
        </DataTable>
    );
};

/** Stacked cards for narrow screens: payer and situation, amount and due date, then the rest. */
const InvoiceCards = ({ rows, onOpen }: { rows: readonly InvoiceView[] } & Props) => {
    const t = useMessages(invoiceMessages);
    return (
        <Box
            component="ul"
            aria-label={t('boleto_invoices.common.list_title')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {rows.map((invoice) => (
                <Card key={invoice.id} component="li" variant="outlined">
                    <CardActionArea
                        onClick={() => onOpen(invoice)}
                        aria-label={t('boleto_invoices.table.details', {
                            our_number: ourNumberText(invoice),
                        })}
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
                                <StatusChip vocabulary="invoice" value={invoice.status} />
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
                                <Typography variant="body2">
                                    {t('boleto_invoices.table.card.due', {
                                        date: formatDate(invoice.due_date),
                                    })}
                                </Typography>
                            </Box>
                            <Typography variant="body2" color="text.secondary">
                                {t('boleto_invoices.table.card.issued', {
                                    date: formatDate(invoice.issue_date),
                                })}
                                {invoice.your_number
                                    ? ` · ${t('boleto_invoices.table.card.your_number', { your_number: invoice.your_number })}`
                                    : ''}
                                {invoice.installment
                                    ? ` · ${t('boleto_invoices.table.card.parcel', { parcel: parcelText(invoice) })}`
                                    : ''}
                                {invoice.paid_amount !== null
                                    ? ` · ${t('boleto_invoices.table.card.paid', {
                                          amount: formatBRL(invoice.paid_amount),
                                          date: formatDate(invoice.paid_at),
                                      })}`
                                    : ''}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Box>
    );
};
