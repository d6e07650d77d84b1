import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import type { TransientEntryView } from '../../../contract/ledgers';
import { useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { isHttpError } from '../../../http/HttpError';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { transientMessages } from './messages';

export const TRANSIENT = 'conta-transitoria';
const MIN_REASON = 5;

interface Props {
    entry: TransientEntryView;
    onClose: () => void;
    onDone: () => void;
}

const accountOf = (entry: TransientEntryView) =>
    entry.account
        ? `${entry.account.agency ?? ''} ${entry.account.number}-${entry.account.digit}`.trim()
        : '';

/** The bank's refusal as one sentence: a field's message, or the notice the http layer already showed. */
const refusalText = (failure: unknown) => Object.values(serverFieldErrors(failure))[0];

/** "Creditar": the Pix goes to the holder's account (refused while the account is not active). */
export const CreditDialog = ({ entry, onClose, onDone }: Props) => {
    const t = useMessages(transientMessages);
    const notify = useNotify();
    const approve = useVerb(TRANSIENT, 'approve');
    const [error, setError] = useState<string>();
    const holder = entry.account?.holder ?? '';
    return (
        <FormDialog
            id="transient-credit"
            open
            title={t('transient.credit_dialog.title')}
            submitLabel={t('transient.credit_dialog.submit')}
            busy={approve.isPending}
            error={error}
            onClose={onClose}
            onSubmit={async () => {
                setError(undefined);
                try {
                    await approve.mutateAsync({ id: entry.id, quiet: true });
                    notify(t('transient.credit_dialog.done', { holder }), { type: 'success' });
                    onDone();
                } catch (failure) {
                    setError(
                        refusalText(failure) ?? (isHttpError(failure) ? failure.message : String(failure)),
                    );
                }
            }}
        >
            <DialogContentText>
                {t('transient.credit_dialog.text', {
                    amount: formatBRL(entry.amount),
                    payer: entry.payer.name,
                    participant: entry.payer.participant,
                    account: accountOf(entry),
                    holder,
                })}
            </DialogContentText>
        </FormDialog>
    );
};

/** "Devolver": the Pix goes back to the payer, with the reason kept in the history. */
export const RefundDialog = ({ entry, onClose, onDone }: Props) => {
    const t = useMessages(transientMessages);
    const notify = useNotify();
    const refund = useVerb(TRANSIENT, 'refund');
    const [reason, setReason] = useState('');
    const [fieldError, setFieldError] = useState<string>();
    const [error, setError] = useState<string>();
    return (
        <FormDialog
            id="transient-refund"
            open
            title={t('transient.refund_dialog.title')}
            submitLabel={t('transient.refund_dialog.submit')}
            busy={refund.isPending}
            error={error}
            onClose={onClose}
            onSubmit={async () => {
                setError(undefined);
                if (reason.trim().length < MIN_REASON) {
                    setFieldError(t('transient.refund_dialog.short'));
                    return;
                }
                try {
                    await refund.mutateAsync({ id: entry.id, data: { reason: reason.trim() }, quiet: true });
                    notify(t('transient.refund_dialog.done', { payer: entry.payer.name }), {
                        type: 'success',
                    });
                    onDone();
                } catch (failure) {
                    const fields = serverFieldErrors(failure);
                    if (fields.reason) setFieldError(fields.reason);
                    else
                        setError(
                            refusalText(failure) ??
                                (isHttpError(failure) ? failure.message : String(failure)),
                        );
                }
            }}
        >
            <DialogContentText sx={{ mb: 1 }}>
                {t('transient.refund_dialog.text', {
                    amount: formatBRL(entry.amount),
                    payer: entry.payer.name,
                    participant: entry.payer.participant,
                })}
            </DialogContentText>
            <TextField
                label={t('transient.refund_dialog.reason')}
                value={reason}
                onChange={(event) => {
                    setReason(event.target.value);
                    setFieldError(undefined);
                }}
                error={!!fieldError}
                helperText={fieldError ?? t('transient.refund_dialog.help')}
                multiline
                minRows={2}
                fullWidth
                autoFocus
            />
        </FormDialog>
    );
};
