import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { asLoad, useRead, useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { RECHARGE_MESSAGES, rechargeReasonProblem, staffAmountProblem } from '../../../domain/recharges';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { MoneyField } from '../../../ui/MoneyField';
import { type FoundAccount, MANUAL_RECHARGES, type ManualRechargeView, type RechargeSource } from './api';
import { ConfirmStep } from './ConfirmStep';
import { rechargeMessages } from './messages';
import { ReasonField } from './ReasonField';
import { StaffAccountSearch } from './StaffAccountSearch';

interface Draft {
    account: FoundAccount | null;
    amount: number | null;
    sourceId: number | '';
    reason: string;
}

const EMPTY: Draft = { account: null, amount: null, sourceId: '', reason: '' };
type Errors = Partial<Record<'account_id' | 'amount' | 'graphic_account_id' | 'reason', string>>;
const FORM_FIELDS = ['account_id', 'amount', 'graphic_account_id', 'reason'] as const;

const validate = (draft: Draft): Errors => {
    const errors: Errors = {};
    if (!draft.account) errors.account_id = RECHARGE_MESSAGES.accountRequired;
    const amount = staffAmountProblem(draft.amount);
    if (amount) errors.amount = amount;
    if (draft.sourceId === '') errors.graphic_account_id = RECHARGE_MESSAGES.sourceRequired;
    const reason = rechargeReasonProblem(draft.reason);
    if (reason) errors.reason = reason;
    return errors;
};

type Step = { name: 'form' } | { name: 'confirm' } | { name: 'done'; recharge: ManualRechargeView };

/** A new manual recharge: the account, the amount, the source graphic account and the reason; then confirm. */
export const ManualRechargeForm = ({ subaccounts }: { subaccounts: boolean }) => {
    const t = useMessages(rechargeMessages);
    const queryClient = useQueryClient();
    const sources = asLoad(useRead<RechargeSource[]>(MANUAL_RECHARGES, 'sources'));
    const store = useVerb<ManualRechargeView>(MANUAL_RECHARGES, 'store');
    const [draft, setDraft] = useState<Draft>(EMPTY);
    const [errors, setErrors] = useState<Errors>({});
    const [step, setStep] = useState<Step>({ name: 'form' });
    const set = (patch: Partial<Draft>, field: keyof Errors) => {
        setDraft((d) => ({ ...d, ...patch }));
        setErrors((e) => ({ ...e, [field]: undefined }));
    };

    if (sources.status === 'loading') return <Loading label={t('recharges.manual.loading_sources')} />;
    if (sources.status === 'error')
        return <LoadFailed what={t('recharges.manual.sources_failed')} onRetry={sources.retry} />;
    if (sources.data.length === 0) return <Alert severity="warning">{t('recharges.manual.no_source')}</Alert>;
    const sourceId = draft.sourceId === '' && sources.data.length === 1 ? sources.data[0].id : draft.sourceId;
    const source = sources.data.find((s) => s.id === sourceId);
    const holder = draft.account?.holder?.name ?? t('recharges.not_available');

    if (step.name === 'done') {
        const { recharge } = step;
        const facts = { amount: formatBRL(recharge.amount), holder: recharge.account?.holder ?? holder };
        return (
            <Box>
                <Alert severity="success" role="status" sx={{ mb: 1 }}>
                    {recharge.status === 'pending_approval'
                        ? t('recharges.manual.done_pending', facts)
                        : t('recharges.manual.done_now', facts)}
                </Alert>
                <Button
                    onClick={() => {
                        setDraft(EMPTY);
                        setStep({ name: 'form' });
                    }}
                >
                    {t('recharges.manual.another')}
                </Button>
            </Box>
        );
    }

    if (step.name === 'confirm' && draft.account && draft.amount !== null && source) {
        const account = draft.account;
        return (
            <ConfirmStep
                title={t('recharges.manual.confirm_title')}
                pairs={[
                    [t('recharges.amount'), formatBRL(draft.amount)],
                    [
                        t('recharges.manual.account'),
                        t('recharges.account_text', {
                            holder,
                            agency: account.agency?.number ?? '----',
                            account: `${account.number}-${account.digit}`,
                        }),
                    ],
                    [t('recharges.manual.source'), `${source.code} · ${source.name}`],
                    [t('recharges.reason'), draft.reason.trim()],
                ]}
                submit={t('recharges.manual.submit')}
                formFields={FORM_FIELDS}
                send={(password, key) =>
                    store.mutateAsync({
                        data: {
                            account_id: account.id,
                            amount: draft.amount,
                            graphic_account_id: source.id,
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
                onDone={(recharge) => {
                    void queryClient.invalidateQueries({ queryKey: [MANUAL_RECHARGES] });
                    setStep({ name: 'done', recharge });
                }}
            />
        );
    }

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = validate({ ...draft, sourceId: sourceId });
        setErrors(found);
        if (Object.keys(found).length === 0) {
            setDraft((d) => ({ ...d, sourceId }));
            setStep({ name: 'confirm' });
        }
    };

    return (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
            <StaffAccountSearch
                label={t('recharges.manual.account')}
                value={draft.account}
                onChange={(account) => set({ account }, 'account_id')}
                error={errors.account_id}
                subaccounts={subaccounts}
            />
            <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
                <MoneyField
                    label={t('recharges.amount')}
                    value={draft.amount}
                    onChange={(amount) => set({ amount }, 'amount')}
                    error={errors.amount}
                />
                <TextField
                    select
                    margin="dense"
                    label={t('recharges.manual.source')}
                    value={sourceId}
                    onChange={(event) => set({ sourceId: Number(event.target.value) }, 'graphic_account_id')}
                    error={!!errors.graphic_account_id}
                    helperText={errors.graphic_account_id ?? ' '}
                >
                    {sources.data.map((s) => (
                        <MenuItem key={s.id} value={s.id}>
                            {t('recharges.manual.source_option', {
                                code: s.code,
                                name: s.name,
                                balance: formatBRL(s.balance),
                            })}
                        </MenuItem>
                    ))}
                </TextField>
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
    );
};
