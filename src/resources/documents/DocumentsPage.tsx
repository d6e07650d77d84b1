import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../domain/dates';
import { uploadPathFor } from '../../domain/documents';
import { useMessages } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { StatusChip } from '../../ui/StatusChip';
import type { DocumentView } from './api';
import { DocumentQueue } from './DocumentQueue';
import { documentMessages } from './messages';
import { isDocumentStaff, useHolderDocuments } from './useHolderDocuments';

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
