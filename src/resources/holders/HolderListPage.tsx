import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { BulkExportButton, ListBase, Pagination, SavedQueriesList, Title } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { csvBlob } from '../../domain/csv';
import { toDateOnlyBrasilia } from '../../domain/dates';
import {
    HOLDER_LISTINGS,
    HOLDER_PERIODS,
    type HolderListing,
    type HolderPeriod,
    isHolderPeriod,
    NFC_PERIOD,
} from '../../domain/holders';
import { statusLabel } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { downloadBlob } from '../../ui/downloadBlob';
import { HeaderRow } from '../../ui/HeaderRow';
import { ListExportButton } from '../../ui/lists/EmptyListExport';
import { choiceFilter, ListFilters } from '../../ui/lists/ListFilters';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import type { HolderRow } from './api';
import { HolderDetails } from './HolderDetails';
import { HolderTable } from './HolderTable';
import { holdersCsv } from './holderText';
import { holderMessages } from './messages';

const STATUSES = ['pending', 'active', 'blocked', 'rejected', 'closed', 'inactive'] as const;
const PER_PAGE_OPTIONS = [10, 25, 50, 100];
/** Spec 2 §4 shows a rejected entity as Bloqueado, like a blocked one: the filter tells the two apart. */
const REJECTED_OPTION = `${statusLabel('entity', 'rejected')} (cadastro rejeitado)`;
const STATUS_OPTIONS = STATUSES.map((id) => ({
    id,
    name: id === 'rejected' ? REJECTED_OPTION : statusLabel('entity', id),
}));

const useFilters = () => {
    const t = useMessages(holderMessages);
    return [
        choiceFilter('status', t('holders.list.status'), t('holders.list.all_statuses'), STATUS_OPTIONS),
        choiceFilter('type', t('holders.list.type'), t('holders.list.all_types'), [
            { id: 'natural', name: t('holders.list.natural') },
            { id: 'legal', name: t('holders.list.legal') },
        ]),
    ];
};

/** The listing's rows of the whole filter (up to the API's 500 a page) as CSV, named after listing and period. */
const exporterOf = (listing: HolderListing, period: HolderPeriod) => (rows: HolderRow[]) =>
    downloadBlob(csvBlob(holdersCsv(rows)), `${listing}-${period}-${toDateOnlyBrasilia()}.csv`);

/**
 * One listing of holders by registration period (`/listagem-contas/:period` and its three siblings): period
 * tabs that change the URL; situation, type, sort and page kept in the URL (a reload or a shared link keeps
 * them) and in saved queries; the search by name or CPF/CNPJ kept only while the page is open; CSV of the
 * filter or of the selected rows; the holder's detail at `?holder=<id>`.
 */
const HolderList = ({ listing }: { listing: HolderListing }) => {
    const t = useMessages(holderMessages);
    const filters = useFilters();
    const config = HOLDER_LISTINGS[listing];
    const { period: rawPeriod = 'tudo' } = useParams();
    const nfc = listing === 'contas' && rawPeriod === NFC_PERIOD;
    const period: HolderPeriod = isHolderPeriod(rawPeriod) ? rawPeriod : 'tudo';
    const [params, setParams] = useSearchParams();
    const search = useTransientSearch();
    const queryClient = useQueryClient();
    const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'));

    const openId = Number(params.get('holder'));
    const withHolder = (id: number | null) =>
        setParams((current) => {
            const next = new URLSearchParams(current);
            if (id === null) next.delete('holder');
            else next.set('holder', String(id));
            return next;
        });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['titulares'] });
    const exporter = exporterOf(listing, period);

    return (
        <ListBase<HolderRow>
            resource="titulares"
            storeKey={`titulares.${listing}`}
            filter={{ listing, period, ...(search.settled ? { search: search.settled } : {}) }}
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={25}
            exporter={exporter}
        >
            <ResetPageOn values={[period, search.settled]} />
            <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
                <Title title={config.title} />
                <HeaderRow>
                    <Typography variant="h5" component="h2">
                        {config.title}
                    </Typography>
                    <ListExportButton label={t('holders.list.export')} maxResults={500} variant="outlined" />
                </HeaderRow>
                {nfc && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {t('holders.list.nfc_hint')}{' '}
                        <RouterLink to="/vincular-cartao-nfc">{t('holders.list.nfc_link')}</RouterLink>.
                    </Alert>
                )}
                <Tabs
                    value={nfc ? false : period}
                    aria-label={t('holders.list.periods')}
                    variant="scrollable"
                    scrollButtons="auto"
                    allowScrollButtonsMobile
                    sx={{ mb: 2 }}
                >
                    {HOLDER_PERIODS.map((option) => (
                        <Tab
                            key={option.value}
                            value={option.value}
                            label={option.label}
                            component={RouterLink}
                            to={`${config.path}/${option.value}`}
                        />
                    ))}
                </Tabs>
                <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                        <ListFilters
                            label={t('holders.list.filters')}
                            filters={filters}
                            search={search}
                            searchHelp={t('holders.list.search_help')}
                        />
                        {!wide && <SavedHolderQueries />}
                        <ListStates
                            what={t('holders.list.failed')}
                            loading={t('holders.list.loading')}
                            filteredText={t('holders.list.filtered_empty')}
                            emptyText={t('holders.list.empty')}
                            searching={search.settled !== ''}
                            onClearSearch={() => search.setText('')}
                        >
                            <HolderTable
                                label={config.title}
                                onOpen={(row) => withHolder(row.id)}
                                bulkActions={
                                    <BulkExportButton
                                        label={t('holders.list.export_selected')}
                                        exporter={exporter}
                                    />
                                }
                            />
                            <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
                        </ListStates>
                    </Box>
                    {wide && <SavedHolderQueries />}
                </Box>
            </Box>
            <Drawer anchor="right" open={openId > 0} onClose={() => withHolder(null)}>
                {openId > 0 && (
                    <HolderDetails id={openId} onClose={() => withHolder(null)} onChanged={refresh} />
                )}
            </Drawer>
        </ListBase>
    );
};

/** The staff member's saved filters of the listing (situation, type, sort, page size), for this session. */
const SavedHolderQueries = () => (
    <Card variant="outlined" sx={{ minWidth: 220, mb: 2, px: 1 }}>
        <SavedQueriesList />
    </Card>
);

/** `/listagem-contas/:period`: every holder (also the NFC menu's first step). */
export const AccountListingPage = () => <HolderList listing="contas" />;
/** `/listagem-beneficiarios/:period`: holders with a benefit account. */
export const BenefitListingPage = () => <HolderList listing="beneficiarios" />;
/** `/listagem-estabelecimentos/:period`: companies with a point-of-sale or sales account. */
export const MerchantListingPage = () => <HolderList listing="estabelecimentos" />;
/** `/listagem-contas-pre-pagas/:period`: holders with a courtesy or cashback account. */
export const PrepaidListingPage = () => <HolderList listing="pre-pagas" />;
