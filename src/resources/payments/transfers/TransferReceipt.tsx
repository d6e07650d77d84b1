import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { StatusChip } from '../../../ui/StatusChip';
import { dayLabel, receiptLink, receiptPairs, type TransferView } from './api';
import { transferMessages } from './messages';
import { downloadTransferReceipt } from './receiptPdf';

interface Props {
    transfer: TransferView;
    /** Right after confirming: a headline saying what happened, and "Ver comprovante". */
    fresh?: boolean;
    children?: ReactNode;
}

/** A transfer's receipt: its status, every field, the PDF, and the ways on (`children`). */
export const TransferReceipt = ({ transfer, fresh = false, children }: Props) => {
    const t = useMessages(transferMessages);
    const scheduled = transfer.status === 'scheduled';
    return (
        <Card variant="outlined" component="section" aria-labelledby="transfer-receipt-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    <FocusedHeading id="transfer-receipt-title" component="h3">
                        {fresh
                            ? t(scheduled ? 'transfers.result.scheduled' : 'transfers.result.done')
                            : t('transfers.receipt.pdf_subtitle', { id: transfer.id })}
                    </FocusedHeading>
                    <StatusChip vocabulary="generic" value={transfer.status} />
                </Box>
                {fresh && (
                    <Alert role="status" severity={scheduled ? 'info' : 'success'} sx={{ mb: 2 }}>
                        {scheduled
                            ? t('transfers.result.scheduled_text', { date: dayLabel(transfer.payment_date) })
                            : t('transfers.result.done_text')}
                    </Alert>
                )}
                <DescriptionList pairs={receiptPairs(transfer)} label={t('transfers.receipt.label')} />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <PdfDownloadButton download={() => downloadTransferReceipt(transfer)} />
                    {fresh && (
                        <Button component={RouterLink} to={receiptLink(transfer.id)}>
                            {t('transfers.result.view_receipt')}
                        </Button>
                    )}
                    {children}
                </Box>
            </CardContent>
        </Card>
    );
};
