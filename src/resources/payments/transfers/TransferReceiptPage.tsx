import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { asLoad } from '../../../dataProvider/hooks';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { TRANSFERS, type TransferView } from './api';
import { transferMessages } from './messages';
import { TransferReceipt } from './TransferReceipt';

/** `/receipt-redirect?type=transfer&id=<id>`: an earlier transfer's receipt, with its current status and PDF. */
export const TransferReceiptPage = () => {
    const t = useMessages(transferMessages);
    const [params] = useSearchParams();
    const id = params.get('id');
    const valid = id !== null && /^\d+$/.test(id);
    const transfer = asLoad(
        useGetOne<TransferView>(TRANSFERS, { id: Number(id) }, { enabled: valid, gcTime: 0 }),
    );
    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title={t('transfers.receipt.page_title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('transfers.receipt.page_title')}
            </Typography>
            {!valid && <Typography sx={{ mb: 1 }}>{t('transfers.receipt.none')}</Typography>}
            {valid && transfer.status === 'loading' && <Loading label={t('transfers.receipt.loading')} />}
            {valid && transfer.status === 'error' && (
                <LoadFailed what={t('transfers.receipt.what')} onRetry={transfer.retry} />
            )}
            {valid && transfer.status === 'ready' && <TransferReceipt transfer={transfer.data} />}
            <Button component={RouterLink} to="/transfer" sx={{ mt: 2 }}>
                {t('transfers.receipt.to_transfers')}
            </Button>
        </Box>
    );
};
