import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
    Confirm,
    DataTable,
    DateInput,
    ListBase,
    Pagination,
    Title,
    useListContext,
    useNotify,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useVerb } from '../../../dataProvider/hooks';
import { formatDate } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { statusChoices } from '../../../domain/statuses';
import { useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { choiceFilter, ListFilters } from '../../../ui/lists/ListFilters';
import { ListStates } from '../../../ui/lists/ListStates';
import { StatusChip } from '../../../ui/StatusChip';
import { useBusy } from '../../../ui/useBusy';
import { type PaymentView, receiptPath } from './api';
import { payeeMessages } from './messages';

const STATUSES = [
    'scheduled',
    'processing',
    'transacted',
    'failure',
    'canceled',
    'pending_approval',
] as const;

const dayText = (day: string) => formatDate(`${day}T12:00:00Z`);

const Actions = ({ payment, onCancel }: { payment: PaymentView; onCancel: (p: PaymentView) => void }) => {
    const t = useMessages(payeeMessages);
    const name = payment.counterparty.name;
    return (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            {payment.status === 'scheduled' && (
                <Button
                    size="small"
                    color="error"
                    onClick={() => onCancel(payment)}
                    aria-label={t('payees.payments.cancel_named', { name })}
                >
                    {t('payees.payments.cancel')}
                </Button>
            )}
            <Button
                size="small"
                component={RouterLink}
                to={receiptPath(payment.id)}
                aria-label={t('payees.payments.receipt_named', { name })}
            >
                {t('payees.payments.receipt')}
            </Button>
        </Box>
    );
};

const useKindText = () => {
    const t = useMessages(payeeMessages);
    return (payment: PaymentView) =>
        payment.kind === 'internal' ? t('payees.payments.internal') : t('payees.payments.ted');
};

const PaymentTable = ({ onCancel }: { onCancel: (p: PaymentView) => void }) => {
    const t = useMessages(payeeMessages);
    const kindText = useKindText();
    return (
        <DataTable<PaymentView>
            aria-label={t('payees.payments.label')}
            bulkActionButtons={false}
            rowClick={false}
        >
            <DataTable.Col<PaymentView>
                source="payment_date"
                label={t('payees.payments.columns.date')}
                render={(p) => dayText(p.payment_date)}
            />
            <DataTable.Col<PaymentView>
                label={t('payees.payments.columns.favored')}
                disableSort
                render={(p) => (
                    <>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                            {p.counterparty.name}
                        </Typography>
                        {p.description && (
                            <Typography variant="body2" color="text.secondary">
                                {p.description}
                            </Typography>
                        )}
                    </>
                )}
            />
            <DataTable.Col<PaymentView>
                label={t('payees.payments.columns.kind')}
                disableSort
                render={kindText}
            />
            <DataTable.Col<PaymentView>
                source="amount"
                label={t('payees.payments.columns.amount')}
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(p) => formatBRL(p.amount)}
            />
            <DataTable.Col<PaymentView>
                label={t('payees.payments.columns.fee')}
                disableSort
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(p) => formatBRL(p.fee)}
            />
            <DataTable.Col<PaymentView>
                label={t('payees.payments.columns.status')}
                disableSort
                render={(p) => <StatusChip vocabulary="generic" value={p.status} />}
            />
            <DataTable.Col<PaymentView>
                label={t('payees.payments.columns.actions')}
                disableSort
                render={(p) => <Actions payment={p} onCancel={onCancel} />}
            />
        </DataTable>
    );
};

/** Phones: one entry per payment (payee and amount; date, form and status; its actions). */
const PaymentLines = ({ onCancel }: { onCancel: (p: PaymentView) => void }) => {
    const t = useMessages(payeeMessages);
    const kindText = useKindText();
    const { data = [] } = useListContext<PaymentView>();
    return (
        <List aria-label={t('payees.payments.label')} dense disablePadding>
            {data.map((p) => (
                <ListItem key={p.id} divider disableGutters sx={{ display: 'grid', gap: 0.5 }}>
                    <ListItemText
                        primary={`${p.counterparty.name} · ${formatBRL(p.amount)}`}
                        secondary={`${dayText(p.payment_date)} · ${kindText(p)}`}
                        slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                    />
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <StatusChip vocabulary="generic" value={p.status} />
                        <Box sx={{ flex: 1 }} />
                        <Actions payment={p} onCancel={onCancel} />
                    </Box>
                </ListItem>
            ))}
        </List>
    );
};

const useFilters = () => {
    const t = useMessages(payeeMessages);
    return [
        choiceFilter(
            'status',
            t('payees.payments.status'),
            t('payees.payments.all'),
            statusChoices('generic', STATUSES),
        ),
        <DateInput key="from" source="from" label={t('payees.payments.from')} alwaysOn />,
        <DateInput key="to" source="to" label={t('payees.payments.to')} alwaysOn />,
    ];
};

/** Pagamento a favorecidos (`/pagamento-favorecidos`): the payments to payees; a scheduled one can be canceled. */
export const FavoredPaymentsPage = () => {
    const t = useMessages(payeeMessages);
    const notify = useNotify();
    const queryClient = useQueryClient();
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const [canceling, setCanceling] = useState<PaymentView | null>(null);
    const cancel = useVerb<PaymentView>('pagamento-favorecidos', 'cancel');
    const { busy, run } = useBusy();
    const confirmCancel = () =>
        run(async () => {
            if (!canceling) return;
            try {
                await cancel.mutateAsync({ id: canceling.id, data: { status: 'canceled' } });
                notify(t('payees.payments.canceled'), { type: 'success' });
                void queryClient.invalidateQueries({ queryKey: ['pagamento-favorecidos'] });
            } catch {
                // The http layer showed the notice.
            }
            setCanceling(null);
        });
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('payees.payments.title')} />
            <ListBase<PaymentView>
                resource="pagamento-favorecidos"
                sort={{ field: 'payment_date', order: 'DESC' }}
                perPage={25}
                exporter={false}
            >
                <HeaderRow gap={1}>
                    <ListFilters label={t('payees.payments.filters')} filters={useFilters()} />
                    <Button
                        variant="contained"
                        component={RouterLink}
                        to="/pagar-favorecido"
                        startIcon={<AddIcon />}
                        sx={{ alignSelf: 'flex-start' }}
                    >
                        {t('payees.payments.new')}
                    </Button>
                </HeaderRow>
                <ListStates
                    what={t('payees.payments.what')}
                    loading={t('payees.payments.loading')}
                    filteredText={t('payees.payments.filtered_empty')}
                    emptyText={t('payees.payments.empty')}
                >
                    {narrow ? (
                        <PaymentLines onCancel={setCanceling} />
                    ) : (
                        <PaymentTable onCancel={setCanceling} />
                    )}
                    <Pagination rowsPerPageOptions={[10, 25, 50]} />
                </ListStates>
            </ListBase>
            <Confirm
                isOpen={canceling !== null}
                loading={busy}
                title={t('payees.payments.cancel_title', {
                    amount: canceling ? formatBRL(canceling.amount) : '',
                    name: canceling?.counterparty.name ?? '',
                })}
                content={t('payees.payments.cancel_text', {
                    date: canceling ? dayText(canceling.payment_date) : '',
                })}
                confirm={t('payees.payments.cancel_confirm')}
                cancel={t('payees.payments.keep')}
                confirmColor="warning"
                onConfirm={confirmCancel}
                onClose={() => setCanceling(null)}
            />
        </Box>
    );
};
