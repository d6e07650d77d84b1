import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DescriptionList } from '../../components/DescriptionList';
import { pixStatusInfo } from '../../domain/pix';
import type { AccountView } from '../account/api';
import { PIX_HOME_PATH } from '../pix/selectedAccount';
import type { PixTransfer } from './api';
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
    const headingRef = useRef<HTMLHeadingElement>(null);
    const [downloading, setDownloading] = useState(false);
    const notify = useNotify();
    const navigate = useNavigate();
    useEffect(() => headingRef.current?.focus(), []);

    const download = async () => {
        if (downloading) return;
        setDownloading(true);
        try {
            await downloadPixReceipt(transfer, state, account);
        } catch {
            notify('Não foi possível gerar o PDF. Tente novamente.', { type: 'error' });
        } finally {
            setDownloading(false);
        }
    };
    const chip = pixStatusInfo(state.status);
    const settling = state.status === 'processing' && !timedOut;

    return (
        <Card variant="outlined" component="section" aria-labelledby="pix-receipt-title">
            <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                    <Typography
                        id="pix-receipt-title"
                        ref={headingRef}
                        tabIndex={-1}
                        variant="h6"
                        component="h3"
                        sx={{ outline: 'none' }}
                    >
                        Comprovante do Pix
                    </Typography>
                    <Chip label={chip.label} color={chip.color} size="small" />
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
                        O recebedor foi salvo nos seus favoritos.
                    </Typography>
                )}
                <DescriptionList pairs={receiptPairs(transfer, state, account)} label="Comprovante" />
                <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                    <Button
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        onClick={download}
                        disabled={downloading}
                    >
                        Baixar comprovante (PDF)
                    </Button>
                    <Button onClick={onAnother}>Fazer outro Pix</Button>
                    <Button onClick={() => navigate(PIX_HOME_PATH)}>Voltar para o Pix</Button>
                </Box>
            </CardContent>
        </Card>
    );
};
