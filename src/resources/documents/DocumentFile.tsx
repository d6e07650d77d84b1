import DownloadIcon from '@mui/icons-material/Download';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { asLoad, useRead } from '../../dataProvider/hooks';
import { useMessages } from '../../i18n';
import { downloadBlob } from '../../ui/downloadBlob';
import { Loading } from '../../ui/LoadStates';
import type { DocumentView } from './api';
import { failureText } from './failureText';
import { documentMessages } from './messages';

const ZOOM_STEP = 0.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 3;

/** A blob URL for the file while it is shown, revoked when the file changes or the viewer closes. */
const useBlobUrl = (blob: Blob | null) => {
    const [url, setUrl] = useState<string | null>(null);
    useEffect(() => {
        if (!blob || typeof URL.createObjectURL !== 'function') return;
        const made = URL.createObjectURL(blob);
        setUrl(made);
        return () => {
            URL.revokeObjectURL(made);
            setUrl(null);
        };
    }, [blob]);
    return url;
};

/** An image with zoom (its width) and rotation (a CSS transform), each a button reachable by keyboard. */
const ImageView = ({ url, alt }: { url: string; alt: string }) => {
    const t = useMessages(documentMessages);
    const [zoom, setZoom] = useState(1);
    const [turns, setTurns] = useState(0);
    const zoomBy = (step: number) =>
        setZoom((current) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current + step)));
    return (
        <>
            <Box
                role="toolbar"
                aria-label={t('documents.file.image_tools')}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}
            >
                <IconButton
                    aria-label={t('documents.file.zoom_out')}
                    onClick={() => zoomBy(-ZOOM_STEP)}
                    disabled={zoom <= MIN_ZOOM}
                >
                    <ZoomOutIcon />
                </IconButton>
                <Typography variant="body2" aria-live="polite" sx={{ minWidth: 48, textAlign: 'center' }}>
                    {t('documents.file.zoom_level', { percent: Math.round(zoom * 100) })}
                </Typography>
                <IconButton
                    aria-label={t('documents.file.zoom_in')}
                    onClick={() => zoomBy(ZOOM_STEP)}
                    disabled={zoom >= MAX_ZOOM}
                >
                    <ZoomInIcon />
                </IconButton>
                <IconButton
                    aria-label={t('documents.file.rotate')}
                    onClick={() => setTurns((n) => (n + 1) % 4)}
                >
                    <RotateRightIcon />
                </IconButton>
            </Box>
            <Box
                sx={{
                    overflow: 'auto',
                    maxHeight: { xs: 360, sm: 480 },
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                    p: 1,
                }}
            >
                <Box
                    component="img"
                    src={url}
                    alt={alt}
                    sx={{
                        display: 'block',
                        width: `${zoom * 100}%`,
                        maxWidth: 'none',
                        mx: 'auto',
                        transform: `rotate(${turns * 90}deg)`,
                        transition: 'transform 150ms',
                    }}
                />
            </Box>
        </>
    );
};

/**
 * The document's file inside the viewer: a PDF in a frame, an image with zoom and rotation, and the download;
 * the reason (and the thumbnail sent with it, if any) when the bank cannot answer the file.
 */
export const DocumentFile = ({ document }: { document: DocumentView }) => {
    const t = useMessages(documentMessages);
    const file = asLoad(useRead<Blob>('documentos', 'file', { id: document.id, quiet: true }));
    const blob = file.status === 'ready' ? file.data : null;
    const url = useBlobUrl(blob);

    if (file.status === 'loading') return <Loading label={t('documents.viewer.loading_file')} />;
    if (file.status === 'error') {
        return (
            <>
                <Alert severity="info" sx={{ mb: 1 }}>
                    {failureText(file.error, t('documents.file.failed'))}
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
    if (!url || !blob) return null;
    const pdf = blob.type === 'application/pdf' || document.mime === 'application/pdf';
    const name = `${document.type_label}: ${document.file_name}`;
    return (
        <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    onClick={() => downloadBlob(blob, document.file_name)}
                >
                    {t('documents.file.download')}
                </Button>
                {pdf && (
                    <Button href={url} target="_blank" rel="noopener" variant="text">
                        {t('documents.viewer.open_pdf')}
                    </Button>
                )}
            </Box>
            {pdf ? (
                <Box
                    component="iframe"
                    src={url}
                    title={name}
                    sx={{ width: '100%', height: { xs: 420, sm: 560 }, border: 1, borderColor: 'divider' }}
                />
            ) : (
                <ImageView url={url} alt={name} />
            )}
        </>
    );
};
