import { formatDateTime } from '../../../domain/dates';
import { type DecodedPayment, lookupMessage } from './api';

export const CHARGE_REFUSALS = {
    completed: 'Esta cobrança Pix já foi paga.',
    expired: 'Esta cobrança Pix expirou: peça um novo código ao recebedor.',
} as const;

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
        ['Tipo', payment.kind === 'dynamic' ? 'Cobrança (QR Code dinâmico)' : 'QR Code estático'],
    ];
    if (payment.city) pairs.push(['Cidade', payment.city]);
    if (payment.description) pairs.push(['Descrição', payment.description]);
    if (payment.txid) pairs.push(['Identificador', payment.txid]);
    if (payment.charge?.expires_at) pairs.push(['Válida até', formatDateTime(payment.charge.expires_at)]);
    return pairs;
}
