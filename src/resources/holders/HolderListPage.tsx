import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Title } from 'react-admin';
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
import { downloadBlob } from '../../ui/downloadBlob';
import { FilterForm, FilterSearch, FilterSelect, NoResults } from '../../ui/FilterForm';
import { HeaderRow } from '../../ui/HeaderRow';
import { ListPagination } from '../../ui/ListPagination';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import { useLoad } from '../../ui/useLoad';
import { type HolderQuery, type HolderRow, type HolderSort, holdersApi } from './api';
import { HolderDetails } from './HolderDetails';
import { HolderTable } from './HolderTable';
import { holdersCsv } from './holderText';

const STATUSES = ['pending', 'active', 'blocked', 'rejected', 'closed', 'inactive'] as const;
const PER_PAGE_OPTIONS = [10, 25, 50, 100];
/** Spec 2 §4 shows a rejected entity as Bloqueado, like a blocked one: the filter tells the two apart. */
const REJECTED_OPTION = `${statusLabel('entity', 'rejected')} (cadastro rejeitado)`;
const STATUS_OPTIONS = STATUSES.map(
    (value) => [value, value === 'rejected' ? REJECTED_OPTION : statusLabel('entity', value)] as const,
);
const TYPE_OPTIONS = [
    ['natural', 'Pessoa física'],
    ['legal', 'Pessoa jurídica'],
] as const;

/** The search applies once typing pauses, not on every key. */
const useDebounced = (value: string, ms = 300) => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), ms);
        return () => clearTimeout(timer);
    }, [value, ms]);
    return settled;
};

/**
 * One listing of holders by registration period (`/listagem-contas/:period` and its three siblings):
 * period tabs that change the URL, filters, sort, pages, CSV, and the holder's detail at `?holder=<id>`.
 */
const HolderList = ({ listing }: { listing: HolderListing }) => {
    const config = HOLDER_LISTINGS[listing];
    const { period: rawPeriod = 'tudo' } = useParams();
    const nfc = listing === 'contas' && rawPeriod === NFC_PERIOD;
    const period: HolderPeriod = isHolderPeriod(rawPeriod) ? rawPeriod : 'tudo';
    const [params, setParams] = useSearchParams();
    const [status, setStatus] = useState('');
    const [type, setType] = useState('');
    const [searchText, setSearchText] = useState('');
    const search = useDebounced(searchText);
    const [sort, setSort] = useState<HolderSort>({ field: 'created_at', order: 'desc' });
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(25);
    const [version, setVersion] = useState(0);
    const { busy, run } = useBusy();

    const query: HolderQuery = { listing, period, status, type, search };
    const key = JSON.stringify({ query, sort, page, perPage, version });
    const list = useLoad(key, (signal) => holdersApi.list(query, sort, page, perPage, signal));
    const refresh = useCallback(() => setVersion((n) => n + 1), []);

    // A new filter or period starts again at the first page.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the page follows these values.
    useEffect(() => setPage(1), [period, status, type, search]);

    const openId = Number(params.get('holder'));
    const openHolder = (row: HolderRow) => setParams({ holder: String(row.id) });
    const closeHolder = () => setParams({});

    const exportCsv = () =>
        run(async () => {
            try {
                const rows = await holdersApi.all(query, sort);
                downloadBlob(csvBlob(holdersCsv(rows)), `${listing}-${period}-${toDateOnlyBrasilia()}.csv`);
            } catch {
                // The http layer showed the notice.
            }
        });
    const filtered = status !== '' || type !== '' || search.trim() !== '';

    return (
        <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Title title={config.title} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {config.title}
                </Typography>
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<FileDownloadIcon />}
                    onClick={exportCsv}
                    disabled={busy || list.status !== 'ready' || list.data.meta.total === 0}
                >
                    Exportar CSV
                </Button>
            </HeaderRow>
            {nfc && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    Escolha o titular e a conta aqui; a vinculação do cartão é feita na área NFC, em{' '}
                    <RouterLink to="/vincular-cartao-nfc">Vincular cartão NFC</RouterLink>.
                </Alert>
            )}
            <Tabs
                value={nfc ? false : period}
                aria-label="Período do cadastro"
                variant="scrollable"
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
            <FilterForm label="Filtros dos titulares">
                <FilterSelect
                    label="Situação"
                    value={status}
                    onChange={setStatus}
                    all="Todas"
                    options={STATUS_OPTIONS}
                    minWidth={160}
                />
                <FilterSelect
                    label="Tipo"
                    value={type}
                    onChange={setType}
                    all="Todos"
                    options={TYPE_OPTIONS}
                    minWidth={160}
                />
                <FilterSearch
                    value={searchText}
                    onChange={setSearchText}
                    helperText="Nome, CPF/CNPJ ou e-mail"
                    minWidth={260}
                />
            </FilterForm>
            {list.status === 'loading' && <Loading label="Carregando os titulares…" />}
            {list.status === 'error' && <LoadFailed what="os titulares" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.meta.total === 0 && (
                <NoResults
                    filtered={filtered}
                    filteredText="Nenhum titular encontrado com estes filtros."
                    emptyText="Nenhum cadastro neste período."
                    onClear={() => {
                        setStatus('');
                        setType('');
                        setSearchText('');
                    }}
                />
            )}
            {list.status === 'ready' && list.data.meta.total > 0 && (
                <>
                    <HolderTable
                        rows={list.data.data}
                        label={config.title}
                        sort={sort}
                        onSort={(next) => {
                            setSort(next);
                            setPage(1);
                        }}
                        onOpen={openHolder}
                    />
                    <ListPagination
                        total={list.data.meta.total}
                        page={list.data.meta.current_page}
                        onPage={setPage}
                        perPage={perPage}
                        perPageOptions={PER_PAGE_OPTIONS}
                        onPerPage={(size) => {
                            setPerPage(size);
                            setPage(1);
                        }}
                    />
                </>
            )}
            <Drawer anchor="right" open={openId > 0} onClose={closeHolder}>
                {openId > 0 && <HolderDetails id={openId} onClose={closeHolder} onChanged={refresh} />}
            </Drawer>
        </Box>
    );
};

/** `/listagem-contas/:period`: every holder (also the NFC menu's first step). */
export const AccountListingPage = () => <HolderList listing="contas" />;
/** `/listagem-beneficiarios/:period`: holders with a benefit account. */
export const BenefitListingPage = () => <HolderList listing="beneficiarios" />;
/** `/listagem-estabelecimentos/:period`: companies with a point-of-sale or sales account. */
export const MerchantListingPage = () => <HolderList listing="estabelecimentos" />;
/** `/listagem-contas-pre-pagas/:period`: holders with a courtesy or cashback account. */
export const PrepaidListingPage = () => <HolderList listing="pre-pagas" />;
