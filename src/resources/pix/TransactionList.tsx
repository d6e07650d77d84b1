import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDateTime } from '../../domain/dates';
import { textOf, useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { StatusChip } from '../../ui/StatusChip';
import { SignedAmount } from '../accounts';
import type { PixTransactionView } from './api';
import { pixMessages } from './messages';
import { directionLabel, signedAmount } from './statement';

const text = textOf(pixMessages);

/** What a Pix's details say (the end-to-end id among them). */
export const transactionDetails = (row: PixTransactionView, accountName?: string): [string, string][] => {
    const details: [string, string][] = [
        [
            row.direction === 'in' ? text('pix.statement.paid_by') : text('pix.statement.received_by'),
            `${row.counterparty.name} · ${row.counterparty.document_masked}`,
        ],
        [text('pix.common.institution'), row.counterparty.participant],
        [text('pix.common.e2e_id'), row.end_to_end_id],
        [text('pix.statement.created_at'), formatDateTime(row.created_at)],
    ];
    if (row.settled_at) details.push([text('pix.statement.settled_at'), formatDateTime(row.settled_at)]);
    if (row.description) details.push([text('pix.common.description'), row.description]);
    if (accountName) details.push([text('pix.common.account'), accountName]);
    return details;
};

/** The details' show/hide button (`controls`: the id of what it opens). */
export const DetailsToggle = ({
    open,
    controls,
    onToggle,
}: {
    open: boolean;
    controls: string;
    onToggle: () => void;
}) => {
    const t = useMessages(pixMessages);
    return (
        <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={controls}
            aria-label={open ? t('pix.statement.hide_details') : t('pix.statement.show_details')}
            onClick={onToggle}
        >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
    );
};

const Row = ({ row, accountName }: { row: PixTransactionView; accountName?: string }) => {
    const t = useMessages(pixMessages);
    const [open, setOpen] = useState(false);
    const detailsId = useId();
    const received = row.direction === 'in';
    const who = row.counterparty.name;
    const details = transactionDetails(row, accountName);

    return (
        <ListItem
            divider
            sx={{ display: 'block', px: 0 }}
            aria-label={`${directionLabel(row.direction)} ${who}`}
        >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box
                    aria-hidden
                    sx={{ color: received ? 'success.main' : 'text.secondary', pt: 0.25, display: 'flex' }}
                >
                    {received ? <CallReceivedIcon fontSize="small" /> : <CallMadeIcon fontSize="small" />}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                            {directionLabel(row.direction)} · {who}
                        </Typography>
                        <SignedAmount cents={signedAmount(row)} />
                    </Box>
                    <Box
                        sx={{
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            flexWrap: 'wrap',
                            color: 'text.secondary',
                            typography: 'caption',
                        }}
                    >
                        <span>{formatDateTime(row.created_at)}</span>
                        <StatusChip vocabulary="pix" value={row.status} />
                        {row.description && (
                            <span style={{ overflowWrap: 'anywhere' }}>{row.description}</span>
                        )}
                    </Box>
                </Box>
                <DetailsToggle open={open} controls={detailsId} onToggle={() => setOpen(!open)} />
            </Box>
            <Collapse in={open} id={detailsId} unmountOnExit>
                <Box sx={{ pl: { xs: 0, sm: 4 }, pt: 1 }}>
                    <DescriptionList pairs={details} label={t('pix.common.pix_details')} />
                </Box>
            </Collapse>
        </ListItem>
    );
};

/** Sent and received Pix, one per item at every width; the details (end-to-end id) open on demand. */
export const TransactionList = ({
    rows,
    accountName,
}: {
    rows: readonly PixTransactionView[];
    /** When rows come from several accounts: the account of each. */
    accountName?: (row: PixTransactionView) => string | undefined;
}) => {
    const t = useMessages(pixMessages);
    return (
        <List disablePadding aria-label={t('pix.common.transactions')}>
            {rows.map((row) => (
                <Row key={row.id} row={row} accountName={accountName?.(row)} />
            ))}
        </List>
    );
};
