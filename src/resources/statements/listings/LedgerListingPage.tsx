import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ListBase, Pagination, useDataProvider, useListContext } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { currentBrand } from '../../../brands';
import type { DetailingRow, ListingRow, ListingSummary, ListingType } from '../../../contract/ledgers';
import { readAllRows } from '../../../dataProvider/allRows';
import { asLoad, useRead } from '../../../dataProvider/hooks';
import { toDateOnlyBrasilia } from '../../../domain/dates';
import { HOLDER_PERIODS, type HolderPeriod, isHolderPeriod } from '../../../domain/holders';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { Loading } from '../../../ui/LoadStates';
import { ListStates } from '../../../ui/lists/ListStates';
import { ResetPageOn, SearchBox, useTransientSearch } from '../../../ui/lists/SearchBox';
import { Figures } from './Figures';
import { DetailingTable, ListingTable } from './LedgerTables';
import {
    accountText,
    DETAILING,
    detailingCsv,
    detailingReport,
    type LedgerView,
    LISTING,
    LISTING_TYPES,
    listingCsv,
    listingReport,
    periodText,
    typeLabel,
} from './listingText';
import { listingMessages } from './messages';
import { ReportExports } from './ReportExports';

const SORTS = {
    [LISTING]: { field: 'magnitude', order: 'DESC' },
    [DETAILING]: { field: 'created_at', order: 'DESC' },
} as const;

const useSummary = (type: ListingType, query: Record<string, string | number>) =>
    asLoad(useRead<ListingSummary>(LISTING, 'summary', { id: type, query }));

const SummaryFigures = ({ summary }: { summary: ListingSummary | undefined }) => {
    const t = useMessages(listingMessages);
    if (!summary) return <Loading label={t('ledger_listings.loading')} shape="figures" />;
    return (
        <Figures
            label={periodText(summary)}
            items={[
                [t('ledger_listings.figures.total'), formatBRL(summary.amount)],
                [t('ledger_listings.figures.count'), summary.count.toLocaleString('pt-BR')],
                [t('ledger_listings.figures.accounts'), summary.accounts.toLocaleString('pt-BR')],
                [
                    t('ledger_listings.figures.reversed'),
                    t('ledger_listings.figures.reversed_value', {
                        count: summary.reversed.count,
                        amount: formatBRL(summary.reversed.amount),
                    }),
                ],
            ]}
        />
    );
};

/** The whole filter's rows as CSV and PDF (the list's own filter, every page). */
const Exports = ({
    view,
    type,
    filter,
}: {
    view: LedgerView;
    type: ListingType;
    filter: Record<string, unknown>;
}) => {
    const t = useMessages(listingMessages);
    const dataProvider = useDataProvider();
    const { total } = useListContext();
    const rows = () => readAllRows(dataProvider, view, filter, { sort: SORTS[view], perPage: 500 });
    const viewLabel = t(`ledger_listings.views.${view === LISTING ? 'listing' : 'detailing'}`);
    const fileName = `${view}-${type}-${String(filter.period)}-${toDateOnlyBrasilia()}`;
    return (
        <ReportExports
            empty={total === 0}
            fileName={fileName}
            csvLabel={t('ledger_listings.export_csv')}
            pdfLabel={t('ledger_listings.export_pdf')}
            failedText={t('ledger_listings.pdf_failed')}
            csv={async () =>
                view === LISTING
                    ? listingCsv((await rows()) as ListingRow[])
                    : detailingCsv((await rows()) as DetailingRow[])
            }
            pdf={async () => {
                const [all, { createReport }] = await Promise.all([rows(), import('../../../pdf')]);
                createReport({
                    title: t('ledger_listings.report_title', { type: typeLabel(type), view: viewLabel }),
                    subtitle: String(filter.periodText),
                    brand: currentBrand(),
                })
                    .table(
                        view === LISTING
                            ? listingReport(all as ListingRow[])
                            : detailingReport(all as DetailingRow[]),
                    )
                    .save(fileName);
            }}
        />
    );
};

/** The detailing kept to one account: which one, and the way back to all of them. */
const AccountOnly = ({ onClear }: { onClear: () => void }) => {
    const t = useMessages(listingMessages);
    const { data } = useListContext<DetailingRow>();
    const account = data?.[0]?.account ?? null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {account && (
                <Typography variant="body2">
                    {t('ledger_listings.account_filter', {
                        account: `${accountText(account)} (${account.holder ?? ''})`,
                    })}
                </Typography>
            )}
            <Button size="small" variant="outlined" onClick={onClear}>
                {t('ledger_listings.clear_account')}
            </Button>
        </Box>
    );
};

const isType = (value: string | undefined): value is ListingType =>
    LISTING_TYPES.includes(value as ListingType);

/**
 * `/listagem/:type/:period?` (per account) and `/detalhamento/:type/:period?` (each movement): fees and
 * tariffs, deposits or withdrawals of every holder's account in a period ('tudo' when the path has none),
 * its totals, a search by holder, document or account, and CSV and PDF of the whole filter. The detailing can
 * keep to one account (`?conta=<id>`, from the listing's "Detalhar").
 */
const LedgerListing = ({ view }: { view: LedgerView }) => {
    const t = useMessages(listingMessages);
    const params = useParams();
    const type: ListingType = isType(params.type) ? params.type : 'taxas-e-tarifas';
    const period: HolderPeriod = isHolderPeriod(params.period) ? params.period : 'tudo';
    const [query, setQuery] = useSearchParams();
    const accountId = view === DETAILING ? Number(query.get('conta')) || null : null;
    const search = useTransientSearch();
    const filters = {
        period,
        ...(search.settled ? { search: search.settled } : {}),
        ...(accountId ? { account_id: accountId } : {}),
    };
    const summary = useSummary(type, filters);
    const pathOf = (nextView: LedgerView, nextType: ListingType, nextPeriod: HolderPeriod) =>
        `/${nextView}/${nextType}/${nextPeriod}`;
    const heading = `${typeLabel(type)} · ${t(`ledger_listings.views.${view === LISTING ? 'listing' : 'detailing'}`)}`;
    const subtitle = summary.data ? periodText(summary.data) : '';

    return (
        <ListBase
            resource={view}
            filter={{ type, ...filters }}
            sort={SORTS[view]}
            perPage={25}
            disableSyncWithLocation
            storeKey={false}
        >
            <ResetPageOn values={[type, period, search.settled, accountId]} />
            <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <HeaderRow>
                    <Box>
                        <Typography variant="h5" component="h2">
                            {heading}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {subtitle}
                        </Typography>
                    </Box>
                    <Exports view={view} type={type} filter={{ type, ...filters, periodText: subtitle }} />
                </HeaderRow>
                <Tabs
                    value={type}
                    aria-label={t('ledger_listings.type_tabs')}
                    variant="scrollable"
                    allowScrollButtonsMobile
                >
                    {LISTING_TYPES.map((option) => (
                        <Tab
                            key={option}
                            value={option}
                            label={typeLabel(option)}
                            component={RouterLink}
                            to={pathOf(view, option, period)}
                        />
                    ))}
                </Tabs>
                <Tabs
                    value={period}
                    aria-label={t('ledger_listings.period_tabs')}
                    variant="scrollable"
                    scrollButtons="auto"
                    allowScrollButtonsMobile
                    sx={{ mb: 1 }}
                >
                    {HOLDER_PERIODS.map((option) => (
                        <Tab
                            key={option.value}
                            value={option.value}
                            label={option.label}
                            component={RouterLink}
                            to={`${pathOf(view, type, option.value)}${view === DETAILING && accountId ? `?conta=${accountId}` : ''}`}
                        />
                    ))}
                </Tabs>
                <Box
                    role="group"
                    aria-label={t('ledger_listings.view_tabs')}
                    sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
                >
                    {([LISTING, DETAILING] as const).map((option) => (
                        <Button
                            key={option}
                            size="small"
                            variant={option === view ? 'contained' : 'outlined'}
                            aria-current={option === view ? 'page' : undefined}
                            component={RouterLink}
                            to={pathOf(option, type, period)}
                        >
                            {t(`ledger_listings.views.${option === LISTING ? 'listing' : 'detailing'}`)}
                        </Button>
                    ))}
                </Box>
                <SummaryFigures summary={summary.data} />
                <Box
                    role="group"
                    aria-label={t('ledger_listings.filters')}
                    sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
                >
                    <SearchBox search={search} helperText={t('ledger_listings.search_help')} />
                    {accountId && <AccountOnly onClear={() => setQuery({})} />}
                </Box>
                <ListStates
                    what={t('ledger_listings.failed')}
                    loading={t('ledger_listings.loading')}
                    filteredText={t('ledger_listings.filtered_empty')}
                    emptyText={t('ledger_listings.empty')}
                    searching={search.settled !== ''}
                    onClearSearch={() => search.setText('')}
                >
                    {view === LISTING ? (
                        <ListingTable
                            label={heading}
                            detailPath={(row) => `${pathOf(DETAILING, type, period)}?conta=${row.id}`}
                        />
                    ) : (
                        <DetailingTable label={heading} />
                    )}
                    <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
                </ListStates>
            </Box>
        </ListBase>
    );
};

/** `/listagem/:type/:period?`. */
export const LedgerListingPage = () => <LedgerListing view={LISTING} />;
/** `/detalhamento/:type/:period?`. */
export const LedgerDetailingPage = () => <LedgerListing view={DETAILING} />;
