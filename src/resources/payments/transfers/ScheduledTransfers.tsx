import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { asLoad, useVerb } from '../../../dataProvider/hooks';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { dayLabel, TRANSFERS, type TransferView } from './api';
import { transferMessages } from './messages';

/** The account's scheduled transfers, soonest first, each cancellable (with a confirmation) before its day. */
export const ScheduledTransfers = ({ accountId }: { accountId: number }) => {
    const t = useMessages(transferMessages);
    const notify = useNotify();
    const list = useGetList<TransferView>(TRANSFERS, {
        filter: { account_id: accountId, status: 'scheduled' },
        sort: { field: 'payment_date', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
    });
    const rows = asLoad(list);
    const [chosen, choose] = useState<TransferView | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const cancel = useVerb<TransferView>(TRANSFERS, 'cancel');

    const confirm = () =>
        run(async () => {
            if (!chosen) return;
            try {
                await cancel.mutateAsync({ id: chosen.id, data: { status: 'canceled' } });
                choose(null);
                notify(t('transfers.scheduled.canceled'), { type: 'success' });
                await list.refetch();
            } catch {
                setError(t('transfers.scheduled.cancel_failed'));
            }
        });

    if (rows.status === 'loading') return <Loading label={t('transfers.scheduled.loading')} />;
    if (rows.status === 'error')
        return <LoadFailed what={t('transfers.scheduled.what')} onRetry={rows.retry} />;
    return (
        <Box component="section" aria-labelledby="scheduled-title">
            <Typography id="scheduled-title" variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('transfers.scheduled.title')}
            </Typography>
            {rows.data.length === 0 && (
                <Typography color="text.secondary">{t('transfers.scheduled.empty')}</Typography>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {rows.data.map((row) => (
                    <Box
                        component="li"
                        key={row.id}
                        sx={{
                            border: 1,
                            borderColor: 'divider',
                            borderRadius: 1,
                            p: 1.5,
                            display: 'grid',
                            gap: 1,
                            alignItems: 'center',
                            gridTemplateColumns: { xs: '1fr auto', sm: '7rem 1fr repeat(3, max-content)' },
                        }}
                    >
                        <Typography>{dayLabel(row.payment_date)}</Typography>
                        <Typography sx={{ gridRow: { xs: 2, sm: 'auto' }, overflowWrap: 'anywhere' }}>
                            {row.counterparty.name}
                        </Typography>
                        <Typography sx={{ fontWeight: 500, textAlign: 'right' }}>
                            {formatBRL(row.amount + row.fee)}
                        </Typography>
                        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                            <StatusChip vocabulary="generic" value={row.status} />
                        </Box>
                        <Button
                            color="error"
                            onClick={() => {
                                setError(undefined);
                                choose(row);
                            }}
                            aria-label={t('transfers.scheduled.cancel_label', {
                                amount: formatBRL(row.amount + row.fee),
                                name: row.counterparty.name,
                            })}
                        >
                            {t('transfers.scheduled.cancel')}
                        </Button>
                    </Box>
                ))}
            </Box>
            <FormDialog
                id="cancel-transfer"
                open={chosen !== null}
                title={t('transfers.scheduled.confirm_title')}
                submitLabel={t('transfers.scheduled.confirm_yes')}
                busy={busy}
                onClose={() => choose(null)}
                onSubmit={() => void confirm()}
                error={error}
            >
                {chosen && (
                    <Typography>
                        {t('transfers.scheduled.confirm_text', {
                            amount: formatBRL(chosen.amount + chosen.fee),
                            name: chosen.counterparty.name,
                            date: dayLabel(chosen.payment_date),
                        })}
                    </Typography>
                )}
            </FormDialog>
        </Box>
    );
};
