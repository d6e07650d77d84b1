import type { PixOrganization as StoredOrganization } from '../../../contract/pixOrganizations';
import type { CertificateState } from '../../../domain/pixApiSettings';
import type { IndirectPosition } from '../../../domain/pixIndirect';
import { request } from '../../../http/client';

/** The calls of the bank's Pix staff screens (docs/api.md "Pix", staff screens). */

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

const data = <T>(answer: { body: { data: T } }) => answer.body.data;
/** Without a chosen organisation the bank answers for itself (the first one). */
const which = (organizationId: number | null) =>
    organizationId === null ? {} : { organization_id: organizationId };

export const pixStaffApi = {
    organizations: (signal?: AbortSignal) =>
        request<{ data: PixOrganization[] }>('pix/organization', { signal }).then(data),
    position: (organizationId: number | null, date: string, signal?: AbortSignal) =>
        request<{ data: PositionAnswer }>('pix/indirect/position', {
            query: { ...which(organizationId), date },
            signal,
        }).then(data),
    settings: (organizationId: number | null, signal?: AbortSignal) =>
        request<{ data: ApiSettings }>('pix/api-settings', { query: which(organizationId), signal }).then(
            data,
        ),
    /** 422 field errors are shown on the form itself: no notice. */
    saveSettings: (
        organizationId: number | null,
        changes: { webhook_url?: string | null; allowed_ips?: string[] },
    ) =>
        request<{ data: ApiSettings }>('pix/api-settings', {
            method: 'PUT',
            body: { ...which(organizationId), ...changes },
            quiet: true,
        }).then(data),
    rotateSecret: (organizationId: number | null) =>
        request<{ data: ApiSettings & { client_secret: string } }>('pix/api-settings/secret', {
            method: 'POST',
            body: which(organizationId),
        }).then(data),
    testWebhook: (organizationId: number | null) =>
        request<{ data: ApiSettings }>('pix/api-settings/webhook/test', {
            method: 'POST',
            body: which(organizationId),
        }).then(data),
};
