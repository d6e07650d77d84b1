import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../domain/dates';
import { formatBRL } from '../../domain/money';
import { pixChargeStatusInfo } from '../../domain/pix';
import { DescriptionList } from '../../ui/DescriptionList';
import { StatusChip } from '../../ui/StatusChip';
import type { PixCharge } from './api';
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

export const ChargeStatusChip = ({ status }: { status: string }) => (
    <StatusChip status={pixChargeStatusInfo(status)} />
);

/** A dynamic charge's QR with its amount and a countdown; once expired or paid, the code is not offered. */
export const ChargeQr = ({ charge }: { charge: PixCharge }) => {
    const left = useTimeLeft(charge.expires_at);
    const status = charge.status === 'active' && left === null ? 'expired' : charge.status;
    const pairs: [string, string][] = [
        ['Valor', formatBRL(charge.amount)],
        ['Expira em', formatDateTime(charge.expires_at)],
        ['Identificador (txid)', charge.txid],
    ];
    if (charge.payer) pairs.push(['Pagador', charge.payer.name]);
    if (charge.description) pairs.push(['Descrição', charge.description]);
    const facts = <DescriptionList pairs={pairs} label="Dados da cobrança" />;

    if (status !== 'active') {
        return (
            <>
                <Alert severity={status === 'completed' ? 'success' : 'warning'} sx={{ mb: 2 }}>
                    {status === 'completed'
                        ? 'Esta cobrança já foi paga.'
                        : 'Esta cobrança expirou: o QR Code não aceita mais pagamentos. Gere uma nova cobrança.'}
                </Alert>
                {facts}
            </>
        );
    }
    return (
        <QrPanel payload={charge.payload} fileName={`pix-cobranca-${charge.txid}`}>
            <Typography role="timer" aria-live="off" sx={{ fontWeight: 500 }}>
                Expira em {left}
            </Typography>
            <ChargeStatusChip status={status} />
            {facts}
        </QrPanel>
    );
};
