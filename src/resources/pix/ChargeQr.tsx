import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { useMessages } from '../../i18n';
import { DescriptionList } from '../../ui/DescriptionList';
import { StatusChip } from '../../ui/StatusChip';
import type { PixCharge } from './api';
import { pixMessages } from './messages';
import { QrPanel } from './QrPanel';
import { timeLeft } from './qrRules';

/** Time left, ticking every second until the charge expires. */
const useTimeLeft = (expiresAt: string) => {
    const [left, setLeft] = useState(() => timeLeft(expiresAt));
    useEffect(() => {
        setLeft(timeLeft(expiresAt));
        const timer = setInterval(() => {
            const next = timeLeft(expiresAt);
            setLeft(next);
            if (next === null) clearInterval(timer);
        }, 1000);
        return () => clearInterval(timer);
    }, [expiresAt]);
    return left;
};

/** A dynamic charge's QR with its amount and a countdown; once expired or paid, the code is not offered. */
export const ChargeQr = ({ charge }: { charge: PixCharge }) => {
    const t = useMessages(pixMessages);
    const left = useTimeLeft(charge.expires_at);
    const status = charge.status === 'active' && left === null ? 'expired' : charge.status;
    const pairs: [string, string][] = [
        [t('pix.common.amount'), formatBRL(charge.amount)],
        [t('pix.charges.qr.expires_at'), formatDateTime(charge.expires_at)],
        [t('pix.charges.qr.txid'), charge.txid],
    ];
    if (charge.payer) pairs.push([t('pix.common.payer'), charge.payer.name]);
    if (charge.description) pairs.push([t('pix.common.description'), charge.description]);
    const facts = <DescriptionList pairs={pairs} label={t('pix.charges.qr.facts')} />;

    if (status !== 'active') {
        return (
            <>
                <Alert severity={status === 'completed' ? 'success' : 'warning'} sx={{ mb: 2 }}>
                    {status === 'completed' ? t('pix.charges.qr.paid') : t('pix.charges.qr.expired')}
                </Alert>
                {facts}
            </>
        );
    }
    return (
        <QrPanel payload={charge.payload} fileName={`pix-cobranca-${charge.txid}`}>
            <Typography role="timer" aria-live="off" sx={{ fontWeight: 500 }}>
                {t('pix.charges.qr.expires_in', { left })}
            </Typography>
            <StatusChip vocabulary="pix_charge" value={status} />
            {facts}
        </QrPanel>
    );
};
