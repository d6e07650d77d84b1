import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import { serverFieldErrors } from '../../authProvider/login/fieldErrors';
import type { CooperativeView } from '../../contract/cooperatives';
import { useVerb } from '../../dataProvider/hooks';
import { approvalsGiven, reasonProblem } from '../../domain/approvals';
import { formatCnpj } from '../../domain/cnpj';
import { formatCpf } from '../../domain/cpf';
import { formatDateTime } from '../../domain/dates';
import { formatCep, formatPhone } from '../../domain/drawee';
import { count } from '../../domain/text';
import { useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import { cooperativeMessages } from './messages';

const Details = ({ cooperative: c }: { cooperative: CooperativeView }) => {
    const t = useMessages(cooperativeMessages);
    const f = (key: Parameters<typeof t>[0]) => t(key);
    return (
        <DescriptionList
            label={t('cooperatives.detail.data')}
            pairs={[
                [f('cooperatives.form.document'), formatCnpj(c.document)],
                [f('cooperatives.form.name'), c.name],
                ...(c.trade_name ? [[f('cooperatives.form.trade_name'), c.trade_name] as const] : []),
                [f('cooperatives.form.kind'), t(`cooperatives.kinds.${c.kind}`)],
                [
                    f('cooperatives.form.members'),
                    t('cooperatives.detail.members_value', { count: count(c.members) }),
                ],
                [f('cooperatives.form.email'), c.email],
                [f('cooperatives.form.phone'), formatPhone(c.phone)],
                [
                    f('cooperatives.form.address'),
                    t('cooperatives.detail.address_value', {
                        ...c.address,
                        complement: c.address.complement ? `, ${c.address.complement}` : '',
                        zip: formatCep(c.address.zip),
                    }),
                ],
                [
                    f('cooperatives.form.responsible'),
                    t('cooperatives.detail.responsible_value', {
                        ...c.responsible,
                        document: formatCpf(c.responsible.document),
                    }),
                ],
            ]}
        />
    );
};

const History = ({ cooperative: c }: { cooperative: CooperativeView }) => {
    const t = useMessages(cooperativeMessages);
    const waiting = c.status === 'pending_approval' ? c.required - approvalsGiven(c.steps) : 0;
    return (
        <Box component="section" aria-label={t('cooperatives.detail.history')} sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3">
                {t('cooperatives.detail.history')}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                <li>
                    {formatDateTime(c.created_at)} ·{' '}
                    {t('cooperatives.detail.created', { name: c.created_by.name })}
                </li>
                {c.steps.map((step) => (
                    <li key={`${step.user_id}-${step.at}`}>
                        {formatDateTime(step.at)} ·{' '}
                        {step.action === 'approve'
                            ? t('cooperatives.detail.approved', { name: step.user_name })
                            : t('cooperatives.detail.rejected', {
                                  name: step.user_name,
                                  reason: step.reason ?? '',
                              })}
                    </li>
                ))}
            </Box>
            {waiting > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t('cooperatives.detail.waiting', { smart_count: waiting })}
                </Typography>
            )}
        </Box>
    );
};

/** One cooperative's data, history and, for another staff member, the decision. */
export const CooperativeDetail = ({ id, onClose }: { id: string; onClose: () => void }) => {
    const t = useMessages(cooperativeMessages);
    const notify = useNotify();
    const queryClient = useQueryClient();
    const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const { data, isPending, error, refetch } = useGetOne<CooperativeView>('cooperativas', {
        id: Number(id),
    });
    const approve = useVerb<CooperativeView>('cooperativas', 'approve');
    const reject = useVerb<CooperativeView>('cooperativas', 'reject');
    const { busy, run } = useBusy();
    const [rejecting, setRejecting] = useState(false);
    const [rejectError, setRejectError] = useState<string>();

    const decided = async (notice: string) => {
        notify(notice, { type: 'success' });
        await Promise.all([refetch(), queryClient.invalidateQueries({ queryKey: ['cooperativas'] })]);
    };
    const approveIt = () =>
        run(async () => {
            try {
                await approve.mutateAsync({ id });
                await decided(t('cooperatives.detail.approved_notice'));
            } catch {
                // The bank's refusal is the http layer's notice; the record is read again.
                void refetch();
            }
        });
    const rejectIt = (reason: string) =>
        run(async () => {
            try {
                await reject.mutateAsync({ id, data: { reason } });
                setRejecting(false);
                await decided(t('cooperatives.detail.rejected_notice'));
            } catch (failure) {
                const errors = serverFieldErrors(failure);
                setRejectError(errors.reason ?? errors.approval);
            }
        });

    return (
        <Dialog
            open
            onClose={busy ? undefined : onClose}
            aria-labelledby="cooperative-title"
            fullWidth
            maxWidth="md"
            fullScreen={fullScreen}
        >
            <DialogTitle
                id="cooperative-title"
                sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
                <span>{data?.trade_name ?? data?.name ?? t('cooperatives.detail.data')}</span>
                {data && <StatusChip vocabulary="approval" value={data.status} />}
            </DialogTitle>
            <DialogContent>
                {isPending && <Loading label={t('cooperatives.detail.loading')} shape="detail" />}
                {error && !data && (
                    <LoadFailed what={t('cooperatives.detail.failed')} onRetry={() => void refetch()} />
                )}
                {data && (
                    <>
                        <Details cooperative={data} />
                        <History cooperative={data} />
                        {data.status === 'pending_approval' && data.decision_problem && (
                            <Alert severity="info" sx={{ mt: 2 }}>
                                {data.decision_problem}
                            </Alert>
                        )}
                    </>
                )}
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                {data?.status === 'pending_approval' && !data.decision_problem && (
                    <>
                        <Button color="error" onClick={() => setRejecting(true)} disabled={busy}>
                            {t('cooperatives.detail.reject')}
                        </Button>
                        <BusySubmitButton busy={busy} type="button" onClick={approveIt}>
                            {t('cooperatives.detail.approve')}
                        </BusySubmitButton>
                    </>
                )}
                <Button onClick={onClose} disabled={busy}>
                    {t('cooperatives.detail.close')}
                </Button>
            </DialogActions>
            <RejectReasonDialog
                id="cooperative-reject"
                open={rejecting}
                title={t('cooperatives.detail.reject_title')}
                text={t('cooperatives.detail.reject_text')}
                busy={busy}
                check={reasonProblem}
                error={rejectError}
                onEdit={() => setRejectError(undefined)}
                onClose={() => setRejecting(false)}
                onReject={rejectIt}
            />
        </Dialog>
    );
};
