import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useVerb } from '../../dataProvider/hooks';
import {
    DOCUMENT_MIME_TYPES,
    DOCUMENT_UPLOAD_MESSAGES,
    documentFileProblem,
    formatFileSize,
} from '../../domain/documents';
import { isHttpError } from '../../http/HttpError';
import { useMessages } from '../../i18n';
import { DropZone } from '../../ui/DropZone';
import { StatusChip } from '../../ui/StatusChip';
import { type DocumentView, type UploadFields, uploadForm } from './api';
import { documentMessages } from './messages';
import { makeThumbnail } from './thumbnail';

interface Props {
    fields: UploadFields;
    label: string;
    required?: boolean;
    /** The newest document of this type already sent, if any: its status shows on the card. */
    latest?: DocumentView;
    onUploaded: (document: DocumentView) => void;
}

type Phase = 'idle' | 'sending' | 'failed' | 'sent';

const failureText = (error: unknown) => {
    if (!isHttpError(error)) return DOCUMENT_UPLOAD_MESSAGES.uploadFailed;
    const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors;
    const first = errors && Object.values(errors)[0]?.[0];
    return first ?? (error.message || DOCUMENT_UPLOAD_MESSAGES.uploadFailed);
};

/**
 * One document to send: drop a file or choose it (a real button opens the hidden file input, so Enter and Space work),
 * checked for type and size before anything is sent, its preview (a thumbnail for images, an icon and the
 * name for a PDF), a progress bar while it goes, and a retry with the same file when it fails.
 */
export const DocumentUpload = ({ fields, label, required, latest, onUploaded }: Props) => {
    const t = useMessages(documentMessages);
    const id = useId();
    const [file, setFile] = useState<File | null>(null);
    const [thumbnail, setThumbnail] = useState<string | null>(null);
    const [problem, setProblem] = useState<string | null>(null);
    const [phase, setPhase] = useState<Phase>('idle');
    const [progress, setProgress] = useState(0);
    const upload = useVerb<DocumentView>('documentos', 'upload');

    const send = async (chosen: File, preview: string | null) => {
        setPhase('sending');
        setProgress(0);
        setProblem(null);
        try {
            const saved = await upload.mutateAsync({
                data: uploadForm(fields, chosen, preview),
                onProgress: setProgress,
                quiet: true,
            });
            setProgress(1);
            setPhase('sent');
            onUploaded(saved);
        } catch (error) {
            setProblem(failureText(error));
            setPhase('failed');
        }
    };

    const choose = async (chosen: File | undefined) => {
        if (!chosen || phase === 'sending') return;
        const refused = documentFileProblem(chosen);
        if (refused) {
            setProblem(refused);
            setPhase('idle');
            return;
        }
        setFile(chosen);
        const preview = await makeThumbnail(chosen);
        setThumbnail(preview);
        await send(chosen, preview);
    };

    const percent = Math.round(progress * 100);

    return (
        <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <Typography
                    id={`${id}-title`}
                    variant="subtitle1"
                    component="h3"
                    sx={{ flex: 1, minWidth: 160 }}
                >
                    {label}
                </Typography>
                {required && (
                    <Chip size="small" variant="outlined" label={t('documents.upload.card.required')} />
                )}
                {latest && <StatusChip vocabulary="document" value={latest.status} />}
            </Box>
            {latest?.status === 'rejected' && phase !== 'sent' && (
                <Alert severity="error" sx={{ mb: 1 }}>
                    {t('documents.upload.card.rejected', { reason: latest.reason })}
                </Alert>
            )}
            <DropZone
                layout="row"
                onFile={(chosen) => void choose(chosen)}
                accept={DOCUMENT_MIME_TYPES.join(',')}
                inputLabel={t('documents.upload.card.file', { label })}
                buttonLabel={
                    latest || file
                        ? t('documents.upload.card.choose_other')
                        : t('documents.upload.card.choose')
                }
                buttonVariant="outlined"
                buttonDescribedBy={`${id}-title`}
                disabled={phase === 'sending'}
            >
                <UploadFileIcon color="action" aria-hidden />
                <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 150 }}>
                    {t('documents.upload.card.drop')}
                </Typography>
            </DropZone>
            {problem && (
                <Alert
                    severity="error"
                    sx={{ mt: 1 }}
                    action={
                        phase === 'failed' && file ? (
                            <Button color="inherit" size="small" onClick={() => void send(file, thumbnail)}>
                                {t('documents.upload.card.retry')}
                            </Button>
                        ) : undefined
                    }
                >
                    {problem}
                </Alert>
            )}
            {file && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
                    {thumbnail ? (
                        <Box
                            component="img"
                            src={thumbnail}
                            alt={t('documents.upload.card.thumbnail', { name: file.name })}
                            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                        />
                    ) : file.type === 'application/pdf' ? (
                        <PictureAsPdfIcon color="error" sx={{ fontSize: 48, flexShrink: 0 }} aria-hidden />
                    ) : (
                        <ImageIcon color="action" sx={{ fontSize: 48, flexShrink: 0 }} aria-hidden />
                    )}
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {file.name} · {formatFileSize(file.size)}
                        </Typography>
                        <LinearProgress
                            variant="determinate"
                            value={percent}
                            aria-label={t('documents.upload.card.progress', { label })}
                            color={phase === 'failed' ? 'error' : 'primary'}
                            sx={{ my: 0.5 }}
                        />
                        <Typography variant="caption" color="text.secondary" role="status">
                            {phase === 'sending' && t('documents.upload.card.sending', { percent })}
                            {phase === 'sent' && t('documents.upload.card.sent')}
                            {phase === 'failed' && t('documents.upload.card.failed')}
                        </Typography>
                    </Box>
                </Box>
            )}
        </Paper>
    );
};
