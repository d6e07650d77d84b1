import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventIcon from '@mui/icons-material/Event';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BILL_STATUS_LABELS } from '../../domain/billPayment';
import { DescriptionList } from '../../ui/DescriptionList';
import { FocusedHeading } from '../../ui/FocusedHeading';
import { PdfDownloadButton } from '../../ui/PdfDownloadButton';
import { type BillPaymentView, receiptPairs } from './api';
import { downloadBillReceipt } from './receiptPdf';

const HEADINGS = {
    paid: 'Pagamento realizado',
    pending_approval: 'Pagamento enviado para aprovação',
    scheduled: 'Pagamento agendado',
    rejected: 'Pagamento rejeitado',
    failed: 'Pagamento agendado não realizado',
} as const;

const NOTES = {
    paid: 'O valor foi debitado da sua conta.',
    pending_approval: 'O valor será debitado quando o banco aprovar o pagamento. Nada foi debitado ainda.',
    scheduled: 'O valor será debitado na data agendada.',
    rejected: 'Nada foi debitado.',
    failed: 'Nada foi debitado.',
} as const;

/** The receipt of a boleto payment: its status, every field, the authentication code, and the PDF. */
export const BillReceipt = ({ payment, onAnother }: { payment: BillPaymentView; onAnother: () => void }) => {
    const Icon =
        payment.status === 'paid'
            ? CheckCircleOutlineIcon
            : payment.status === 'scheduled'
              ? EventIcon
              : HourglassTopIcon;

    return (
        <Card variant="outlined" component="section" aria-labelledby="bill-receipt-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Icon color={payment.status === 'paid' ? 'success' : 'info'} aria-hidden />
                    <FocusedHeading id="bill-receipt-title" component="h3">
                        {HEADINGS[payment.status]}
                    </FocusedHeading>
                    <Chip
                        label={BILL_STATUS_LABELS[payment.status]}
                        color={payment.status === 'paid' ? 'success' : 'default'}
                        size="small"
                    />
                </Box>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                    {payment.failure_reason
                        ? `${payment.failure_reason} ${NOTES[payment.status]}`
                        : NOTES[payment.status]}
                </Typography>
                <DescriptionList pairs={receiptPairs(payment)} label="Comprovante" />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <PdfDownloadButton download={() => downloadBillReceipt(payment)} />
                    <Button onClick={onAnother}>Pagar outro boleto</Button>
                </Box>
            </CardContent>
        </Card>
    );
};
