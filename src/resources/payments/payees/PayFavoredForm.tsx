import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useGetList } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import { useVerb } from '../../../dataProvider/hooks';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { maskedAccountText } from '../../../domain/payees';
import { useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import { DateField } from '../../../ui/DateField';
import { Balance } from '../../../ui/Money';
import { MoneyField } from '../../../ui/MoneyField';
import { useBusy } from '../../../ui/useBusy';
import { type AccountView, accountLabel } from '../../accounts';
import { bankText, documentText, type FavoredView, type SimulationView } from './api';
import { payeeMessages } from './messages';

export interface PayDraft {
    favored: FavoredView | null;
    accountId: number | null;
    amount: number | null;
    /** 'yyyy-MM-dd'; '' for today. */
    date: string;
    description: string;
}

export type PayField = 'favored_id' | 'account_id' | 'amount' | 'payment_date' | 'description';
export type PayErrors = Partial<Record<PayField, string>>;

/** The server's field errors on this form: the spec names the schedule date `payment_datetime`. */
export const payErrorsFrom = (fields: Record<string, string>): PayErrors => {
    const { payment_datetime, ...rest } = fields;
    const errors: PayErrors = {};
    for (const key of ['favored_id', 'account_id', 'amount', 'payment_date', 'description'] as const)
        if (rest[key]) errors[key] = rest[key];
    if (payment_datetime) errors.payment_date = payment_datetime;
    return errors;
};

/** What the bank is asked: the date only when it is not today. */
export const payBody = (draft: PayDraft) => {
    const today = toDateOnlyBrasilia();
    return {
        account_id: draft.accountId,
        favored_id: draft.favored?.id,
        amount: draft.amount,
        payment_date: draft.date && draft.date !== today ? draft.date : undefined,
        description: draft.description.trim() || undefined,
    };
};

const payeeLabel = (f: FavoredView) => (f.nickname ? `${f.nickname} · ${f.name}` : f.name);

/** The payee, searched among the user's active payees as they type. */
const FavoredPicker = ({
    value,
    onChange,
    error,
}: {
    value: FavoredView | null;
    onChange: (favored: FavoredView | null) => void;
    error?: string;
}) => {
    const t = useMessages(payeeMessages);
    const [input, setInput] = useState('');
    const search = value && input === payeeLabel(value) ? '' : input.trim();
    const { data = [], isPending } = useGetList<FavoredView>('favorecidos', {
        filter: { status: 'active', ...(search ? { q: search } : {}) },
        sort: { field: 'favorite', order: 'DESC' },
        pagination: { page: 1, perPage: 20 },
    });
    return (
        <Autocomplete
            value={value}
            onChange={(_, favored) => onChange(favored)}
            inputValue={input}
            onInputChange={(_, text) => setInput(text)}
            options={value && !data.some((f) => f.id === value.id) ? [value, ...data] : data}
            filterOptions={(all) => all}
            getOptionLabel={payeeLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={isPending}
            loadingText={t('payees.pay.favored_loading')}
            noOptionsText={t('payees.pay.favored_none')}
            renderOption={({ key, ...props }, favored) => (
                <li key={key} {...props}>
                    <Box>
                        <Box sx={{ fontWeight: 600 }}>{payeeLabel(favored)}</Box>
                        <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                            {`${documentText(favored.document)} · ${bankText(favored)} · ${maskedAccountText(favored)}`}
                        </Box>
                    </Box>
                </li>
            )}
            renderInput={(params) => (
                <TextField
                    {...params}
                    label={t('payees.pay.favored')}
                    error={!!error}
                    helperText={
                        error ??
                        (value
                            ? `${bankText(value)} · ${maskedAccountText(value)}`
                            : t('payees.pay.favored_help'))
                    }
                    margin="dense"
                />
            )}
        />
    );
};

interface Props {
    accounts: AccountView[];
    draft: PayDraft;
    initialErrors: PayErrors;
    onSimulated: (draft: PayDraft, simulation: SimulationView) => void;
}

/** The payment's data: payee, debit account, amount, date and description; then the bank's simulation. */
export const PayFavoredForm = ({ accounts, draft: initial, initialErrors, onSimulated }: Props) => {
    const t = useMessages(payeeMessages);
    const [draft, setDraft] = useState(initial);
    const [errors, setErrors] = useState<PayErrors>(initialErrors);
    const { busy, run } = useBusy();
    const simulate = useVerb<SimulationView>('pagamento-favorecidos', 'simulate');
    const debit = accounts.find((a) => a.id === draft.accountId);
    const set = (patch: Partial<PayDraft>, field: PayField) => {
        setDraft((current) => ({ ...current, ...patch }));
        setErrors((current) => ({ ...current, [field]: undefined }));
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: PayErrors = {};
        if (!draft.favored) found.favored_id = t('payees.pay.required_favored');
        if (draft.accountId === null) found.account_id = t('payees.pay.required_account');
        if (!draft.amount) found.amount = t('payees.pay.required_amount');
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void run(async () => {
            try {
                onSimulated(draft, await simulate.mutateAsync({ data: payBody(draft) }));
            } catch (failure) {
                // The http layer showed the notice; each message also goes on its field.
                setErrors(payErrorsFrom(serverFieldErrors(failure)));
            }
        });
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={t('payees.pay.step_form')}
            sx={{ display: 'grid', gap: 0.5 }}
        >
            <FavoredPicker
                value={draft.favored}
                onChange={(favored) => set({ favored }, 'favored_id')}
                error={errors.favored_id}
            />
            <TextField
                select
                label={t('payees.pay.debit_account')}
                value={draft.accountId ?? ''}
                onChange={(e) => set({ accountId: Number(e.target.value) }, 'account_id')}
                error={!!errors.account_id}
                helperText={
                    errors.account_id ??
                    (debit ? (
                        <>
                            {t('payees.pay.balance')} <Balance cents={debit.balance} />
                        </>
                    ) : (
                        ' '
                    ))
                }
                margin="dense"
            >
                {accounts.map((account) => (
                    <MenuItem key={account.id} value={account.id}>
                        {accountLabel(account)}
                    </MenuItem>
                ))}
            </TextField>
            <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <MoneyField
                    label={t('payees.pay.amount')}
                    value={draft.amount}
                    onChange={(amount) => set({ amount }, 'amount')}
                    error={errors.amount}
                />
                <Box>
                    <DateField
                        label={t('payees.pay.date')}
                        value={draft.date}
                        onChange={(date) => set({ date }, 'payment_date')}
                        error={errors.payment_date}
                        help={t('payees.pay.date_help')}
                        minDate={toDateOnlyBrasilia()}
                    />
                </Box>
            </Box>
            <TextField
                label={t('payees.pay.description')}
                value={draft.description}
                onChange={(e) => set({ description: e.target.value.slice(0, 140) }, 'description')}
                error={!!errors.description}
                helperText={errors.description ?? t('payees.pay.description_help')}
                margin="dense"
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                <BusySubmitButton busy={busy}>{t('payees.pay.simulate')}</BusySubmitButton>
            </Box>
        </Box>
    );
};
