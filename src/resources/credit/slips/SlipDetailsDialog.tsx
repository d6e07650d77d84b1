import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { formatLine } from '../../../domain/boleto';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { simulationPairs } from '../../../domain/slipParcel';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { type InstallmentView, SLIPS, type SlipParcelView } from './api';
import { ScheduleTable } from './ScheduleTable';

/** The owed installments of an approved request (from the bank), with their status. */
const OwedInstallments = ({ slip }: { slip: SlipParcelView }) => {
    const rows = asLoad(useRead<InstallmentView[]>(SLIPS, 'installments', { id: slip.id }));
    if (rows.status === 'loading') return <Loading label="Carregando as parcelas…" />;
    if (rows.status === 'error') return <LoadFailed what="as parcelas" onRetry={rows.retry} />;
    return <ScheduleTable rows={rows.data} label="Parcelas" />;
};

/** One request: the offer, the boleto, and its schedule (owed once approved, simulated before). */
export const SlipDetailsDialog = ({ slip, onClose }: { slip: SlipParcelView; onClose: () => void }) => {
    const pairs: [string, string][] = [
        ['Beneficiário', slip.beneficiary],
        ['Linha digitável', formatLine(slip.line)],
        ['Pedido em', formatDateTime(slip.created_at)],
        ...simulationPairs(slip.simulation),
    ];
    if (slip.bill_payment?.paid_at)
        pairs.push(['Boleto pago pelo banco em', formatDateTime(slip.bill_payment.paid_at)]);
    if (slip.reject_reason) pairs.push(['Motivo da rejeição', slip.reject_reason]);

    return (
        <Dialog open onClose={onClose} aria-labelledby="slip-details-title" fullWidth maxWidth="md">
            <DialogTitle id="slip-details-title">Parcelamento de {formatBRL(slip.amount)}</DialogTitle>
            <DialogContent>
                <DescriptionList pairs={pairs} label="Dados do parcelamento" />
                <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
                    {slip.status === 'approved' ? 'Parcelas' : 'Parcelas simuladas'}
                </Typography>
                {slip.status === 'approved' ? (
                    <OwedInstallments slip={slip} />
                ) : (
                    <>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {slip.status === 'rejected'
                                ? 'O pedido foi rejeitado: estas parcelas não são devidas.'
                                : 'As parcelas passam a valer quando o banco aprovar o pedido.'}
                        </Typography>
                        <ScheduleTable rows={slip.simulation.schedule} label="Parcelas simuladas" />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>Fechar</Button>
            </DialogActions>
        </Dialog>
    );
};
