import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { getUser } from '../../../authProvider/session';
import { asLoad } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import {
    formatPercent,
    INSTALLMENT_STATUS,
    installmentsText,
    SLIP_PARCEL_RULES,
    SLIP_STATUS,
} from '../../../domain/slipParcel';
import { HeaderRow } from '../../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { isStaff } from '../../accounts';
import { SLIPS, type SlipParcelView } from './api';
import { SlipDetailsDialog } from './SlipDetailsDialog';

/** What a request means for the holder now, in one line. */
const situation = (slip: SlipParcelView) => {
    if (slip.status === 'pending_approval') return 'Aguardando a aprovação do banco. Nada foi debitado.';
    if (slip.status === 'rejected') {
        const reason = slip.reject_reason?.trim().replace(/[.!]+$/, '');
        return `${reason ? `Motivo: ${reason}. ` : ''}Nada foi pago.`;
    }
    const next = slip.next_due;
    if (!next) return 'Todas as parcelas foram pagas.';
    return `Próxima parcela: ${next.number}/${slip.simulation.installments} em ${formatDate(next.due_date)}, ${formatBRL(next.amount)}.`;
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
    const status = SLIP_STATUS[slip.status];
    const overdue = slip.next_due?.status === 'overdue';
    return (
        <Card variant="outlined" component="article" aria-label={`Parcelamento de ${formatBRL(slip.amount)}`}>
            <CardContent sx={{ pb: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                    <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                        {slip.beneficiary}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                        {overdue && (
                            <Chip
                                size="small"
                                label={INSTALLMENT_STATUS.overdue.label}
                                color={INSTALLMENT_STATUS.overdue.color}
                            />
                        )}
                        <Chip size="small" label={status.label} color={status.color} variant="outlined" />
                    </Box>
                </Box>
                <Typography variant="h6" component="p">
                    {formatBRL(slip.amount)}
                </Typography>
                <Typography color="text.secondary">
                    {installmentsText(slip.simulation)} · pedido em {formatDate(slip.created_at)}
                    {staff && slip.account?.holder ? ` · ${slip.account.holder}` : ''}
                </Typography>
                <Typography sx={{ mt: 0.5 }} color={overdue ? 'error' : undefined}>
                    {situation(slip)}
                </Typography>
            </CardContent>
            <CardActions>
                <Button size="small" onClick={onDetails}>
                    {slip.status === 'approved' ? 'Ver parcelas' : 'Ver simulação'}
                </Button>
            </CardActions>
        </Card>
    );
};

/** The requests of the holder (every holder's, for staff), newest first, and the way to a new one. */
export const SlipRequests = ({ onNew }: { onNew: () => void }) => {
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
                    Parcelamento de boletos
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button
                        component={RouterLink}
                        to="/relatorio-parcelamento"
                        startIcon={<ReceiptLongIcon />}
                    >
                        Relatório de parcelas
                    </Button>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
                        Novo parcelamento
                    </Button>
                </Box>
            </HeaderRow>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                O banco paga o boleto à vista e você paga em {SLIP_PARCEL_RULES.minInstallments} a{' '}
                {SLIP_PARCEL_RULES.maxInstallments} parcelas mensais, com juros de{' '}
                {formatPercent(SLIP_PARCEL_RULES.monthlyRateBp / 100)} ao mês, para boletos de{' '}
                {formatBRL(SLIP_PARCEL_RULES.minAmountCents)} a {formatBRL(SLIP_PARCEL_RULES.maxAmountCents)}.
            </Typography>
            {list.status === 'loading' && <Loading label="Carregando seus parcelamentos…" />}
            {list.status === 'error' && <LoadFailed what="seus parcelamentos" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>Você ainda não pediu nenhum parcelamento.</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <Box
                    component="ul"
                    aria-label="Parcelamentos"
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
