/** The Pix records of the `/v1` contract (docs/api.md "Pix"). Money in cents; timestamps ISO 8601 (UTC). */

export type PixKeyType = 'CPF' | 'CNPJ' | 'PHONE' | 'EMAIL' | 'EVP';
export type PixTransferStatus =
    | 'pending_approval'
    | 'scheduled'
    | 'processing'
    | 'done'
    | 'failure'
    | 'rejected'
    | 'canceled';
export type PixKeyStatus = 'active' | 'claim_pending' | 'portability_pending';
export type PixChargeStatus = 'active' | 'completed' | 'expired';
export type ClaimType = 'portability' | 'ownership';
/** DICT account types (CACC, SVGS, TRAN, SLRY). */
export type PixAccountType = 'checking' | 'savings' | 'payment' | 'salary';
export type ParticipantType = 'DRCT' | 'IDRT';
/** SPI return codes a receiving participant may answer. */
export type PixRejectCode = 'AC03' | 'AC06' | 'AC07' | 'AG03';

/** An institution of the Pix participants list (BCB), by ISPB. */
export interface PixParticipant {
    ispb: string;
    name: string;
    short_name: string;
    /** COMPE code, 3 digits; null for a Pix-only participant. */
    compe: string | null;
    type: ParticipantType;
}

/** An account at some participant, as the DICT and the SPI know it. */
export interface PixBankAccount {
    ispb: string;
    /** Up to 4 digits. */
    branch: string;
    /** Number and check digit, digits only. */
    account: string;
    account_type: PixAccountType;
}

/** A customer of another participant, as the DICT answers a key of theirs. */
export interface PixExternalHolder extends PixBankAccount {
    name: string;
    /** CPF or CNPJ, unformatted. */
    document: string;
    /** Set on a few seeded keys: the receiving bank refuses credits with this SPI code. */
    reject_code: PixRejectCode | null;
}

/** One entry of the dictionary (DICT): a key of a portal-bank account, or of another participant's customer. */
export interface PixKey {
    id: number;
    /** Canonical DICT form (normalizePixKey). */
    key: string;
    type: PixKeyType;
    status: PixKeyStatus;
    /** The portal-bank account the key points at; null for another participant's customer. */
    account_id: number | null;
    external: PixExternalHolder | null;
    /** A portability or ownership claim under way: completes at `completes_at`, taking the donor's entry. */
    claim: { claim_type: ClaimType; donor_id: number; completes_at: string } | null;
    created_at: string;
}

/** The other side of a transfer, as it was when the transfer was made. */
export interface PixParty extends PixBankAccount {
    name: string;
    document: string;
    /** The key used, when the payer chose one. */
    key: string | null;
    /** The portal-bank account, for a transfer between two of its customers. */
    account_id: number | null;
}

/**
 * One side of a Pix: the payer's record (`out`) or the payee's (`in`). A transfer between two portal-bank
 * accounts has both, sharing the end-to-end id.
 */
export interface PixTransfer {
    id: number;
    /** The portal account the record belongs to. */
    account_id: number;
    direction: 'in' | 'out';
    end_to_end_id: string;
    amount: number;
    status: PixTransferStatus;
    description: string;
    counterparty: PixParty;
    initiation: 'key' | 'bank_data' | 'qrcode';
    /** Who made it (out, made in the portal); null for a received or seeded one. */
    user_id: number | null;
    /** The ledger rows: the debit or credit, and the reversal when the receiving bank refused. */
    transaction_id: number | null;
    reversal_transaction_id: number | null;
    charge_id: number | null;
    txid: string | null;
    approval_id: number | null;
    scheduled_for: string | null;
    /** While processing: when the SPI answers (the sandbox's settlement time). */
    settles_at: string | null;
    /** Set on a sent transfer the receiving bank will refuse. */
    reject_code: PixRejectCode | null;
    failure_reason: string | null;
    created_at: string;
    settled_at: string | null;
}

/** A dynamic QR charge (API Pix `cob`) of a portal-bank account; a boleto's Pix QR is one too. */
export interface PixCharge {
    id: number;
    owner_person_id: number;
    account_id: number;
    user_id: number;
    key_id: number | null;
    txid: string;
    /** The payload location, without 'https://'. */
    location: string;
    payload: string;
    amount: number;
    description: string;
    payer: { name: string; document: string } | null;
    /** Stored `active` or `completed`; `expired` is derived on reading once `expires_at` has passed. */
    status: PixChargeStatus;
    expires_at: string;
    /** The payee's Pix record (`in`) that paid it. */
    paid_by_transaction_id: number | null;
    invoice_id: number | null;
    created_at: string;
    paid_at: string | null;
}

/** A recipient a user saved: by key or by bank data. */
export interface PixFavorite {
    id: number;
    user_id: number;
    name: string;
    key: string | null;
    key_type: PixKeyType | null;
    bank_data: (PixBankAccount & { name: string; document: string }) | null;
    created_at: string;
}
