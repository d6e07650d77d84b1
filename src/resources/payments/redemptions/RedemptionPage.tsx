import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useGetList, useNotify } from 'react-admin';
import { asLoad, useVerb } from '../../../dataProvider/hooks';
import { approvalsGiven } from '../../../domain/approvals';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { textOf, useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { AskAgainDialog } from './AskAgainDialog';
import type { RedemptionView } from './api';
import { redemptionMessages } from './messages';
import { RedemptionRequest } from './RedemptionRequest';

const text = textOf(redemptionMessages);

const itemDetails = (r: RedemptionView) =>
    [
        text('redemptions.list.to', {
            bank: r.destination.bank_name,
            branch: r.destination.branch,
            account: r.destination.account,
        }),
        r.status === 'rejected' && r.reason ? text('redemptions.list.reason', { reason: r.reason }) : null,
        r.status === 'pending_approval' && r.approval
            ? text('redemptions.list.approvals', {
                  given: approvalsGiven(r.approval.steps),
                  required: r.approval.required,
              })
            : null,
        r.status === 'transacted' && r.payment_date
            ? text('redemptions.list.arrival', { date: formatDate(`${r.payment_date}T15:00:00Z`) })
            : null,
    ]
        .filter(Boolean)
        .join(' · ');

/** Withdraws a request still waiting for approval. */
const CancelDialog = ({
    redemption,
    onClose,
}: {
    redemption: RedemptionView;
    onClose: (done: boolean) => void;
}) => {
    const t = useMessages(redemptionMessages);
    const notify = useNotify();
    const cancel = useVerb<RedemptionView>('resgates', 'cancel');
    const { busy, run } = useBusy();
    const [error, setError] = useState<string>();
    return (
        <FormDialog
            id={`redemption-cancel-${redemption.id}`}
            open
            title={t('redemptions.list.cancel_title')}
            submitLabel={t('redemptions.list.cancel_submit')}
            busy={busy}
            error={error}
            onClose={() => onClose(false)}
            onSubmit={() =>
                void run(async () => {
                    try {
                        await cancel.mutateAsync({ id: redemption.id });
                        notify(t('redemptions.list.canceled'), { type: 'success' });
                        onClose(true);
                    } catch {
                        setError(t('redemptions.list.cancel_failed'));
                    }
                })
            }
        >
            <DialogContentText>
                {t('redemptions.list.cancel_text', { amount: formatBRL(redemption.amount) })}
            </DialogContentText>
        </FormDialog>
    );
};

/** `/solicitar-resgate`: a new request, and the holder's requests with their status. */
export const RedemptionPage = () => {
    const t = useMessages(redemptionMessages);
    const mine = useGetList<RedemptionView>('resgates', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const list = asLoad(mine);
    const [canceling, setCanceling] = useState<RedemptionView | null>(null);
    const [again, setAgain] = useState<RedemptionView | null>(null);

    return (
        <Box sx={{ py: 2, maxWidth: 800 }}>
            <Title title={t('redemptions.page.title')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('redemptions.page.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('redemptions.page.intro')}
            </Typography>
            <Card
                variant="outlined"
                component="section"
                aria-labelledby="redemption-new-title"
                sx={{ mb: 3 }}
            >
                <CardContent sx={{ px: { xs: 2, sm: 3 } }}>
                    <Typography id="redemption-new-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                        {t('redemptions.form.title')}
                    </Typography>
                    <RedemptionRequest onSent={() => void mine.refetch()} />
                </CardContent>
            </Card>
            <Box component="section" aria-labelledby="redemption-list-title">
                <Typography id="redemption-list-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t('redemptions.list.title')}
                </Typography>
                {list.status === 'loading' && <Loading label={t('redemptions.list.loading')} />}
                {list.status === 'error' && (
                    <LoadFailed what={t('redemptions.list.what')} onRetry={list.retry} />
                )}
                {list.status === 'ready' && list.data.length === 0 && (
                    <Typography>{t('redemptions.list.empty')}</Typography>
                )}
                {list.status === 'ready' && list.data.length > 0 && (
                    <List aria-label={t('redemptions.list.label')} sx={{ bgcolor: 'background.paper' }}>
                        {list.data.map((r) => (
                            <ListItem key={r.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                                <ListItemText
                                    sx={{ flex: '1 1 240px' }}
                                    primary={t('redemptions.list.item', {
                                        amount: formatBRL(r.amount),
                                        date: formatDateTime(r.created_at),
                                    })}
                                    secondary={itemDetails(r)}
                                />
                                <StatusChip vocabulary="approval" value={r.status} />
                                {(r.status === 'rejected' || r.status === 'canceled') && (
                                    <Button
                                        size="small"
                                        onClick={() => setAgain(r)}
                                        aria-label={t('redemptions.list.again_of', {
                                            amount: formatBRL(r.amount),
                                        })}
                                    >
                                        {t('redemptions.list.again')}
                                    </Button>
                                )}
                                {r.status === 'pending_approval' && (
                                    <Button
                                        size="small"
                                        onClick={() => setCanceling(r)}
                                        aria-label={t('redemptions.list.cancel_of', {
                                            amount: formatBRL(r.amount),
                                        })}
                                    >
                                        {t('redemptions.list.cancel')}
                                    </Button>
                                )}
                            </ListItem>
                        ))}
                    </List>
                )}
            </Box>
            {again && (
                <AskAgainDialog
                    redemption={again}
                    onClose={(done) => {
                        setAgain(null);
                        if (done) void mine.refetch();
                    }}
                />
            )}
            {canceling && (
                <CancelDialog
                    redemption={canceling}
                    onClose={(done) => {
                        setCanceling(null);
                        if (done) void mine.refetch();
                    }}
                />
            )}
        </Box>
    );
};
