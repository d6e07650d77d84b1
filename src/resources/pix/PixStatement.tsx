import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    DataTable,
    ListContextProvider,
    Pagination,
    useExpanded,
    useList,
    useListContext,
    useRecordContext,
} from 'react-admin';
import { currentBrand } from '../../brands';
import { useAllRows } from '../../dataProvider/allRows';
import { asLoad } from '../../dataProvider/hooks';
import { formatDate, formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { textOf, useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FigureCard } from '../../ui/FigureCard';
import { HeaderRow } from '../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { DisabledWhenEmpty } from '../../ui/lists/EmptyListExport';
import { Balance } from '../../ui/Money';
import { StatusChip } from '../../ui/StatusChip';
import { SignedAmount } from '../accounts';
import type { PixTransactionView, TransactionFilter } from './api';
import { pixMessages } from './messages';
import {
    DIRECTION_CHOICES,
    directionLabel,
    pixStatementCsv,
    pixStatementTable,
    pixTotals,
    signedAmount,
} from './statement';
import { DetailsToggle, TransactionList, transactionDetails } from './TransactionList';

const text = textOf(pixMessages);

const PAGE_SIZE = 20;
const RESOURCE = 'pix-transacoes';
/** The most rows one page brings when a whole filter is read. */
const READ_PAGE = 500;

/** A Pix as the table sorts it: by its signed amount (received add, sent subtract). */
type Row = PixTransactionView & { signed: number };

type AccountName = (row: PixTransactionView) => string | undefined;

/** The details' button of a row: opens react-admin's expand panel of that row. */
const DetailsCell = () => {
    const row = useRecordContext<Row>();
    const [open, toggle] = useExpanded(RESOURCE, row?.id ?? '');
    if (!row) return null;
    return <DetailsToggle open={open} controls={`${RESOURCE}-${row.id}-expand`} onToggle={toggle} />;
};

const DetailsPanel = ({ accountName }: { accountName?: AccountName }) => {
    const t = useMessages(pixMessages);
    const row = useRecordContext<Row>();
    if (!row) return null;
    return (
        <DescriptionList
            pairs={transactionDetails(row, accountName?.(row))}
            label={t('pix.common.pix_details')}
        />
    );
};

/** From `sm` up: a table sorted by date or amount; the details (end-to-end id) open under a row on demand. */
const TransactionTable = ({ accountName }: { accountName?: AccountName }) => {
    const t = useMessages(pixMessages);
    return (
        <DataTable<Row>
            resource={RESOURCE}
            aria-label={t('pix.common.transactions')}
            bulkActionButtons={false}
            rowClick={false}
            expand={<DetailsPanel accountName={accountName} />}
            // Our own labelled button opens a row; react-admin's (hidden from assistive technology) is not shown.
            sx={{ '& .RaDataTable-expandHeader, & .RaDataTable-expandIconCell': { display: 'none' } }}
        >
            <DataTable.Col<Row>
                source="created_at"
                label={t('pix.statement.columns.date')}
                render={(row) => formatDateTime(row.created_at)}
            />
            <DataTable.Col<Row>
                source="direction"
                label={t('pix.statement.columns.type')}
                disableSort
                render={(row) => directionLabel(row.direction)}
            />
            <DataTable.Col<Row>
                source="counterparty.name"
                label={t('pix.statement.columns.name')}
                disableSort
                render={(row) => (
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {row.counterparty.name}
                        <Typography
                            variant="caption"
                            color="text.secondary"
                            component="span"
                            sx={{ display: 'block' }}
                        >
                            {row.counterparty.document_masked}
                            {row.description ? ` · ${row.description}` : ''}
                        </Typography>
                    </Box>
                )}
            />
            <DataTable.Col<Row>
                source="counterparty.participant"
                label={t('pix.common.institution')}
                disableSort
            />
            <DataTable.Col<Row>
                source="status"
                label={t('pix.common.status')}
                disableSort
                render={(row) => <StatusChip vocabulary="pix" value={row.status} />}
            />
            <DataTable.Col<Row>
                source="signed"
                label={t('pix.common.amount')}
                align="right"
                render={(row) => <SignedAmount cents={row.signed} />}
            />
            <DataTable.Col<Row>
                label={t('pix.statement.details')}
                disableSort
                align="right"
                render={() => <DetailsCell />}
            />
        </DataTable>
    );
};

/** The page on screen: the table, or one item per Pix on phones; react-admin's pages below. */
const PageOfTransactions = ({ accountName }: { accountName?: AccountName }) => {
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
    const { data = [], total = 0 } = useListContext<Row>();
    return (
        <>
            {narrow ? (
                <TransactionList rows={data} accountName={accountName} />
            ) : (
                <TransactionTable accountName={accountName} />
            )}
            {total > PAGE_SIZE && <Pagination rowsPerPageOptions={[PAGE_SIZE, 50, 100]} />}
        </>
    );
};

/** The filter's Pix, already read, as a react-admin list sorted and paged on the page (`useList`). */
const PagedTransactions = ({
    rows,
    accountName,
}: {
    rows: readonly PixTransactionView[];
    accountName?: AccountName;
}) => {
    const list = useList<Row>({
        data: rows.map((row) => ({ ...row, signed: signedAmount(row) })),
        perPage: PAGE_SIZE,
        sort: { field: 'created_at', order: 'DESC' },
        resource: RESOURCE,
    });
    return (
        <ListContextProvider value={list}>
            <PageOfTransactions accountName={accountName} />
        </ListContextProvider>
    );
};

interface Props {
    filter: TransactionFilter;
    /** 'conta-0001-123456' or 'todas-as-contas': part of the exported files' names. */
    fileTag: string;
    /** The report's subtitle: which account(s). */
    scope: string;
    accountName?: AccountName;
}

/**
 * Every Pix of a filter, read once through the data provider (the API has no totals: the totals, the exports
 * and the list read the same rows), then the list a page at a time.
 */
export const PixStatement = ({ filter, fileTag, scope, accountName }: Props) => {
    const t = useMessages(pixMessages);
    const rows = asLoad(useAllRows<PixTransactionView>(RESOURCE, { ...filter }, { perPage: READ_PAGE }));

    if (rows.status === 'loading') return <Loading label={t('pix.statement.loading')} />;
    if (rows.status === 'error') return <LoadFailed what={t('pix.statement.what')} onRetry={rows.retry} />;

    const all = rows.data;
    const totals = pixTotals(all);
    const direction = t(
        DIRECTION_CHOICES.find((c) => c.value === (filter.direction ?? 'all'))?.label ?? 'pix.common.all',
    );
    const fileName = `extrato-pix-${fileTag}-${filter.from}-a-${filter.to}`;
    const periodText = t('pix.statement.period', {
        from: formatDate(filter.from),
        to: formatDate(filter.to),
    });

    const exportPdf = async () => {
        const { createReport } = await import('../../pdf');
        createReport({
            title: text('pix.common.statement'),
            subtitle: `${scope} · ${periodText} · ${direction}`,
            brand: currentBrand(),
        })
            .keyValues([
                [text('pix.statement.received_period'), formatBRL(totals.received)],
                [text('pix.statement.sent_period'), formatBRL(totals.sent)],
                [text('pix.statement.count_pix'), all.length],
            ])
            .table(pixStatementTable(all))
            .save(fileName);
    };

    return (
        <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label={t('pix.statement.received_settled')}>
                        <Box component="span" sx={{ color: 'success.main' }}>
                            <Balance cents={totals.received} />
                        </Box>
                    </FigureCard>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                    <FigureCard size="h6" label={t('pix.statement.sent_settled')}>
                        <Box component="span" sx={{ color: 'error.main' }}>
                            <Balance cents={totals.sent} />
                        </Box>
                    </FigureCard>
                </Grid>
            </Grid>
            <HeaderRow gap={1}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                    {t('pix.statement.count', { count: all.length, period: periodText })}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <ExportCsvButton
                        csv={() => pixStatementCsv(all)}
                        fileName={`${fileName}.csv`}
                        empty={all.length === 0}
                    />
                    <DisabledWhenEmpty empty={all.length === 0}>
                        <Button
                            variant="outlined"
                            size="small"
                            startIcon={<PictureAsPdfIcon />}
                            onClick={exportPdf}
                        >
                            {t('pix.statement.export_pdf')}
                        </Button>
                    </DisabledWhenEmpty>
                </Box>
            </HeaderRow>
            {all.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                    {t('pix.statement.empty')}
                </Typography>
            ) : (
                <PagedTransactions rows={all} accountName={accountName} />
            )}
        </>
    );
};
