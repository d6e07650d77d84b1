import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../domain/dates';
import { formatDocument } from '../../../domain/document';
import { formatOurNumber } from '../../../domain/invoice';
import { formatBRL } from '../../../domain/money';
import { type SliceTranslate, useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import type { AccountView } from '../../accounts';
import type { InvoiceView } from './api';
import { BoletoBarcode, BoletoLine } from './BoletoCode';
import { invoiceMessages } from './messages';
import { usePdfDownload } from './usePdfDownload';

const parcelTitle = (invoice: InvoiceView, t: SliceTranslate<typeof invoiceMessages>) =>
    invoice.installment
        ? t('boleto_invoices.result.parcel', {
              number: invoice.installment.number,
              count: invoice.installment.count,
          })
        : t('boleto_invoices.common.boleto', {
              our_number: formatOurNumber(invoice.our_number, invoice.our_number_dv),
          });

/** What was issued: each boleto with its line, barcode and PDF; the whole series as one PDF. */
export const IssueResult = ({
    invoices,
    accounts,
    onAnother,
}: {
    invoices: InvoiceView[];
    accounts: AccountView[];
    onAnother: () => void;
}) => {
    const t = useMessages(invoiceMessages);
    const headingRef = useRef<HTMLHeadingElement>(null);
    const { busy, download } = usePdfDownload(accounts);
    useEffect(() => headingRef.current?.focus(), []);
    const first = invoices[0];
    const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
    return (
        <Box component="section" aria-labelledby="issue-result-title">
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <CheckCircleOutlineIcon color="success" aria-hidden />
                <Typography
                    id="issue-result-title"
                    ref={headingRef}
                    tabIndex={-1}
                    variant="h6"
                    component="h3"
                    sx={{ outline: 'none' }}
                >
                    {t('boleto_invoices.result.heading', { smart_count: invoices.length })}
                </Typography>
            </Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('boleto_invoices.result.summary', {
                    payer: first.drawee.name,
                    document: formatDocument(first.drawee.document),
                    total: formatBRL(total),
                })}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
                {invoices.map((invoice) => (
                    <Card
                        key={invoice.id}
                        variant="outlined"
                        component="article"
                        aria-label={parcelTitle(invoice, t)}
                    >
                        <CardContent sx={{ px: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
                            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                                {parcelTitle(invoice, t)}
                            </Typography>
                            <DescriptionList
                                pairs={[
                                    [t('boleto_invoices.fields.amount'), formatBRL(invoice.amount)],
                                    [t('boleto_invoices.fields.due_date'), formatDate(invoice.due_date)],
                                    [
                                        t('boleto_invoices.fields.our_number'),
                                        formatOurNumber(invoice.our_number, invoice.our_number_dv),
                                    ],
                                    ...(invoice.your_number
                                        ? [
                                              [
                                                  t('boleto_invoices.fields.your_number'),
                                                  invoice.your_number,
                                              ] as const,
                                          ]
                                        : []),
                                ]}
                            />
                            <BoletoLine line={invoice.line} />
                            <BoletoBarcode barcode={invoice.barcode} />
                            <Box>
                                <Button
                                    variant="outlined"
                                    startIcon={<DownloadIcon />}
                                    onClick={() => download([invoice])}
                                    disabled={busy}
                                >
                                    {t('boleto_invoices.common.download_pdf')}
                                </Button>
                            </Box>
                        </CardContent>
                    </Card>
                ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
                {invoices.length > 1 && (
                    <Button
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        onClick={() => download(invoices)}
                        disabled={busy}
                    >
                        {t('boleto_invoices.result.download_all')}
                    </Button>
                )}
                <Button onClick={onAnother}>{t('boleto_invoices.result.another')}</Button>
                <Button component={RouterLink} to="/geracao-boletos">
                    {t('boleto_invoices.result.view_list')}
                </Button>
            </Box>
        </Box>
    );
};
