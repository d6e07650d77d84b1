import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { asLoad } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { BILL_PAYMENTS, type BillPaymentView } from './api';
import { BillReceipt } from './BillReceipt';
import { billMessages } from './messages';

/**
 * `/receipt-redirect?boleto=<id>`: the receipt of an earlier boleto payment, where the approval notice and
 * the statement lead; the same receipt (and PDF) as right after paying, with its current status.
 */
export const ReceiptPage = () => {
    const t = useMessages(billMessages);
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const id = params.get('boleto');
    const valid = id !== null && /^\d+$/.test(id);
    const payment = asLoad(
        useGetOne<BillPaymentView>(BILL_PAYMENTS, { id: Number(id) }, { enabled: valid, gcTime: 0 }),
    );

    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title={t('bills.receipt_page.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('bills.receipt_page.title')}
            </Typography>
            {!valid && (
                <Box>
                    <Typography sx={{ mb: 1 }}>{t('bills.receipt_page.none')}</Typography>
                    <Button component={RouterLink} to="/m-controleconta">
                        {t('bills.receipt_page.statement')}
                    </Button>
                </Box>
            )}
            {valid && payment.status === 'loading' && <Loading label={t('bills.receipt_page.loading')} />}
            {valid && payment.status === 'error' && (
                <LoadFailed what={t('bills.receipt_page.what')} onRetry={payment.retry} />
            )}
            {valid && payment.status === 'ready' && (
                <BillReceipt payment={payment.data} onAnother={() => navigate('/liquidacaoboleto')} />
            )}
        </Box>
    );
};
