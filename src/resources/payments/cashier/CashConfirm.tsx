import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { TransactionPasswordField, useTransactionPassword } from '../../../ui/TransactionPassword';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import {
    type CashAccount,
    type CashMode,
    type CashOperationView,
    type CashWithdrawalSimulation,
    cashAccountText,
} from './api';
import { cashierMessages } from './messages';

interface Props {
    mode: CashMode;
    account: CashAccount;
    amount: number;
    /** A withdrawal's tariff and limit, simulated on the way here. */
    simulation: CashWithdrawalSimulation | null;
    /** Back to the amount, with the bank's message for it. */
    onBack: (amountError?: string) => void;
    onDone: (operation: CashOperationView) => void;
}

/**
 * What will move, and the transaction password: the cashier's own for a deposit, the HOLDER's for a withdrawal
 * (typed by them at the counter). One confirmation, one Idempotency-Key: a retry never moves money twice.
 */
export const CashConfirm = ({ mode, account, amount, simulation, onBack, onDone }: Props) => {
    const t = useMessages(cashierMessages);
    const password = useTransactionPassword();
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const send = useVerb<CashOperationView>('caixa-operacoes', mode === 'deposit' ? 'deposit' : 'withdraw');

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!password.start(t('cashier.confirm.password_required'))) return;
        void run(async () => {
            try {
                onDone(
                    await confirmation.send((key) =>
                        send.mutateAsync({
                            data: { account_id: account.id, amount, password: password.value },
                            idempotencyKey: key,
                        }),
                    ),
                );
            } catch (error) {
                if (isLostResponse(error)) return;
                const fields = serverFieldErrors(error);
                if (fields.amount) {
                    onBack(fields.amount);
                    return;
                }
                if (fields.password) password.setError(fields.password);
                else password.setFailure(fields.account_id ?? t('cashier.confirm.failed'));
            }
        });
    };

    const pairs: [string, string][] = [
        [t('cashier.confirm.holder'), account.holder_name],
        [t('cashier.confirm.document'), account.holder_document_masked],
        [t('cashier.confirm.account'), cashAccountText(account)],
        [t('cashier.confirm.amount'), formatBRL(amount)],
    ];
    if (simulation) {
        pairs.push(
            [
                t('cashier.confirm.fee'),
                simulation.fee === 0
                    ? t('cashier.confirm.free', { left: Math.max(0, simulation.free_left - 1) })
                    : formatBRL(simulation.fee),
            ],
            [t('cashier.confirm.total'), formatBRL(simulation.total)],
            [t('cashier.confirm.daily_left'), formatBRL(simulation.daily_left)],
        );
    }

    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="cash-confirm-title">
            <Typography id="cash-confirm-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t(mode === 'deposit' ? 'cashier.confirm.deposit_title' : 'cashier.confirm.withdrawal_title')}
            </Typography>
            <DescriptionList pairs={pairs} />
            {simulation && !simulation.covered && (
                <Alert severity="error" sx={{ my: 1 }}>
                    {t('cashier.confirm.not_covered')}
                </Alert>
            )}
            <Alert severity="info" sx={{ my: 1 }}>
                {t(mode === 'deposit' ? 'cashier.confirm.cashier_types' : 'cashier.confirm.holder_types')}
            </Alert>
            <TransactionPasswordField state={password} holder={mode === 'withdrawal'} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('cashier.form.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(
                    confirmation,
                    t(
                        mode === 'deposit'
                            ? 'cashier.confirm.deposit_submit'
                            : 'cashier.confirm.withdrawal_submit',
                    ),
                )}
            />
        </Box>
    );
};
