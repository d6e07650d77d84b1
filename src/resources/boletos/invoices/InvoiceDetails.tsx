import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { MIN_REJECT_REASON } from '../../../domain/approvals';
import { instructionLines } from '../../../domain/boletoSlip';
import { formatDate, formatDateTime, toDateOnlyBrasilia } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { cityUf, formatCep } from '../../../domain/drawee';
import { INVOICE_MESSAGES, isCancelable, isDeletable } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { type SliceTranslate, useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FormDialog } from '../../../ui/FormDialog';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { INVOICES, type InvoiceView } from './api';
import { BoletoBarcode, BoletoLine } from './BoletoCode';
import { ourNumberText, parcelText } from './invoiceExport';
import { invoiceMessages } from './messages';
import { usePdfDownload } from './usePdfDownload';

type Pair = readonly [string, string];
type T = SliceTranslate<typeof invoiceMessages>;

const facts = (invoice: InvoiceView, t: T): Pair[] => {
    const { address } = invoice.drawee;
    const pairs: (Pair | false)[] = [
        [t('boleto_invoices.fields.amount'), formatBRL(invoice.amount)],
        [t('boleto_invoices.fields.due_date'), formatDate(invoice.due_date)],
        [t('boleto_invoices.fields.issue_date'), formatDate(invoice.issue_date)],
        [t('boleto_invoices.fields.our_number'), ourNumberText(invoice)],
        !!invoice.your_number && [t('boleto_invoices.fields.your_number'), invoice.your_number],
        !!invoice.installment && [t('boleto_invoices.fields.parcel'), parcelText(invoice)],
        [t('boleto_invoices.fields.payer'), invoice.drawee.name],
        ['CPF/CNPJ', formatDocument(invoice.drawee.document)],
        [
            t('boleto_invoices.details.address'),
            t('boleto_invoices.details.address_value', {
                street: address.street,
                number: address.number,
                complement: address.complement ? ` - ${address.complement}` : '',
                district: address.district,
                city: cityUf(address),
                zip: formatCep(address.zip),
            }),
        ],
        !!invoice.drawee.email && [t('boleto_invoices.details.email'), invoice.drawee.email],
        [
            t('boleto_invoices.details.beneficiary'),
            `${invoice.beneficiary.name} (${formatDocument(invoice.beneficiary.document)})`,
        ],
    ];
    const printed = instructionLines(invoice);
    if (printed.length > 0) pairs.push([t('boleto_invoices.details.instructions'), printed.join(' ')]);
    if (invoice.paid_amount !== null) {
        pairs.push(
            [t('boleto_invoices.fields.paid_amount'), formatBRL(invoice.paid_amount)],
            [t('boleto_invoices.fields.paid_at'), formatDateTime(invoice.paid_at)],
        );
    }
    if (invoice.canceled_at) {
        pairs.push(
            [t('boleto_invoices.details.canceled_at'), formatDateTime(invoice.canceled_at)],
            [t('boleto_invoices.details.cancel_reason'), invoice.cancel_reason ?? ''],
        );
    }
    if (invoice.remitted_at) {
        pairs.push([t('boleto_invoices.details.remitted_at'), formatDateTime(invoice.remitted_at)]);
    }
    return pairs.filter((pair): pair is Pair => pair !== false);
};

/** What the payer pays today: the discount still on, or the fine and interest since the due date. */
const chargePairs = (charges: NonNullable<InvoiceView['charges']>, t: T): Pair[] => [
    [t('boleto_invoices.details.charges.amount'), formatBRL(charges.amount)],
    ...(charges.discount
        ? [[t('boleto_invoices.details.charges.discount'), formatBRL(charges.discount)] as Pair]
        : []),
    ...(charges.fine ? [[t('boleto_invoices.details.charges.fine'), formatBRL(charges.fine)] as Pair] : []),
    ...(charges.interest
        ? [
              [
                  t('boleto_invoices.details.charges.interest', { smart_count: charges.days_late }),
                  formatBRL(charges.interest),
              ] as Pair,
          ]
        : []),
    [t('boleto_invoices.details.charges.total'), formatBRL(charges.total)],
];

interface Props {
    invoice: InvoiceView;
    onClose: () => void;
    /** After a cancel (the new record) or a delete (null). */
    onChanged: (invoice: InvoiceView | null) => void;
}

/** One boleto: every fact, today's charges, its line, barcode and PDF, and Cancelar / Excluir when allowed. */
export const InvoiceDetails = ({ invoice, onClose, onChanged }: Props) => {
    const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const pdf = usePdfDownload();
    const cancelInvoice = useVerb<InvoiceView>(INVOICES, 'cancel');
    const removeInvoice = useVerb(INVOICES, 'remove');
    const notify = useNotify();
    const t = useMessages(invoiceMessages);
    const title = t('boleto_invoices.common.boleto', { our_number: ourNumberText(invoice) });

    const close = () => {
        setDialog(null);
        setReason('');
        setError(undefined);
    };
    const cancel = () => {
        if (reason.trim().length < MIN_REJECT_REASON) {
            setError(INVOICE_MESSAGES.cancelReasonRequired);
            return;
        }
        void run(async () => {
            try {
                const saved = await cancelInvoice.mutateAsync({
                    id: invoice.id,
                    data: { reason: reason.trim() },
                });
                close();
                notify(t('boleto_invoices.details.cancel.done'), { type: 'success' });
                onChanged(saved);
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.reason ?? fields.status ?? t('boleto_invoices.details.cancel.failed'));
            }
        });
    };
    const remove = () =>
        run(async () => {
            try {
                await removeInvoice.mutateAsync({ id: invoice.id });
                close();
                notify(t('boleto_invoices.details.delete.done'), { type: 'success' });
                onChanged(null);
            } catch {
                // The http layer showed why (the notice with its code).
                close();
            }
        });

    return (
        <Box
            sx={{ width: { xs: '100vw', sm: 480 }, p: 2 }}
            role="region"
            aria-labelledby="invoice-details-title"
        >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography id="invoice-details-title" variant="h6" component="h3">
                    {title}
                </Typography>
                <IconButton aria-label={t('boleto_invoices.details.close')} onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <Box sx={{ mb: 1 }}>
                <StatusChip vocabulary="invoice" value={invoice.status} />
            </Box>
            <DescriptionList pairs={facts(invoice, t)} label={t('boleto_invoices.details.facts')} />
            {invoice.charges && (
                <>
                    <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
                        {t('boleto_invoices.details.charges.title', {
                            date: formatDate(toDateOnlyBrasilia()),
                        })}
                    </Typography>
                    <DescriptionList
                        pairs={chargePairs(invoice.charges, t)}
                        label={t('boleto_invoices.details.charges.label')}
                    />
                </>
            )}
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
                {t('boleto_invoices.common.line')}
            </Typography>
            <BoletoLine line={invoice.line} />
            <Box sx={{ my: 1 }}>
                <BoletoBarcode barcode={invoice.barcode} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button
                    variant="contained"
                    startIcon={<DownloadIcon />}
                    onClick={() => pdf.download([invoice])}
                    disabled={pdf.busy}
                >
                    {t('boleto_invoices.common.download_pdf')}
                </Button>
                {isCancelable(invoice.status) && (
                    <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                        {t('boleto_invoices.details.cancel.button')}
                    </Button>
                )}
                {isDeletable(invoice.status) && (
                    <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                        {t('boleto_invoices.common.delete')}
                    </Button>
                )}
            </Box>
            <FormDialog
                id={`invoice-${invoice.id}-cancel`}
                open={dialog === 'cancel'}
                title={t('boleto_invoices.details.cancel.title')}
                submitLabel={t('boleto_invoices.details.cancel.submit')}
                busy={busy}
                onClose={close}
                onSubmit={cancel}
            >
                <DialogContentText sx={{ mb: 2 }}>
                    {t('boleto_invoices.details.cancel.text', {
                        amount: formatBRL(invoice.amount),
                        payer: invoice.drawee.name,
                        due: formatDate(invoice.due_date),
                    })}
                </DialogContentText>
                <TextField
                    label={t('boleto_invoices.details.cancel.reason')}
                    value={reason}
                    onChange={(event) => {
                        setReason(event.target.value);
                        setError(undefined);
                    }}
                    error={!!error}
                    helperText={
                        error ?? t('boleto_invoices.details.cancel.reason_help', { min: MIN_REJECT_REASON })
                    }
                    required
                    fullWidth
                    multiline
                    minRows={2}
                    autoFocus
                />
            </FormDialog>
            <FormDialog
                id={`invoice-${invoice.id}-delete`}
                open={dialog === 'delete'}
                title={t('boleto_invoices.details.delete.title')}
                submitLabel={t('boleto_invoices.common.delete')}
                busy={busy}
                onClose={close}
                onSubmit={remove}
            >
                <DialogContentText>
                    {t('boleto_invoices.details.delete.text', {
                        our_number: ourNumberText(invoice),
                        amount: formatBRL(invoice.amount),
                        payer: invoice.drawee.name,
                    })}
                </DialogContentText>
            </FormDialog>
        </Box>
    );
};
