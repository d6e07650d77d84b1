import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { formatTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { FigureRow } from '../../../ui/FigureCard';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { PdfDownloadButton } from '../../../ui/PdfDownloadButton';
import { StatusChip } from '../../../ui/StatusChip';
import { type CashClosing, type CashOperationView, cashAccountText, closingPairs } from './api';
import { cashierMessages } from './messages';
import { downloadClosing } from './pdf';
import { ReverseDialog } from './ReverseDialog';

/** The cashier's day: the closing figures, today's operations (each reversible once, today), the closing PDF. */
export const CashDay = ({ version }: { version: number }) => {
    const t = useMessages(cashierMessages);
    const query = useRead<CashClosing>('caixa-operacoes', 'closing');
    const load = asLoad(query);
    const [reversing, setReversing] = useState<CashOperationView | null>(null);
    const { refetch } = query;
    useEffect(() => {
        if (version > 0) void refetch();
    }, [version, refetch]);

    return (
        <Box component="section" aria-labelledby="cash-day-title">
            <Box
                sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                    mb: 1,
                }}
            >
                <Typography id="cash-day-title" variant="h6" component="h3">
                    {t('cashier.day.title')}
                </Typography>
                {load.status === 'ready' && (
                    <PdfDownloadButton
                        variant="outlined"
                        empty={load.data.count === 0}
                        download={() => downloadClosing(load.data)}
                    >
                        {t('cashier.day.pdf')}
                    </PdfDownloadButton>
                )}
            </Box>
            {load.status === 'loading' && <Loading label={t('cashier.day.loading')} />}
            {load.status === 'error' && <LoadFailed what={t('cashier.day.what')} onRetry={load.retry} />}
            {load.status === 'ready' && (
                <>
                    <FigureRow label={t('cashier.day.figures')} items={closingPairs(load.data)} />
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {t('cashier.day.fees', { amount: formatBRL(load.data.fees) })}
                    </Typography>
                    {load.data.operations.length === 0 ? (
                        <Typography>{t('cashier.day.empty')}</Typography>
                    ) : (
                        <List aria-label={t('cashier.day.list')} sx={{ bgcolor: 'background.paper' }}>
                            {load.data.operations.map((op) => (
                                <ListItem key={op.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                                    <ListItemText
                                        sx={{ flex: '1 1 220px' }}
                                        primary={`${t(`cashier.kinds.${op.kind}`)} · ${formatBRL(op.amount)} · ${formatTime(op.created_at)}`}
                                        secondary={[
                                            `${op.account?.holder ?? '—'} · ${cashAccountText(op.account)}`,
                                            op.reversal_reason
                                                ? t('cashier.day.reversed_note', {
                                                      reason: op.reversal_reason,
                                                  })
                                                : null,
                                        ]
                                            .filter(Boolean)
                                            .join(' · ')}
                                    />
                                    <StatusChip vocabulary="generic" value={op.status} />
                                    {op.reversible && (
                                        <Button
                                            size="small"
                                            color="error"
                                            onClick={() => setReversing(op)}
                                            aria-label={t('cashier.day.reverse_of', {
                                                kind: t(`cashier.kinds.${op.kind}`).toLowerCase(),
                                                amount: formatBRL(op.amount),
                                            })}
                                        >
                                            {t('cashier.day.reverse')}
                                        </Button>
                                    )}
                                </ListItem>
                            ))}
                        </List>
                    )}
                </>
            )}
            {reversing && (
                <ReverseDialog
                    operation={reversing}
                    onClose={() => setReversing(null)}
                    onReversed={() => {
                        setReversing(null);
                        void refetch();
                    }}
                />
            )}
        </Box>
    );
};
