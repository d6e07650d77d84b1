import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { asLoad, useRead, useVerb } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { redemptionAmountProblem } from '../../../domain/redemptions';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { BusySubmitButton, FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { Balance } from '../../../ui/Money';
import { MoneyField } from '../../../ui/MoneyField';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import {
    destinationText,
    type RedemptionForm,
    type RedemptionSimulation,
    type RedemptionView,
    sourceText,
} from './api';
import { redemptionMessages } from './messages';

type Account = RedemptionForm['accounts'][number];

/** The confirmation: what will be debited at approval, the TED's day, the transaction password. */
const Confirm = ({
    account,
    simulation,
    onBack,
    onSent,
}: {
    account: Account;
    simulation: RedemptionSimulation;
    onBack: (amountError?: string) => void;
    onSent: (redemption: RedemptionView) => void;
}) => {
    const t = useMessages(redemptionMessages);
    const password = useTransactionPassword();
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const create = useVerb<RedemptionView>('resgates', 'create');
    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!password.start(t('redemptions.confirm.password_required'))) return;
        void run(async () => {
            try {
                onSent(
                    await confirmation.send((key) =>
                        create.mutateAsync({
                            data: {
                                account_id: account.id,
                                amount: simulation.amount,
                                password: password.value,
                            },
                            idempotencyKey: key,
                        }),
                    ),
                );
            } catch (error) {
                if (isLostResponse(error)) return;
                const fields = serverFieldErrors(error);
                if (fields.amount || fields.account_id) onBack(fields.amount ?? fields.account_id);
                else if (fields.password) password.setError(fields.password);
                else password.setFailure(t('redemptions.confirm.failed'));
            }
        });
    };
    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="redemption-confirm-title">
            <Typography id="redemption-confirm-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('redemptions.confirm.title')}
            </Typography>
            <DescriptionList
                pairs={[
                    [t('redemptions.confirm.amount'), formatBRL(simulation.amount)],
                    [t('redemptions.confirm.fee'), formatBRL(simulation.fee)],
                    [t('redemptions.confirm.total'), formatBRL(simulation.total)],
                    [t('redemptions.confirm.balance_after'), formatBRL(simulation.balance_after)],
                    [t('redemptions.confirm.date'), formatDate(`${simulation.payment_date}T15:00:00Z`)],
                ]}
            />
            {simulation.notice && (
                <Alert severity="warning" sx={{ my: 1 }}>
                    {simulation.notice}
                </Alert>
            )}
            <Alert severity="info" sx={{ my: 1 }}>
                {t('redemptions.confirm.approval')}
            </Alert>
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('redemptions.confirm.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(confirmation, t('redemptions.confirm.submit'))}
            />
        </Box>
    );
};

/** A new request: from the account the linked account names, to the linked account; simulated, then confirmed. */
export const RedemptionRequest = ({ onSent }: { onSent: () => void }) => {
    const t = useMessages(redemptionMessages);
    const notify = useNotify();
    const query = useRead<RedemptionForm>('resgates', 'form');
    const load = asLoad(query);
    const [amount, setAmount] = useState<number | null>(null);
    const [error, setError] = useState<string>();
    const [simulation, setSimulation] = useState<RedemptionSimulation | null>(null);
    const { busy, run } = useBusy();
    const simulate = useVerb<RedemptionSimulation>('resgates', 'simulate');

    if (load.status === 'loading') return <Loading label={t('redemptions.form.loading')} shape="detail" />;
    if (load.status === 'error') return <LoadFailed what={t('redemptions.form.what')} onRetry={load.retry} />;
    const { accounts, linked_account: linked, linked_status: linkedStatus, fee } = load.data;
    const account = accounts[0];
    if (!linked || !account)
        return (
            <Alert
                severity="info"
                action={
                    <Button
                        component={RouterLink}
                        to="/cadastrar-conta-bancaria"
                        color="inherit"
                        size="small"
                    >
                        {t('redemptions.form.register')}
                    </Button>
                }
            >
                {linkedStatus === 'pending'
                    ? t('redemptions.form.linked_pending')
                    : linkedStatus === 'rejected'
                      ? t('redemptions.form.linked_rejected')
                      : t('redemptions.form.no_linked')}
            </Alert>
        );

    if (simulation)
        return (
            <Confirm
                account={account}
                simulation={simulation}
                onBack={(problem) => {
                    setSimulation(null);
                    setError(problem);
                }}
                onSent={() => {
                    notify(t('redemptions.confirm.sent'), { type: 'success' });
                    setSimulation(null);
                    setAmount(null);
                    void query.refetch();
                    onSent();
                }}
            />
        );

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const problem = redemptionAmountProblem(amount);
        setError(problem ?? undefined);
        if (problem) return;
        void run(async () => {
            try {
                setSimulation(
                    await simulate.mutateAsync({ data: { account_id: account.id, amount }, quiet: true }),
                );
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.amount ?? fields.account_id ?? t('redemptions.confirm.failed'));
            }
        });
    };
    return (
        <Box component="form" onSubmit={submit} noValidate>
            <DescriptionList
                pairs={[
                    [t('redemptions.form.from'), sourceText(account)],
                    [t('redemptions.form.to'), destinationText(linked)],
                ]}
            />
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', my: 1 }}>
                <Typography color="text.secondary">{t('redemptions.form.balance')}</Typography>
                <Balance cents={account.balance} />
            </Box>
            <MoneyField
                label={t('redemptions.form.amount')}
                value={amount}
                onChange={(cents) => {
                    setAmount(cents);
                    setError(undefined);
                }}
                error={error}
                help={t('redemptions.form.fee_help', { fee: formatBRL(fee) })}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <BusySubmitButton busy={busy}>{t('redemptions.form.simulate')}</BusySubmitButton>
            </Box>
        </Box>
    );
};
