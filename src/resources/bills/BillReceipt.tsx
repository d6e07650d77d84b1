import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventIcon from '@mui/icons-material/Event';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { FocusedHeading } from '../../ui/FocusedHeading';
import { PdfDownloadButton } from '../../ui/PdfDownloadButton';
import { StatusChip } from '../../ui/StatusChip';
import { type BillPaymentView, receiptPairs } from './api';
import { billMessages } from './messages';
import { downloadBillReceipt } from './receiptPdf';

const NOTES = {
    paid: 'bills.receipt.notes.paid',
    pending_approval: 'bills.receipt.notes.pending_approval',
    scheduled: 'bills.receipt.notes.scheduled',
    rejected: 'bills.receipt.notes.nothing_debited',
    failed: 'bills.receipt.notes.nothing_debited',
} as const;

/** The receipt of a boleto payment: its status, every field, the authentication code, and the PDF. */
export const BillReceipt = ({ payment, onAnother }: { payment: BillPaymentView; onAnother: () => void }) => {
    const t = useMessages(billMessages);
    const note = t(NOTES[payment.status]);
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
                        {t(`bills.receipt.headings.${payment.status}`)}
                    </FocusedHeading>
                    <StatusChip vocabulary="bill_payment" value={payment.status} />
                </Box>
                <Typography color="text.secondary" sx={{ my: 1 }}>
                    {payment.failure_reason ? `${payment.failure_reason} ${note}` : note}
                </Typography>
                <DescriptionList pairs={receiptPairs(payment)} label={t('bills.receipt.label')} />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <PdfDownloadButton download={() => downloadBillReceipt(payment)} />
                    <Button onClick={onAnother}>{t('bills.receipt.another')}</Button>
                </Box>
            </CardContent>
        </Card>
    );
};
