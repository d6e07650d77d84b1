import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { cashReasonProblem } from '../../../domain/cashier';
import { formatBRL } from '../../../domain/money';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, NOT_CONFIRMED, useConfirmation } from '../../../ui/useConfirmation';
import { type CashOperationView, cashAccountText } from './api';
import { cashierMessages } from './messages';

/**
 * The cashier's reversal of their own operation of today: a reason and their transaction password. The dialog
 * is one confirmation (one Idempotency-Key); the bank refuses a second reversal of the same operation.
 */
export const ReverseDialog = ({
    operation,
    onClose,
    onReversed,
}: {
    operation: CashOperationView;
    onClose: () => void;
    onReversed: () => void;
}) => {
    const t = useMessages(cashierMessages);
    const notify = useNotify();
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState<string>();
    const [error, setError] = useState<string>();
    const password = useTransactionPassword();
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const reverse = useVerb<CashOperationView>('caixa-operacoes', 'reverse');

    const submit = () => {
        const problem = cashReasonProblem(reason);
        setReasonError(problem ?? undefined);
        if (!password.start(t('cashier.confirm.password_required')) || problem) return;
        void run(async () => {
            try {
                await confirmation.send((key) =>
                    reverse.mutateAsync({
                        data: { operation_id: operation.id, reason: reason.trim(), password: password.value },
                        idempotencyKey: key,
                    }),
                );
                notify(t('cashier.reverse.done'), { type: 'success' });
                onReversed();
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setError(NOT_CONFIRMED);
                    return;
                }
                const fields = serverFieldErrors(failure);
                if (fields.password) password.setError(fields.password);
                if (fields.reason) setReasonError(fields.reason);
                setError(
                    fields.operation_id ??
                        (fields.password || fields.reason ? undefined : t('cashier.reverse.failed')),
                );
            }
        });
    };

    return (
        <FormDialog
            id={`cash-reverse-${operation.id}`}
            open
            title={t('cashier.reverse.title')}
            submitLabel={t('cashier.reverse.submit')}
            busy={busy}
            error={error}
            onClose={onClose}
            onSubmit={submit}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t('cashier.reverse.text', {
                    amount: formatBRL(operation.amount),
                    kind: t(`cashier.kinds.${operation.kind}`).toLowerCase(),
                    account: cashAccountText(operation.account),
                    holder: operation.account?.holder ?? '—',
                })}
            </DialogContentText>
            <TextField
                label={t('cashier.reverse.reason')}
                value={reason}
                onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError(undefined);
                }}
                error={!!reasonError}
                helperText={reasonError ?? ' '}
                fullWidth
                margin="dense"
                inputProps={{ maxLength: 200 }}
            />
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
        </FormDialog>
    );
};
