import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import type { Tally, TransientEntryView } from '../../../contract/ledgers';
import { useRead } from '../../../dataProvider/hooks';
import { formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { statusLabel } from '../../../domain/statuses';
import { useMessages } from '../../../i18n';
import { FigureRow } from '../../../ui/FigureCard';
import { Loading } from '../../../ui/LoadStates';
import { ListStates } from '../../../ui/lists/ListStates';
import { ResetPageOn, SearchBox, useTransientSearch } from '../../../ui/lists/SearchBox';
import { useUrlState } from '../../../ui/lists/useUrlState';
import { StatusChip } from '../../../ui/StatusChip';
import { transientMessages } from './messages';
import { CreditDialog, RefundDialog, TRANSIENT } from './TransientDialogs';

type Summary = { pending: Tally; approved: Tally; refunded: Tally; held: number };
type Decision = { kind: 'credit' | 'refund'; entry: TransientEntryView } | null;
const STATUSES = ['pending', 'approved', 'refunded', 'all'] as const;
const isStatus = (value: string): value is (typeof STATUSES)[number] =>
    (STATUSES as readonly string[]).includes(value);

const SummaryFigures = () => {
    const t = useMessages(transientMessages);
    const summary = useRead<Summary>(TRANSIENT, 'summary').data;
    if (!summary) return <Loading label={t('transient.loading')} shape="figures" />;
    const tally = ({ amount, count }: Tally) =>
        t('transient.figures.tally', { amount: formatBRL(amount), count });
    const items: [string, string][] = [
        [t('transient.figures.pending'), tally(summary.pending)],
        [t('transient.figures.held'), formatBRL(summary.held)],
        [t('transient.figures.approved'), tally(summary.approved)],
        [t('transient.figures.refunded'), tally(summary.refunded)],
    ];
    return <FigureRow label={t('transient.figures.label')} items={items} />;
};

const Payer = ({ entry }: { entry: TransientEntryView }) => (
    <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.payer.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
            {entry.payer.document_masked} · {entry.payer.participant}
        </Typography>
    </>
);

const Destination = ({ entry }: { entry: TransientEntryView }) => {
    const t = useMessages(transientMessages);
    return (
        <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.account?.holder}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
                {entry.account
                    ? `${entry.account.agency ?? ''} · ${entry.account.number}-${entry.account.digit}`
                    : ''}{' '}
                · {t('transient.account_now', { status: statusLabel('entity', entry.account_status) })}
            </Typography>
        </>
    );
};

const Situation = ({ entry }: { entry: TransientEntryView }) => {
    const t = useMessages(transientMessages);
    return (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
            <StatusChip vocabulary="transient_entry" value={entry.status} />
            {entry.decided_by && entry.decided_at && (
                <Typography variant="caption" color="text.secondary">
                    {t('transient.decided', {
                        by: entry.decided_by.name,
                        at: formatDateTime(entry.decided_at),
                    })}
                </Typography>
            )}
            {entry.refund_reason && (
                <Typography variant="caption" color="text.secondary">
                    {entry.refund_reason}
                </Typography>
            )}
        </Box>
    );
};

const Actions = ({ entry, decide }: { entry: TransientEntryView; decide: (d: Decision) => void }) => {
    const t = useMessages(transientMessages);
    if (entry.status !== 'pending') return null;
    const amount = formatBRL(entry.amount);
    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
                size="small"
                variant="contained"
                onClick={() => decide({ kind: 'credit', entry })}
                aria-label={t('transient.credit_label', {
                    amount,
                    payer: entry.payer.name,
                    holder: entry.account?.holder ?? '',
                })}
            >
                {t('transient.credit')}
            </Button>
            <Button
                size="small"
                variant="outlined"
                onClick={() => decide({ kind: 'refund', entry })}
                aria-label={t('transient.refund_label', { amount, payer: entry.payer.name })}
            >
                {t('transient.refund')}
            </Button>
        </Box>
    );
};

const EntryTable = ({ label, decide }: { label: string; decide: (d: Decision) => void }) => {
    const t = useMessages(transientMessages);
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const { data = [] } = useListContext<TransientEntryView>();
    if (narrow)
        return (
            <Box
                component="ul"
                aria-label={label}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
                {data.map((entry) => (
                    <Card key={entry.id} component="li" variant="outlined">
                        <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography variant="h6" component="p">
                                    {formatBRL(entry.amount)}
                                </Typography>
                                <Typography variant="body2" color="text.secondary">
                                    {formatDateTime(entry.received_at)}
                                </Typography>
                            </Box>
                            <Box>
                                <Payer entry={entry} />
                            </Box>
                            <Box>
                                <Destination entry={entry} />
                            </Box>
                            <Typography variant="body2">{t(`transient.reasons.${entry.reason}`)}</Typography>
                            <Situation entry={entry} />
                            <Actions entry={entry} decide={decide} />
                        </CardContent>
                    </Card>
                ))}
            </Box>
        );
    return (
        <DataTable<TransientEntryView>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={false}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col<TransientEntryView>
                source="received_at"
                label={t('transient.received')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(entry) => formatDateTime(entry.received_at)}
            />
            <DataTable.Col<TransientEntryView>
                label={t('transient.payer')}
                disableSort
                render={(entry) => <Payer entry={entry} />}
            />
            <DataTable.Col<TransientEntryView>
                label={t('transient.account')}
                disableSort
                render={(entry) => <Destination entry={entry} />}
            />
            <DataTable.Col<TransientEntryView>
                label={t('transient.reason')}
                disableSort
                render={(entry) => t(`transient.reasons.${entry.reason}`)}
            />
            <DataTable.Col<TransientEntryView>
                source="amount"
                label={t('transient.amount')}
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(entry) => formatBRL(entry.amount)}
            />
            <DataTable.Col<TransientEntryView>
                label={t('transient.situation')}
                disableSort
                render={(entry) => <Situation entry={entry} />}
            />
            <DataTable.Col<TransientEntryView>
                label={t('transient.actions')}
                disableSort
                render={(entry) => <Actions entry={entry} decide={decide} />}
            />
        </DataTable>
    );
};

/**
 * `/conta-transitoria` (Controller and Back Office): the Pix held in the transient account because their
 * account could not take them, waiting ones first and oldest first. Each is credited to the holder (once the
 * account is active) or returned to the payer with a reason; nobody asked for them, so there is no maker and
 * one decision settles each.
 */
export const TransientQueuePage = () => {
    const t = useMessages(transientMessages);
    const [status, setStatus] = useUrlState<(typeof STATUSES)[number]>('situacao', 'pending', isStatus);
    const search = useTransientSearch();
    const [decision, setDecision] = useState<Decision>(null);
    const queryClient = useQueryClient();
    const done = () => {
        setDecision(null);
        void queryClient.invalidateQueries({ queryKey: [TRANSIENT] });
    };
    return (
        <ListBase
            resource={TRANSIENT}
            filter={{
                ...(status !== 'all' ? { status } : {}),
                ...(search.settled ? { search: search.settled } : {}),
            }}
            sort={{ field: '', order: 'ASC' }}
            perPage={25}
            disableSyncWithLocation
            storeKey={false}
        >
            <ResetPageOn values={[status, search.settled]} />
            <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Typography variant="h5" component="h2">
                    {t('transient.heading')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t('transient.intro')}
                </Typography>
                <SummaryFigures />
                <Box
                    role="group"
                    aria-label={t('transient.filters')}
                    sx={{
                        '& > .MuiFormControl-root': { width: { xs: '100%', sm: 210 }, flex: 'none' },
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 2,
                        alignItems: 'flex-start',
                        mb: 2,
                    }}
                >
                    <TextField
                        select
                        size="small"
                        label={t('transient.status')}
                        value={status}
                        onChange={(event) => setStatus(event.target.value as (typeof STATUSES)[number])}
                        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    >
                        {STATUSES.map((value) => (
                            <MenuItem key={value} value={value}>
                                {value === 'all' ? t('transient.all') : statusLabel('transient_entry', value)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <SearchBox search={search} helperText={t('transient.search_help')} />
                </Box>
                <ListStates
                    what={t('transient.failed')}
                    loading={t('transient.loading')}
                    filteredText={t('transient.filtered_empty')}
                    emptyText={t('transient.empty')}
                    searching={search.settled !== '' || status !== 'pending'}
                    onClearSearch={() => {
                        search.setText('');
                        setStatus('all');
                    }}
                >
                    <EntryTable label={t('transient.table')} decide={setDecision} />
                    <Pagination rowsPerPageOptions={[25, 50, 100]} />
                </ListStates>
            </Box>
            {decision?.kind === 'credit' && (
                <CreditDialog entry={decision.entry} onClose={() => setDecision(null)} onDone={done} />
            )}
            {decision?.kind === 'refund' && (
                <RefundDialog entry={decision.entry} onClose={() => setDecision(null)} onDone={done} />
            )}
        </ListBase>
    );
};
