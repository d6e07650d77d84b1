import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { DataTable, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DetailingRow, ListingRow } from '../../../contract/ledgers';
import { formatDateTime } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { StatusChip } from '../../../ui/StatusChip';
import { accountText } from './listingText';
import { listingMessages } from './messages';

const useNarrow = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));

export const Holder = ({ holder }: { holder: { name: string; document: string } | null }) => (
    <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {holder?.name ?? ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
            {holder ? formatDocument(holder.document) : ''}
        </Typography>
    </>
);

export const Amount = ({ cents }: { cents: number }) => (
    <Box
        component="span"
        sx={{ whiteSpace: 'nowrap', color: cents < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
    >
        {formatBRL(cents)}
    </Box>
);

/** Phones: one card per row, in a list named like the table. */
export const Cards = <T extends { id: number }>({
    label,
    render,
}: {
    label: string;
    render: (row: T) => ReactNode;
}) => {
    const { data = [] } = useListContext<T>();
    return (
        <Box
            component="ul"
            aria-label={label}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {data.map((row) => (
                <Card key={row.id} component="li" variant="outlined">
                    <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                        {render(row)}
                    </CardContent>
                </Card>
            ))}
        </Box>
    );
};

export const Line = ({ children }: { children: ReactNode }) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
);

/** Per account: holder, account, how many movements, their total and the last one; "Detalhar" opens them. */
export const ListingTable = ({
    label,
    detailPath,
}: {
    label: string;
    detailPath: (row: ListingRow) => string;
}) => {
    const t = useMessages(listingMessages);
    const narrow = useNarrow();
    const detail = (row: ListingRow) => (
        <Button
            size="small"
            component={RouterLink}
            to={detailPath(row)}
            aria-label={t('ledger_listings.detail_label', {
                account: `${accountText(row.account)} (${row.holder?.name ?? ''})`,
            })}
        >
            {t('ledger_listings.detail')}
        </Button>
    );
    if (narrow)
        return (
            <Cards<ListingRow>
                label={label}
                render={(row) => (
                    <>
                        <Line>
                            <Box>
                                <Holder holder={row.holder} />
                            </Box>
                            <Amount cents={row.amount} />
                        </Line>
                        <Typography variant="body2">
                            {accountText(row.account)} · {t('ledger_listings.columns.count')}: {row.count}
                        </Typography>
                        <Line>
                            <Typography variant="body2" color="text.secondary">
                                {formatDateTime(row.last_at)}
                            </Typography>
                            {detail(row)}
                        </Line>
                    </>
                )}
            />
        );
    return (
        <DataTable<ListingRow>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={false}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col<ListingRow>
                label={t('ledger_listings.columns.holder')}
                disableSort
                render={(row) => <Holder holder={row.holder} />}
            />
            <DataTable.Col<ListingRow>
                label={t('ledger_listings.columns.account')}
                disableSort
                render={(row) => accountText(row.account)}
            />
            <DataTable.NumberCol<ListingRow> source="count" label={t('ledger_listings.columns.count')} />
            <DataTable.Col<ListingRow>
                source="magnitude"
                label={t('ledger_listings.columns.total')}
                align="right"
                render={(row) => <Amount cents={row.amount} />}
            />
            <DataTable.Col<ListingRow>
                source="last_at"
                label={t('ledger_listings.columns.last')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatDateTime(row.last_at)}
            />
            <DataTable.Col<ListingRow> label={t('ledger_listings.detail')} disableSort render={detail} />
        </DataTable>
    );
};

/** Each movement: when, whose account, what, how much and its situation (a reversed one stays listed). */
export const DetailingTable = ({ label }: { label: string }) => {
    const t = useMessages(listingMessages);
    const narrow = useNarrow();
    if (narrow)
        return (
            <Cards<DetailingRow>
                label={label}
                render={(row) => (
                    <>
                        <Line>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {row.description}
                            </Typography>
                            <Amount cents={row.amount} />
                        </Line>
                        <Typography variant="body2">
                            {row.holder?.name} · {accountText(row.account)}
                        </Typography>
                        <Line>
                            <Typography variant="body2" color="text.secondary">
                                {formatDateTime(row.created_at)}
                            </Typography>
                            <StatusChip vocabulary="generic" value={row.status} />
                        </Line>
                    </>
                )}
            />
        );
    return (
        <DataTable<DetailingRow>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={false}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col<DetailingRow>
                source="created_at"
                label={t('ledger_listings.columns.date')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatDateTime(row.created_at)}
            />
            <DataTable.Col<DetailingRow>
                label={t('ledger_listings.columns.holder')}
                disableSort
                render={(row) => <Holder holder={row.holder} />}
            />
            <DataTable.Col<DetailingRow>
                label={t('ledger_listings.columns.account')}
                disableSort
                render={(row) => accountText(row.account)}
            />
            <DataTable.Col<DetailingRow>
                source="description"
                label={t('ledger_listings.columns.description')}
                disableSort
            />
            <DataTable.Col<DetailingRow>
                source="amount"
                label={t('ledger_listings.columns.amount')}
                align="right"
                render={(row) => <Amount cents={row.amount} />}
            />
            <DataTable.Col<DetailingRow>
                label={t('ledger_listings.columns.status')}
                disableSort
                render={(row) => <StatusChip vocabulary="generic" value={row.status} />}
            />
        </DataTable>
    );
};
