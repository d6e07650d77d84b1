import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useAllRows } from '../../dataProvider/allRows';
import { asLoad, useVerb } from '../../dataProvider/hooks';
import { parsePix } from '../../domain/brcode';
import { formatDate } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { PIX_TEXTS } from '../../domain/pix';
import { textOf, useMessages } from '../../i18n';
import { BusySubmitButton } from '../../ui/BusyButton';
import { DescriptionList } from '../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../ui/LoadStates';
import { useBusy } from '../../ui/useBusy';
import type { OpenInvoice } from './api';
import { pixMessages } from './messages';
import { BESIDE_QR, QrPanel } from './QrPanel';

const text = textOf(pixMessages);

/** What is due today: the total with fine, interest or discount when the bank computed one. */
const dueToday = (invoice: OpenInvoice) => invoice.charges?.total ?? invoice.amount;

const invoiceLabel = (invoice: OpenInvoice) =>
    text('pix.charges.bill.option', {
        name: invoice.drawee.name,
        date: formatDate(invoice.due_date),
        amount: formatBRL(dueToday(invoice)),
    });

/** "QR do boleto": a Pix charge for one of the user's open issued boletos; paying it settles the boleto. */
export const BillQr = () => {
    const t = useMessages(pixMessages);
    // The user's issued boletos still payable (pending or overdue), the next due first.
    const invoices = asLoad(
        useAllRows<OpenInvoice>(
            'geracao-boletos',
            { status: ['pending', 'expired'] },
            { sort: { field: 'due_date', order: 'ASC' } },
        ),
    );
    const billQr = useVerb<{ payload: string }>('pix-cobrancas', 'bill');
    const [chosen, setChosen] = useState<number | ''>('');
    const [error, setError] = useState<string | null>(null);
    const [generated, setGenerated] = useState<{ invoice: OpenInvoice; payload: string } | null>(null);
    const { busy, run } = useBusy();

    if (invoices.status === 'loading')
        return <Loading label={t('pix.charges.bill.loading')} shape="detail" />;
    if (invoices.status === 'error')
        return <LoadFailed what={t('pix.charges.bill.what')} onRetry={invoices.retry} />;
    if (invoices.data.length === 0) {
        return <Typography color="text.secondary">{t('pix.charges.bill.none')}</Typography>;
    }
    const list = invoices.data;

    const submit = (event: FormEvent) => {
        event.preventDefault();
        const invoice = list.find((i) => i.id === chosen);
        if (!invoice) {
            setError(PIX_TEXTS.invoiceInvalid);
            return;
        }
        void run(async () => {
            try {
                const { payload } = await billQr.mutateAsync({ data: { invoice_id: invoice.id } });
                setGenerated({ invoice, payload });
            } catch {
                // The http layer showed the failure with its code.
            }
        });
    };

    const parsed = generated ? parsePix(generated.payload) : null;
    return (
        <Box sx={BESIDE_QR}>
            <Box
                component="form"
                onSubmit={submit}
                noValidate
                aria-label={t('pix.common.bill_qr')}
                sx={{ display: 'grid', gap: 2 }}
            >
                <TextField
                    select
                    label={t('pix.charges.bill.invoice')}
                    value={chosen}
                    onChange={(event) => {
                        setChosen(event.target.value === '' ? '' : Number(event.target.value));
                        setError(null);
                    }}
                    error={!!error}
                    helperText={error ?? t('pix.charges.bill.help')}
                    slotProps={{ select: { native: true } }}
                    fullWidth
                >
                    <option value="">{t('pix.charges.bill.choose')}</option>
                    {list.map((invoice) => (
                        <option key={invoice.id} value={invoice.id}>
                            {invoiceLabel(invoice)}
                        </option>
                    ))}
                </TextField>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <BusySubmitButton busy={busy}>{t('pix.charges.bill.submit')}</BusySubmitButton>
                </Box>
            </Box>
            {generated && (
                <QrPanel payload={generated.payload} fileName={`pix-boleto-${generated.invoice.our_number}`}>
                    <DescriptionList
                        label={t('pix.charges.bill.facts')}
                        pairs={[
                            [t('pix.common.payer'), generated.invoice.drawee.name],
                            [t('pix.charges.bill.due'), formatDate(generated.invoice.due_date)],
                            [
                                t('pix.common.amount'),
                                parsed?.ok && parsed.amountCents !== null
                                    ? formatBRL(parsed.amountCents)
                                    : formatBRL(dueToday(generated.invoice)),
                            ],
                        ]}
                    />
                </QrPanel>
            )}
        </Box>
    );
};
