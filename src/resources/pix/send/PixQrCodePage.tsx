import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import { asLoad } from '../../../dataProvider/hooks';
import { parsePix } from '../../../domain/brcode';
import { useMessages } from '../../../i18n';
import { DescriptionList } from '../../../ui/DescriptionList';
import { LoadFailed, Loading } from '../../../ui/LoadStates';
import type { DecodedPayment } from './api';
import { pixSendMessages } from './messages';
import type { FormStep } from './PixSendFlow';
import { PixSendScreen } from './PixSendScreen';
import { QrScanDialog } from './QrScanDialog';
import { canReadQrWithCamera } from './qrCamera';
import { chargeRefusal, type Decoded, decodeOrMessage, paymentFacts } from './qrPayment';
import { RecipientCard } from './RecipientCard';
import { ownerView } from './recipient';
import { SendDetailsFields } from './SendDetailsFields';
import { useSendDetails } from './useSendDetails';

/** `/pix-qrcode`: pay a Pix copia e cola (or, where the browser can, a QR code read by the camera). */
export const PixQrCodePage = () => {
    const t = useMessages(pixSendMessages);
    return (
        <PixSendScreen title={t('pix_send.qr_page.title')} intro={t('pix_send.qr_page.intro')}>
            {(step) => <QrForm {...step} />}
        </PixSendScreen>
    );
};

const QrForm = ({ account, limits, serverErrors, onContinue }: FormStep) => {
    const t = useMessages(pixSendMessages);
    const [text, setText] = useState('');
    const [payloadError, setPayloadError] = useState<string>();
    const [canScan, setCanScan] = useState(false);
    const [scanning, setScanning] = useState(false);
    const { state, validate, orderFor } = useSendDetails({ balance: account.balance, limits, serverErrors });
    const dataProvider = useDataProvider<BankDataProvider>();

    useEffect(() => {
        void canReadQrWithCamera().then(setCanScan);
    }, []);
    useEffect(() => {
        if (serverErrors?.payload) setPayloadError(serverErrors.payload);
    }, [serverErrors]);

    // Read here first, for an instant pt-BR answer; only a code that checks goes to the bank.
    const parsed = useMemo(() => (text.trim() ? parsePix(text) : null), [text]);
    const payload = parsed?.ok ? text.trim() : null;
    // A read the bank takes as POST (the code may be long): quiet, its refusal is said on the field.
    const decoded = asLoad<Decoded>(
        useQuery({
            queryKey: ['pix-envio', 'decode', payload],
            queryFn: ({ signal }) =>
                decodeOrMessage(payload as string, signal, (code, aborted) =>
                    dataProvider
                        .verb<DecodedPayment>('pix-envio', 'decode', {
                            data: { payload: code },
                            quiet: true,
                            signal: aborted,
                        })
                        .then(({ data }) => data),
                ),
            enabled: payload !== null,
        }),
    );
    const payment = decoded.status === 'ready' && decoded.data.ok ? decoded.data.payment : null;
    const refusal =
        (decoded.status === 'ready' && !decoded.data.ok ? decoded.data.message : undefined) ??
        (payment ? chargeRefusal(payment) : undefined);
    const fieldError = payloadError ?? (parsed && !parsed.ok ? parsed.error : refusal);
    const payable = payment && !refusal && !payloadError ? payment : null;

    const edit = (value: string) => {
        setText(value);
        setPayloadError(undefined);
    };

    const submit = (event: FormEvent) => {
        event.preventDefault();
        if (!payable || !validate(payable.amount)) return;
        onContinue(orderFor(ownerView(payable.receiver), { payload: payload as string }, payable.amount));
    };

    return (
        <Box
            component="form"
            onSubmit={submit}
            noValidate
            aria-label={t('pix_send.qr_page.form')}
            sx={{ display: 'grid', gap: 2 }}
        >
            <Box>
                <TextField
                    label={t('pix_send.qr_page.payload')}
                    value={text}
                    onChange={(e) => edit(e.target.value)}
                    error={!!fieldError}
                    helperText={fieldError ?? t('pix_send.qr_page.payload_help')}
                    multiline
                    minRows={3}
                    fullWidth
                    autoFocus
                    slotProps={{
                        htmlInput: { autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' },
                    }}
                />
                {canScan && (
                    <Button
                        startIcon={<QrCodeScannerIcon />}
                        onClick={() => setScanning(true)}
                        sx={{ mt: 1 }}
                    >
                        {t('pix_send.scan_qr')}
                    </Button>
                )}
            </Box>
            {parsed?.ok &&
                parsed.warnings.map((warning) => (
                    <Alert key={warning} severity="warning">
                        {warning}
                    </Alert>
                ))}
            {payload && decoded.status === 'loading' && <Loading label={t('pix_send.qr_page.decoding')} />}
            {payload && decoded.status === 'error' && (
                <LoadFailed what={t('pix_send.qr_page.decode_what')} onRetry={decoded.retry} />
            )}
            {payable && (
                <>
                    <RecipientCard recipient={ownerView(payable.receiver)} focusOnMount>
                        <Box sx={{ mt: 1 }}>
                            <DescriptionList
                                pairs={paymentFacts(payable)}
                                label={t('pix_send.qr_page.facts')}
                            />
                        </Box>
                    </RecipientCard>
                    <SendDetailsFields
                        state={state}
                        balance={account.balance}
                        limits={limits}
                        fixedAmount={payable.amount}
                        allowSchedule={payable.kind === 'static'}
                    />
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                        <Button type="submit" variant="contained">
                            {t('pix_send.continue')}
                        </Button>
                    </Box>
                </>
            )}
            <QrScanDialog
                open={scanning}
                onClose={() => setScanning(false)}
                onRead={(value) => {
                    setScanning(false);
                    edit(value);
                }}
            />
        </Box>
    );
};
