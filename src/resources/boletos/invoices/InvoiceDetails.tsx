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
import { DescriptionList } from '../../../ui/DescriptionList';
import { FormDialog } from '../../../ui/FormDialog';
import { useBusy } from '../../../ui/useBusy';
import { INVOICES, type InvoiceView } from './api';
import { BoletoBarcode, BoletoLine } from './BoletoCode';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { ourNumberText, parcelText } from './invoiceExport';
import { usePdfDownload } from './usePdfDownload';

type Pair = readonly [string, string];

const facts = (invoice: InvoiceView): Pair[] => {
    const { address } = invoice.drawee;
    const pairs: (Pair | false)[] = [
        ['Valor', formatBRL(invoice.amount)],
        ['Vencimento', formatDate(invoice.due_date)],
        ['Emissão', formatDate(invoice.issue_date)],
        ['Nosso número', ourNumberText(invoice)],
        !!invoice.your_number && ['Seu número', invoice.your_number],
        !!invoice.installment && ['Parcela', parcelText(invoice)],
        ['Pagador', invoice.drawee.name],
        ['CPF/CNPJ', formatDocument(invoice.drawee.document)],
        [
            'Endereço',
            `${address.street}, ${address.number}${address.complement ? ` - ${address.complement}` : ''} - ${address.district}, ${cityUf(address)} - CEP ${formatCep(address.zip)}`,
        ],
        !!invoice.drawee.email && ['E-mail', invoice.drawee.email],
        ['Beneficiário', `${invoice.beneficiary.name} (${formatDocument(invoice.beneficiary.document)})`],
    ];
    const printed = instructionLines(invoice);
    if (printed.length > 0) pairs.push(['Instruções', printed.join(' ')]);
    if (invoice.paid_amount !== null) {
        pairs.push(
            ['Valor pago', formatBRL(invoice.paid_amount)],
            ['Pago em', formatDateTime(invoice.paid_at)],
        );
    }
    if (invoice.canceled_at) {
        pairs.push(
            ['Cancelado em', formatDateTime(invoice.canceled_at)],
            ['Motivo', invoice.cancel_reason ?? ''],
        );
    }
    if (invoice.remitted_at) pairs.push(['Enviado em remessa CNAB', formatDateTime(invoice.remitted_at)]);
    return pairs.filter((pair): pair is Pair => pair !== false);
};

/** What the payer pays today: the discount still on, or the fine and interest since the due date. */
const chargePairs = (charges: NonNullable<InvoiceView['charges']>): Pair[] => [
    ['Valor do documento', formatBRL(charges.amount)],
    ...(charges.discount ? [['(-) Desconto', formatBRL(charges.discount)] as Pair] : []),
    ...(charges.fine ? [['(+) Multa', formatBRL(charges.fine)] as Pair] : []),
    ...(charges.interest
        ? [
              [
                  `(+) Juros (${charges.days_late} ${charges.days_late === 1 ? 'dia' : 'dias'})`,
                  formatBRL(charges.interest),
              ] as Pair,
          ]
        : []),
    ['(=) Total a pagar hoje', formatBRL(charges.total)],
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
    const title = `Boleto ${ourNumberText(invoice)}`;

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
                notify('Boleto cancelado: ele não pode mais ser pago.', { type: 'success' });
                onChanged(saved);
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.reason ?? fields.status ?? 'Não foi possível cancelar o boleto.');
            }
        });
    };
    const remove = () =>
        run(async () => {
            try {
                await removeInvoice.mutateAsync({ id: invoice.id });
                close();
                notify('Boleto excluído.', { type: 'success' });
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
                <IconButton aria-label="Fechar" onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <Box sx={{ mb: 1 }}>
                <InvoiceStatusChip status={invoice.status} />
            </Box>
            <DescriptionList pairs={facts(invoice)} label="Dados do boleto" />
            {invoice.charges && (
                <>
                    <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
                        Para pagamento hoje ({formatDate(toDateOnlyBrasilia())})
                    </Typography>
                    <DescriptionList
                        pairs={chargePairs(invoice.charges)}
                        label="Valores para pagamento hoje"
                    />
                </>
            )}
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 0.5 }}>
                Linha digitável
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
                    Baixar PDF
                </Button>
                {isCancelable(invoice.status) && (
                    <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
                        Cancelar boleto
                    </Button>
                )}
                {isDeletable(invoice.status) && (
                    <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                        Excluir
                    </Button>
                )}
            </Box>
            <FormDialog
                id={`invoice-${invoice.id}-cancel`}
                open={dialog === 'cancel'}
                title="Cancelar este boleto?"
                submitLabel="Confirmar cancelamento"
                busy={busy}
                onClose={close}
                onSubmit={cancel}
            >
                <DialogContentText sx={{ mb: 2 }}>
                    O boleto de {formatBRL(invoice.amount)} para {invoice.drawee.name}, com vencimento em{' '}
                    {formatDate(invoice.due_date)}, será baixado no banco e não poderá mais ser pago.
                </DialogContentText>
                <TextField
                    label="Motivo do cancelamento"
                    value={reason}
                    onChange={(event) => {
                        setReason(event.target.value);
                        setError(undefined);
                    }}
                    error={!!error}
                    helperText={error ?? `Pelo menos ${MIN_REJECT_REASON} caracteres.`}
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
                title="Excluir este boleto?"
                submitLabel="Excluir"
                busy={busy}
                onClose={close}
                onSubmit={remove}
            >
                <DialogContentText>
                    O boleto {ourNumberText(invoice)} de {formatBRL(invoice.amount)} para{' '}
                    {invoice.drawee.name} sairá da lista. Esta ação não pode ser desfeita.
                </DialogContentText>
            </FormDialog>
        </Box>
    );
};
