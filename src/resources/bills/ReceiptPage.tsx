import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title, useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { asLoad } from '../../dataProvider/hooks';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { BILL_PAYMENTS, type BillPaymentView } from './api';
import { BillReceipt } from './BillReceipt';

/**
 * `/receipt-redirect?boleto=<id>`: the receipt of an earlier boleto payment, where the approval notice and
 * the statement lead; the same receipt (and PDF) as right after paying, with its current status.
 */
export const ReceiptPage = () => {
    const [params] = useSearchParams();
    const navigate = useNavigate();
    const id = params.get('boleto');
    const valid = id !== null && /^\d+$/.test(id);
    const payment = asLoad(
        useGetOne<BillPaymentView>(BILL_PAYMENTS, { id: Number(id) }, { enabled: valid, gcTime: 0 }),
    );

    return (
        <Box sx={{ py: 2, maxWidth: 720 }}>
            <Title title="Comprovante" />
            <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Comprovante
            </Typography>
            {!valid && (
                <Box>
                    <Typography sx={{ mb: 1 }}>Nenhum comprovante foi indicado no endereço.</Typography>
                    <Button component={RouterLink} to="/m-controleconta">
                        Ver o extrato
                    </Button>
                </Box>
            )}
            {valid && payment.status === 'loading' && <Loading label="Carregando o comprovante…" />}
            {valid && payment.status === 'error' && (
                <LoadFailed what="o comprovante" onRetry={payment.retry} />
            )}
            {valid && payment.status === 'ready' && (
                <BillReceipt payment={payment.data} onAnother={() => navigate('/liquidacaoboleto')} />
            )}
        </Box>
    );
};
