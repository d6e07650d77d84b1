import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { TED_FEE_CENTS } from '../../../domain/transfers';
import { useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import { Balance } from '../../../ui/Money';
import type { AccountView } from '../../accounts';
import { type DraftField, draftErrors, EMPTY_DRAFT, partyOf, type TransferDraft } from './api';
import { DetailFields } from './DetailFields';
import { transferMessages } from './messages';
import { RecipientFields } from './RecipientFields';
import { TransferSteps } from './TransferSteps';
import { useTransferSteps } from './useTransferSteps';

/** TED or internal transfer from one account: the form, the simulation to confirm, the receipt. */
export const TransferFlow = ({ account, fromLabel }: { account: AccountView; fromLabel: string }) => {
    const t = useMessages(transferMessages);
    const steps = useTransferSteps();
    const [draft, setDraft] = useState<TransferDraft>(EMPTY_DRAFT);
    const { errors, setErrors } = steps;

    const change = (patch: Partial<TransferDraft>, field: DraftField) => {
        setDraft((was) => ({ ...was, ...patch }));
        if (errors[field]) setErrors({ ...errors, [field]: undefined });
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found = draftErrors(draft, toDateOnlyBrasilia());
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        void steps.simulate({
            origin: 'transfer',
            account_id: account.id,
            amount: draft.amount ?? 0,
            payment_date: draft.date || undefined,
            description: draft.description.trim() || undefined,
            bank_data: partyOf(draft),
        });
    };

    const form = (
        <Box component="form" onSubmit={submit} noValidate aria-label={t('transfers.form.title')}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('transfers.form.balance')} <Balance cents={account.balance} />
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('transfers.form.recipient')}
            </Typography>
            <RecipientFields draft={draft} errors={errors} onChange={change} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
                {t('transfers.form.details')}
            </Typography>
            <DetailFields draft={draft} errors={errors} onChange={change} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('transfers.form.ted_fee', { fee: formatBRL(TED_FEE_CENTS) })}
            </Typography>
            {steps.failure && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {steps.failure}
                </Alert>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
                <BusySubmitButton busy={steps.busy}>{t('transfers.form.submit')}</BusySubmitButton>
            </Box>
        </Box>
    );

    return (
        <TransferSteps
            steps={steps}
            form={form}
            fromLabel={fromLabel}
            onAnother={() => {
                setDraft(EMPTY_DRAFT);
                steps.restart();
            }}
        />
    );
};
