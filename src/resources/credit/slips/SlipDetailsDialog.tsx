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
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { type InstallmentView, SLIPS, type SlipParcelView } from './api';
import { creditMessages } from './messages';
import { ScheduleTable } from './ScheduleTable';

/** The owed installments of an approved request (from the bank), with their status. */
const OwedInstallments = ({ slip }: { slip: SlipParcelView }) => {
    const t = useMessages(creditMessages);
    const rows = asLoad(useRead<InstallmentView[]>(SLIPS, 'installments', { id: slip.id }));
    if (rows.status === 'loading') return <Loading label={t('credit.details.loading')} />;
    if (rows.status === 'error') return <LoadFailed what={t('credit.details.what')} onRetry={rows.retry} />;
    return <ScheduleTable rows={rows.data} label={t('credit.fields.installments')} />;
};

/** One request: the offer, the boleto, and its schedule (owed once approved, simulated before). */
export const SlipDetailsDialog = ({ slip, onClose }: { slip: SlipParcelView; onClose: () => void }) => {
    const t = useMessages(creditMessages);
    const pairs: [string, string][] = [
        [t('credit.fields.beneficiary'), slip.beneficiary],
        [t('credit.fields.line'), formatLine(slip.line)],
        [t('credit.details.requested_at'), formatDateTime(slip.created_at)],
        ...simulationPairs(slip.simulation),
    ];
    if (slip.bill_payment?.paid_at)
        pairs.push([t('credit.details.paid_by_bank_at'), formatDateTime(slip.bill_payment.paid_at)]);
    if (slip.reject_reason) pairs.push([t('credit.details.reject_reason'), slip.reject_reason]);

    return (
        <Dialog open onClose={onClose} aria-labelledby="slip-details-title" fullWidth maxWidth="md">
            <DialogTitle id="slip-details-title">
                {t('credit.details.title', { amount: formatBRL(slip.amount) })}
            </DialogTitle>
            <DialogContent>
                <DescriptionList pairs={pairs} label={t('credit.details.label')} />
                <Typography variant="subtitle1" component="h4" sx={{ mt: 2, mb: 1 }}>
                    {slip.status === 'approved'
                        ? t('credit.fields.installments')
                        : t('credit.fields.simulated_installments')}
                </Typography>
                {slip.status === 'approved' ? (
                    <OwedInstallments slip={slip} />
                ) : (
                    <>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {slip.status === 'rejected'
                                ? t('credit.details.rejected_note')
                                : t('credit.details.pending_note')}
                        </Typography>
                        <ScheduleTable
                            rows={slip.simulation.schedule}
                            label={t('credit.fields.simulated_installments')}
                        />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{t('credit.details.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
