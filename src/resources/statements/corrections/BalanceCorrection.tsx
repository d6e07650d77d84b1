import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import type { StatementCorrectionView } from '../../../contract/statementCorrections';
import { readKey, useRead, useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import {
    CORRECTION_MESSAGES,
    correctionAmountProblem,
    reasonProblem,
} from '../../../domain/statementCorrections';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { MoneyField } from '../../../ui/MoneyField';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, NOT_CONFIRMED, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { correctionMessages } from './messages';
import { CorrectionTrail, ReasonField, useCorrectionRights } from './shared';

/**
 * "Corrigir saldo" for staff who may ask for it: a credit or debit with its reason, held for another person's
 * approval; and the account's pending and recent balance corrections with their status. Renders nothing for
 * other users.
 */
export const BalanceCorrection = ({ accountId }: { accountId: number }) => {
    const rights = useCorrectionRights();
    return rights.balance ? <Corrections accountId={accountId} /> : null;
};

const Corrections = ({ accountId }: { accountId: number }) => {
    const t = useMessages(correctionMessages);
    const headingId = useId();
    const [open, setOpen] = useState(false);
    const requests = useGetList<StatementCorrectionView>('correcoes-extrato', {
        filter: { account_id: accountId, kind: 'balance' },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const rows = requests.data ?? [];
    return (
        <Box component="section" aria-labelledby={headingId}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
                    {t('corrections.balance.heading')}
                </Typography>
                <Button variant="outlined" onClick={() => setOpen(true)}>
                    {t('corrections.balance.action')}
                </Button>
            </Box>
            {rows.length > 0 && <CorrectionTrail rows={rows} label={t('corrections.balance.list_label')} />}
            {open && (
                <BalanceDialog
                    accountId={accountId}
                    onClose={() => setOpen(false)}
                    onSent={() => {
                        setOpen(false);
                        void requests.refetch();
                    }}
                />
            )}
        </Box>
    );
};

type Direction = 'credit' | 'debit';

interface Errors {
    direction?: string;
    amount?: string;
    reason?: string;
    form?: string;
}

interface DialogProps {
    accountId: number;
    onClose: () => void;
    onSent: () => void;
}

/** The request: credit or debit, amount, reason. A failure keeps every field as typed. */
const BalanceDialog = ({ accountId, onClose, onSent }: DialogProps) => {
    const t = useMessages(correctionMessages);
    const notify = useNotify();
    const queryClient = useQueryClient();
    const correct = useVerb<StatementCorrectionView>('correcoes-extrato', 'correctBalance');
    const balance = useRead<{ balance: number }>('contas-titular', 'saldo', { id: accountId });
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const directionId = useId();
    const [direction, setDirection] = useState<Direction | ''>('');
    const [cents, setCents] = useState<number | null>(null);
    const [reason, setReason] = useState('');
    const [errors, setErrors] = useState<Errors>({});
    const signed = direction === '' || cents === null ? null : direction === 'credit' ? cents : -cents;
    const current = balance.data?.balance;

    const submit = () => {
        const found: Errors = {
            direction: direction === '' ? CORRECTION_MESSAGES.directionRequired : undefined,
            amount: correctionAmountProblem(cents ?? 0) ?? undefined,
            reason: reasonProblem(reason) ?? undefined,
        };
        setErrors(found);
        if (found.direction || found.amount || found.reason || signed === null) return;
        const data = { amount: signed, reason: reason.trim() };
        void run(async () => {
            try {
                await confirmation.send(
                    (key) => correct.mutateAsync({ id: accountId, data, idempotencyKey: key }),
                    data,
                );
                notify(t('corrections.balance.sent'), { type: 'success' });
                void queryClient.invalidateQueries({
                    queryKey: readKey('contas-titular', 'saldo', { id: accountId }),
                });
                onSent();
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setErrors({ form: NOT_CONFIRMED });
                    return;
                }
                const fields = serverFieldErrors(failure);
                const onFields = fields.amount || fields.reason;
                setErrors({
                    amount: fields.amount,
                    reason: fields.reason,
                    form: fields.account_id ?? (onFields ? undefined : t('corrections.failed')),
                });
            }
        });
    };

    return (
        <FormDialog
            id={`balance-correction-${accountId}`}
            open
            title={t('corrections.balance.title')}
            submitLabel={submitLabel(confirmation, t('corrections.balance.submit'))}
            busy={busy}
            error={errors.form}
            onClose={onClose}
            onSubmit={submit}
        >
            <DialogContentText sx={{ mb: 1 }}>{t('corrections.balance.intro')}</DialogContentText>
            {current !== undefined && (
                <Typography variant="body2">
                    {t('corrections.balance.current', { amount: formatBRL(current) })}
                </Typography>
            )}
            <FormControl error={!!errors.direction} sx={{ mt: 1 }} required>
                <FormLabel id={directionId}>{t('corrections.balance.direction')}</FormLabel>
                <RadioGroup
                    aria-labelledby={directionId}
                    value={direction}
                    onChange={(event) => {
                        setDirection(event.target.value as Direction);
                        setErrors((was) => ({ ...was, direction: undefined, amount: undefined }));
                    }}
                >
                    <FormControlLabel
                        value="credit"
                        control={<Radio />}
                        label={t('corrections.balance.credit')}
                    />
                    <FormControlLabel
                        value="debit"
                        control={<Radio />}
                        label={t('corrections.balance.debit')}
                    />
                </RadioGroup>
                {errors.direction && <FormHelperText>{errors.direction}</FormHelperText>}
            </FormControl>
            <MoneyField
                label={t('corrections.balance.amount')}
                value={cents}
                onChange={(value) => {
                    setCents(value);
                    setErrors((was) => ({ ...was, amount: undefined }));
                }}
                error={errors.amount}
                help={
                    current !== undefined && signed !== null
                        ? t('corrections.balance.after', { amount: formatBRL(current + signed) })
                        : undefined
                }
            />
            <ReasonField
                value={reason}
                onChange={(value) => {
                    setReason(value);
                    setErrors((was) => ({ ...was, reason: undefined }));
                }}
                error={errors.reason}
            />
            <ConfirmationStatus confirmation={confirmation} />
        </FormDialog>
    );
};
