import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { useVerb } from '../../dataProvider/hooks';
import { needsApproval } from '../../domain/billPayment';
import type { ParsedBoleto } from '../../domain/boleto';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { TRANSACTION_PASSWORD_MESSAGES } from '../../domain/transactionPassword';
import { isLostResponse } from '../../http/client';
import { handleHttpError } from '../../http/errorCatalogue';
import { isHttpError } from '../../http/HttpError';
import { textOf, useMessages } from '../../i18n';
import { FormActions } from '../../ui/BusyButton';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { TransactionPasswordField, useTransactionPassword } from '../../ui/TransactionPassword';
import { useBusy } from '../../ui/useBusy';
import { ConfirmationStatus, submitLabel, useConfirmation } from '../../ui/useConfirmation';
import { type AccountView, accountLabel } from '../accounts';
import {
    amountPairs,
    BILL_PAYMENTS,
    type BillInfo,
    type BillPaymentView,
    beneficiaryPairs,
    type PayBillInput,
    type PaymentMode,
} from './api';
import { amountOf, type BillDraft, boletoOf } from './BillForm';
import { EarlierPayments } from './EarlierPayments';
import { billMessages } from './messages';
import { useBankCheck } from './useBankCheck';

interface Props {
    mode: PaymentMode;
    draft: BillDraft;
    account: AccountView | undefined;
    /** Back to the form, with the server's field errors that belong there. */
    onBack: (errors?: Record<string, string>) => void;
    onPaid: (payment: BillPaymentView) => void;
}

const text = textOf(billMessages);

/** The register's answer: amount (broken down when charged), beneficiary and bank apart, payer, due date. */
function confirmRows(info: BillInfo, boleto: ParsedBoleto, amount: number): [string, string][] {
    const rows = [
        ...amountPairs(info.charges, amount, text('bills.fields.total')),
        ...beneficiaryPairs({ ...info, kind: boleto.kind, barcode: boleto.barcode }),
    ];
    if (info.payer) rows.push([text('bills.fields.boleto_payer'), info.payer]);
    const due = info.due_date ?? boleto.dueDate;
    rows.push([text('bills.fields.due_date'), due ? formatDate(due) : text('bills.fields.not_informed')]);
    return rows;
}

const FORM_FIELDS = ['barcode', 'line', 'amount', 'account_id', 'payment_datetime', 'payment_date'];

/** The confirmation step: amount, payer, beneficiary and dates, the transaction password, and one submit. */
export const BillConfirm = ({ mode, draft, account, onBack, onPaid }: Props) => {
    const t = useMessages(billMessages);
    const boleto = boletoOf(draft.line);
    // The register refusing the boleto is shown here (quiet), as are earlier payments that could not be read.
    const info = useBankCheck<BillInfo>('info', boleto ? { data: { line: boleto.line }, quiet: true } : null);
    const earlier = useBankCheck<BillPaymentView[]>(
        'earlier',
        boleto && account ? { query: { line: boleto.line, account_id: account.id }, quiet: true } : null,
    );
    const repeats = earlier.status === 'ready' ? earlier.data : [];
    const [repeatConfirmed, setRepeatConfirmed] = useState(false);
    const [repeatError, setRepeatError] = useState<string>();
    const refused = info.status === 'error' ? info.error : undefined;
    const back = useRef(onBack);
    back.current = onBack;
    useEffect(() => {
        // The register refused the boleto (paid, canceled, unknown): back to the line, with the catalogue's
        // text (and its notice with the code: this quiet call's failure is shown here).
        const fields = refused ? serverFieldErrors(refused) : {};
        if (!fields.invoice && !fields.barcode) return;
        if (isHttpError(refused)) handleHttpError(refused);
        back.current(fields);
    }, [refused]);
    // The register's total wins: for a boleto of this bank it includes today's discount or fine and interest.
    const amount = (info.status === 'ready' ? info.data.total : null) ?? amountOf(draft) ?? 0;
    const password = useTransactionPassword();
    const { busy, run } = useBusy();
    const confirmation = useConfirmation();
    const pay = useVerb<BillPaymentView>(BILL_PAYMENTS, 'pay');

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (repeats.length > 0 && !repeatConfirmed) {
            setRepeatError(t('bills.earlier.repeat_required'));
            return;
        }
        if (!password.start(TRANSACTION_PASSWORD_MESSAGES.required) || !boleto || !account) return;
        const input: PayBillInput = {
            line: boleto.line,
            amount,
            account_id: account.id,
            payment_date: draft.schedule ? draft.paymentDate : undefined,
            password: password.value,
        };
        void run(async () => {
            try {
                onPaid(
                    await confirmation.send((key) => pay.mutateAsync({ data: input, idempotencyKey: key })),
                );
            } catch (error) {
                // The bank could not be reached to say: the step offers the same confirmation again.
                if (isLostResponse(error)) return;
                // The http layer showed the notice with its code; the message also goes where it belongs.
                const fields = serverFieldErrors(error);
                if (fields.password) password.setError(fields.password);
                if (FORM_FIELDS.some((name) => fields[name])) {
                    onBack(fields);
                    return;
                }
                const reason = isHttpError(error)
                    ? (error.body as { reason?: unknown } | null)?.reason
                    : null;
                if (typeof reason === 'string') password.setFailure(reason);
                else if (!fields.password) password.setFailure(t('bills.confirm.failed'));
            }
        });
    };

    if (!boleto || !account) return null;
    if (info.status === 'loading' || earlier.status === 'loading')
        return <Loading label={t('bills.confirm.loading')} />;
    if (info.status === 'error') return <LoadFailed what={t('bills.confirm.what')} onRetry={info.retry} />;
    const rows = confirmRows(info.data, boleto, amount);
    rows.push(
        [
            mode === 'own' ? t('bills.fields.debit_account') : t('bills.fields.debit_subaccount'),
            t('bills.confirm.debit_account_value', {
                holder: account.holder?.name ?? t('bills.fields.not_available'),
                account: accountLabel(account),
            }),
        ],
        [
            t('bills.fields.payment_date'),
            draft.schedule ? formatDate(draft.paymentDate) : t('bills.confirm.today'),
        ],
        [t('bills.fields.line'), boleto.formattedLine],
    );

    return (
        <Box component="form" onSubmit={submit} noValidate aria-labelledby="bill-confirm-title">
            <Typography id="bill-confirm-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('bills.confirm.title')}
            </Typography>
            <DescriptionList pairs={rows} />
            {needsApproval(amount) && (
                <Alert severity="info" sx={{ my: 1 }}>
                    {t('bills.confirm.approval_notice', { amount: formatBRL(100_000) })}
                </Alert>
            )}
            {repeats.length > 0 && (
                <EarlierPayments
                    payments={repeats}
                    confirmed={repeatConfirmed}
                    onConfirm={(checked) => {
                        setRepeatConfirmed(checked);
                        setRepeatError(undefined);
                    }}
                    error={repeatError}
                />
            )}
            <TransactionPasswordField state={password} />
            <ConfirmationStatus confirmation={confirmation} />
            <FormActions
                busy={busy}
                backLabel={t('bills.confirm.back')}
                onBack={() => onBack()}
                submitLabel={submitLabel(confirmation, t('bills.confirm.submit'))}
            />
        </Box>
    );
};
