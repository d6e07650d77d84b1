import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useAllRows } from '../../dataProvider/allRows';
import { asLoad } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import type { ChargeStatus, PixCharge } from './api';
import { ChargeQr } from './ChargeQr';
import { pixMessages } from './messages';

/** The status filter's options; `label` is a catalogue key. */
const FILTERS = [
    { value: '', label: 'pix.common.all' },
    { value: 'active', label: 'pix.charges.list.filter_active' },
    { value: 'completed', label: 'pix.charges.list.filter_completed' },
    { value: 'expired', label: 'pix.charges.list.filter_expired' },
] as const satisfies readonly { value: ChargeStatus | ''; label: string }[];

const EMPTY = {
    '': 'pix.charges.list.empty_all',
    active: 'pix.charges.list.empty_active',
    completed: 'pix.charges.list.empty_completed',
    expired: 'pix.charges.list.empty_expired',
} as const satisfies Readonly<Record<ChargeStatus | '', string>>;

/** The user's dynamic charges, newest first, filtered by status; each one's QR opens in a dialog. */
export const ChargeList = ({ refresh }: { refresh: number }) => {
    const t = useMessages(pixMessages);
    const [status, setStatus] = useState<ChargeStatus | ''>('');
    // A new charge (`refresh`) is a new read, shown loading as before.
    const charges = asLoad(useAllRows<PixCharge>('pix-cobrancas', { status }, {}, refresh));
    const [open, setOpen] = useState<PixCharge | null>(null);

    return (
        <>
            <TextField
                select
                size="small"
                label={t('pix.common.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value as ChargeStatus | '')}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 200, mb: 2 }}
            >
                {FILTERS.map((filter) => (
                    <option key={filter.value} value={filter.value}>
                        {t(filter.label)}
                    </option>
                ))}
            </TextField>
            {charges.status === 'loading' && <Loading label={t('pix.charges.list.loading')} />}
            {charges.status === 'error' && (
                <LoadFailed what={t('pix.charges.list.what')} onRetry={charges.retry} />
            )}
            {charges.status === 'ready' && charges.data.length === 0 && (
                <Typography color="text.secondary">{t(EMPTY[status])}</Typography>
            )}
            {charges.status === 'ready' && charges.data.length > 0 && (
                <List aria-label={t('pix.common.charges')} disablePadding>
                    {charges.data.map((charge) => (
                        <ListItem
                            key={charge.id}
                            divider
                            sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}
                            aria-label={t('pix.charges.list.item', { txid: charge.txid })}
                        >
                            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                                <Typography sx={{ fontWeight: 500 }}>{formatBRL(charge.amount)}</Typography>
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {t('pix.charges.list.line', {
                                        description:
                                            charge.description || t('pix.charges.list.no_description'),
                                        date: formatDateTime(charge.expires_at),
                                    })}
                                </Typography>
                            </Box>
                            <StatusChip vocabulary="pix_charge" value={charge.status} />
                            <Button size="small" onClick={() => setOpen(charge)}>
                                {t('pix.charges.list.open')}
                            </Button>
                        </ListItem>
                    ))}
                </List>
            )}
            <Dialog
                open={open !== null}
                onClose={() => setOpen(null)}
                fullWidth
                maxWidth="xs"
                aria-labelledby="charge-title"
            >
                <DialogTitle id="charge-title">{t('pix.charges.list.dialog')}</DialogTitle>
                <DialogContent>{open && <ChargeQr charge={open} />}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(null)}>{t('pix.charges.list.close')}</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
