import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormEvent } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { TRANSACTION_PASSWORD_MESSAGES } from '../../../domain/transactionPassword';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FocusedHeading } from '../../../ui/FocusedHeading';
import { RepeatWarning, useRepeatConfirmation } from '../../../ui/RepeatWarning';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import {
    type DraftErrors,
    type PendingOrder,
    repeatItems,
    reviewPairs,
    splitServerErrors,
    TRANSFERS,
    type TransferView,
} from './api';
import { transferMessages } from './messages';

interface Props {
    order: PendingOrder;
    /** The debited account as the user knows it. */
    fromLabel: string;
    /** Back to the form, everything typed kept, with the bank's errors that belong there. */
    onBack: (errors?: DraftErrors) => void;
    onDone: (transfer: TransferView) => void;
}

/** The simulation (fee, date, total, balance after, notice), then the transaction password and one submit. */
export const TransferReview = ({ order, fromLabel, onBack, onDone }: Props) => {
    const t = useMessages(transferMessages);
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();
    const send = useVerb<TransferView>(TRANSFERS, 'send');
    const { simulation } = order;
    const earlier = simulation.earlier ?? [];
    const repeat = useRepeatConfirmation(earlier.length, t('transfers.repeat.required'));

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!repeat.allows()) return;
        if (!password.start(TRANSACTION_PASSWORD_MESSAGES.required)) return;
        const data = { ...order.request, password: password.value, repeat: repeat.repeat };
        void run(async () => {
            try {
                onDone(await confirmation.send((key) => send.mutateAsync({ data, idempotencyKey: key })));
            } catch (error) {
                // The answer was lost: the step offers the same confirmation (same key) again.
                if (isLostResponse(error)) return;
                const fields = serverFieldErrors(error);
                // The same transfer was confirmed meanwhile (another tab): the warning, the password kept.
                if (fields.repeat) {
                    repeat.refused(fields.repeat);
                    return;
                }
                if (fields.password) password.setError(fields.password);
                const { form, other } = splitServerErrors(fields);
                if (Object.keys(form).length > 0) onBack(form);
                else if (other.length > 0) password.setFailure(other[0]);
                else if (!fields.password) password.setFailure(t('transfers.review.failed'));
            }
        });
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="transfer-review-title">
            <FocusedHeading id="transfer-review-title" component="h3">
                {t('transfers.review.title')}
            </FocusedHeading>
            {simulation.notice && (
                <Alert severity="info" sx={{ my: 1 }}>
                    {simulation.notice}
                </Alert>
            )}
            {simulation.scheduled && (
                <Alert severity={simulation.balance_after < 0 ? 'warning' : 'info'} sx={{ my: 1 }}>
                    {t(
                        simulation.balance_after < 0
                            ? 'transfers.review.negative'
                            : 'transfers.review.scheduled',
                    )}
                </Alert>
            )}
            <DescriptionList pairs={reviewPairs(order, fromLabel)} label={t('transfers.review.title')} />
            <RepeatWarning
                state={repeat}
                title={t('transfers.repeat.title')}
                items={repeatItems(earlier)}
                label={t('transfers.repeat.label')}
            />
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('transfers.review.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(
                    confirmation,
                    t(simulation.scheduled ? 'transfers.review.schedule_submit' : 'transfers.review.submit'),
                )}
            />
        </Box>
    );
};
