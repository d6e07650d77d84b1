import type { ParticipantType } from './pix';

/**
 * One of the portal bank's identities as a Pix participant (docs/api.md "Pix", staff screens): the bank
 * itself, and a payment-institution sub-brand still in BCB homologation. Money in cents; ISO 8601 UTC.
 */
export interface PixOrganization {
    id: number;
    name: string;
    trade_name: string;
    /** CNPJ, unformatted; its first 8 digits are the ISPB. */
    document: string;
    ispb: string;
    participation: ParticipantType;
    status: 'active' | 'homologation';
    /** The direct participant that settles its Pix in the SPI (liquidante); null for a direct participant. */
    sponsor_ispb: string | null;
    /** Its settlement account at the sponsor. */
    settlement_account: { branch: string; account: string } | null;
    /** What the settlement account opens each day with: the sponsor sweeps or tops it up at the close. */
    daily_funding: number;
    api: PixApiSettings;
}

export interface PixApiSettings {
    client_id: string;
    /** SHA-256 of the client secret: the secret itself is shown once, when it is generated. */
    secret_hash: string;
    secret_last4: string;
    secret_rotated_at: string;
    certificate: {
        subject: string;
        issuer: string;
        serial: string;
        not_before: string;
        not_after: string;
    };
    /** Where paid charges (cob/cobv) are notified; null when not set up. */
    webhook_url: string | null;
    webhook_last_test: { at: string; ok: boolean; status: number | null; message: string } | null;
    allowed_ips: string[];
    updated_at: string;
    updated_by: string | null;
}
