import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { FormDialog } from '../../../ui/FormDialog';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PAGE_CARD } from '../../../ui/pageCard';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { MANUAL_RECHARGES, type ManualRechargeView } from './api';
import { rechargeMessages } from './messages';

const STATUSES = ['pending_approval', 'completed', 'rejected', 'canceled'] as const;

/** The institution's manual recharges, newest first, with their status; one waiting for approval can be cancelled. */
export const ManualRechargeList = () => {
    const t = useMessages(rechargeMessages);
    const notify = useNotify();
    const [status, setStatus] = useState('');
    const list = useGetList<ManualRechargeView>(MANUAL_RECHARGES, {
        filter: status ? { status } : {},
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
    });
    const cancel = useVerb<ManualRechargeView>(MANUAL_RECHARGES, 'cancel');
    const { busy, run } = useBusy();
    const [asked, setAsked] = useState<ManualRechargeView | null>(null);
    const holderOf = (r: ManualRechargeView) => r.account?.holder ?? t('recharges.not_available');

    const confirmCancel = () =>
        asked &&
        void run(async () => {
            try {
                await cancel.mutateAsync({ id: asked.id });
                notify(t('recharges.manual.canceled'), { type: 'success' });
            } finally {
                setAsked(null);
                void list.refetch();
            }
        });

    return (
        <Box component="section" aria-labelledby="manual-recharges-title" sx={{ ...PAGE_CARD, mt: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
                <Typography id="manual-recharges-title" variant="h6" component="h3" sx={{ flex: 1 }}>
                    {t('recharges.manual.list_title')}
                </Typography>
                <TextField
                    select
                    size="small"
                    label={t('recharges.manual.filter_status')}
                    value={status}
                    onChange={(event) => setStatus(event.target.value)}
                    fullWidth={false}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 220 }}
                >
                    <MenuItem value="">{t('recharges.manual.all')}</MenuItem>
                    {STATUSES.map((value) => (
                        <MenuItem key={value} value={value}>
                            <StatusChip vocabulary="approval" value={value} />
                        </MenuItem>
                    ))}
                </TextField>
            </Box>
            {list.isPending && <Loading label={t('recharges.manual.loading')} />}
            {list.error && !list.isPending && (
                <LoadFailed what={t('recharges.manual.load_what')} onRetry={() => void list.refetch()} />
            )}
            {list.data && list.data.length === 0 && (
                <Typography color="text.secondary">{t('recharges.manual.empty')}</Typography>
            )}
            {list.data && list.data.length > 0 && (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={t('recharges.manual.list_label')}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{t('recharges.manual.col_date')}</TableCell>
                                <TableCell>{t('recharges.manual.col_holder')}</TableCell>
                                <TableCell align="right">{t('recharges.manual.col_amount')}</TableCell>
                                <TableCell>{t('recharges.manual.col_reason')}</TableCell>
                                <TableCell>{t('recharges.manual.col_maker')}</TableCell>
                                <TableCell>{t('recharges.manual.col_status')}</TableCell>
                                <TableCell>{t('recharges.manual.col_actions')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {list.data.map((r) => (
                                <TableRow key={r.id}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        {formatDateTime(r.created_at)}
                                    </TableCell>
                                    <TableCell sx={{ minWidth: 180 }}>
                                        {holderOf(r)}
                                        <Typography variant="body2" color="text.secondary">
                                            {[
                                                r.holder_document ? formatDocument(r.holder_document) : null,
                                                r.account
                                                    ? t('recharges.account_short', {
                                                          agency: r.account.agency ?? '----',
                                                          account: `${r.account.number}-${r.account.digit}`,
                                                      })
                                                    : null,
                                            ]
                                                .filter(Boolean)
                                                .join(' · ')}
                                        </Typography>
                                    </TableCell>
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        {formatBRL(r.amount)}
                                    </TableCell>
                                    <TableCell sx={{ minWidth: 180 }}>
                                        {r.reason}
                                        {r.reject_reason && (
                                            <Typography variant="body2" color="text.secondary">
                                                {t('recharges.manual.rejected_because', {
                                                    reason: r.reject_reason,
                                                })}
                                            </Typography>
                                        )}
                                    </TableCell>
                                    <TableCell>{r.maker_name}</TableCell>
                                    <TableCell>
                                        <StatusChip vocabulary="approval" value={r.status} />
                                    </TableCell>
                                    <TableCell>
                                        {r.status === 'pending_approval' && (
                                            <Button
                                                size="small"
                                                color="error"
                                                aria-label={t('recharges.manual.cancel_label', {
                                                    amount: formatBRL(r.amount),
                                                    holder: holderOf(r),
                                                })}
                                                onClick={() => setAsked(r)}
                                            >
                                                {t('recharges.manual.cancel')}
                                            </Button>
                                        )}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            )}
            <FormDialog
                id="cancel-recharge"
                open={asked !== null}
                title={t('recharges.manual.cancel_title')}
                submitLabel={t('recharges.manual.cancel_confirm')}
                busy={busy}
                onClose={() => setAsked(null)}
                onSubmit={confirmCancel}
            >
                <DialogContentText>
                    {asked &&
                        t('recharges.manual.cancel_text', {
                            amount: formatBRL(asked.amount),
                            holder: holderOf(asked),
                        })}
                </DialogContentText>
            </FormDialog>
        </Box>
    );
};
