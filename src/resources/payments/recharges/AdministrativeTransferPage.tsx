import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { RECHARGE_MESSAGES, rechargeReasonProblem, staffAmountProblem } from '../../../domain/recharges';
import { useMessages } from '../../../i18n';
import { CardScreen } from '../../../ui/CardScreen';
import { DescriptionList } from '../../../ui/DescriptionList';
import { MoneyField } from '../../../ui/MoneyField';
import { ADMIN_TRANSFERS, type AdministrativeTransferView, type FoundAccount } from './api';
import { ConfirmStep } from './ConfirmStep';
import { rechargeMessages } from './messages';
import { ReasonField } from './ReasonField';
import { StaffAccountSearch } from './StaffAccountSearch';

interface Draft {
    from: FoundAccount | null;
    to: FoundAccount | null;
    amount: number | null;
    reason: string;
}

const EMPTY: Draft = { from: null, to: null, amount: null, reason: '' };
type Errors = Partial<Record<'from_account_id' | 'to_account_id' | 'amount' | 'reason', string>>;
const FORM_FIELDS = ['from_account_id', 'to_account_id', 'amount', 'reason'] as const;

const validate = (draft: Draft): Errors => {
    const errors: Errors = {};
    if (!draft.from) errors.from_account_id = RECHARGE_MESSAGES.accountRequired;
    if (!draft.to) errors.to_account_id = RECHARGE_MESSAGES.accountRequired;
    else if (draft.from && draft.from.id === draft.to.id)
        errors.to_account_id = RECHARGE_MESSAGES.sameAccount;
    const amount = staffAmountProblem(draft.amount);
    if (amount) errors.amount = amount;
    else if (draft.from && (draft.amount ?? 0) > draft.from.balance)
        errors.amount = RECHARGE_MESSAGES.insufficient;
    const reason = rechargeReasonProblem(draft.reason);
    if (reason) errors.reason = reason;
    return errors;
};

type Step = { name: 'form' } | { name: 'confirm' } | { name: 'done'; transfer: AdministrativeTransferView };

/** /administrative-transfer-account: staff move money between two accounts of this bank, with a reason. */
export const AdministrativeTransferPage = () => {
    const t = useMessages(rechargeMessages);
    const send = useVerb<AdministrativeTransferView>(ADMIN_TRANSFERS, 'send');
    const [draft, setDraft] = useState<Draft>(EMPTY);
    const [errors, setErrors] = useState<Errors>({});
    const [step, setStep] = useState<Step>({ name: 'form' });
    const set = (patch: Partial<Draft>, field: keyof Errors) => {
        setDraft((d) => ({ ...d, ...patch }));
        setErrors((e) => ({ ...e, [field]: undefined }));
    };
    const describe = (account: FoundAccount) =>
        t('recharges.account_text', {
            holder: account.holder?.name ?? t('recharges.not_available'),
            agency: account.agency?.number ?? '----',
            account: `${account.number}-${account.digit}`,
        });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = validate(draft);
        setErrors(found);
        if (Object.keys(found).length === 0) setStep({ name: 'confirm' });
    };
    const title = t('recharges.admin.title');
    const { from, to, amount } = draft;

    return (
        <CardScreen title={title} intro={t('recharges.admin.intro')}>
            {step.name === 'done' && (
                <Box>
                    <Alert severity="success" role="status" sx={{ mb: 1 }}>
                        {t('recharges.admin.done', { amount: formatBRL(step.transfer.amount) })}
                    </Alert>
                    <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                        {t('recharges.admin.receipt_title')}
                    </Typography>
                    <DescriptionList
                        pairs={[
                            [t('recharges.amount'), formatBRL(step.transfer.amount)],
                            [t('recharges.admin.from'), from ? describe(from) : ''],
                            [t('recharges.admin.to'), to ? describe(to) : ''],
                            [t('recharges.reason'), step.transfer.reason],
                            [t('recharges.admin.when'), formatDateTime(step.transfer.created_at)],
                            [t('recharges.admin.id'), step.transfer.uuid],
                        ]}
                    />
                    <Button
                        sx={{ mt: 1 }}
                        onClick={() => {
                            setDraft(EMPTY);
                            setStep({ name: 'form' });
                        }}
                    >
                        {t('recharges.admin.another')}
                    </Button>
                </Box>
            )}
            {step.name === 'confirm' && from && to && amount !== null && (
                <ConfirmStep
                    title={t('recharges.admin.confirm_title')}
                    pairs={[
                        [t('recharges.amount'), formatBRL(amount)],
                        [t('recharges.admin.from'), describe(from)],
                        [t('recharges.admin.to'), describe(to)],
                        [t('recharges.reason'), draft.reason.trim()],
                    ]}
                    submit={t('recharges.admin.submit')}
                    formFields={FORM_FIELDS}
                    send={(password, key) =>
                        send.mutateAsync({
                            data: {
                                from_account_id: from.id,
                                to_account_id: to.id,
                                amount,
                                reason: draft.reason.trim(),
                                password,
                            },
                            idempotencyKey: key,
                        })
                    }
                    onBack={(back) => {
                        setErrors(back ?? {});
                        setStep({ name: 'form' });
                    }}
                    onDone={(transfer) => setStep({ name: 'done', transfer })}
                />
            )}
            {step.name === 'form' && (
                <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
                    <StaffAccountSearch
                        label={t('recharges.admin.from')}
                        value={from}
                        onChange={(account) => set({ from: account }, 'from_account_id')}
                        error={errors.from_account_id}
                        showBalance
                    />
                    <StaffAccountSearch
                        label={t('recharges.admin.to')}
                        value={to}
                        onChange={(account) => set({ to: account }, 'to_account_id')}
                        error={errors.to_account_id}
                    />
                    <Box sx={{ maxWidth: { sm: 280 } }}>
                        <MoneyField
                            label={t('recharges.amount')}
                            value={amount}
                            onChange={(cents) => set({ amount: cents }, 'amount')}
                            error={errors.amount}
                        />
                    </Box>
                    <ReasonField
                        value={draft.reason}
                        onChange={(reason) => set({ reason }, 'reason')}
                        error={errors.reason}
                    />
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <Button type="submit" variant="contained">
                            {t('recharges.continue')}
                        </Button>
                    </Box>
                </Box>
            )}
        </CardScreen>
    );
};
