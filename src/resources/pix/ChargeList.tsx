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
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { ChargeStatus, PixCharge } from './api';
import { ChargeQr, ChargeStatusChip } from './ChargeQr';

const FILTERS: readonly { value: ChargeStatus | ''; label: string }[] = [
    { value: '', label: 'Todas' },
    { value: 'active', label: 'Ativas' },
    { value: 'completed', label: 'Concluídas' },
    { value: 'expired', label: 'Vencidas' },
];

const EMPTY: Readonly<Record<ChargeStatus | '', string>> = {
    '': 'Você ainda não gerou cobranças com QR Code.',
    active: 'Nenhuma cobrança ativa agora.',
    completed: 'Nenhuma cobrança concluída (paga) ainda.',
    expired: 'Nenhuma cobrança vencida.',
};

/** The user's dynamic charges, newest first, filtered by status; each one's QR opens in a dialog. */
export const ChargeList = ({ refresh }: { refresh: number }) => {
    const [status, setStatus] = useState<ChargeStatus | ''>('');
    // A new charge (`refresh`) is a new read, shown loading as before.
    const charges = asLoad(useAllRows<PixCharge>('pix-cobrancas', { status }, {}, refresh));
    const [open, setOpen] = useState<PixCharge | null>(null);

    return (
        <>
            <TextField
                select
                size="small"
                label="Situação"
                value={status}
                onChange={(event) => setStatus(event.target.value as ChargeStatus | '')}
                slotProps={{ select: { native: true } }}
                sx={{ minWidth: 200, mb: 2 }}
            >
                {FILTERS.map((filter) => (
                    <option key={filter.value} value={filter.value}>
                        {filter.label}
                    </option>
                ))}
            </TextField>
            {charges.status === 'loading' && <Loading label="Carregando suas cobranças…" />}
            {charges.status === 'error' && <LoadFailed what="suas cobranças" onRetry={charges.retry} />}
            {charges.status === 'ready' && charges.data.length === 0 && (
                <Typography color="text.secondary">{EMPTY[status]}</Typography>
            )}
            {charges.status === 'ready' && charges.data.length > 0 && (
                <List aria-label="Cobranças Pix" disablePadding>
                    {charges.data.map((charge) => (
                        <ListItem
                            key={charge.id}
                            divider
                            sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}
                            aria-label={`Cobrança ${charge.txid}`}
                        >
                            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                                <Typography sx={{ fontWeight: 500 }}>{formatBRL(charge.amount)}</Typography>
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {charge.description || 'Sem descrição'} · expira em{' '}
                                    {formatDateTime(charge.expires_at)}
                                </Typography>
                            </Box>
                            <ChargeStatusChip status={charge.status} />
                            <Button size="small" onClick={() => setOpen(charge)}>
                                Ver cobrança
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
                <DialogTitle id="charge-title">Cobrança Pix</DialogTitle>
                <DialogContent>{open && <ChargeQr charge={open} />}</DialogContent>
                <DialogActions>
                    <Button onClick={() => setOpen(null)}>Fechar</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
