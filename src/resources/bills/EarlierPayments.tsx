import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import type { BillPaymentView } from './api';

export const REPEAT_LABEL = 'Quero pagar este boleto novamente';
export const REPEAT_REQUIRED = 'Confirme que quer pagar este boleto novamente.';

const when = (payment: BillPaymentView) => {
    if (payment.status === 'scheduled') return `Agendado para ${formatDate(payment.payment_date ?? '')}`;
    if (payment.status === 'pending_approval')
        return `Enviado para aprovação em ${formatDate(payment.created_at)}`;
    return `Pago em ${formatDate(payment.paid_at ?? payment.created_at)}`;
};

interface Props {
    payments: BillPaymentView[];
    confirmed: boolean;
    onConfirm: (confirmed: boolean) => void;
    error?: string;
}

/** This boleto was already paid or scheduled from this account: when and how much, and an explicit "again". */
export const EarlierPayments = ({ payments, confirmed, onConfirm, error }: Props) => (
    <Alert severity="warning" sx={{ my: 1 }} aria-labelledby="bill-earlier-title">
        <AlertTitle id="bill-earlier-title">Este boleto já foi pago ou agendado desta conta</AlertTitle>
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {payments.map((payment) => (
                <li key={payment.id}>
                    {when(payment)} — {formatBRL(payment.amount)}
                </li>
            ))}
        </ul>
        <FormControlLabel
            control={
                <Checkbox
                    checked={confirmed}
                    onChange={(e) => onConfirm(e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': error ? 'bill-earlier-error' : undefined } }}
                />
            }
            label={REPEAT_LABEL}
        />
        {error && (
            <FormHelperText id="bill-earlier-error" error>
                {error}
            </FormHelperText>
        )}
    </Alert>
);
