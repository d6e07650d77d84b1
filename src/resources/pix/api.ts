import type { PixParticipant } from '../../contract/pix';
import type { ClaimType, PixAccountType, PixChargeStatus, PixKeyStatus } from '../../domain/pix';
import type { PixKeyType } from '../../domain/pixKeys';
import { handleHttpError } from '../../http/errorCatalogue';
import { isHttpError } from '../../http/HttpError';

/** What the account holder's Pix screens read and send (docs/api.md "Pix (`pix/...`)"; the `pix-*` resources). */

export type { ClaimType, PixKeyStatus };
export type ChargeStatus = PixChargeStatus;
export type BankAccountType = PixAccountType;

export interface PixKeyView {
    id: number;
    key: string;
    type: PixKeyType;
    account_id: number;
    status: PixKeyStatus;
    created_at: string;
}

export type Participant = PixParticipant;

export interface PixLimits {
    per_transaction: number;
    daytime_daily: number;
    nighttime_per_transaction: number;
    nighttime_daily: number;
    used_today_daytime: number;
    used_today_nighttime: number;
}

export type PixDirection = 'in' | 'out';

export interface PixTransactionView {
    id: number;
    direction: PixDirection;
    end_to_end_id: string;
    /** Cents, positive in both directions. */
    amount: number;
    status: string;
    counterparty: { name: string; document_masked: string; participant: string };
    description: string | null;
    created_at: string;
    settled_at: string | null;
    account_id?: number;
}

export interface TransactionFilter {
    account_id?: number;
    /** yyyy-MM-dd, Brasília days, both included. */
    from: string;
    to: string;
    direction?: PixDirection;
}

export interface PixCharge {
    id: number;
    txid: string;
    location: string;
    payload: string;
    amount: number;
    status: ChargeStatus;
    expires_at: string;
    paid_by_transaction_id: number | null;
    description?: string | null;
    payer?: { name: string; document: string } | null;
    created_at?: string;
}

export interface NewCharge {
    account_id: number;
    key_id: number;
    amount: number;
    /** Seconds, 300–86,400. */
    expires_in: number;
    description?: string;
    payer?: { name: string; document: string };
}

export interface StaticQrInput {
    account_id: number;
    key_id: number;
    amount?: number;
    txid?: string;
    description?: string;
}

export interface BankData {
    ispb: string;
    branch: string;
    account: string;
    account_type: BankAccountType;
    document: string;
    name: string;
}

export interface PixFavorite {
    id: number;
    name: string;
    key?: string | null;
    key_type?: PixKeyType | null;
    bank_data?: BankData | null;
    /** False once a saved key left the dictionary: it can no longer be paid. */
    available?: boolean;
    /** Who receives, as the dictionary (or the saved bank data) says today. */
    recipient?: {
        name: string;
        document_masked: string;
        participant: string;
        branch: string;
        account_masked: string;
    } | null;
    created_at?: string;
}

export type NewFavorite = { name: string } & ({ key: string } | { bank_data: BankData });

/** An open issued boleto, as much of it as the "QR do boleto" picker shows. */
export interface OpenInvoice {
    id: number;
    amount: number;
    due_date: string;
    status: string;
    our_number: string;
    drawee: { name: string; document: string };
    charges: { total: number } | null;
}

/**
 * A form's call, sent quiet: a 422 is left to the form (its messages go on the fields, and a claimable key opens
 * the claim offer instead of an error notice); any other failure gets the error catalogue's notice as usual.
 */
export const formCall = async <T>(call: Promise<T>): Promise<T> => {
    try {
        return await call;
    } catch (error) {
        if (isHttpError(error) && error.status !== 422) handleHttpError(error);
        throw error;
    }
};
