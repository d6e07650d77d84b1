import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { textOf, useMessages } from '../../i18n';
import type { BillPaymentView } from './api';
import { billMessages } from './messages';

const text = textOf(billMessages);

/** The checkbox's label and its error, in the brand's words (the tests find the checkbox by them). */
export const REPEAT_LABEL = text('bills.earlier.repeat_label');
export const REPEAT_REQUIRED = text('bills.earlier.repeat_required');

const when = (payment: BillPaymentView) => {
    if (payment.status === 'scheduled')
        return text('bills.earlier.scheduled', { date: formatDate(payment.payment_date ?? '') });
    if (payment.status === 'pending_approval')
        return text('bills.earlier.pending_approval', { date: formatDate(payment.created_at) });
    return text('bills.earlier.paid', { date: formatDate(payment.paid_at ?? payment.created_at) });
};

interface Props {
    payments: BillPaymentView[];
    confirmed: boolean;
    onConfirm: (confirmed: boolean) => void;
    error?: string;
}

/** This boleto was already paid or scheduled from this account: when and how much, and an explicit "again". */
export const EarlierPayments = ({ payments, confirmed, onConfirm, error }: Props) => {
    const t = useMessages(billMessages);
    return (
        <Alert severity="warning" sx={{ my: 1 }} aria-labelledby="bill-earlier-title">
            <AlertTitle id="bill-earlier-title">{t('bills.earlier.title')}</AlertTitle>
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
                        slotProps={{
                            input: { 'aria-describedby': error ? 'bill-earlier-error' : undefined },
                        }}
                    />
                }
                label={t('bills.earlier.repeat_label')}
            />
            {error && (
                <FormHelperText id="bill-earlier-error" error>
                    {error}
                </FormHelperText>
            )}
        </Alert>
    );
};
