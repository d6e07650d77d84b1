import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
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
import { Title, useGetList } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { asLoad } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { DOCUMENT_LABELS, uploadPathFor } from '../../domain/documents';
import { statusChoices } from '../../domain/statuses';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import type { DocumentView, QueueFilters } from './api';
import { DocumentViewer } from './DocumentViewer';
import { documentMessages } from './messages';
import { isDocumentStaff, useHolderDocuments } from './useHolderDocuments';

const PER_PAGE = 10;

/** Staff: every holder's documents to analyse, oldest waiting first, and the viewer to decide each. */
const DocumentQueue = () => {
    const t = useMessages(documentMessages);
    const [params] = useSearchParams();
    const person = params.get('person') ?? '';
    const [filters, setFilters] = useState<QueueFilters>({
        status: 'pending',
        type: '',
        search: '',
    });
    const [page, setPage] = useState(1);
    const [open, setOpen] = useState<DocumentView | null>(null);
    // Only the filters set; the search by name or CPF/CNPJ lives in this page's state, never in the URL.
    const filter = Object.fromEntries(
        Object.entries({ ...filters, search: filters.search.trim(), person_id: person }).filter(
            ([, value]) => value !== '',
        ),
    );
    const queue = useGetList<DocumentView>('documentos', { filter, pagination: { page, perPage: PER_PAGE } });
    const list = asLoad(queue);
    const total = queue.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
    const change = (name: keyof typeof filters, value: string) => {
        setFilters((current) => ({ ...current, [name]: value }));
        setPage(1);
    };
    const holder = person && list.status === 'ready' ? list.data[0]?.person : undefined;

    return (
        <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('documents.page.staff_intro')}
            </Typography>
            {person && (
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
            )}
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
                    value={filters.search}
                    onChange={(e) => change('search', e.target.value)}
                    fullWidth={false}
                    sx={{ flex: '1 1 220px' }}
                />
            </Box>
            {list.status === 'loading' && <Loading label={t('documents.common.loading')} />}
            {list.status === 'error' && (
                <LoadFailed what={t('documents.page.what_documents')} onRetry={list.retry} />
            )}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>{t('documents.page.none_with_filters')}</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {t('documents.page.count', { total })}
                    </Typography>
                    <List aria-label={t('documents.page.queue_label')} sx={{ bgcolor: 'background.paper' }}>
                        {list.data.map((doc) => (
                            <ListItem key={doc.id} disablePadding divider>
                                <ListItemButton
                                    onClick={() => setOpen(doc)}
                                    sx={{ gap: 1, alignItems: 'flex-start' }}
                                >
                                    <ListItemText
                                        primary={`${doc.type_label} · ${doc.person?.name ?? t('documents.common.not_available')}`}
                                        secondary={t('documents.page.queue_secondary', {
                                            document: doc.person ? formatDocument(doc.person.document) : '',
                                            file: doc.file_name,
                                            date: formatDateTime(doc.created_at),
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
            )}
            <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)}>
                {open && (
                    <DocumentViewer
                        document={open}
                        onClose={() => setOpen(null)}
                        onDecided={() => {
                            setOpen(null);
                            void queue.refetch();
                        }}
                    />
                )}
            </Drawer>
        </>
    );
};

/** Not sent again since (the list is newest first): its rejection still asks for a new file. */
const isNewest = (documents: DocumentView[], doc: DocumentView) =>
    documents.find((d) => d.type === doc.type && d.owner_document === doc.owner_document)?.id === doc.id;

/** A holder: their own documents, where each stands, why one was rejected and where to send it again. */
const MyDocuments = () => {
    const t = useMessages(documentMessages);
    const { data, failed, retry } = useHolderDocuments();
    if (failed) return <LoadFailed what={t('documents.page.mine.what')} onRetry={retry} />;
    if (!data) return <Loading label={t('documents.page.mine.loading')} />;
    return (
        <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
                <Button component={RouterLink} to="/upload-de-documentos" variant="contained">
                    {t('documents.common.send_documents')}
                </Button>
                <Button component={RouterLink} to="/upload-identidade" variant="outlined">
                    {t('documents.page.mine.identity')}
                </Button>
                {data.person.type === 'legal' && (
                    <Button component={RouterLink} to="/upload-documentos-socio" variant="outlined">
                        {t('documents.page.mine.partner')}
                    </Button>
                )}
                {data.person.attorney && (
                    <Button component={RouterLink} to="/upload-procurador" variant="outlined">
                        {t('documents.page.mine.attorney')}
                    </Button>
                )}
            </Box>
            {data.documents.length === 0 ? (
                <Typography>{t('documents.page.mine.empty')}</Typography>
            ) : (
                <List aria-label={t('documents.page.mine.label')} sx={{ bgcolor: 'background.paper' }}>
                    {data.documents.map((doc) => (
                        <ListItem
                            key={doc.id}
                            divider
                            sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
                        >
                            <ListItemText
                                primary={doc.type_label}
                                secondary={
                                    <>
                                        {t('documents.page.mine.sent_at', {
                                            file: doc.file_name,
                                            date: formatDateTime(doc.created_at),
                                        })}
                                        {doc.status === 'rejected' && isNewest(data.documents, doc) && (
                                            <>
                                                <br />
                                                {t('documents.page.mine.reject_reason', {
                                                    reason: doc.reason,
                                                })}{' '}
                                                <Link component={RouterLink} to={uploadPathFor(doc)}>
                                                    {t('documents.page.mine.send_again')}
                                                </Link>
                                            </>
                                        )}
                                    </>
                                }
                                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                            />
                            <StatusChip vocabulary="document" value={doc.status} />
                        </ListItem>
                    ))}
                </List>
            )}
        </>
    );
};

/** `/documentos`: the back office's analysis queue, or a holder's own documents. */
export const DocumentsPage = () => {
    const t = useMessages(documentMessages);
    return (
        <Box sx={{ py: 2 }}>
            <Title title={t('documents.common.documents')} />
            <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('documents.common.documents')}
            </Typography>
            {isDocumentStaff() ? <DocumentQueue /> : <MyDocuments />}
        </Box>
    );
};
