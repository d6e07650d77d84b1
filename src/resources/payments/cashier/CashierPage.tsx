import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { CASH_DEPOSIT_MAX_CENTS, CASH_TEXTS, cashAmountProblem } from '../../../domain/cashier';
import { useMessages } from '../../../i18n';
import { FormActions } from '../../../ui/BusyButton';
import { MoneyField } from '../../../ui/MoneyField';
import { useBusy } from '../../../ui/useBusy';
import { AccountFinder } from './AccountFinder';
import {
    type CashAccount,
    type CashMode,
    type CashOperationView,
    type CashWithdrawalSimulation,
    cashAccountText,
} from './api';
import { CashConfirm } from './CashConfirm';
import { CashDay } from './CashDay';
import { CashReceipt } from './CashReceipt';
import { cashierMessages } from './messages';

type Step =
    | { name: 'find' }
    | { name: 'amount'; account: CashAccount; error?: string }
    | { name: 'confirm'; account: CashAccount; simulation: CashWithdrawalSimulation | null }
    | { name: 'done'; operation: CashOperationView };

/** The amount; a withdrawal is simulated (tariff, daily limit) before its confirmation. */
const AmountStep = ({
    mode,
    account,
    amount,
    serverError,
    onAmount,
    onBack,
    onContinue,
}: {
    mode: CashMode;
    account: CashAccount;
    amount: number | null;
    serverError?: string;
    onAmount: (cents: number | null) => void;
    onBack: () => void;
    onContinue: (simulation: CashWithdrawalSimulation | null) => void;
}) => {
    const t = useMessages(cashierMessages);
    const [error, setError] = useState(serverError);
    const { busy, run } = useBusy();
    const simulate = useVerb<CashWithdrawalSimulation>('caixa-operacoes', 'simulate');
    const submit = (event: FormEvent) => {
        event.preventDefault();
        const problem =
            cashAmountProblem(amount) ??
            (mode === 'deposit' && (amount ?? 0) > CASH_DEPOSIT_MAX_CENTS ? CASH_TEXTS.depositOverMax : null);
        setError(problem ?? undefined);
        if (problem) return;
        if (mode === 'deposit') {
            onContinue(null);
            return;
        }
        void run(async () => {
            try {
                onContinue(
                    await simulate.mutateAsync({ data: { account_id: account.id, amount }, quiet: true }),
                );
            } catch (failure) {
                const fields = serverFieldErrors(failure);
                setError(fields.amount ?? fields.account_id ?? t('cashier.confirm.failed'));
            }
        });
    };
    return (
        <Box component="form" onSubmit={submit} noValidate>
            <MoneyField
                label={t('cashier.form.amount')}
                value={amount}
                onChange={(cents) => {
                    onAmount(cents);
                    setError(undefined);
                }}
                error={error}
                autoFocus
            />
            <FormActions
                busy={busy}
                backLabel={t('cashier.find.change')}
                onBack={onBack}
                submitLabel={t('cashier.form.continue')}
            />
        </Box>
    );
};

/**
 * `/deposito` and `/saque` (role Caixa): find the holder's account, the amount, the confirmation with the
 * transaction password, the receipt; below, the cashier's day (operations, reversal, closing figures and PDF).
 */
const CashierPage = ({ mode }: { mode: CashMode }) => {
    const t = useMessages(cashierMessages);
    const [step, setStep] = useState<Step>({ name: 'find' });
    const [amount, setAmount] = useState<number | null>(null);
    // Bumped after every operation so the day below reads it.
    const [version, setVersion] = useState(0);
    const title = t(mode === 'deposit' ? 'cashier.page.deposit_title' : 'cashier.page.withdrawal_title');
    const restart = () => {
        setAmount(null);
        setStep({ name: 'find' });
    };

    return (
        <Box sx={{ py: 2, maxWidth: 960 }}>
            <Title title={title} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t(mode === 'deposit' ? 'cashier.page.deposit_intro' : 'cashier.page.withdrawal_intro')}
            </Typography>
            <Card variant="outlined" sx={{ mb: 3 }}>
                <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                    {step.name === 'find' && (
                        <AccountFinder onChoose={(account) => setStep({ name: 'amount', account })} />
                    )}
                    {step.name === 'amount' && (
                        <>
                            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                                {step.account.holder_name}
                            </Typography>
                            <Typography color="text.secondary" sx={{ mb: 1 }}>
                                {`${step.account.holder_document_masked} · ${cashAccountText(step.account)}`}
                            </Typography>
                            <Typography variant="body2" sx={{ mb: 1 }}>
                                {t('cashier.find.confirm_holder')}
                            </Typography>
                            <AmountStep
                                key={step.error ?? ''}
                                mode={mode}
                                account={step.account}
                                amount={amount}
                                serverError={step.error}
                                onAmount={setAmount}
                                onBack={restart}
                                onContinue={(simulation) =>
                                    setStep({ name: 'confirm', account: step.account, simulation })
                                }
                            />
                        </>
                    )}
                    {step.name === 'confirm' && amount !== null && (
                        <CashConfirm
                            mode={mode}
                            account={step.account}
                            amount={amount}
                            simulation={step.simulation}
                            onBack={(error) => setStep({ name: 'amount', account: step.account, error })}
                            onDone={(operation) => {
                                setStep({ name: 'done', operation });
                                setVersion((v) => v + 1);
                            }}
                        />
                    )}
                    {step.name === 'done' && <CashReceipt operation={step.operation} onAnother={restart} />}
                </CardContent>
            </Card>
            <CashDay version={version} />
        </Box>
    );
};

export const DepositPage = () => <CashierPage mode="deposit" />;
export const WithdrawalPage = () => <CashierPage mode="withdrawal" />;
