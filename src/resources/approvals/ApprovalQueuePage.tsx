import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import { getUser } from '../../authProvider/session';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import {
    ACTION_LABELS,
    approvalsGiven,
    JURISDICTION_LEVELS,
    jurisdictionOf,
    reasonProblem,
} from '../../domain/approvals';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { isLostResponse } from '../../http/client';
import { useMessages } from '../../i18n';
import { FormDialog } from '../../ui/FormDialog';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { useBusy } from '../../ui/useBusy';
import { NOT_CONFIRMED, useConfirmation } from '../../ui/useConfirmation';
import type { ApprovalView } from './api';
import { approvalMessages } from './messages';
import {
    type ApprovalQueueConfig,
    BOLETO_QUEUE,
    CORRECTION_QUEUE,
    LINKED_ACCOUNT_QUEUE,
    MANUAL_RECHARGE_QUEUE,
    PIX_QUEUE,
    REDEMPTION_QUEUE,
    SLIP_QUEUE,
    SUBACCOUNT_QUEUE,
} from './queues';

const useLevelText = () => {
    const t = useMessages(approvalMessages);
    return (maxCents: number | null) =>
        maxCents === null
            ? t('approvals.page.no_limit')
            : t('approvals.page.up_to', { amount: formatBRL(maxCents) });
};

/** One operation's approvals waiting for the bank: the list, and a drawer to decide each. */
const ApprovalQueue = ({ queue }: { queue: ApprovalQueueConfig }) => {
    const t = useMessages(approvalMessages);
    const levelText = useLevelText();
    const pending = useGetList<ApprovalView>('aprovacoes', {
        filter: { operation: queue.operation, status: 'pending_approval' },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const list = asLoad(pending);
    const [open, setOpen] = useState<ApprovalView | null>(null);
    const mine = jurisdictionOf(getUser()?.role ?? '');

    const changed = (approval: ApprovalView) => {
        setOpen(approval.status === 'pending_approval' ? approval : null);
        void pending.refetch();
    };

    return (
        <Box sx={{ py: 2 }}>
            <Title title={t(queue.title)} />
            <Typography variant="h5" component="h2" sx={{ mb: queue.money === false ? 2 : 1 }}>
                {t(queue.heading)}
            </Typography>
            {queue.money !== false && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t('approvals.page.levels', {
                        levels: JURISDICTION_LEVELS.map((l) => `${l.label} ${levelText(l.maxCents)}`).join(
                            '; ',
                        ),
                    })}
                    {mine ? ` ${t('approvals.page.my_level', { limit: levelText(mine.maxCents) })}` : ''}
                </Typography>
            )}
            {list.status === 'loading' && <Loading label={t(queue.loading)} />}
            {list.status === 'error' && <LoadFailed what={t(queue.loadWhat)} onRetry={list.retry} />}
            {list.status === 'ready' && list.data.length === 0 && <Typography>{t(queue.empty)}</Typography>}
            {list.status === 'ready' && list.data.length > 0 && (
                <List aria-label={t(queue.listLabel)} sx={{ bgcolor: 'background.paper' }}>
                    {list.data.map((approval) => (
                        <ListItem key={approval.id} disablePadding divider>
                            <ListItemButton onClick={() => setOpen(approval)}>
                                <ListItemText
                                    primary={queue.itemText(approval)}
                                    secondary={t('approvals.page.item', {
                                        maker: approval.maker_name,
                                        date: formatDateTime(approval.created_at),
                                        given: approvalsGiven(approval.steps),
                                        required: approval.required,
                                    })}
                                />
                            </ListItemButton>
                        </ListItem>
                    ))}
                </List>
            )}
            <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
                {open && (
                    <ApprovalDetails
                        queue={queue}
                        approval={open}
                        onClose={() => setOpen(null)}
                        onChanged={changed}
                    />
                )}
            </Drawer>
        </Box>
    );
};

/** `/boleto` and `/boleto-double-approve`: boleto payments waiting for the bank's approval. */
export const ApprovalQueuePage = () => <ApprovalQueue queue={BOLETO_QUEUE} />;

/** `/approve-slipparcel`: boleto installment requests waiting for the bank's approval. */
export const SlipApprovalQueuePage = () => <ApprovalQueue queue={SLIP_QUEUE} />;

/** `/pix-double-approve`: legal persons' large Pix transfers waiting for the bank's approval. */
export const PixApprovalQueuePage = () => <ApprovalQueue queue={PIX_QUEUE} />;

/** `/aprovar-conta-bancaria`: holders' accounts at other banks waiting for the bank's approval. */
export const LinkedAccountApprovalQueuePage = () => <ApprovalQueue queue={LINKED_ACCOUNT_QUEUE} />;

/** `/aprovar-subcontas`: additional accounts opened by staff, waiting for the bank's approval. */
export const SubaccountApprovalQueuePage = () => <ApprovalQueue queue={SUBACCOUNT_QUEUE} />;

/** `/jurisdiction-approve`: staff's reversals and balance corrections waiting for another person's approval. */
export const CorrectionApprovalQueuePage = () => <ApprovalQueue queue={CORRECTION_QUEUE} />;

/** `/resgate` and `/resgate-double-approve`: holders' redemptions to their linked accounts. */
export const RedemptionApprovalQueuePage = () => <ApprovalQueue queue={REDEMPTION_QUEUE} />;

/** `/manual-recharge-approve`: staff's manual recharges waiting for another person's approval. */
export const ManualRechargeApprovalQueuePage = () => <ApprovalQueue queue={MANUAL_RECHARGE_QUEUE} />;

interface DetailsProps {
    queue: ApprovalQueueConfig;
    approval: ApprovalView;
    onClose: () => void;
    onChanged: (approval: ApprovalView) => void;
}

/** One approval: what it pays, who made it, its history, and the two decisions. */
const ApprovalDetails = ({ queue, approval, onClose, onChanged }: DetailsProps) => {
    const t = useMessages(approvalMessages);
    const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const approve = useVerb<ApprovalView>('aprovacoes', 'approve');
    const reject = useVerb<ApprovalView>('aprovacoes', 'reject');
    // One decision = one key: retries inside the open dialog resend it; closing starts a new one.
    const confirmation = useConfirmation();

    const close = () => {
        setDialog(null);
        setError(undefined);
        confirmation.renew();
    };
    /** `reason` comes checked and trimmed by the reject dialog. */
    const decide = (action: 'approve' | 'reject', reason = '') => {
        void run(async () => {
            try {
                const saved = await confirmation.send((key) =>
                    action === 'approve'
                        ? approve.mutateAsync({ id: approval.id, idempotencyKey: key })
                        : reject.mutateAsync({ id: approval.id, data: { reason }, idempotencyKey: key }),
                );
                close();
                notify(
                    t(
                        saved.status === 'approved'
                            ? queue.notices.approved
                            : saved.status === 'rejected'
                              ? queue.notices.rejected
                              : queue.notices.partial,
                    ),
                    { type: 'success' },
                );
                onChanged(saved);
            } catch (failure) {
                // The http layer showed the notice with its code; the reason also stays on the dialog.
                if (isLostResponse(failure)) {
                    setError(NOT_CONFIRMED);
                    return;
                }
                const fields = serverFieldErrors(failure);
                setError(fields.reason ?? fields.approval ?? t('approvals.details.failed'));
            }
        });
    };

    return (
        <Box sx={{ width: { xs: '100vw', sm: 440 }, p: 2 }} role="region" aria-labelledby="approval-title">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography id="approval-title" variant="h6" component="h3">
                    {queue.detailsTitle(approval)}
                </Typography>
                <IconButton aria-label={t('approvals.details.close')} onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
                {[
                    ...(queue.money === false
                        ? []
                        : [[t('approvals.details.amount'), formatBRL(approval.amount)]]),
                    ...Object.entries(approval.summary),
                    [t('approvals.details.made_by'), approval.maker_name],
                    [t('approvals.details.at'), formatDateTime(approval.created_at)],
                    [
                        t('approvals.details.approvals'),
                        t('approvals.details.approvals_count', {
                            given: approvalsGiven(approval.steps),
                            required: approval.required,
                        }),
                    ],
                ].map(([label, value]) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary">
                            {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
                {t('approvals.details.history')}
            </Typography>
            {approval.steps.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {t('approvals.details.no_decision')}
                </Typography>
            ) : (
                <List dense aria-label={t('approvals.details.history')}>
                    {approval.steps.map((step) => (
                        <ListItem key={`${step.user_id}-${step.at}`} disableGutters>
                            <ListItemText
                                primary={`${ACTION_LABELS[step.action]} · ${step.user_name}`}
                                secondary={
                                    step.reason
                                        ? t('approvals.details.step_reason', {
                                              date: formatDateTime(step.at),
                                              reason: step.reason,
                                          })
                                        : formatDateTime(step.at)
                                }
                            />
                        </ListItem>
                    ))}
                </List>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => setDialog('approve')}>
                    {t('approvals.details.approve')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                    {t('approvals.details.reject')}
                </Button>
            </Box>
            <FormDialog
                id={`approval-${approval.id}-approve`}
                open={dialog === 'approve'}
                title={t(queue.approveTitle)}
                submitLabel={t('approvals.details.approve')}
                busy={busy}
                error={error}
                onClose={close}
                onSubmit={() => decide('approve')}
            >
                <DialogContentText>
                    {queue.approveText(approval, approvalsGiven(approval.steps) + 1 >= approval.required)}
                </DialogContentText>
            </FormDialog>
            <RejectReasonDialog
                key={approval.id}
                id={`approval-${approval.id}-reject`}
                open={dialog === 'reject'}
                title={t(queue.rejectTitle)}
                text={t(queue.rejectText)}
                busy={busy}
                check={reasonProblem}
                error={error}
                onEdit={() => setError(undefined)}
                onClose={close}
                onReject={(reason) => decide('reject', reason)}
            />
        </Box>
    );
};
