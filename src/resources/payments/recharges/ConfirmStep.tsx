import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { isLostResponse } from '../../../http/client';
import { isHttpError } from '../../../http/HttpError';
import { useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { formFieldsOf } from './api';
import { rechargeMessages } from './messages';

interface Props<T> {
    title: string;
    pairs: readonly (readonly [string, string])[];
    note?: ReactNode;
    submit: string;
    /** The server's field names that belong to the form step: their errors send the user back there. */
    formFields: readonly string[];
    /** The money-moving call with the typed password and this confirmation's idempotency key. */
    send: (password: string, key: string) => Promise<T>;
    onBack: (errors?: Record<string, string>) => void;
    onDone: (result: T) => void;
}

/**
 * A money-moving confirmation: what will move, the transaction password, one submit. One idempotency key per
 * confirmation (useConfirmation): a retry after a lost answer asks the bank with the same key.
 */
export function ConfirmStep<T>({ title, pairs, note, submit, formFields, send, onBack, onDone }: Props<T>) {
    const t = useMessages(rechargeMessages);
    const titleId = useId();
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();

    const confirm = (event: FormEvent) => {
        event.preventDefault();
        if (!password.start(t('recharges.password_required'))) return;
        void run(async () => {
            try {
                onDone(await confirmation.send((key) => send(password.value, key)));
            } catch (error) {
                if (isLostResponse(error)) return;
                const fields = serverFieldErrors(error);
                if (fields.password) password.setError(fields.password);
                const back = formFieldsOf(fields, formFields);
                if (Object.keys(back).length > 0) {
                    onBack(back);
                    return;
                }
                const reason = isHttpError(error)
                    ? (error.body as { reason?: unknown } | null)?.reason
                    : null;
                const other = Object.entries(fields).find(([field]) => field !== 'password')?.[1];
                if (other) password.setFailure(other);
                else if (typeof reason === 'string') password.setFailure(reason);
                else if (!fields.password) password.setFailure(t('recharges.send_failed'));
            }
        });
    };

    return (
        <Box component="form" onSubmit={confirm} noValidate aria-labelledby={titleId}>
            <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <DescriptionList pairs={pairs} />
            {note}
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('recharges.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(confirmation, submit)}
            />
        </Box>
    );
}
