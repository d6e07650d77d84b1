import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { formatPercent, installmentsText, SLIP_PARCEL_RULES } from '../../../domain/slipParcel';
import { textOf, useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import { isStaff } from '../../accounts';
import { SLIPS, type SlipParcelView } from './api';
import { creditMessages } from './messages';
import { SlipDetailsDialog } from './SlipDetailsDialog';

const text = textOf(creditMessages);

/** What a request means for the holder now, in one line. */
const situation = (slip: SlipParcelView) => {
    if (slip.status === 'pending_approval') return text('credit.requests.situation.pending_approval');
    if (slip.status === 'rejected') {
        const reason = slip.reject_reason?.trim().replace(/[.!]+$/, '');
        return reason
            ? text('credit.requests.situation.rejected_because', { reason })
            : text('credit.requests.situation.rejected');
    }
    const next = slip.next_due;
    if (!next) return text('credit.requests.situation.all_paid');
    return text('credit.requests.situation.next', {
        number: next.number,
        count: slip.simulation.installments,
        date: formatDate(next.due_date),
        amount: formatBRL(next.amount),
    });
};

const SlipCard = ({
    slip,
    staff,
    onDetails,
}: {
    slip: SlipParcelView;
    staff: boolean;
    onDetails: () => void;
}) => {
    const t = useMessages(creditMessages);
    const overdue = slip.next_due?.status === 'overdue';
    return (
        <Card
            variant="outlined"
            component="article"
            aria-label={t('credit.requests.card', { amount: formatBRL(slip.amount) })}
        >
            <CardContent sx={{ pb: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                        {slip.beneficiary}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                        {overdue && <StatusChip vocabulary="installment" value="overdue" />}
                        <StatusChip vocabulary="approval" value={slip.status} />
                    </Box>
                </Box>
                <Typography variant="h6" component="p">
                    {formatBRL(slip.amount)}
                </Typography>
                <Typography color="text.secondary">
                    {t('credit.requests.requested_on', {
                        installments: installmentsText(slip.simulation),
                        date: formatDate(slip.created_at),
                    })}
                    {staff && slip.account?.holder ? ` · ${slip.account.holder}` : ''}
                </Typography>
                <Typography sx={{ mt: 0.5 }} color={overdue ? 'error' : undefined}>
                    {situation(slip)}
                </Typography>
            </CardContent>
            <CardActions>
                <Button size="small" onClick={onDetails}>
                    {slip.status === 'approved'
                        ? t('credit.requests.see_installments')
                        : t('credit.requests.see_simulation')}
                </Button>
            </CardActions>
        </Card>
    );
};

/** The requests of the holder (every holder's, for staff), newest first, and the way to a new one. */
export const SlipRequests = ({ onNew }: { onNew: () => void }) => {
    const t = useMessages(creditMessages);
    const list = asLoad(
        useGetList<SlipParcelView>(SLIPS, {
            pagination: { page: 1, perPage: 500 },
            sort: { field: 'created_at', order: 'DESC' },
        }),
    );
    const [open, setOpen] = useState<SlipParcelView | null>(null);
    const staff = isStaff(getUser());

    return (
        <>
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {t('credit.hub.title')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                        component={RouterLink}
                        to="/relatorio-parcelamento"
                        startIcon={<ReceiptLongIcon />}
                    >
                        {t('credit.requests.report')}
                    </Button>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
                        {t('credit.requests.new')}
                    </Button>
                </Box>
            </HeaderRow>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('credit.requests.rules', {
                    min: SLIP_PARCEL_RULES.minInstallments,
                    max: SLIP_PARCEL_RULES.maxInstallments,
                    rate: formatPercent(SLIP_PARCEL_RULES.monthlyRateBp / 100),
                    min_amount: formatBRL(SLIP_PARCEL_RULES.minAmountCents),
                    max_amount: formatBRL(SLIP_PARCEL_RULES.maxAmountCents),
                })}
            </Typography>
            {list.status === 'loading' && <Loading label={t('credit.requests.loading')} />}
            {list.status === 'error' && <LoadFailed what={t('credit.requests.what')} onRetry={list.retry} />}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>{t('credit.requests.empty')}</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <Box
                    component="ul"
                    aria-label={t('credit.requests.list')}
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                >
                    {list.data.map((slip) => (
                        <li key={slip.id}>
                            <SlipCard slip={slip} staff={staff} onDetails={() => setOpen(slip)} />
                        </li>
                    ))}
                </Box>
            )}
            {open && <SlipDetailsDialog slip={open} onClose={() => setOpen(null)} />}
        </>
    );
};
