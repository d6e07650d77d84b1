import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { StatusChip } from '../../../ui/StatusChip';
import type { AccountView } from '../../accounts';
import { PIX_HOME_PATH } from '../selectedAccount';
import type { PixTransfer } from './api';
import { pixSendMessages } from './messages';
import { receiptPairs } from './receipt';
import { downloadPixReceipt } from './receiptPdf';
import type { PixOrder } from './recipient';
import { statusLine, statusSeverity } from './transferStatus';
import { useTransferStatus } from './useTransferStatus';

interface Props {
    transfer: PixTransfer;
    order: PixOrder;
    account: AccountView;
    onAnother: () => void;
}

/** The receipt: the status as it settles (a live region), every field, the PDF, and the ways on. */
export const PixReceipt = ({ transfer, order, account, onAnother }: Props) => {
    const { state, timedOut } = useTransferStatus(transfer);
    const navigate = useNavigate();
    const t = useMessages(pixSendMessages);

    const settling = state.status === 'processing' && !timedOut;

    return (
        <Card variant="outlined" component="section" aria-labelledby="pix-receipt-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    <FocusedHeading id="pix-receipt-title" component="h3">
                        {t('pix_send.receipt.title')}
                    </FocusedHeading>
                    <StatusChip vocabulary="pix" value={state.status} />
                </Box>
                <Alert
                    role="status"
                    aria-live="polite"
                    severity={statusSeverity(state.status)}
                    icon={settling ? <CircularProgress size={20} aria-hidden /> : undefined}
                    sx={{ mb: 2 }}
                >
                    {statusLine({ ...state, scheduled_for: transfer.scheduled_for }, timedOut)}
                </Alert>
                {order.saveFavorite && (
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {t('pix_send.receipt.favorite_saved')}
                    </Typography>
                )}
                <DescriptionList
                    pairs={receiptPairs(transfer, state, account)}
                    label={t('pix_send.receipt.label')}
                />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <PdfDownloadButton download={() => downloadPixReceipt(transfer, state, account)} />
                    <Button onClick={onAnother}>{t('pix_send.receipt.another')}</Button>
                    <Button onClick={() => navigate(PIX_HOME_PATH)}>
                        {t('pix_send.receipt.back_to_pix')}
                    </Button>
                </Box>
            </CardContent>
        </Card>
    );
};
