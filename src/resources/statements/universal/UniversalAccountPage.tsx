import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListBase, Pagination, useDataProvider, useListContext } from 'react-admin';
import { currentBrand } from '../../../brands';
import type { PeriodTotals, UniversalBalance } from '../../../contract/ledgers';
import { readAllRows } from '../../../dataProvider/allRows';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { formatDate, formatDateTime } from '../../../domain/dates';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { ListStates } from '../../../ui/lists/ListStates';
import { ResetPageOn, SearchBox, useTransientSearch } from '../../../ui/lists/SearchBox';
import { useUrlState } from '../../../ui/lists/useUrlState';
import { PeriodFields, usePeriod } from '../../../ui/PeriodFields';
import { Figures } from '../listings/Figures';
import { ReportExports } from '../listings/ReportExports';
import { universalMessages } from './messages';
import { UniversalTable } from './UniversalTable';
import { KINDS, type UniversalLine, universalCsv, universalReport } from './universalText';

const RESOURCE = 'conta-universal';
const DIRECTIONS = ['in', 'out'] as const;
const isKind = (value: string): value is (typeof KINDS)[number] =>
    (KINDS as readonly string[]).includes(value);
const isDirection = (value: string): value is (typeof DIRECTIONS)[number] =>
    (DIRECTIONS as readonly string[]).includes(value);

const tally = (t: ReturnType<typeof useMessages<typeof universalMessages>>, amount: number, count: number) =>
    t('universal.balance.tally', { amount: formatBRL(amount), count: count.toLocaleString('pt-BR') });

/** The pooled balance, active accounts, today's flow and the balance by account type. */
const BalanceSection = () => {
    const t = useMessages(universalMessages);
    const load = asLoad(useRead<UniversalBalance>(RESOURCE, 'balance'));
    if (load.status === 'loading') return <Loading label={t('universal.balance.loading')} shape="figures" />;
    if (load.status === 'error')
        return <LoadFailed what={t('universal.balance.failed')} onRetry={load.retry} />;
    const balance = load.data;
    return (
        <>
            <Figures
                label={t('universal.balance.label')}
                items={[
                    [t('universal.balance.total'), formatBRL(balance.balance)],
                    [t('universal.balance.accounts'), balance.accounts.toLocaleString('pt-BR')],
                    [
                        t('universal.balance.credits_today'),
                        tally(t, balance.today.credits.amount, balance.today.credits.count),
                    ],
                    [
                        t('universal.balance.debits_today'),
                        tally(t, balance.today.debits.amount, balance.today.debits.count),
                    ],
                ]}
            />
            <Card variant="outlined" sx={{ mb: 3, overflowX: 'auto' }}>
                <Table size="small" aria-label={t('universal.balance.by_type')}>
                    <caption style={{ captionSide: 'top', textAlign: 'left', padding: '12px 16px 4px' }}>
                        {t('universal.balance.by_type')} ·{' '}
                        {t('universal.balance.updated', { at: formatDateTime(balance.updated_at) })}
                    </caption>
                    <TableHead>
                        <TableRow>
                            <TableCell>{t('universal.balance.type')}</TableCell>
                            <TableCell align="right">{t('universal.balance.type_accounts')}</TableCell>
                            <TableCell align="right">{t('universal.balance.type_balance')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {balance.by_type.map((type) => (
                            <TableRow key={type.code}>
                                <TableCell>{type.name}</TableCell>
                                <TableCell align="right">{type.accounts.toLocaleString('pt-BR')}</TableCell>
                                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                    {formatBRL(type.balance)}
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </Card>
        </>
    );
};

const PeriodFigures = ({ filter }: { filter: Record<string, string> | null }) => {
    const t = useMessages(universalMessages);
    const totals = useRead<PeriodTotals>(RESOURCE, 'totals', filter ? { query: filter } : null).data;
    if (!totals) return <Loading label={t('universal.statement.loading')} shape="figures" />;
    return (
        <Figures
            label={t('universal.statement.totals')}
            items={[
                [t('universal.statement.opening'), formatBRL(totals.opening_balance)],
                [t('universal.statement.credits'), tally(t, totals.credits.amount, totals.credits.count)],
                [t('universal.statement.debits'), tally(t, totals.debits.amount, totals.debits.count)],
                [t('universal.statement.closing'), formatBRL(totals.closing_balance)],
            ]}
        />
    );
};

const Exports = ({ filter }: { filter: Record<string, string> }) => {
    const t = useMessages(universalMessages);
    const dataProvider = useDataProvider();
    const { total } = useListContext();
    const rows = () => readAllRows<UniversalLine>(dataProvider, RESOURCE, filter, { perPage: 500 });
    const fileName = `conta-universal-${filter.from}-a-${filter.to}`;
    return (
        <ReportExports
            empty={total === 0}
            fileName={fileName}
            csvLabel={t('universal.statement.export_csv')}
            pdfLabel={t('universal.statement.export_pdf')}
            failedText={t('universal.statement.pdf_failed')}
            csv={async () => universalCsv(await rows())}
            pdf={async () => {
                const [all, { createReport }] = await Promise.all([rows(), import('../../../pdf')]);
                createReport({
                    title: t('universal.statement.heading'),
                    subtitle: t('universal.statement.report_period', {
                        from: formatDate(filter.from),
                        to: formatDate(filter.to),
                    }),
                    brand: currentBrand(),
                })
                    .table(universalReport(all))
                    .save(fileName);
            }}
        />
    );
};

const Select = ({
    label,
    value,
    onChange,
    options,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    options: [string, string][];
}) => (
    <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
        {options.map(([id, name]) => (
            <MenuItem key={id} value={id}>
                {name}
            </MenuItem>
        ))}
    </TextField>
);

/**
 * `/conta-universal` (brands with the universal account; staff): the brand's pooled account. Its balance is
 * every holder's balance together (by account type); its statement every holder's movement in a period, with
 * the pooled balance after each one, filters by kind, direction and a search, the period's totals and exports.
 */
export const UniversalAccountPage = () => {
    const t = useMessages(universalMessages);
    const period = usePeriod();
    const [kind, setKind] = useUrlState<string>('tipo', '', isKind);
    const [direction, setDirection] = useUrlState<string>('sentido', '', isDirection);
    const search = useTransientSearch();
    const filter = {
        from: period.period.from,
        to: period.period.to,
        ...(kind ? { kind } : {}),
        ...(direction ? { direction } : {}),
        ...(search.settled ? { search: search.settled } : {}),
    };
    return (
        <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Typography variant="h5" component="h2">
                {t('universal.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('universal.intro')}
            </Typography>
            <BalanceSection />
            <ListBase
                resource={RESOURCE}
                filter={filter}
                sort={{ field: 'created_at', order: 'DESC' }}
                perPage={25}
                disableSyncWithLocation
                storeKey={false}
            >
                <ResetPageOn values={[filter]} />
                <Box
                    sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
                >
                    <Typography variant="h6" component="h3">
                        {t('universal.statement.heading')}
                    </Typography>
                    {period.valid && <Exports filter={filter} />}
                </Box>
                <Box
                    role="group"
                    aria-label={t('universal.statement.filters')}
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
                    <Select
                        label={t('universal.statement.kind')}
                        value={kind}
                        onChange={(value) => setKind(value)}
                        options={[
                            ['', t('universal.statement.all_kinds')],
                            ...KINDS.map((k): [string, string] => [k, t(`universal.kinds.${k}`)]),
                        ]}
                    />
                    <Select
                        label={t('universal.statement.direction')}
                        value={direction}
                        onChange={(value) => setDirection(value)}
                        options={[
                            ['', t('universal.statement.all_directions')],
                            ['in', t('universal.statement.in')],
                            ['out', t('universal.statement.out')],
                        ]}
                    />
                    <SearchBox search={search} helperText={t('universal.statement.search_help')} />
                </Box>
                <PeriodFigures filter={period.valid ? filter : null} />
                <ListStates
                    what={t('universal.statement.failed')}
                    loading={t('universal.statement.loading')}
                    filteredText={t('universal.statement.filtered_empty')}
                    emptyText={t('universal.statement.empty')}
                    searching={search.settled !== '' || kind !== '' || direction !== ''}
                    onClearSearch={() => {
                        search.setText('');
                        setKind('');
                        setDirection('');
                    }}
                >
                    <UniversalTable label={t('universal.statement.table')} />
                    <Pagination rowsPerPageOptions={[25, 50, 100]} />
                </ListStates>
            </ListBase>
        </Box>
    );
};
