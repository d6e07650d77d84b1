import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { formatLine } from '../../../domain/boleto';
import { itf25Svg } from '../../../domain/itf25';
import { useMessages } from '../../../i18n';
import { invoiceMessages } from './messages';

/** The linha digitável, formatted, with a button that copies its digits. */
export const BoletoLine = ({ line }: { line: string }) => {
    const t = useMessages(invoiceMessages);
    const notify = useNotify();
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(line);
            notify(t('boleto_invoices.code.copied'), { type: 'success' });
        } catch {
            notify(t('boleto_invoices.code.copy_failed'), { type: 'warning' });
        }
    };
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
                component="output"
                aria-label={t('boleto_invoices.common.line')}
                sx={{
                    fontFamily: 'monospace',
                    fontSize: { xs: '0.85rem', sm: '0.95rem' },
                    overflowWrap: 'anywhere',
                }}
            >
                {formatLine(line)}
            </Typography>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                {t('boleto_invoices.code.copy')}
            </Button>
        </Box>
    );
};

/** The ITF-25 barcode as an image (an SVG with crisp edges and its quiet zones on white). */
export const BoletoBarcode = ({ barcode }: { barcode: string }) => {
    const t = useMessages(invoiceMessages);
    const src = useMemo(
        () =>
            `data:image/svg+xml;charset=utf-8,${encodeURIComponent(itf25Svg(barcode, { height: 50, narrow: 1 }))}`,
        [barcode],
    );
    return (
        <Box
            component="img"
            src={src}
            alt={t('boleto_invoices.code.barcode', { barcode })}
            // Its natural size is one pixel per narrow element; narrower screens scale it down.
            sx={{
                display: 'block',
                width: 425,
                maxWidth: '100%',
                height: 'auto',
                imageRendering: 'crisp-edges',
            }}
        />
    );
};
