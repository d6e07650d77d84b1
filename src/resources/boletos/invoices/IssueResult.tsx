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
import { DescriptionList } from '../../../ui/DescriptionList';
import type { AccountView } from '../../accounts';
import type { InvoiceView } from './api';
import { BoletoBarcode, BoletoLine } from './BoletoCode';
import { usePdfDownload } from './usePdfDownload';

const parcelTitle = (invoice: InvoiceView) =>
    invoice.installment
        ? `Parcela ${invoice.installment.number} de ${invoice.installment.count}`
        : `Boleto ${formatOurNumber(invoice.our_number, invoice.our_number_dv)}`;

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
                    {invoices.length === 1 ? 'Boleto emitido' : `${invoices.length} boletos emitidos`}
                </Typography>
            </Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
                Para {first.drawee.name} ({formatDocument(first.drawee.document)}), total de{' '}
                {formatBRL(total)}. Envie a linha digitável ou o PDF ao pagador.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
                {invoices.map((invoice) => (
                    <Card
                        key={invoice.id}
                        variant="outlined"
                        component="article"
                        aria-label={parcelTitle(invoice)}
                    >
                        <CardContent sx={{ px: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
                            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                                {parcelTitle(invoice)}
                            </Typography>
                            <DescriptionList
                                pairs={[
                                    ['Valor', formatBRL(invoice.amount)],
                                    ['Vencimento', formatDate(invoice.due_date)],
                                    [
                                        'Nosso número',
                                        formatOurNumber(invoice.our_number, invoice.our_number_dv),
                                    ],
                                    ...(invoice.your_number
                                        ? [['Seu número', invoice.your_number] as const]
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
                                    Baixar PDF
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
                        Baixar todos (PDF)
                    </Button>
                )}
                <Button onClick={onAnother}>Emitir outro</Button>
                <Button component={RouterLink} to="/geracao-boletos">
                    Ver boletos gerados
                </Button>
            </Box>
        </Box>
    );
};
