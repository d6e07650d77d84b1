import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { TRANSFER_TEXTS } from '../../../domain/transfers';
import { useMessages } from '../../../i18n';
import { BusySubmitButton } from '../../../ui/BusyButton';
import type { AccountView } from '../../accounts';
import { AccountsGate, useAccountLabel } from './AccountsGate';
import { type DraftErrors, type DraftField, detailErrors, type TransferDraft } from './api';
import { DetailFields } from './DetailFields';
import { transferMessages } from './messages';
import { TransferSteps } from './TransferSteps';
import { useTransferSteps } from './useTransferSteps';

type Draft = Pick<TransferDraft, 'amount' | 'date' | 'description'> & { from: number; to: number | '' };

const DigitalForm = ({ accounts }: { accounts: AccountView[] }) => {
    const t = useMessages(transferMessages);
    const label = useAccountLabel();
    const steps = useTransferSteps();
    const empty: Draft = { from: accounts[0].id, to: '', amount: null, date: '', description: '' };
    const [draft, setDraft] = useState<Draft>(empty);
    const [toError, setToError] = useState<string>();
    const { errors, setErrors } = steps;
    const from = accounts.find((a) => a.id === draft.from) ?? accounts[0];

    const change = (patch: Partial<Draft>, field?: DraftField) => {
        setDraft((was) => ({ ...was, ...patch }));
        if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const found: DraftErrors = detailErrors(draft, toDateOnlyBrasilia());
        const to = draft.to === '' ? null : draft.to;
        const destination =
            to === null
                ? TRANSFER_TEXTS.digitalNotOwn
                : to === from.id
                  ? TRANSFER_TEXTS.sameAccount
                  : undefined;
        setErrors(found);
        setToError(destination);
        if (Object.keys(found).length > 0 || destination || to === null) return;
        void steps.simulate({
            origin: 'digital',
            account_id: from.id,
            to_account_id: to,
            amount: draft.amount ?? 0,
            payment_date: draft.date || undefined,
            description: draft.description.trim() || undefined,
        });
    };

    const form = (
        <Box component="form" onSubmit={submit} noValidate aria-label={t('transfers.form.title')}>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 1 }}>
                <TextField
                    select
                    label={t('transfers.form.from')}
                    value={draft.from}
                    onChange={(e) => change({ from: Number(e.target.value) })}
                    fullWidth
                >
                    {accounts.map((account) => (
                        <MenuItem key={account.id} value={account.id}>
                            {label(account)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    label={t('transfers.form.to')}
                    value={draft.to}
                    onChange={(e) => {
                        change({ to: Number(e.target.value) }, 'account');
                        setToError(undefined);
                    }}
                    error={!!(toError ?? errors.account)}
                    helperText={toError ?? errors.account ?? ' '}
                    fullWidth
                >
                    {accounts
                        .filter((account) => account.id !== draft.from)
                        .map((account) => (
                            <MenuItem key={account.id} value={account.id}>
                                {label(account)}
                            </MenuItem>
                        ))}
                </TextField>
            </Box>
            <DetailFields draft={draft} errors={errors} onChange={change} />
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
            fromLabel={label(from)}
            onAnother={() => {
                setDraft(empty);
                steps.restart();
            }}
        />
    );
};

/** `/transfer-digital`: between the holder's own accounts of this bank, at once and without a fee. */
export const DigitalTransferPage = () => {
    const t = useMessages(transferMessages);
    return (
        <Box sx={{ py: 2, maxWidth: 760 }}>
            <Title title={t('transfers.page.digital_title')} />
            <Typography variant="h5" component="h2">
                {t('transfers.page.digital_title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('transfers.page.digital_intro')}
            </Typography>
            <AccountsGate scope="all" min={2}>
                {(accounts) => <DigitalForm accounts={accounts} />}
            </AccountsGate>
        </Box>
    );
};
