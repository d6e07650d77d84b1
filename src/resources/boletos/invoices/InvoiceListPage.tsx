import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Drawee } from '../../../contract/invoices';
import { HeaderRow } from '../../../ui/HeaderRow';
import { ListPagination } from '../../../ui/ListPagination';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import { useLoad } from '../../../ui/useLoad';
import { EMPTY_FILTER, type InvoiceFilter, type InvoiceView, invoicesApi, type Sort } from './api';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceTable } from './InvoiceTable';
import { InvoiceToolbar } from './InvoiceToolbar';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];

type Payer = Pick<Drawee, 'id' | 'name' | 'document'>;

const isFiltered = (filter: InvoiceFilter) =>
    filter.status.length > 0 ||
    !!filter.dueFrom ||
    !!filter.dueTo ||
    filter.draweeId !== null ||
    filter.batchId !== null ||
    !!filter.search;

/** `?batch_id=N` (the batch page's "Ver o lote" link) opens the list on that batch. */
const initialFilter = (params: URLSearchParams): InvoiceFilter => {
    const batch = params.get('batch_id') ?? '';
    return /^\d+$/.test(batch) ? { ...EMPTY_FILTER, batchId: Number(batch) } : EMPTY_FILTER;
};

/**
 * `/geracao-boletos`: the holder's issued boletos, filtered, sorted and paged by the bank; a boleto's details
 * (line, barcode, PDF, cancel, delete) open beside the list. Exports take every page of the filter.
 */
export const InvoiceListPage = () => {
    const [params] = useSearchParams();
    const [filter, setFilter] = useState<InvoiceFilter>(() => initialFilter(params));
    const [payer, setPayer] = useState<Payer | null>(null);
    const [sort, setSort] = useState<Sort>({ field: 'due_date', order: 'desc' });
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(25);
    const [version, setVersion] = useState(0);
    const [open, setOpen] = useState<InvoiceView | null>(null);

    const key = JSON.stringify({ filter, sort, page, perPage, version });
    const list = useLoad(key, (signal) => invoicesApi.list(filter, sort, page, perPage, signal));
    const refresh = useCallback(() => setVersion((n) => n + 1), []);

    const changeFilter = useCallback((next: InvoiceFilter, picked: Payer | null) => {
        setFilter(next);
        setPayer(picked);
        setPage(1);
    }, []);
    const changed = (invoice: InvoiceView | null) => {
        setOpen(invoice);
        refresh();
    };

    return (
        // One grid track that may shrink to nothing: a table wider than the screen scrolls in its own
        // container instead of widening the whole layout.
        <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Title title="Boletos gerados" />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    Boletos gerados
                </Typography>
                <InvoiceToolbar filter={filter} sort={sort} onRemitted={refresh} />
            </HeaderRow>
            <InvoiceFilters filter={filter} payer={payer} onChange={changeFilter} />
            {filter.batchId !== null && (
                <Chip
                    label={`Lote ${filter.batchId}`}
                    onDelete={() => changeFilter({ ...filter, batchId: null }, payer)}
                    sx={{ mb: 2, justifySelf: 'start' }}
                />
            )}
            {list.status === 'loading' && <Loading label="Carregando os boletos…" />}
            {list.status === 'error' && <LoadFailed what="os boletos" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.meta.total === 0 && (
                <Empty filtered={isFiltered(filter)} onClear={() => changeFilter(EMPTY_FILTER, null)} />
            )}
            {list.status === 'ready' && list.data.meta.total > 0 && (
                <>
                    <InvoiceTable
                        rows={list.data.data}
                        sort={sort}
                        onSort={(next) => {
                            setSort(next);
                            setPage(1);
                        }}
                        onOpen={setOpen}
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
            <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
                {open && <InvoiceDetails invoice={open} onClose={() => setOpen(null)} onChanged={changed} />}
            </Drawer>
        </Box>
    );
};

const Empty = ({ filtered, onClear }: { filtered: boolean; onClear: () => void }) =>
    filtered ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography gutterBottom>Nenhum boleto encontrado com estes filtros.</Typography>
            <Button onClick={onClear}>Limpar filtros</Button>
        </Box>
    ) : (
        <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography variant="h6" component="p" gutterBottom>
                Nenhum boleto emitido ainda.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                Emita boletos para seus sacados e acompanhe aqui os pagamentos.
            </Typography>
            <Button variant="contained" component={RouterLink} to="/emitir-boleto" startIcon={<AddIcon />}>
                Emitir boleto
            </Button>
        </Box>
    );
