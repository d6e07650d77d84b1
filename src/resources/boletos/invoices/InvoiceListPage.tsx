import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { ListBase, Pagination, Title, useListContext } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Drawee } from '../../../contract/invoices';
import { useMessages } from '../../../i18n';
import { HeaderRow } from '../../../ui/HeaderRow';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import {
    EMPTY_FILTER,
    fromListFilter,
    type InvoiceFilter,
    type InvoiceView,
    type Sort,
    toListFilter,
} from './api';
import { InvoiceDetails } from './InvoiceDetails';
import { InvoiceFilters } from './InvoiceFilters';
import { InvoiceTable } from './InvoiceTable';
import { InvoiceToolbar } from './InvoiceToolbar';
import { INVOICE_LIST } from './listQuery';
import { invoiceMessages } from './messages';

const PER_PAGE_OPTIONS = [10, 25, 50, 100];

type Payer = Pick<Drawee, 'id' | 'name' | 'document'>;

const isFiltered = (filter: InvoiceFilter) =>
    filter.status.length > 0 ||
    !!filter.dueFrom ||
    !!filter.dueTo ||
    filter.draweeId !== null ||
    filter.batchId !== null ||
    !!filter.search;

/**
 * `/geracao-boletos`: the holder's issued boletos as react-admin's list of `geracao-boletos`, filtered, sorted
 * and paged by the bank; a boleto's details (line, barcode, PDF, cancel, delete) open beside the list. Exports
 * take every page of the filter. The search may hold a CPF/CNPJ, so neither the URL nor the session store
 * keeps the list's filters, sort or page (design guide); `?batch_id=N` only opens it on that batch.
 */
export const InvoiceListPage = () => {
    const [params] = useSearchParams();
    const [initial] = useState(() => INVOICE_LIST.filterDefaultValues?.(params));
    return (
        <ListBase<InvoiceView>
            resource={INVOICE_LIST.resource}
            sort={INVOICE_LIST.sort}
            perPage={INVOICE_LIST.perPage}
            filterDefaultValues={initial}
            disableSyncWithLocation
            storeKey={false}
            exporter={false}
        >
            <InvoiceListView />
        </ListBase>
    );
};

const InvoiceListView = () => {
    const t = useMessages(invoiceMessages);
    const list = useListContext<InvoiceView>();
    const { setFilters, refetch } = list;
    // The filters show what was picked at once (react-admin applies it a moment later): a date being typed
    // is never reset by the list's previous value.
    const [filter, setFilter] = useState(() => fromListFilter(list.filterValues));
    const sort: Sort = { field: list.sort.field as Sort['field'], order: list.sort.order };
    const [payer, setPayer] = useState<Payer | null>(null);
    const [open, setOpen] = useState<InvoiceView | null>(null);
    const refresh = useCallback(() => void refetch(), [refetch]);

    const changeFilter = useCallback(
        (next: InvoiceFilter, picked: Payer | null) => {
            // A new filter starts again at page 1 (react-admin's list does that).
            setFilter(next);
            setFilters(toListFilter(next), undefined);
            setPayer(picked);
        },
        [setFilters],
    );
    const failed = Boolean(list.error) && !list.isFetching;
    const loading = !failed && (list.isPending || Boolean(list.isPlaceholderData));
    const ready = !failed && !loading;
    const changed = (invoice: InvoiceView | null) => {
        setOpen(invoice);
        refresh();
    };

    return (
        // One grid track that may shrink to nothing: a table wider than the screen scrolls in its own
        // container instead of widening the whole layout.
        <Box sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Title title={t('boleto_invoices.common.list_title')} />
            <HeaderRow>
                <Typography variant="h5" component="h2">
                    {t('boleto_invoices.common.list_title')}
                </Typography>
                <InvoiceToolbar filter={filter} sort={sort} onRemitted={refresh} />
            </HeaderRow>
            <InvoiceFilters filter={filter} payer={payer} onChange={changeFilter} />
            {filter.batchId !== null && (
                <Chip
                    label={t('boleto_invoices.list.batch', { batch: filter.batchId })}
                    onDelete={() => changeFilter({ ...filter, batchId: null }, payer)}
                    sx={{ mb: 2, justifySelf: 'start' }}
                />
            )}
            {/* Another filter, sort or page reads as loading until the bank answers it. */}
            {loading && <Loading label={t('boleto_invoices.list.loading')} />}
            {failed && <LoadFailed what={t('boleto_invoices.list.what')} onRetry={refresh} />}
            {ready && list.total === 0 && (
                <Empty filtered={isFiltered(filter)} onClear={() => changeFilter(EMPTY_FILTER, null)} />
            )}
            {ready && (list.total ?? 0) > 0 && (
                <>
                    <InvoiceTable onOpen={setOpen} />
                    <Pagination rowsPerPageOptions={PER_PAGE_OPTIONS} />
                </>
            )}
            <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
                {open && <InvoiceDetails invoice={open} onClose={() => setOpen(null)} onChanged={changed} />}
            </Drawer>
        </Box>
    );
};

const Empty = ({ filtered, onClear }: { filtered: boolean; onClear: () => void }) => {
    const t = useMessages(invoiceMessages);
    return filtered ? (
        <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography gutterBottom>{t('boleto_invoices.list.empty_filtered')}</Typography>
            <Button onClick={onClear}>{t('boleto_invoices.common.clear_filters')}</Button>
        </Box>
    ) : (
        <Box sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography variant="h6" component="p" gutterBottom>
                {t('boleto_invoices.list.empty')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('boleto_invoices.list.empty_help')}
            </Typography>
            <Button variant="contained" component={RouterLink} to="/emitir-boleto" startIcon={<AddIcon />}>
                {t('boleto_invoices.common.issue')}
            </Button>
        </Box>
    );
};
