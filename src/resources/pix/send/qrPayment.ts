import { formatDateTime } from '../../../domain/dates';
import { textOf } from '../../../i18n';
import { type DecodedPayment, lookupMessage } from './api';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

export const CHARGE_REFUSALS = {
    get completed() {
        return t('pix_send.qr_page.completed');
    },
    get expired() {
        return t('pix_send.qr_page.expired');
    },
};

/** Why a charge cannot be paid any more, when the bank answered it anyway; undefined when it can. */
export const chargeRefusal = (payment: DecodedPayment): string | undefined => {
    const status = payment.charge?.status;
    return status === 'completed' || status === 'expired' ? CHARGE_REFUSALS[status] : undefined;
};

export type Decoded = { ok: true; payment: DecodedPayment } | { ok: false; message: string };

/**
 * The bank's reading of a code, or its pt-BR reason for refusing it (422 `payload`: CRC, expired or paid
 * charge...). Any other failure is thrown, for the screen's retry.
 */
export async function decodeOrMessage(
    payload: string,
    signal: AbortSignal,
    decode: (payload: string, signal: AbortSignal) => Promise<DecodedPayment>,
): Promise<Decoded> {
    try {
        return { ok: true, payment: await decode(payload, signal) };
    } catch (error) {
        const message = signal.aborted ? null : lookupMessage(error, 'payload');
        if (message) return { ok: false, message };
        throw error;
    }
}

/** What the code itself says, beside the receiver. */
export function paymentFacts(payment: DecodedPayment): [string, string][] {
    const pairs: [string, string][] = [
        [
            t('pix_send.qr_facts.type'),
            payment.kind === 'dynamic' ? t('pix_send.qr_facts.dynamic') : t('pix_send.qr_facts.static'),
        ],
    ];
    if (payment.city) pairs.push([t('pix_send.qr_facts.city'), payment.city]);
    if (payment.description) pairs.push([t('pix_send.qr_facts.description'), payment.description]);
    if (payment.txid) pairs.push([t('pix_send.qr_facts.txid'), payment.txid]);
    if (payment.charge?.expires_at)
        pairs.push([t('pix_send.qr_facts.valid_until'), formatDateTime(payment.charge.expires_at)]);
    return pairs;
}
