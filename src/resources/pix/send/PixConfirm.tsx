import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { needsPixApproval, PIX_APPROVAL_THRESHOLD_CENTS } from '../../../domain/pix';
import { TRANSACTION_PASSWORD_MESSAGES } from '../../../domain/transactionPassword';
import { isLostResponse } from '../../../http/client';
import { isHttpError } from '../../../http/HttpError';
import { textOf, useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { type AccountView, accountLabel } from '../../accounts';
import type { PixTransfer } from './api';
import { pixSendMessages } from './messages';
import { type PixOrder, recipientPairs } from './recipient';

const text = textOf(pixSendMessages);

/** Field errors that belong to the form step (everything the user typed before this one). */
const isFormField = (name: string) =>
    ['amount', 'description', 'scheduled_for', 'payment_datetime', 'key', 'payload'].includes(name) ||
    name.startsWith('bank_data');

export function confirmPairs(order: PixOrder, account: AccountView): [string, string][] {
    return [
        [text('pix_send.amount'), formatBRL(order.amount)],
        ...recipientPairs(order.recipient),
        [
            text('pix_send.confirm.date'),
            order.scheduledFor ? formatDate(order.scheduledFor) : text('pix_send.confirm.today'),
        ],
        [text('pix_send.message'), order.message || text('pix_send.confirm.no_message')],
        [
            text('pix_send.confirm.debit_account'),
            text('pix_send.confirm.debit_account_value', {
                name: account.holder?.name ?? text('pix_send.not_available'),
                account: accountLabel(account),
            }),
        ],
    ];
}

interface Props {
    order: PixOrder;
    account: AccountView;
    /** Back to the form, with the server's field errors that belong there. */
    onBack: (errors?: Record<string, string>) => void;
    onSent: (transfer: PixTransfer) => void;
}

/** The confirmation step shared by the three ways of sending: what will move, the password, one submit. */
export const PixConfirm = ({ order, account, onBack, onSent }: Props) => {
    const t = useMessages(pixSendMessages);
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();
    const sendPix = useVerb<PixTransfer>('pix-envio', 'send');

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!password.start(TRANSACTION_PASSWORD_MESSAGES.required)) return;
        const input = {
            ...order.target,
            account_id: account.id,
            amount: order.amount,
            description: order.message || undefined,
            scheduled_for: order.scheduledFor ?? undefined,
            save_favorite: order.saveFavorite || undefined,
            password: password.value,
        };
        void run(async () => {
            try {
                onSent(
                    await confirmation.send((key) =>
                        sendPix.mutateAsync({ data: input, idempotencyKey: key }),
                    ),
                );
            } catch (error) {
                // The bank could not be reached to say: the step offers the same confirmation again.
                if (isLostResponse(error)) return;
                // The http layer showed its notice; the message also goes where it belongs.
                const fields = serverFieldErrors(error);
                if (fields.password) password.setError(fields.password);
                if (Object.keys(fields).some(isFormField)) {
                    onBack(fields);
                    return;
                }
                const reason = isHttpError(error)
                    ? (error.body as { reason?: unknown } | null)?.reason
                    : null;
                // The debited account is the Pix area's choice, not a field of the form: said here.
                if (fields.account_id) password.setFailure(fields.account_id);
                else if (typeof reason === 'string') password.setFailure(reason);
                else if (!fields.password) password.setFailure(t('pix_send.confirm.send_failed'));
            }
        });
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="pix-confirm-title">
            <Typography id="pix-confirm-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('pix_send.confirm.title')}
            </Typography>
            <DescriptionList pairs={confirmPairs(order, account)} />
            {order.saveFavorite && (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {t('pix_send.confirm.favorite')}
                </Typography>
            )}
            {account.holder && needsPixApproval(account.holder.type, order.amount) && (
                <Alert severity="info" sx={{ my: 1 }}>
                    {t('pix_send.confirm.approval', { threshold: formatBRL(PIX_APPROVAL_THRESHOLD_CENTS) })}
                </Alert>
            )}
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('pix_send.confirm.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(confirmation, t('pix_send.confirm.submit'))}
            />
        </Box>
    );
};
