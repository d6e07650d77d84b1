import DialogContentText from '@mui/material/DialogContentText';
import { useQueryClient } from '@tanstack/react-query';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { simulationPairs } from '../../../domain/slipParcel';
import { TRANSACTION_PASSWORD_MESSAGES } from '../../../domain/transactionPassword';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { FormDialog } from '../../../ui/FormDialog';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, useConfirmation } from '../../../ui/useConfirmation';
import { type AccountView, accountLabel } from '../../accounts';
import { SLIPS, type SlipOffer, type SlipParcelView, type SlipRequestInput } from './api';
import { creditMessages } from './messages';

/** Server fields that belong on the form rather than in this dialog. */
const FORM_FIELDS = ['line', 'amount', 'installments', 'account_id'];

interface Props {
    offer: SlipOffer;
    account: AccountView;
    input: Omit<SlipRequestInput, 'password'>;
    onClose: () => void;
    onRequested: (slip: SlipParcelView) => void;
    /** The bank refused a field of the form (a boleto financed meanwhile): back to it, with the message. */
    onFormErrors: (fields: Record<string, string>) => void;
}

/** The bank's offer, what happens next, and the transaction password: one request per attempt. */
export const SlipConfirmDialog = ({ offer, account, input, onClose, onRequested, onFormErrors }: Props) => {
    const t = useMessages(creditMessages);
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();
    const request = useVerb<SlipParcelView>(SLIPS, 'request');
    const queryClient = useQueryClient();

    const submit = () => {
        if (!password.start(TRANSACTION_PASSWORD_MESSAGES.required)) return;
        void run(async () => {
            try {
                const body = { ...input, password: password.value };
                const slip = await confirmation.send((key) =>
                    request.mutateAsync({ data: body, idempotencyKey: key }),
                );
                // The list of requests shows the new one when it opens again.
                void queryClient.invalidateQueries({ queryKey: [SLIPS] });
                onRequested(slip);
            } catch (error) {
                // The bank could not say: the dialog shows it and offers the same request again.
                if (isLostResponse(error)) return;
                // The http layer showed the notice with its code; the message also goes where it belongs.
                const fields = serverFieldErrors(error);
                if (FORM_FIELDS.some((name) => fields[name])) onFormErrors(fields);
                else if (fields.password) password.setError(fields.password);
                else password.setFailure(t('credit.confirm.failed'));
            }
        });
    };

    return (
        <FormDialog
            id="slip-confirm"
            open
            title={t('credit.confirm.title')}
            submitLabel={t('credit.confirm.submit')}
            busy={busy}
            onClose={onClose}
            onSubmit={submit}
        >
            <DescriptionList
                label={t('credit.confirm.summary')}
                pairs={[
                    [t('credit.fields.beneficiary'), offer.boleto.beneficiary],
                    [t('credit.fields.loan_account'), accountLabel(account)],
                    ...simulationPairs(offer.simulation),
                ]}
            />
            <DialogContentText variant="body2" sx={{ my: 1 }}>
                {t('credit.confirm.next_steps')}
            </DialogContentText>
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
        </FormDialog>
    );
};
