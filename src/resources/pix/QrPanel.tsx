import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useMessages } from '../../i18n';
import { downloadBlob } from '../../ui/downloadBlob';
import { useCopy } from './copy';
import { pixMessages } from './messages';
import { qrMatrix, qrPath, qrPng } from './qrMatrix';

interface Props {
    payload: string;
    /** The PNG's name, without '.png'. */
    fileName: string;
    /** Under the code: amount, expiry, what it pays. */
    children?: ReactNode;
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** A form with its QR Code beside it from `md` up, and under it on narrower screens. */
export const BESIDE_QR = {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
    alignItems: 'start',
} as const;

/**
 * A BR Code as a QR (black on white in both themes: a dark-on-dark code does not scan), its copia e cola text
 * with a copy button, and the image to download or share.
 */
export const QrPanel = ({ payload, fileName, children }: Props) => {
    const t = useMessages(pixMessages);
    const notify = useNotify();
    const copy = useCopy();
    const textId = useId();
    const modules = useMemo(() => qrMatrix(payload), [payload]);
    const size = modules.length;

    const png = async () => {
        const blob = await qrPng(modules);
        if (!blob) notify(t('pix.qr.image_failed'), { type: 'warning' });
        return blob;
    };
    const download = async () => {
        const blob = await png();
        if (blob) downloadBlob(blob, `${fileName}.png`);
    };
    const share = async () => {
        const blob = await png();
        const files = blob ? [new File([blob], `${fileName}.png`, { type: 'image/png' })] : [];
        const data: ShareData = { title: t('pix.qr.image'), text: payload };
        if (files.length > 0 && navigator.canShare?.({ files })) data.files = files;
        try {
            await navigator.share(data);
        } catch {
            // Closing the share sheet is not an error.
        }
    };

    return (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', width: '100%' }}>
            <Box
                sx={{
                    bgcolor: '#ffffff',
                    p: 1,
                    borderRadius: 1,
                    lineHeight: 0,
                    width: '100%',
                    maxWidth: 280,
                }}
            >
                <svg
                    viewBox={`0 0 ${size} ${size}`}
                    role="img"
                    aria-label={t('pix.qr.image')}
                    shapeRendering="crispEdges"
                    style={{ width: '100%', height: 'auto', display: 'block' }}
                >
                    <rect width={size} height={size} fill="#ffffff" />
                    <path d={qrPath(modules)} fill="#000000" />
                </svg>
            </Box>
            {children}
            <TextField
                id={textId}
                label={t('pix.qr.copy_paste')}
                value={payload}
                multiline
                fullWidth
                slotProps={{
                    htmlInput: { readOnly: true, spellCheck: false },
                    input: { sx: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' } },
                }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
                <Button
                    variant="contained"
                    startIcon={<ContentCopyIcon />}
                    onClick={() => copy(payload, t('pix.qr.copied'))}
                >
                    {t('pix.qr.copy')}
                </Button>
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
                    {t('pix.qr.download')}
                </Button>
                {canShare() && (
                    <Button variant="outlined" startIcon={<ShareIcon />} onClick={share}>
                        {t('pix.qr.share')}
                    </Button>
                )}
            </Box>
        </Box>
    );
};
