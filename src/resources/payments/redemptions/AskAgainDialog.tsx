import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { destinationText, type RedemptionView } from './api';
import { redemptionMessages } from './messages';

/** A rejected or cancelled request asked again as it was (`reset`): checked anew, a new approval round. */
export const AskAgainDialog = ({
    redemption,
    onClose,
}: {
    redemption: RedemptionView;
    onClose: (done: boolean) => void;
}) => {
    const t = useMessages(redemptionMessages);
    const notify = useNotify();
    const password = useTransactionPassword();
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const [error, setError] = useState<string>();
    const reset = useVerb<RedemptionView>('resgates', 'reset');
    const submit = () => {
        if (!password.start(t('redemptions.confirm.password_required'))) return;
        void run(async () => {
            try {
                await confirmation.send((key) =>
                    reset.mutateAsync({
                        id: redemption.id,
                        data: { password: password.value },
                        idempotencyKey: key,
                    }),
                );
                notify(t('redemptions.confirm.sent'), { type: 'success' });
                onClose(true);
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setError(NOT_CONFIRMED);
                    return;
                }
                const fields = serverFieldErrors(failure);
                if (fields.password) password.setError(fields.password);
                setError(
                    fields.amount ??
                        fields.account_id ??
                        fields.status ??
                        (fields.password ? undefined : t('redemptions.confirm.failed')),
                );
            }
        });
    };
    return (
        <FormDialog
            id={`redemption-again-${redemption.id}`}
            open
            title={t('redemptions.list.again_title')}
            submitLabel={t('redemptions.confirm.submit')}
            busy={busy}
            error={error}
            onClose={() => onClose(false)}
            onSubmit={submit}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t('redemptions.list.again_text', {
                    amount: formatBRL(redemption.amount),
                    destination: destinationText(redemption.destination),
                })}
            </DialogContentText>
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
        </FormDialog>
    );
};
