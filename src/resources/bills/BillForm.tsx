import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BILL_MESSAGES, beneficiaryOf } from '../../domain/billPayment';
import { BOLETO_INVALID, type ParsedBoleto, parseBoleto } from '../../domain/boleto';
import { formatDate, isOnOrBeforeToday, startOfDayUtc } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { BoletoLineField } from '../../ui/BoletoLineField';
import { Balance } from '../../ui/Money';
import { MoneyField } from '../../ui/MoneyField';
import { type AccountView, accountLabel } from '../accounts';
import type { PaymentMode } from './api';
import { billMessages } from './messages';

export interface BillDraft {
    /** As typed, with the mask. */
    line: string;
    /** Cents typed by the user (used only when the boleto has no amount). */
    typedAmount: number | null;
    accountId: number | null;
    schedule: boolean;
    /** yyyy-MM-dd. */
    paymentDate: string;
}

export const EMPTY_DRAFT: BillDraft = {
    line: '',
    typedAmount: null,
    accountId: null,
    schedule: false,
    paymentDate: '',
};

const COMPLETE = [44, 47, 48];

/** The boleto of a draft, or null while the line is incomplete or invalid. */
export const boletoOf = (line: string): ParsedBoleto | null => {
    const digits = line.replace(/\D/g, '');
    if (!COMPLETE.includes(digits.length)) return null;
    const parsed = parseBoleto(digits);
    return parsed.ok ? parsed : null;
};

/** The amount that will be paid: the boleto's own, or the one the user typed. */
export const amountOf = (draft: BillDraft) => boletoOf(draft.line)?.amountCents ?? draft.typedAmount;

type Errors = Partial<Record<'line' | 'amount' | 'account' | 'date', string>>;

/** Server field names → the form's fields. */
const fromServer = (errors: Record<string, string> = {}): Errors => ({
    line: errors.barcode ?? errors.invoice ?? errors.line,
    amount: errors.amount,
    account: errors.account_id,
    date: errors.payment_datetime ?? errors.payment_date,
});

const validate = (draft: BillDraft): Errors => {
    const errors: Errors = {};
    const boleto = boletoOf(draft.line);
    if (!boleto) errors.line = BOLETO_INVALID;
    else if (boleto.amountCents === null && !draft.typedAmount) errors.amount = BILL_MESSAGES.amountRequired;
    if (draft.accountId === null) errors.account = BILL_MESSAGES.accountRequired;
    if (draft.schedule) {
        if (startOfDayUtc(draft.paymentDate) === null) errors.date = BILL_MESSAGES.invalidDate;
        else if (isOnOrBeforeToday(draft.paymentDate)) errors.date = BILL_MESSAGES.paymentDate;
    }
    return errors;
};

interface Props {
    mode: PaymentMode;
    /** The holder has sub-accounts: the own-account page points to its twin (the twin always points back). */
    hasSubaccounts: boolean;
    accounts: AccountView[];
    draft: BillDraft;
    serverErrors?: Record<string, string>;
    onChange: (draft: BillDraft) => void;
    onContinue: () => void;
}

/** The boleto, the amount, the account and the date: what the confirmation step will show. */
export const BillForm = ({
    mode,
    hasSubaccounts,
    accounts,
    draft,
    serverErrors,
    onChange,
    onContinue,
}: Props) => {
    const t = useMessages(billMessages);
    const [errors, setErrors] = useState<Errors>(() => fromServer(serverErrors));
    useEffect(() => setErrors(fromServer(serverErrors)), [serverErrors]);
    const set = (patch: Partial<BillDraft>, clear: keyof Errors) => {
        onChange({ ...draft, ...patch });
        setErrors((e) => ({ ...e, [clear]: undefined }));
    };

    const digits = draft.line.replace(/\D/g, '');
    const parsed = useMemo(() => (COMPLETE.includes(digits.length) ? parseBoleto(digits) : null), [digits]);
    // A complete line that does not check is wrong now, not at "Continuar".
    const lineError = errors.line ?? (parsed && !parsed.ok ? BOLETO_INVALID : undefined);
    const boleto = parsed?.ok ? parsed : null;

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = validate(draft);
        setErrors(found);
        if (Object.values(found).every((e) => e === undefined)) onContinue();
    };

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
            <BoletoLineField
                value={draft.line}
                onChange={(line) => set({ line, typedAmount: null }, 'line')}
                error={lineError}
            />
            {boleto && <BoletoFacts boleto={boleto} />}
            {boleto && boleto.amountCents === null && (
                <MoneyField
                    label={t('bills.form.amount')}
                    value={draft.typedAmount}
                    onChange={(cents) => set({ typedAmount: cents }, 'amount')}
                    error={errors.amount}
                    help={t('bills.form.amount_help')}
                />
            )}
            <TextField
                select
                label={mode === 'own' ? t('bills.form.account') : t('bills.form.subaccount')}
                value={draft.accountId ?? ''}
                onChange={(e) => set({ accountId: Number(e.target.value) }, 'account')}
                error={!!errors.account}
                helperText={
                    errors.account ??
                    (mode === 'subaccount' || hasSubaccounts ? (
                        <Link
                            component={RouterLink}
                            to={mode === 'own' ? '/s-liquidacaoboleto' : '/liquidacaoboleto'}
                        >
                            {mode === 'own' ? t('bills.form.subaccount_link') : t('bills.form.own_link')}
                        </Link>
                    ) : (
                        ' '
                    ))
                }
                fullWidth
            >
                {accounts.map((account) => (
                    <MenuItem key={account.id} value={account.id}>
                        {t('bills.form.account_option', {
                            account: accountLabel(account),
                            type: account.account_type?.name ?? t('bills.form.account_type_fallback'),
                        })}
                        &nbsp;
                        <Balance cents={account.balance} />
                    </MenuItem>
                ))}
            </TextField>
            <FormControlLabel
                control={
                    <Checkbox
                        checked={draft.schedule}
                        onChange={(e) => set({ schedule: e.target.checked, paymentDate: '' }, 'date')}
                    />
                }
                label={t('bills.form.schedule')}
            />
            {draft.schedule && (
                <TextField
                    type="date"
                    label={t('bills.fields.payment_date')}
                    value={draft.paymentDate}
                    onChange={(e) => set({ paymentDate: e.target.value }, 'date')}
                    error={!!errors.date}
                    helperText={errors.date ?? t('bills.form.date_help')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ maxWidth: 260 }}
                />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <Button type="submit" variant="contained">
                    {t('bills.form.continue')}
                </Button>
            </Box>
        </Box>
    );
};

/** What the line says: beneficiary's bank (or segment), amount, due date and the parser's warnings. */
const BoletoFacts = ({ boleto }: { boleto: ParsedBoleto }) => {
    const t = useMessages(billMessages);
    return (
        <Box
            component="section"
            aria-label={t('bills.form.facts')}
            sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}
        >
            <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
            >
                <dt>{boleto.kind === 'bank' ? t('bills.form.bank') : t('bills.form.segment')}</dt>
                <dd style={{ margin: 0 }}>{beneficiaryOf(boleto)}</dd>
                <dt>{t('bills.fields.amount')}</dt>
                <dd style={{ margin: 0 }}>
                    {boleto.amountCents === null
                        ? t('bills.form.typed_by_you')
                        : formatBRL(boleto.amountCents)}
                </dd>
                <dt>{t('bills.fields.due_date')}</dt>
                <dd style={{ margin: 0 }}>
                    {boleto.dueDate ? formatDate(boleto.dueDate) : t('bills.fields.not_informed')}
                </dd>
            </Box>
            {boleto.warnings.map((warning) => (
                <Alert key={warning} severity="warning" sx={{ mt: 1 }}>
                    {warning}
                </Alert>
            ))}
        </Box>
    );
};
