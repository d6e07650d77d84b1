import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../../authProvider/login/fieldErrors';
import type { Transaction } from '../../../contract/accounts';
import type { StatementCorrectionView } from '../../../contract/statementCorrections';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { reasonProblem, reversibleProblem } from '../../../domain/statementCorrections';
import { isLostResponse } from '../../../http/client';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { useBusy } from '../../../ui/useBusy';
import { ConfirmationStatus, NOT_CONFIRMED, submitLabel, useConfirmation } from '../../../ui/useConfirmation';
import { correctionMessages } from './messages';
import { CorrectionTrail, ReasonField, useCorrectionRights } from './shared';

/**
 * A movement's reversal (estorno), for staff: the requests touching it (who asked, why, who decided) and the
 * "Estornar" action with its reason. Nothing moves until another person approves it in the approvals queue.
 * Renders nothing for users who may neither ask for nor decide corrections.
 */
export const MovementCorrections = ({ transaction }: { transaction: Transaction }) => {
    const rights = useCorrectionRights();
    return rights.follow ? <Corrections transaction={transaction} canAsk={rights.revert} /> : null;
};

const Corrections = ({ transaction, canAsk }: { transaction: Transaction; canAsk: boolean }) => {
    const t = useMessages(correctionMessages);
    const headingId = useId();
    const [open, setOpen] = useState(false);
    const requests = useGetList<StatementCorrectionView>('correcoes-extrato', {
        filter: { transaction_id: transaction.id },
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const rows = requests.data ?? [];
    const pending = rows.some((c) => c.status === 'pending_approval' && c.kind === 'reversal');
    const blocked = reversibleProblem(transaction);

    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
            <Typography id={headingId} variant="h6" component="h2">
                {t('corrections.reversal.heading')}
            </Typography>
            {requests.isPending && <Loading label={t('corrections.trail.loading')} shape="inline" />}
            {requests.isError && (
                <LoadFailed what={t('corrections.trail.load_what')} onRetry={() => void requests.refetch()} />
            )}
            {requests.isSuccess &&
                (rows.length > 0 ? (
                    <CorrectionTrail rows={rows} label={t('corrections.reversal.list_label')} />
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {t('corrections.reversal.none')}
                    </Typography>
                ))}
            {/* A waiting request shows in the trail above; a movement that cannot be reverted says why. */}
            {canAsk && requests.isSuccess && !pending && (
                <Box sx={{ mt: 1 }}>
                    {blocked ? (
                        <Typography variant="body2" color="text.secondary">
                            {blocked}
                        </Typography>
                    ) : (
                        <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
                            {t('corrections.reversal.action')}
                        </Button>
                    )}
                </Box>
            )}
            {open && (
                <ReversalDialog
                    transaction={transaction}
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

interface DialogProps {
    transaction: Transaction;
    onClose: () => void;
    onSent: () => void;
}

/** The request: what the reversal will do, and its reason. A failure keeps the dialog and the reason as typed. */
const ReversalDialog = ({ transaction, onClose, onSent }: DialogProps) => {
    const t = useMessages(correctionMessages);
    const notify = useNotify();
    const revert = useVerb<StatementCorrectionView>('correcoes-extrato', 'revert');
    const confirmation = useConfirmation();
    const { busy, run } = useBusy();
    const [reason, setReason] = useState('');
    const [reasonError, setReasonError] = useState<string>();
    const [error, setError] = useState<string>();
    const amount = formatBRL(Math.abs(transaction.amount));

    const submit = () => {
        const problem = reasonProblem(reason);
        setReasonError(problem ?? undefined);
        if (problem) return;
        const data = { transaction_id: transaction.id, reason: reason.trim() };
        void run(async () => {
            setError(undefined);
            try {
                await confirmation.send((key) => revert.mutateAsync({ data, idempotencyKey: key }), data);
                notify(t('corrections.reversal.sent'), { type: 'success' });
                onSent();
            } catch (failure) {
                if (isLostResponse(failure)) {
                    setError(NOT_CONFIRMED);
                    return;
                }
                const fields = serverFieldErrors(failure);
                if (fields.reason) setReasonError(fields.reason);
                setError(fields.transaction_id ?? (fields.reason ? undefined : t('corrections.failed')));
            }
        });
    };

    return (
        <FormDialog
            id={`reversal-${transaction.id}`}
            open
            title={t('corrections.reversal.title')}
            submitLabel={submitLabel(confirmation, t('corrections.reversal.submit'))}
            busy={busy}
            error={error}
            onClose={onClose}
            onSubmit={submit}
        >
            <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
                {t('corrections.reversal.movement', {
                    description: transaction.description,
                    date: formatDateTime(transaction.created_at),
                    amount: formatBRL(transaction.amount),
                })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
                {transaction.amount > 0
                    ? t('corrections.reversal.credit_back', { amount })
                    : t('corrections.reversal.debit_back', { amount })}{' '}
                {t('corrections.reversal.both_sides')} {t('corrections.reversal.held')}
            </DialogContentText>
            <ReasonField
                autoFocus
                value={reason}
                onChange={(value) => {
                    setReason(value);
                    setReasonError(undefined);
                }}
                error={reasonError}
            />
            <ConfirmationStatus confirmation={confirmation} />
        </FormDialog>
    );
};
