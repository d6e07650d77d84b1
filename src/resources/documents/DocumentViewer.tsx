import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { getUser } from '../../authProvider/session';
import { PERMISSIONS } from '../../contract/permissions';
import { asLoad, useRead, useVerb } from '../../dataProvider/hooks';
import { formatDateTime } from '../../domain/dates';
import { formatDocument } from '../../domain/document';
import { DOCUMENT_UPLOAD_MESSAGES, documentReasonProblem, formatFileSize } from '../../domain/documents';
import { isHttpError } from '../../http/HttpError';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { FormDialog } from '../../ui/FormDialog';
import { Loading } from '../../ui/LoadStates';
import { RejectReasonDialog } from '../../ui/RejectReasonDialog';
import { StatusChip } from '../../ui/StatusChip';
import { useBusy } from '../../ui/useBusy';
import type { DocumentView } from './api';
import { documentMessages } from './messages';

const failureText = (error: unknown) => {
    const body = isHttpError(error)
        ? (error.body as { message?: string; errors?: Record<string, string[]> })
        : null;
    const field = body?.errors && Object.values(body.errors)[0]?.[0];
    return field ?? body?.message ?? DOCUMENT_UPLOAD_MESSAGES.uploadFailed;
};

/** The file itself: the image large, or the PDF embedded with a link to open it; the reason when it is absent. */
const FileView = ({ document }: { document: DocumentView }) => {
    const t = useMessages(documentMessages);
    const file = asLoad(useRead<Blob>('documentos', 'file', { id: document.id, quiet: true }));
    const [url, setUrl] = useState<string | null>(null);
    const blob = file.status === 'ready' ? file.data : null;
    useEffect(() => {
        if (!blob || typeof URL.createObjectURL !== 'function') return;
        const made = URL.createObjectURL(blob);
        setUrl(made);
        return () => URL.revokeObjectURL(made);
    }, [blob]);

    if (file.status === 'loading') return <Loading label={t('documents.viewer.loading_file')} />;
    if (file.status === 'error') {
        return (
            <>
                <Alert severity="info" sx={{ mb: 1 }}>
                    {failureText(file.error)}
                </Alert>
                {document.preview && (
                    <Box
                        component="img"
                        src={document.preview}
                        alt={t('documents.upload.card.thumbnail', { name: document.file_name })}
                        sx={{ maxWidth: '100%' }}
                    />
                )}
            </>
        );
    }
    if (!url) return null;
    if (document.mime === 'application/pdf') {
        return (
            <>
                <Button href={url} target="_blank" rel="noopener" variant="outlined" sx={{ mb: 1 }}>
                    {t('documents.viewer.open_pdf')}
                </Button>
                <Box
                    component="object"
                    data={url}
                    type="application/pdf"
                    aria-label={document.file_name}
                    sx={{ width: '100%', height: 420 }}
                />
            </>
        );
    }
    return (
        <Box
            component="img"
            src={url}
            alt={`${document.type_label}: ${document.file_name}`}
            sx={{ maxWidth: '100%', borderRadius: 1 }}
        />
    );
};

interface Props {
    document: DocumentView;
    onClose: () => void;
    onDecided: (document: DocumentView) => void;
}

/** One document for the back office: who sent it, the file, and Aprovar / Rejeitar (with a reason). */
export const DocumentViewer = ({ document, onClose, onDecided }: Props) => {
    const t = useMessages(documentMessages);
    const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
    const [error, setError] = useState<string>();
    const { busy, run } = useBusy();
    const notify = useNotify();
    const decideDocument = useVerb<DocumentView>('documentos', 'decide');
    const canDecide =
        (getUser()?.permissions.includes(PERMISSIONS.documentApprove) ?? false) &&
        document.status === 'pending';

    const decide = (decision: 'approve' | 'reject', reason?: string) =>
        void run(async () => {
            try {
                const saved = await decideDocument.mutateAsync({
                    id: document.id,
                    data: decision === 'reject' ? { decision, reason } : { decision },
                    quiet: true,
                });
                setDialog(null);
                notify(
                    decision === 'approve' ? t('documents.viewer.approved') : t('documents.viewer.rejected'),
                    { type: 'success' },
                );
                onDecided(saved);
            } catch (failure) {
                setError(failureText(failure));
            }
        });

    const none = t('documents.common.not_available');
    const pairs: [string, string][] = [
        [t('documents.viewer.fields.holder'), document.person?.name ?? none],
        [
            t('documents.viewer.fields.document'),
            document.person ? formatDocument(document.person.document) : none,
        ],
        [t('documents.viewer.fields.file'), `${document.file_name} · ${formatFileSize(document.size)}`],
        [t('documents.viewer.fields.sent_at'), formatDateTime(document.created_at)],
        [t('documents.viewer.fields.sent_by'), document.uploaded_by_name ?? none],
    ];
    if (document.owner_document)
        pairs.push([t('documents.viewer.fields.owner_cpf'), formatDocument(document.owner_document)]);
    if (document.decided_at)
        pairs.push([
            t('documents.viewer.fields.decided_at'),
            t('documents.viewer.fields.decided_value', {
                date: formatDateTime(document.decided_at),
                name: document.decided_by_name ?? none,
            }),
        ]);
    if (document.reason) pairs.push([t('documents.common.reject_reason'), document.reason]);

    return (
        <Box sx={{ width: { xs: '100vw', sm: 520 }, p: 2 }} role="region" aria-labelledby="document-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography id="document-title" variant="h6" component="h3" sx={{ flex: 1 }}>
                    {document.type_label}
                </Typography>
                <StatusChip vocabulary="document" value={document.status} />
                <IconButton aria-label={t('documents.viewer.close')} onClick={onClose}>
                    <CloseIcon />
                </IconButton>
            </Box>
            <DescriptionList pairs={pairs} label={t('documents.viewer.details')} />
            <Box sx={{ my: 2 }}>
                <FileView document={document} />
            </Box>
            {canDecide && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <Button variant="contained" onClick={() => setDialog('approve')}>
                        {t('documents.viewer.approve')}
                    </Button>
                    <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                        {t('documents.viewer.reject')}
                    </Button>
                </Box>
            )}
            <FormDialog
                id={`document-${document.id}-approve`}
                open={dialog === 'approve'}
                title={t('documents.viewer.approve_title')}
                submitLabel={t('documents.viewer.approve')}
                busy={busy}
                error={error}
                onClose={() => setDialog(null)}
                onSubmit={() => decide('approve')}
            >
                <DialogContentText>
                    {t('documents.viewer.approve_question', {
                        type: document.type_label,
                        name: document.person?.name ?? t('documents.viewer.holder'),
                    })}
                </DialogContentText>
            </FormDialog>
            <RejectReasonDialog
                key={document.id}
                id={`document-${document.id}-reject`}
                open={dialog === 'reject'}
                title={t('documents.viewer.reject_title')}
                text={t('documents.viewer.reject_text')}
                busy={busy}
                check={documentReasonProblem}
                error={error}
                onClose={() => {
                    setDialog(null);
                    setError(undefined);
                }}
                onReject={(reason) => decide('reject', reason)}
            />
        </Box>
    );
};
