import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    DataTable,
    ListBase,
    Pagination,
    useDataProvider,
    useGetOne,
    useListContext,
    useNotify,
} from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { currentBrand } from '../../brands';
import type { GraphicAccountView, GraphicMovement, PeriodTotals } from '../../contract/ledgers';
import { readAllRows } from '../../dataProvider/allRows';
import { useRead } from '../../dataProvider/hooks';
import { csvBlob } from '../../domain/csv';
import { formatDate, formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { isHttpError } from '../../http/HttpError';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { downloadBlob } from '../../ui/downloadBlob';
import { FigureRow } from '../../ui/FigureCard';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { DisabledWhenEmpty } from '../../ui/lists/EmptyListExport';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn } from '../../ui/lists/SearchBox';
import { useUrlState } from '../../ui/lists/useUrlState';
import { PeriodFields, usePeriod } from '../../ui/PeriodFields';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import { GRAPHIC, holderAccountText, MOVEMENTS, movementsCsv, movementsReport } from './graphicText';
import { graphicMessages } from './messages';

type Filter = Record<string, string | number>;
const isDirection = (value: string): value is 'in' | 'out' => value === 'in' || value === 'out';

const AccountRecord = ({ account }: { account: GraphicAccountView }) => {
    const t = useMessages(graphicMessages);
    return (
        <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
                <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}
                >
                    <Typography variant="h5" component="h2">
                        {account.name}
                    </Typography>
                    <StatusChip vocabulary="graphic_account" value={account.status} />
                </Box>
                <DescriptionList
                    label={t('graphic.detail.record')}
                    pairs={[
                        [t('graphic.detail.code'), account.code],
                        [t('graphic.detail.purpose'), account.purpose],
                        [
                            t('graphic.detail.institution'),
                            `${account.institution.name} (${account.institution.code})`,
                        ],
                        [t('graphic.detail.nature'), t(`graphic.natures.${account.nature}`)],
                        [t('graphic.detail.source'), t(`graphic.sources.${account.source}`)],
                        [t('graphic.detail.created_at'), formatDate(account.created_at)],
                        [t('graphic.detail.balance'), formatBRL(account.balance)],
                    ]}
                />
            </CardContent>
        </Card>
    );
};

const Totals = ({ id, filter }: { id: number; filter: Filter | null }) => {
    const t = useMessages(graphicMessages);
    const totals = useRead<PeriodTotals>(GRAPHIC, 'totals', filter ? { id, query: filter } : null).data;
    if (!totals) return <Loading label={t('graphic.detail.movements_loading')} shape="figures" />;
    const tally = (amount: number, count: number) =>
        t('graphic.detail.tally', { amount: formatBRL(amount), count: count.toLocaleString('pt-BR') });
    const items: [string, string][] = [
        [t('graphic.detail.opening'), formatBRL(totals.opening_balance)],
        [t('graphic.detail.credits'), tally(totals.credits.amount, totals.credits.count)],
        [t('graphic.detail.debits'), tally(totals.debits.amount, totals.debits.count)],
        [t('graphic.detail.closing'), formatBRL(totals.closing_balance)],
    ];
    return <FigureRow label={t('graphic.detail.totals')} items={items} />;
};

const Exports = ({ account, filter }: { account: GraphicAccountView; filter: Filter }) => {
    const t = useMessages(graphicMessages);
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const { busy, run } = useBusy();
    const { total } = useListContext();
    const rows = () =>
        readAllRows<GraphicMovement & { id: string }>(dataProvider, MOVEMENTS, filter, { perPage: 500 });
    const fileName = `conta-grafica-${account.code}-${filter.from}-a-${filter.to}`;
    const guarded = (work: () => Promise<void>) =>
        run(async () => {
            try {
                await work();
            } catch (failure) {
                if (!isHttpError(failure)) notify(t('graphic.detail.pdf_failed'), { type: 'error' });
            }
        });
    const csv = () =>
        guarded(async () => downloadBlob(csvBlob(movementsCsv(await rows())), `${fileName}.csv`));
    const pdf = () =>
        guarded(async () => {
            const [all, { createReport }] = await Promise.all([rows(), import('../../pdf')]);
            createReport({
                title: account.name,
                subtitle: t('graphic.detail.report_period', {
                    code: account.code,
                    from: formatDate(String(filter.from)),
                    to: formatDate(String(filter.to)),
                }),
                brand: currentBrand(),
            })
                .table(movementsReport(all))
                .save(fileName);
        });
    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <DisabledWhenEmpty empty={total === 0}>
                <Button
                    size="small"
                    variant="outlined"
                    startIcon={<DescriptionIcon />}
                    onClick={csv}
                    disabled={busy}
                >
                    {t('graphic.detail.export_csv')}
                </Button>
            </DisabledWhenEmpty>
            <DisabledWhenEmpty empty={total === 0}>
                <Button
                    size="small"
                    variant="outlined"
                    startIcon={<PictureAsPdfIcon />}
                    onClick={pdf}
                    disabled={busy}
                >
                    {t('graphic.detail.export_pdf')}
                </Button>
            </DisabledWhenEmpty>
        </Box>
    );
};

const Amount = ({ cents }: { cents: number }) => (
    <Box
        component="span"
        sx={{ whiteSpace: 'nowrap', color: cents < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}
    >
        {formatBRL(cents)}
    </Box>
);

const MovementsTable = ({ label }: { label: string }) => {
    const t = useMessages(graphicMessages);
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
    const { data = [] } = useListContext<GraphicMovement & { id: string }>();
    if (narrow)
        return (
            <Box
                component="ul"
                aria-label={label}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            >
                {data.map((row) => (
                    <Card key={row.id} component="li" variant="outlined">
                        <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
                            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                    {row.description}
                                </Typography>
                                <Amount cents={row.amount} />
                            </Box>
                            {row.account && (
                                <Typography variant="body2">{holderAccountText(row.account)}</Typography>
                            )}
                            <Typography variant="body2" color="text.secondary">
                                {formatDateTime(row.created_at)} · {t('graphic.detail.balance_after')}:{' '}
                                {formatBRL(row.balance_after)}
                            </Typography>
                        </CardContent>
                    </Card>
                ))}
            </Box>
        );
    return (
        <DataTable<GraphicMovement & { id: string }>
            aria-label={label}
            bulkActionButtons={false}
            rowClick={false}
            sx={{ bgcolor: 'background.paper' }}
        >
            <DataTable.Col
                source="created_at"
                label={t('graphic.detail.date')}
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatDateTime(row.created_at)}
            />
            <DataTable.Col source="description" label={t('graphic.detail.description')} disableSort />
            <DataTable.Col
                label={t('graphic.detail.account')}
                disableSort
                render={(row) => holderAccountText(row.account)}
            />
            <DataTable.Col
                source="amount"
                label={t('graphic.detail.amount')}
                align="right"
                render={(row) => <Amount cents={row.amount} />}
            />
            <DataTable.Col
                label={t('graphic.detail.balance_after')}
                disableSort
                align="right"
                cellSx={() => ({ whiteSpace: 'nowrap' })}
                render={(row) => formatBRL(row.balance_after)}
            />
        </DataTable>
    );
};

const Movements = ({ account }: { account: GraphicAccountView }) => {
    const t = useMessages(graphicMessages);
    const period = usePeriod();
    const [direction, setDirection] = useUrlState<string>('sentido', '', isDirection);
    const filter: Filter = {
        graphic_account_id: account.id,
        from: period.period.from,
        to: period.period.to,
        ...(direction ? { direction } : {}),
    };
    const { graphic_account_id: _, ...query } = filter;
    return (
        <ListBase
            resource={MOVEMENTS}
            filter={filter}
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={25}
            disableSyncWithLocation
            storeKey={false}
        >
            <ResetPageOn values={[filter]} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Typography variant="h6" component="h3">
                    {t('graphic.detail.movements')}
                </Typography>
                {period.valid && <Exports account={account} filter={filter} />}
            </Box>
            <Box
                role="group"
                aria-label={t('graphic.detail.filters')}
                sx={{
                    '& > .MuiFormControl-root': { width: { xs: '100%', sm: 210 }, flex: 'none' },
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 2,
                    alignItems: 'flex-start',
                    mb: 2,
                }}
            >
                <PeriodFields state={period} />
                <TextField
                    select
                    size="small"
                    label={t('graphic.detail.direction')}
                    value={direction}
                    onChange={(event) => setDirection(event.target.value)}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                    <MenuItem value="">{t('graphic.detail.all_directions')}</MenuItem>
                    <MenuItem value="in">{t('graphic.detail.in')}</MenuItem>
                    <MenuItem value="out">{t('graphic.detail.out')}</MenuItem>
                </TextField>
            </Box>
            <Totals id={account.id} filter={period.valid ? query : null} />
            <ListStates
                what={t('graphic.detail.movements_failed')}
                loading={t('graphic.detail.movements_loading')}
                filteredText={t('graphic.detail.filtered_empty')}
                emptyText={t('graphic.detail.empty')}
            >
                <MovementsTable label={t('graphic.detail.table')} />
                <Pagination rowsPerPageOptions={[25, 50, 100]} />
            </ListStates>
        </ListBase>
    );
};

/**
 * `/detalhe-conta-grafica?id=<id>` (staff): one graphic account's record, its movements in a period (newest
 * first, with the balance after each), the period's opening, in, out and closing, and CSV and PDF.
 */
export const GraphicAccountDetailPage = () => {
    const t = useMessages(graphicMessages);
    const [params] = useSearchParams();
    const id = Number(params.get('id'));
    const { data, isPending, error, refetch } = useGetOne<GraphicAccountView>(
        GRAPHIC,
        { id },
        { enabled: id > 0 },
    );
    const back = (
        <Button
            component={RouterLink}
            to="/contas-graficas"
            size="small"
            sx={{ justifySelf: 'start', mb: 1 }}
        >
            {t('graphic.detail.back')}
        </Button>
    );
    let body = <Loading label={t('graphic.detail.loading')} shape="detail" />;
    if (!(id > 0)) body = <Alert severity="info">{t('graphic.detail.missing')}</Alert>;
    else if (error) body = <LoadFailed what={t('graphic.detail.failed')} onRetry={() => void refetch()} />;
    else if (!isPending && data)
        body = (
            <>
                <AccountRecord account={data} />
                <Movements account={data} />
            </>
        );
    return (
        <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {back}
            {body}
        </Box>
    );
};
