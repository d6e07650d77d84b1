import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
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
import { DOCUMENT_STATUS, statusInfo } from '../../domain/statuses';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import type { DocumentView, QueueFilters } from './api';
import { DocumentViewer } from './DocumentViewer';
import { isDocumentStaff, useHolderDocuments } from './useHolderDocuments';

const PER_PAGE = 10;

const StatusChip = ({ status }: { status: string }) => {
    const info = statusInfo('document', status);
    return <Chip size="small" color={info.color} label={info.label} sx={{ flexShrink: 0 }} />;
};

/** Staff: every holder's documents to analyse, oldest waiting first, and the viewer to decide each. */
const DocumentQueue = () => {
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
                Documentos enviados pelos titulares. Os que aguardam análise aparecem primeiro, do mais antigo
                ao mais recente.
            </Typography>
            {person && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    Só os documentos de{' '}
                    {holder ? `${holder.name} (${formatDocument(holder.document)})` : 'um titular'}.{' '}
                    <Link component={RouterLink} to={`/upload-de-documentos?person=${person}`}>
                        Enviar documentos por este titular
                    </Link>{' '}
                    ·{' '}
                    <Link component={RouterLink} to="/documentos">
                        Ver de todos os titulares
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
                    label="Situação"
                    value={filters.status}
                    onChange={(e) => change('status', e.target.value)}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 180 } }}
                >
                    <MenuItem value="">Todas</MenuItem>
                    {Object.entries(DOCUMENT_STATUS).map(([value, info]) => (
                        <MenuItem key={value} value={value}>
                            {info.label}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    select
                    label="Tipo"
                    value={filters.type}
                    onChange={(e) => change('type', e.target.value)}
                    fullWidth={false}
                    sx={{ width: { xs: '100%', sm: 300 } }}
                >
                    <MenuItem value="">Todos</MenuItem>
                    {Object.entries(DOCUMENT_LABELS).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                            {label}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    label="Buscar titular"
                    placeholder="Nome, CPF ou CNPJ"
                    value={filters.search}
                    onChange={(e) => change('search', e.target.value)}
                    fullWidth={false}
                    sx={{ flex: '1 1 220px' }}
                />
            </Box>
            {list.status === 'loading' && <Loading label="Carregando documentos…" />}
            {list.status === 'error' && <LoadFailed what="os documentos" onRetry={list.retry} />}
            {list.status === 'ready' && list.data.length === 0 && (
                <Typography>Nenhum documento com estes filtros.</Typography>
            )}
            {list.status === 'ready' && list.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {total} documento(s)
                    </Typography>
                    <List aria-label="Documentos para análise" sx={{ bgcolor: 'background.paper' }}>
                        {list.data.map((doc) => (
                            <ListItem key={doc.id} disablePadding divider>
                                <ListItemButton
                                    onClick={() => setOpen(doc)}
                                    sx={{ gap: 1, alignItems: 'flex-start' }}
                                >
                                    <ListItemText
                                        primary={`${doc.type_label} · ${doc.person?.name ?? 'N/A'}`}
                                        secondary={`${doc.person ? formatDocument(doc.person.document) : ''} · ${doc.file_name} · enviado em ${formatDateTime(doc.created_at)}`}
                                        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                                    />
                                    <StatusChip status={doc.status} />
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
                                    ? `${selected ? 'Página atual, ' : 'Ir para a página '}${item}`
                                    : type === 'next'
                                      ? 'Próxima página'
                                      : 'Página anterior'
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
    const { data, failed, retry } = useHolderDocuments();
    if (failed) return <LoadFailed what="seus documentos" onRetry={retry} />;
    if (!data) return <Loading label="Carregando seus documentos…" />;
    return (
        <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
                <Button component={RouterLink} to="/upload-de-documentos" variant="contained">
                    Enviar documentos
                </Button>
                <Button component={RouterLink} to="/upload-identidade" variant="outlined">
                    Documento de identidade
                </Button>
                {data.person.type === 'legal' && (
                    <Button component={RouterLink} to="/upload-documentos-socio" variant="outlined">
                        Documentos de sócio
                    </Button>
                )}
                {data.person.attorney && (
                    <Button component={RouterLink} to="/upload-procurador" variant="outlined">
                        Documentos do procurador
                    </Button>
                )}
            </Box>
            {data.documents.length === 0 ? (
                <Typography>Você ainda não enviou documentos.</Typography>
            ) : (
                <List aria-label="Seus documentos" sx={{ bgcolor: 'background.paper' }}>
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
                                        {doc.file_name} · enviado em {formatDateTime(doc.created_at)}
                                        {doc.status === 'rejected' && isNewest(data.documents, doc) && (
                                            <>
                                                <br />
                                                Motivo da rejeição: {doc.reason}{' '}
                                                <Link component={RouterLink} to={uploadPathFor(doc)}>
                                                    Enviar novamente
                                                </Link>
                                            </>
                                        )}
                                    </>
                                }
                                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                            />
                            <StatusChip status={doc.status} />
                        </ListItem>
                    ))}
                </List>
            )}
        </>
    );
};

/** `/documentos`: the back office's analysis queue, or a holder's own documents. */
export const DocumentsPage = () => (
    <Box sx={{ py: 2 }}>
        <Title title="Documentos" />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            Documentos
        </Typography>
        {isDocumentStaff() ? <DocumentQueue /> : <MyDocuments />}
    </Box>
);
