import type { PixOrganization as StoredOrganization } from '../../../contract/pixOrganizations';
import type { CertificateState } from '../../../domain/pixApiSettings';
import type { IndirectPosition } from '../../../domain/pixIndirect';

/** What the bank's Pix staff screens read (docs/api.md "Pix", staff screens): resources `pix-organizacoes`, `pix-api-config`. */

export interface Sponsor {
    ispb: string;
    name: string;
    short_name: string;
}

/** An organisation as the staff screens read it: the stored record with its sponsor spelled out. */
export interface PixOrganization extends Omit<StoredOrganization, 'sponsor_ispb' | 'api'> {
    participation_label: string;
    sponsor: Sponsor | null;
}

export interface PositionAnswer extends IndirectPosition {
    organization: PixOrganization;
    today: string;
}

export interface WebhookTest {
    at: string;
    ok: boolean;
    status: number | null;
    message: string;
}

export interface ApiSettings {
    organization: Pick<PixOrganization, 'id' | 'name' | 'trade_name' | 'ispb'>;
    client_id: string;
    secret_masked: string;
    secret_rotated_at: string;
    certificate: {
        subject: string;
        issuer: string;
        serial: string;
        not_before: string;
        not_after: string;
        days_left: number;
        state: CertificateState;
    };
    webhook_url: string | null;
    webhook_last_test: WebhookTest | null;
    allowed_ips: string[];
    updated_at: string;
    updated_by: string | null;
    sponsor: Sponsor | null;
}

/** The settings' query and verbs' body name the organisation; without one the bank answers for itself. */
export const organizationOf = (organizationId: number | null) => ({ organization_id: organizationId });
