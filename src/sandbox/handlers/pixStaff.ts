import { PERMISSIONS } from '../../contract/permissions';
import type { PixOrganization } from '../../contract/pixOrganizations';
import { startOfDayUtc, toDateOnlyBrasilia } from '../../domain/dates';
import { PARTICIPANT_TYPE_LABELS } from '../../domain/pix';
import {
    API_SETTINGS_TEXTS,
    allowedIpsProblems,
    certificateDaysLeft,
    certificateState,
    maskSecret,
    webhookUrlProblem,
} from '../../domain/pixApiSettings';
import { indirectPosition, type PositionPix } from '../../domain/pixIndirect';
import { sha256 } from '../hash';
import { assertValid, type FieldErrors, validationError } from '../laravel';
import { participantName } from '../pix';
import type { Context } from '../route';
import type { SandboxState } from '../types';
import { pixRoute } from './pixCommon';

/*
 * The bank's own Pix staff screens (docs/api.md "Pix", staff): its participant identities, the indirect
 * participant's settlement position, and the API Pix integration settings. `organization_id` (query or body)
 * picks the organisation; without it, the bank itself (the first).
 */

const POSITION_DATE_MESSAGE = 'Escolha um dia até hoje, no formato aaaa-mm-dd.';
const SECRET_LENGTH = 48;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** RFC 2606 / 6761 names that never resolve: the sandbox's way to show an undelivered test notification. */
const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|[^.]+\.(test|example|invalid|localhost))$/i;

const sponsorOf = (state: SandboxState, org: PixOrganization) => {
    const sponsor = state.pixParticipants.find((p) => p.ispb === org.sponsor_ispb);
    return sponsor ? { ispb: sponsor.ispb, name: sponsor.name, short_name: sponsor.short_name } : null;
};

const organizationView = (state: SandboxState, org: PixOrganization) => ({
    id: org.id,
    name: org.name,
    trade_name: org.trade_name,
    document: org.document,
    ispb: org.ispb,
    participation: org.participation,
    participation_label: PARTICIPANT_TYPE_LABELS[org.participation],
    status: org.status,
    sponsor: sponsorOf(state, org),
    settlement_account: org.settlement_account,
    daily_funding: org.daily_funding,
});

function organizationOf(ctx: Context): PixOrganization {
    const raw = ctx.body.organization_id ?? ctx.url.searchParams.get('organization_id');
    const { pixOrganizations } = ctx.store.state;
    if (raw === undefined || raw === null || raw === '') return pixOrganizations[0];
    const found = pixOrganizations.find((o) => String(o.id) === String(raw));
    if (!found) throw validationError({ organization_id: [API_SETTINGS_TEXTS.organizationUnknown] });
    return found;
}

// ---------------------------------------------------------------- indirect position

/** The Pix records of the organisation's accounts, with what each wrote to the ledger. */
function positionRecords(state: SandboxState, org: PixOrganization): PositionPix[] {
    const banks = new Set(state.banks.filter((b) => b.ispb === org.ispb).map((b) => b.id));
    const accounts = new Set(state.accounts.filter((a) => banks.has(a.bank_id)).map((a) => a.id));
    const ledger = new Map(state.transactions.map((t) => [t.id, t.amount]));
    const rowAmount = (id: number | null) => (id === null ? 0 : (ledger.get(id) ?? 0));
    return state.pixTransfers
        .filter((t) => accounts.has(t.account_id))
        .map((t) => ({
            id: t.id,
            direction: t.direction,
            status: t.status,
            amount: t.amount,
            end_to_end_id: t.end_to_end_id,
            created_at: t.created_at,
            settled_at: t.settled_at,
            scheduled_for: t.scheduled_for,
            failure_reason: t.failure_reason,
            counterparty: { name: t.counterparty.name, ispb: t.counterparty.ispb },
            ledger: rowAmount(t.transaction_id) + rowAmount(t.reversal_transaction_id),
        }));
}

const position = (ctx: Context) => {
    const org = organizationOf(ctx);
    const today = toDateOnlyBrasilia();
    const date = ctx.url.searchParams.get('date') || today;
    if (startOfDayUtc(date) === null || date > today)
        throw validationError({ date: [POSITION_DATE_MESSAGE] });
    const { state } = ctx.store;
    return {
        data: {
            organization: organizationView(state, org),
            today,
            ...indirectPosition({
                records: positionRecords(state, org),
                ispb: org.ispb,
                date,
                opening: org.daily_funding,
                participantName: (ispb) => participantName(state, ispb),
            }),
        },
    };
};

// ---------------------------------------------------------------- API settings

const settingsView = (state: SandboxState, org: PixOrganization) => {
    const { api } = org;
    return {
        organization: { id: org.id, name: org.name, trade_name: org.trade_name, ispb: org.ispb },
        client_id: api.client_id,
        secret_masked: maskSecret(api.secret_last4),
        secret_rotated_at: api.secret_rotated_at,
        certificate: {
            ...api.certificate,
            days_left: certificateDaysLeft(api.certificate.not_after),
            state: certificateState(api.certificate.not_after),
        },
        webhook_url: api.webhook_url,
        webhook_last_test: api.webhook_last_test,
        allowed_ips: api.allowed_ips,
        updated_at: api.updated_at,
        updated_by: api.updated_by,
        sponsor: sponsorOf(state, org),
    };
};

const touched = (ctx: Context, org: PixOrganization) => {
    org.api.updated_at = new Date().toISOString();
    org.api.updated_by = ctx.user.name;
    ctx.store.save('pixOrganizations');
    return { data: settingsView(ctx.store.state, org) };
};

/** `webhook_url` and `allowed_ips`, each changed only when the body has it. */
function readSettings(ctx: Context) {
    const errors: FieldErrors = {};
    const changes: { webhook_url?: string | null; allowed_ips?: string[] } = {};
    if ('webhook_url' in ctx.body) {
        const raw = ctx.body.webhook_url;
        const text = typeof raw === 'string' ? raw.trim() : raw === null ? '' : null;
        const problem = text === null ? API_SETTINGS_TEXTS.webhookInvalid : text && webhookUrlProblem(text);
        if (problem) errors.webhook_url = [problem];
        else changes.webhook_url = text || null;
    }
    if ('allowed_ips' in ctx.body) {
        const raw = ctx.body.allowed_ips;
        if (!Array.isArray(raw) || raw.some((entry) => typeof entry !== 'string')) {
            errors.allowed_ips = ['Envie a lista de IPs como uma lista de textos.'];
        } else {
            const entries = raw.map((entry: string) => entry.trim());
            for (const [index, problem] of allowedIpsProblems(entries))
                errors[index < 0 ? 'allowed_ips' : `allowed_ips.${index}`] = [problem];
            changes.allowed_ips = entries;
        }
    }
    assertValid(errors);
    return changes;
}

const updateSettings = (ctx: Context) => {
    const org = organizationOf(ctx);
    const changes = readSettings(ctx);
    if (changes.webhook_url !== undefined && changes.webhook_url !== org.api.webhook_url) {
        org.api.webhook_url = changes.webhook_url;
        org.api.webhook_last_test = null;
    }
    if (changes.allowed_ips) org.api.allowed_ips = changes.allowed_ips;
    return touched(ctx, org);
};

/** Uniform over the 62 characters: bytes from 248 up (62 · 4) are drawn again rather than folded. */
const newSecret = () => {
    let secret = '';
    while (secret.length < SECRET_LENGTH) {
        for (const byte of crypto.getRandomValues(new Uint8Array(SECRET_LENGTH))) {
            if (byte < 248 && secret.length < SECRET_LENGTH) secret += ALPHANUMERIC[byte % 62];
        }
    }
    return secret;
};

/** A new client secret: answered this once, only its hash and last four characters are kept. */
const rotateSecret = async (ctx: Context) => {
    const org = organizationOf(ctx);
    const secret = newSecret();
    org.api.secret_hash = await sha256(secret);
    org.api.secret_last4 = secret.slice(-4);
    org.api.secret_rotated_at = new Date().toISOString();
    const answer = touched(ctx, org);
    return { data: { ...answer.data, client_secret: secret } };
};

/**
 * The sandbox does not leave the browser: a test notification is "delivered" to any public host, and fails
 * for the reserved names that never resolve (…example.com, .test, .invalid…).
 */
const testWebhook = (ctx: Context) => {
    const org = organizationOf(ctx);
    const url = org.api.webhook_url;
    if (!url) throw validationError({ webhook_url: [API_SETTINGS_TEXTS.webhookMissing] });
    const unreachable = RESERVED_HOST.test(new URL(url).hostname);
    org.api.webhook_last_test = {
        at: new Date().toISOString(),
        ok: !unreachable,
        status: unreachable ? null : 200,
        message: unreachable
            ? 'Não entregue: o domínio do endereço não existe (não foi encontrado no DNS).'
            : 'Entregue: o endereço respondeu 200 OK à notificação de teste.',
    };
    ctx.store.save('pixOrganizations');
    return { data: settingsView(ctx.store.state, org) };
};

export const pixStaffHandlers = [
    pixRoute('get', 'pix/organization', PERMISSIONS.pixOrganizationIndex, (ctx) => ({
        data: ctx.store.state.pixOrganizations.map((org) => organizationView(ctx.store.state, org)),
    })),
    pixRoute('get', 'pix/indirect/position', PERMISSIONS.pixIndirectIndex, position),
    pixRoute('get', 'pix/api-settings', PERMISSIONS.pixApiIndex, (ctx) => ({
        data: settingsView(ctx.store.state, organizationOf(ctx)),
    })),
    pixRoute('put', 'pix/api-settings', PERMISSIONS.pixApiUpdate, updateSettings),
    pixRoute('post', 'pix/api-settings/secret', PERMISSIONS.pixApiUpdate, rotateSecret),
    pixRoute('post', 'pix/api-settings/webhook/test', PERMISSIONS.pixApiUpdate, testWebhook),
];
