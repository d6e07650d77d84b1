import type { PixTransferStatus } from '../../../domain/pix';
import type { PixKeyType } from '../../../domain/pixKeys';
import { handleHttpError } from '../../../http/errorCatalogue';
import { isHttpError } from '../../../http/HttpError';
import type { BankData, ChargeStatus } from '../api';

/** `POST pix/dictionary/search`: who holds a key, as the DICT tells it (document masked). */
export interface KeyOwner {
    /** Null for a charge paid to an account rather than a key (a boleto's Pix QR). */
    key: string | null;
    type: PixKeyType | null;
    name: string;
    /** '***.456.789-**' or the CNPJ. */
    document_masked: string;
    ispb: string;
    /**
     * The institution's name. The directory names it by its ISPB only, so a key search leaves it out and the
     * screen takes it from the participants list (`withParticipant`); a decoded QR code brings it.
     */
    participant?: string | null;
    branch: string;
    account_masked: string;
    account_type: string;
}

/** `POST pix/dictionary/qrcode`: the bank's reading of a copia-e-cola code. */
export interface DecodedPayment {
    kind: 'static' | 'dynamic';
    key: string;
    name: string;
    city: string;
    /** Cents; null when the payer types it. */
    amount: number | null;
    txid: string | null;
    description: string | null;
    receiver: KeyOwner;
    charge?: { id: number; status: ChargeStatus; expires_at: string } | null;
}

/** One recipient per transfer: a key, bank data, or a copia-e-cola code. */
export type PixTarget = { key: string } | { bank_data: BankData } | { payload: string };

export interface SendPixInput {
    account_id: number;
    amount: number;
    description?: string;
    scheduled_for?: string;
    password: string;
    save_favorite?: boolean;
}

export type TransferStatus = PixTransferStatus;

export interface TransferRecipient {
    name: string;
    document_masked: string;
    participant: string;
    branch: string;
    account_masked: string;
}

/** `POST pix/debit/transaction`'s answer. */
export interface PixTransfer {
    id: number;
    end_to_end_id: string;
    status: TransferStatus;
    amount: number;
    description: string | null;
    recipient: TransferRecipient;
    account_id: number;
    created_at: string;
    settled_at: string | null;
    scheduled_for: string | null;
    failure_reason?: string | null;
    approval: { id: number; status: string; required: number } | null;
}

export interface TransferState {
    id: number;
    status: TransferStatus;
    settled_at: string | null;
    failure_reason: string | null;
}

/**
 * A lookup's failure: 404 and 422 are the lookup's answer, shown on its field by the form; anything else gets
 * the error catalogue's notice as usual. Returns the field message, or null when there is none.
 */
export const lookupMessage = (error: unknown, field: string): string | null => {
    if (!isHttpError(error)) return null;
    if (error.status === 422) {
        const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
        return errors[field]?.[0] ?? Object.values(errors)[0]?.[0] ?? null;
    }
    if (error.status === 404) {
        const message = (error.body as { message?: unknown } | null)?.message;
        return typeof message === 'string' && message ? message : null;
    }
    handleHttpError(error);
    return null;
};
