import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { currentBrand } from '../../../brands';
import type { Invoice } from '../../../contract/invoices';
import { formatLine } from '../../../domain/boleto';
import { formatDate } from '../../../domain/dates';
import { itf25Svg } from '../../../domain/itf25';
import { formatBRL } from '../../../domain/money';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { downloadBlob } from '../../../ui/downloadBlob';
import type { AccountView } from '../../accounts';
import { rechargeMessages } from './messages';

/** The top-up boleto as a PDF (the boletos' own page: recibo and ficha de compensação). */
export async function downloadTopup(invoice: Invoice, account: AccountView | undefined) {
    const { boletoPdf } = await import('../../../pdf/boleto');
    const accounts = new Map(
        account
            ? [
                  [
                      account.id,
                      {
                          agency: account.agency?.number ?? '0001',
                          number: account.number,
                          digit: account.digit,
                      },
                  ],
              ]
            : [],
    );
    downloadBlob(
        boletoPdf([invoice], { brand: currentBrand(), accounts }),
        `boleto-recarga-${invoice.our_number}.pdf`,
    );
}

/** A just-issued top-up boleto: amount, due date, the line to copy, the barcode and the PDF. */
export const TopupBoleto = ({ invoice, account }: { invoice: Invoice; account: AccountView | undefined }) => {
    const t = useMessages(rechargeMessages);
    const notify = useNotify();
    const barcode = useMemo(
        () =>
            `data:image/svg+xml;charset=utf-8,${encodeURIComponent(itf25Svg(invoice.barcode, { height: 50, narrow: 1 }))}`,
        [invoice.barcode],
    );
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(invoice.line);
            notify(t('recharges.topup.copied'), { type: 'success' });
        } catch {
            notify(t('recharges.topup.copy_failed'), { type: 'warning' });
        }
    };
    return (
        <Box sx={{ display: 'grid', gap: 1 }}>
            <DescriptionList
                pairs={[
                    [t('recharges.amount'), formatBRL(invoice.amount)],
                    [t('recharges.topup.due_date'), formatDate(invoice.due_date)],
                ]}
            />
            <Typography variant="subtitle2" component="p">
                {t('recharges.topup.line')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                    component="output"
                    aria-label={t('recharges.topup.line')}
                    sx={{
                        fontFamily: 'monospace',
                        fontSize: { xs: '0.85rem', sm: '0.95rem' },
                        overflowWrap: 'anywhere',
                    }}
                >
                    {formatLine(invoice.line)}
                </Typography>
                <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
                    {t('recharges.topup.copy')}
                </Button>
            </Box>
            <Box
                component="img"
                src={barcode}
                alt={t('recharges.topup.barcode', { barcode: invoice.barcode })}
                sx={{
                    display: 'block',
                    width: 425,
                    maxWidth: '100%',
                    height: 'auto',
                    imageRendering: 'crisp-edges',
                }}
            />
            <Box>
                <Button
                    variant="outlined"
                    startIcon={<PictureAsPdfIcon />}
                    onClick={() => void downloadTopup(invoice, account)}
                >
                    {t('recharges.topup.pdf')}
                </Button>
            </Box>
        </Box>
    );
};
