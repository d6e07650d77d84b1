import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { favoredAccountText } from '../../../domain/payees';
import { isLostResponse } from '../../../http/client';
import { isHttpError } from '../../../http/HttpError';
import { textOf, useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { HIDDEN_BALANCE, useBalanceVisible } from '../../../ui/Money';
import { RepeatWarning, useRepeatConfirmation } from '../../../ui/RepeatWarning';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { type AccountView, accountLabel } from '../../accounts';
import { bankText, type PaymentView, repeatItems, type SimulationView } from './api';
import { payeeMessages } from './messages';
import { type PayDraft, type PayErrors, payBody, payErrorsFrom } from './PayFavoredForm';

const t0 = textOf(payeeMessages);

/** What the holder confirms: the payee, the bank's simulation (fee, date, total, balance after) and the debit. */
export function reviewPairs(
    draft: PayDraft,
    simulation: SimulationView,
    account: AccountView,
    balanceVisible = true,
): [string, string][] {
    const favored = draft.favored;
    const today = simulation.payment_date === toDateOnlyBrasilia();
    return [
        [t0('payees.pay.review.favored'), favored ? favored.name : t0('payees.not_available')],
        [
            t0('payees.pay.review.bank'),
            favored ? `${bankText(favored)} · ${favoredAccountText(favored)}` : t0('payees.not_available'),
        ],
        [
            t0('payees.pay.review.kind'),
            simulation.kind === 'internal' ? t0('payees.pay.review.internal') : t0('payees.pay.review.ted'),
        ],
        [t0('payees.pay.review.amount'), formatBRL(draft.amount ?? 0)],
        [
            t0('payees.pay.review.fee'),
            simulation.fee ? formatBRL(simulation.fee) : t0('payees.pay.review.free'),
        ],
        [t0('payees.pay.review.total'), formatBRL(simulation.total)],
        [
            t0('payees.pay.review.date'),
            today
                ? t0('payees.pay.review.today', { date: formatDate(`${simulation.payment_date}T12:00:00Z`) })
                : t0('payees.pay.review.scheduled', {
                      date: formatDate(`${simulation.payment_date}T12:00:00Z`),
                  }),
        ],
        [t0('payees.pay.review.account'), accountLabel(account)],
        [
            t0('payees.pay.review.balance_after'),
            balanceVisible ? formatBRL(simulation.balance_after) : HIDDEN_BALANCE,
        ],
        [
            t0('payees.pay.review.description'),
            draft.description.trim() || t0('payees.pay.review.no_description'),
        ],
    ];
}

interface Props {
    draft: PayDraft;
    simulation: SimulationView;
    account: AccountView;
    onBack: (errors?: PayErrors) => void;
    onPaid: (payment: PaymentView) => void;
}

/** The confirmation: one idempotency key for this step, the transaction password, one submit. */
export const PayFavoredReview = ({ draft, simulation, account, onBack, onPaid }: Props) => {
    const t = useMessages(payeeMessages);
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();
    const pay = useVerb<PaymentView>('pagamento-favorecidos', 'pay');
    const [balanceVisible] = useBalanceVisible();
    const earlier = simulation.earlier ?? [];
    const repeat = useRepeatConfirmation(earlier.length, t('payees.pay.repeat.required'));

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!repeat.allows()) return;
        if (!password.start(t('payees.pay.review.password_required'))) return;
        const body = { ...payBody(draft), password: password.value, repeat: repeat.repeat };
        void run(async () => {
            try {
                onPaid(
                    await confirmation.send((key) => pay.mutateAsync({ data: body, idempotencyKey: key })),
                );
            } catch (error) {
                // The bank could not be reached to say: the step offers the same confirmation again.
                if (isLostResponse(error)) return;
                const fields = serverFieldErrors(error);
                // The same payment was confirmed meanwhile (another tab): the warning, the password kept.
                if (fields.repeat) {
                    repeat.refused(fields.repeat);
                    return;
                }
                if (fields.password) password.setError(fields.password);
                const back = payErrorsFrom(fields);
                // Amount, date and payee are the form's: back there with the message on the field.
                if (back.amount || back.payment_date || back.favored_id || back.description) {
                    onBack(back);
                    return;
                }
                const reason = isHttpError(error)
                    ? (error.body as { reason?: unknown } | null)?.reason
                    : null;
                if (back.account_id) password.setFailure(back.account_id);
                else if (typeof reason === 'string') password.setFailure(reason);
                else if (!fields.password) password.setFailure(t('payees.pay.review.failed'));
            }
        });
    };

    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="payee-review-title">
            <Typography id="payee-review-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('payees.pay.review.title')}
            </Typography>
            <DescriptionList pairs={reviewPairs(draft, simulation, account, balanceVisible)} />
            {simulation.notice && (
                <Alert severity="info" sx={{ my: 1 }}>
                    {simulation.notice}
                </Alert>
            )}
            <RepeatWarning
                state={repeat}
                title={t('payees.pay.repeat.title')}
                items={repeatItems(earlier)}
                label={t('payees.pay.repeat.label')}
            />
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('payees.pay.review.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(confirmation, t('payees.pay.review.submit'))}
            />
        </Box>
    );
};
