import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BulkActionsToolbar, ListBase, useListContext } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { getUser } from '../../authProvider/session';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { DOCUMENT_LABELS } from '../../domain/documents';
import { statusChoices } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { ListStates } from '../../ui/lists/ListStates';
import { ResetPageOn, useTransientSearch } from '../../ui/lists/SearchBox';
import { StatusChip } from '../../ui/StatusChip';
import { type DocumentView, decisionOf, type QueueFilters } from './api';
import { BulkDecisionButtons, BulkFailures } from './BulkDecision';
import { DocumentViewer } from './DocumentViewer';
import { documentMessages } from './messages';

const PER_PAGE = 10;
const NO_FILTERS: QueueFilters = { status: '', type: '' };

/** Whether the signed-in staff member may decide this row (pending, not sent by them). */
const useDecidable = () => {
    const user = getUser();
    return (doc: DocumentView) => decisionOf(doc, user) === 'allowed';
};

/** The page's rows: a checkbox for those this user may decide, and the row itself opens the viewer. */
const QueueRows = ({ onOpen }: { onOpen: (doc: DocumentView) => void }) => {
    const t = useMessages(documentMessages);
    const {
        data = [],
        selectedIds,
        onToggleItem,
        onSelect,
        total = 0,
        page,
        setPage,
    } = useListContext<DocumentView>();
    const decidable = useDecidable();
    const pageIds = data.filter(decidable).map((doc) => doc.id);
    const chosen = pageIds.filter((id) => selectedIds.includes(id));
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const none = t('documents.common.not_available');
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('documents.page.count', { total })}
            </Typography>
            {pageIds.length > 0 && (
                <FormControlLabel
                    sx={{ ml: 0.5 }}
                    label={t('documents.page.select_page')}
                    control={
                        <Checkbox
                            size="small"
                            checked={chosen.length === pageIds.length}
                            indeterminate={chosen.length > 0 && chosen.length < pageIds.length}
                            onChange={() =>
                                onSelect(
                                    chosen.length === pageIds.length
                                        ? selectedIds.filter((id) => !pageIds.includes(id))
                                        : [...new Set([...selectedIds, ...pageIds])],
                                )
                            }
                        />
                    }
                />
            )}
            <List aria-label={t('documents.page.queue_label')} sx={{ bgcolor: 'background.paper' }}>
                {data.map((doc) => (
                    <ListItem key={doc.id} disablePadding divider>
                        <Checkbox
                            size="small"
                            checked={selectedIds.includes(doc.id)}
                            disabled={!decidable(doc)}
                            onChange={() => onToggleItem(doc.id)}
                            slotProps={{
                                input: {
                                    'aria-label': t('documents.page.select_row', {
                                        type: doc.type_label,
                                        name: doc.person?.name ?? none,
                                    }),
                                },
                            }}
                            sx={{ alignSelf: 'flex-start', mt: 1 }}
                        />
                        <ListItemButton onClick={() => onOpen(doc)} sx={{ gap: 1, alignItems: 'flex-start' }}>
                            <ListItemText
                                primary={`${doc.type_label} · ${doc.person?.name ?? none}`}
                                secondary={t('documents.page.queue_secondary', {
                                    document: doc.person ? formatDocument(doc.person.document) : '',
                                    file: doc.file_name,
                                    date: formatDateTime(doc.created_at),
                                    sender: doc.uploaded_by_name ?? none,
                                })}
                                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                            />
                            <StatusChip vocabulary="document" value={doc.status} />
                        </ListItemButton>
                    </ListItem>
                ))}
            </List>
            {lastPage > 1 && (
                <Pagination
                    count={lastPage}
                    page={page}
                    onChange={(_, next) => setPage(next)}
                    siblingCount={0}
                    getItemAriaLabel={(type, item, selected) =>
                        type === 'page'
                            ? t(
                                  selected
                                      ? 'documents.page.pagination.current'
                                      : 'documents.page.pagination.go_to',
                                  { page: item },
                              )
                            : type === 'next'
                              ? t('documents.page.pagination.next')
                              : t('documents.page.pagination.previous')
                    }
                    sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                />
            )}
        </>
    );
};

/** The viewer of the opened document; the page is read again once it is decided. */
const QueueViewer = ({ open, onClose }: { open: DocumentView | null; onClose: () => void }) => {
    const { refetch } = useListContext();
    return (
        <Drawer anchor="right" open={open !== null} onClose={onClose}>
            {open && (
                <DocumentViewer
                    document={open}
                    onClose={onClose}
                    onDecided={() => {
                        onClose();
                        void refetch();
                    }}
                />
            )}
        </Drawer>
    );
};

/**
 * Staff: every holder's documents to analyse, oldest waiting first; several decided at once (react-admin's
 * bulk actions: select, one action, one dialog), or one opened in the viewer. `?person=` keeps one holder's.
 */
export const DocumentQueue = () => {
    const t = useMessages(documentMessages);
    const [params] = useSearchParams();
    const person = params.get('person') ?? '';
    const [filters, setFilters] = useState<QueueFilters>({ ...NO_FILTERS, status: 'pending' });
    const search = useTransientSearch();
    const [open, setOpen] = useState<DocumentView | null>(null);
    const [failures, setFailures] = useState<string[]>([]);
    // Only the filters set; the search by name or CPF/CNPJ lives in this page's state, never in the URL.
    const filter = Object.fromEntries(
        Object.entries({ ...filters, search: search.settled, person_id: person }).filter(
            ([, value]) => value !== '',
        ),
    );
    const change = (name: keyof QueueFilters, value: string) =>
        setFilters((current) => ({ ...current, [name]: value }));

    return (
        <ListBase<DocumentView>
            resource="documentos"
            filter={filter}
            perPage={PER_PAGE}
            disableSyncWithLocation
            storeKey={false}
        >
            <ResetPageOn values={[filter]} />
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('documents.page.staff_intro')}
            </Typography>
            {person && <OnlyOneHolder person={person} />}
            <Box
                component="form"
                role="search"
                onSubmit={(e) => e.preventDefault()}
                sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}
            >
                <TextField
                    select
                    label={t('documents.page.filters.status')}
                    value={filters.status}
                    onChange={(e) => change('status', e.target.value)}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 180 } }}
                >
                    <MenuItem value="">{t('documents.page.filters.all_statuses')}</MenuItem>
                    {statusChoices('document').map(({ id, name }) => (
                        <MenuItem key={id} value={id}>
                            {name}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    label={t('documents.page.filters.type')}
                    value={filters.type}
                    onChange={(e) => change('type', e.target.value)}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 300 } }}
                >
                    <MenuItem value="">{t('documents.page.filters.all_types')}</MenuItem>
                    {Object.entries(DOCUMENT_LABELS).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                            {label}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    label={t('documents.page.filters.search')}
                    placeholder={t('documents.page.filters.search_placeholder')}
                    value={search.text}
                    onChange={(e) => search.setText(e.target.value)}
                    autoComplete="off"
                    fullWidth={false}
                    sx={{ flex: '1 1 220px' }}
                />
            </Box>
            <BulkFailures lines={failures} onClose={() => setFailures([])} />
            <BulkActionsToolbar>
                <BulkDecisionButtons onFailures={setFailures} />
            </BulkActionsToolbar>
            <ListStates
                what={t('documents.page.what_documents')}
                loading={t('documents.common.loading')}
                filteredText={t('documents.page.none_with_filters')}
                emptyText={t('documents.page.none_with_filters')}
                searching={Object.keys(filter).length > 0}
                onClearSearch={() => {
                    setFilters(NO_FILTERS);
                    search.setText('');
                }}
            >
                <QueueRows onOpen={setOpen} />
            </ListStates>
            <QueueViewer open={open} onClose={() => setOpen(null)} />
        </ListBase>
    );
};

/** `?person=`: whose documents these are, how to send one for them, and the way back to everyone's. */
const OnlyOneHolder = ({ person }: { person: string }) => {
    const t = useMessages(documentMessages);
    const { data } = useListContext<DocumentView>();
    const holder = data?.[0]?.person;
    return (
        <Alert severity="info" sx={{ mb: 2 }}>
            {t('documents.page.only_of', {
                holder: holder
                    ? t('documents.page.holder_with_document', {
                          name: holder.name,
                          document: formatDocument(holder.document),
                      })
                    : t('documents.page.a_holder'),
            })}{' '}
            <Link component={RouterLink} to={`/upload-de-documentos?person=${person}`}>
                {t('documents.page.send_for_holder')}
            </Link>{' '}
            ·{' '}
            <Link component={RouterLink} to="/documentos">
                {t('documents.page.see_all')}
            </Link>
        </Alert>
    );
};
