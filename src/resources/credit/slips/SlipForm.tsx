import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { getUser } from '../../../authProvider/session';
import { useVerb } from '../../../dataProvider/hooks';
import { beneficiaryOf } from '../../../domain/billPayment';
import { type ParsedBoleto, parseBoleto } from '../../../domain/boleto';
import { formatDate, toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import {
    amountProblem,
    type Borrower,
    boletoProblem,
    INSTALLMENT_CHOICES,
    SLIP_MESSAGES,
    SLIP_PARCEL_RULES,
    simulateSlipParcel,
    simulationPairs,
} from '../../../domain/slipParcel';
import { useMessages } from '../../../i18n';
import { BoletoLineField } from '../../../ui/BoletoLineField';
import { FormActions } from '../../../ui/BusyButton';
import { DescriptionList } from '../../../ui/DescriptionList';
import { MoneyField } from '../../../ui/MoneyField';
import { useBusy } from '../../../ui/useBusy';
import { type AccountView, accountLabel } from '../../accounts';
import { SLIPS, type SlipOffer, type SlipParcelView, type SlipRequestInput } from './api';
import { creditMessages } from './messages';
import { ScheduleTable } from './ScheduleTable';
import { SlipConfirmDialog } from './SlipConfirmDialog';

const COMPLETE = [44, 47, 48];
const DEFAULT_INSTALLMENTS = 6;

type Field = 'line' | 'amount' | 'account' | 'installments';
type Errors = Partial<Record<Field, string>>;

/** The server's field names → the form's. */
const fromServer = (fields: Record<string, string>): Errors => ({
    line: fields.line,
    amount: fields.amount,
    account: fields.account_id,
    installments: fields.installments,
});

const hasAny = (errors: Errors) => Object.values(errors).some(Boolean);

interface Props {
    accounts: AccountView[];
    onCancel: () => void;
    onRequested: (slip: SlipParcelView) => void;
}

/**
 * "Novo parcelamento": the boleto line, the account and the number of installments, with the simulation
 * updated as they change; "Continuar" asks the bank for its offer and opens the confirmation with the password.
 */
export const SlipForm = ({ accounts, onCancel, onRequested }: Props) => {
    const t = useMessages(creditMessages);
    const [line, setLine] = useState('');
    const [typedAmount, setTypedAmount] = useState<number | null>(null);
    const [accountId, setAccountId] = useState<number | null>(accounts.length === 1 ? accounts[0].id : null);
    const [installments, setInstallments] = useState(DEFAULT_INSTALLMENTS);
    const [errors, setErrors] = useState<Errors>({});
    const [offer, setOffer] = useState<SlipOffer | null>(null);
    const [failure, setFailure] = useState<string>();
    const { busy, run } = useBusy();
    // The bank's offer; its 422s belong on the form's fields, so the notice is left to this form (quiet).
    const simulate = useVerb<SlipOffer>(SLIPS, 'simulate');
    const today = toDateOnlyBrasilia();
    const clear = (field: Field) => {
        setErrors((e) => ({ ...e, [field]: undefined }));
        setFailure(undefined);
    };

    const digits = line.replace(/\D/g, '');
    const parsed = useMemo(
        () => (COMPLETE.includes(digits.length) ? parseBoleto(digits, today) : null),
        [digits, today],
    );
    const boleto = parsed?.ok ? parsed : null;
    // A complete line that does not check, or an expired boleto, is wrong now, not at "Continuar".
    const lineError =
        errors.line ??
        (parsed && !parsed.ok
            ? SLIP_MESSAGES.invalidLine
            : boleto
              ? (boletoProblem(boleto, today) ?? undefined)
              : undefined);
    const amount = boleto?.amountCents ?? typedAmount;
    // The boleto's own amount is fixed: its problem shows at once. A typed one is judged at "Continuar".
    const boletoAmountError =
        boleto && boleto.amountCents !== null ? amountProblem(boleto.amountCents) : null;
    const account = accounts.find((a) => a.id === accountId);
    const borrower: Borrower = account?.holder?.type ?? getUser()?.type ?? 'natural';

    // One offer per choice of installments, for the choice list and the table.
    const offers = useMemo(() => {
        if (!boleto || boletoProblem(boleto, today) || amount === null || amountProblem(amount)) return null;
        return new Map(
            INSTALLMENT_CHOICES.map((n) => [
                n,
                simulateSlipParcel({ amount, installments: n, requestDate: today, borrower }),
            ]),
        );
    }, [boleto, amount, today, borrower]);
    const simulation = offers?.get(installments) ?? null;

    const input = (): Omit<SlipRequestInput, 'password'> => ({
        line: digits,
        amount: boleto?.amountCents === null ? (typedAmount ?? undefined) : undefined,
        installments,
        account_id: accountId as number,
    });

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: Errors = {
            line: !boleto ? (digits ? SLIP_MESSAGES.invalidLine : SLIP_MESSAGES.lineRequired) : lineError,
            amount: boleto ? (amountProblem(amount) ?? undefined) : undefined,
            account: accountId === null ? SLIP_MESSAGES.accountRequired : undefined,
        };
        setErrors(found);
        if (hasAny(found)) return;
        void run(async () => {
            try {
                setOffer(await simulate.mutateAsync({ data: input(), quiet: true }));
            } catch (error) {
                const fields = fromServer(serverFieldErrors(error));
                if (hasAny(fields)) setErrors(fields);
                else setFailure(t('credit.form.simulate_failed'));
            }
        });
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-labelledby="slip-form-title"
            sx={{ display: 'grid', gap: 1 }}
        >
            <Typography id="slip-form-title" variant="h6" component="h3">
                {t('credit.form.title')}
            </Typography>
            <BoletoLineField
                value={line}
                onChange={(typed) => {
                    setLine(typed);
                    setTypedAmount(null);
                    clear('line');
                    clear('amount');
                }}
                error={lineError}
            />
            {boleto && (
                <BoletoFacts
                    boleto={boleto}
                    amountError={boleto.amountCents !== null ? (errors.amount ?? boletoAmountError) : null}
                />
            )}
            {boleto && boleto.amountCents === null && (
                <MoneyField
                    label={t('credit.form.amount')}
                    value={typedAmount}
                    onChange={(cents) => {
                        setTypedAmount(cents);
                        clear('amount');
                    }}
                    error={errors.amount}
                    help={t('credit.form.amount_help', {
                        min: formatBRL(SLIP_PARCEL_RULES.minAmountCents),
                        max: formatBRL(SLIP_PARCEL_RULES.maxAmountCents),
                    })}
                />
            )}
            <TextField
                select
                label={t('credit.fields.loan_account')}
                value={accountId ?? ''}
                onChange={(e) => {
                    setAccountId(Number(e.target.value));
                    clear('account');
                }}
                error={!!errors.account}
                helperText={errors.account ?? t('credit.form.account_help')}
                fullWidth
            >
                {accounts.map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                        {t('credit.form.account_option', {
                            account: accountLabel(a),
                            type: a.account_type?.name ?? t('credit.form.account_type_fallback'),
                        })}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                select
                label={t('credit.form.installments')}
                value={installments}
                onChange={(e) => {
                    setInstallments(Number(e.target.value));
                    clear('installments');
                }}
                error={!!errors.installments}
                helperText={errors.installments ?? ' '}
                sx={{ maxWidth: { sm: 360 } }}
            >
                {INSTALLMENT_CHOICES.map((n) => {
                    const each = offers?.get(n);
                    return (
                        <MenuItem key={n} value={n}>
                            {each
                                ? t('credit.form.installment_offer', {
                                      count: n,
                                      amount: formatBRL(each.installment_amount),
                                  })
                                : t('credit.form.installment_count', { count: n })}
                        </MenuItem>
                    );
                })}
            </TextField>
            <Box component="section" aria-label={t('credit.form.simulation')} sx={{ mt: 1 }}>
                <Typography variant="subtitle1" component="h4" sx={{ mb: 1 }}>
                    {t('credit.form.simulation')}
                </Typography>
                {simulation ? (
                    <>
                        <DescriptionList
                            pairs={simulationPairs(simulation)}
                            label={t('credit.form.simulation_summary')}
                        />
                        <Box sx={{ mt: 1 }}>
                            <ScheduleTable
                                rows={simulation.schedule}
                                label={t('credit.fields.simulated_installments')}
                            />
                        </Box>
                    </>
                ) : (
                    <Typography color="text.secondary">
                        {boleto && boleto.amountCents === null
                            ? t('credit.form.simulation_hint_amount')
                            : t('credit.form.simulation_hint')}
                    </Typography>
                )}
            </Box>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormActions
                busy={busy}
                backLabel={t('credit.form.cancel')}
                onBack={onCancel}
                submitLabel={t('credit.form.continue')}
            />
            {offer && account && (
                <SlipConfirmDialog
                    offer={offer}
                    account={account}
                    input={input()}
                    onClose={() => setOffer(null)}
                    onRequested={onRequested}
                    onFormErrors={(fields) => {
                        setOffer(null);
                        setErrors(fromServer(fields));
                    }}
                />
            )}
        </Box>
    );
};

/** What the line says: the beneficiary's bank (or segment), the amount and the due date. */
const BoletoFacts = ({ boleto, amountError }: { boleto: ParsedBoleto; amountError: string | null }) => {
    const t = useMessages(creditMessages);
    return (
        <Box
            component="section"
            aria-label={t('credit.form.facts')}
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
        >
            <DescriptionList
                pairs={[
                    [
                        boleto.kind === 'bank' ? t('credit.fields.bank') : t('credit.fields.segment'),
                        beneficiaryOf(boleto),
                    ],
                    [
                        t('credit.fields.amount'),
                        boleto.amountCents === null
                            ? t('credit.fields.typed_by_you')
                            : formatBRL(boleto.amountCents),
                    ],
                    [
                        t('credit.fields.due_date'),
                        boleto.dueDate ? formatDate(boleto.dueDate) : t('credit.fields.not_informed'),
                    ],
                ]}
            />
            {amountError && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {amountError}
                </Alert>
            )}
        </Box>
    );
};
