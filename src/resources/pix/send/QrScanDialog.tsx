import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n';
import { pixSendMessages } from './messages';
import { createQrDetector, firstValue } from './qrCamera';

const SCAN_EVERY_MS = 300;

const stopTracks = (stream: MediaStream) => {
    for (const track of stream.getTracks()) track.stop();
};

interface Props {
    open: boolean;
    onClose: () => void;
    onRead: (payload: string) => void;
}

/** The camera's picture until a QR code is read; the camera is released as soon as the dialog closes. */
export const QrScanDialog = ({ open, onClose, onRead }: Props) => {
    const t = useMessages(pixSendMessages);
    return (
        <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="qr-scan-title">
            <DialogTitle id="qr-scan-title">{t('pix_send.scan_qr')}</DialogTitle>
            <DialogContent>{open && <CameraView onRead={onRead} />}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{t('pix_send.scan.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/** Mounted with the dialog's content, so its video element exists when the camera starts. */
const CameraView = ({ onRead }: { onRead: (payload: string) => void }) => {
    const t = useMessages(pixSendMessages);
    const videoRef = useRef<HTMLVideoElement>(null);
    const [failed, setFailed] = useState(false);
    const read = useRef(onRead);
    read.current = onRead;

    useEffect(() => {
        let stream: MediaStream | null = null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        let stopped = false;
        const detector = createQrDetector();
        const scan = async () => {
            const video = videoRef.current;
            if (stopped || !detector || !video) return;
            try {
                const value = video.readyState >= 2 ? firstValue(await detector.detect(video)) : null;
                if (value && !stopped) return read.current(value);
            } catch {
                // A frame that could not be read: try the next one.
            }
            if (!stopped) timer = setTimeout(scan, SCAN_EVERY_MS);
        };
        navigator.mediaDevices
            .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
            .then(async (media) => {
                // Closed before the camera answered: release it at once.
                if (stopped) return stopTracks(media);
                stream = media;
                const video = videoRef.current;
                if (!video) return;
                video.srcObject = media;
                await video.play();
                void scan();
            })
            .catch(() => {
                if (!stopped) setFailed(true);
            });
        return () => {
            stopped = true;
            clearTimeout(timer);
            if (stream) stopTracks(stream);
        };
    }, []);

    if (failed) return <Alert severity="warning">{t('pix_send.scan.camera_failed')}</Alert>;
    return (
        <>
            <Box
                component="video"
                ref={videoRef}
                muted
                playsInline
                aria-label={t('pix_send.scan.video')}
                sx={{ width: '100%', borderRadius: 1, bgcolor: 'common.black', aspectRatio: '1' }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('pix_send.scan.hint')}
            </Typography>
        </>
    );
};
