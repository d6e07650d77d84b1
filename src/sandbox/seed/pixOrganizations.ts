import type { Bank } from '../../contract/accounts';
import type { PixApiSettings, PixOrganization } from '../../contract/pixOrganizations';
import { cnpjCheckDigits } from '../../domain/cnpj';
import { PORTAL_ISPB } from '../../domain/pix';
import { createRng, type Rng } from './random';

/*
 * The portal bank's Pix identities. The bank itself is an indirect participant: Banco BTG Pactual settles its
 * Pix in the SPI, debiting and crediting the bank's settlement account there. Its payment-institution
 * sub-brand is in BCB homologation: registered with the same liquidante, no Pix yet.
 */

const ORGANIZATIONS_SEED = 20_201_005;
const DAY_MS = 86_400_000;
/** Banco BTG Pactual S.A., one of the seeded banks and a direct participant. */
const SPONSOR_ISPB = '30306294';
const SUB_BRAND_ISPB = '99000002';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const alnum = (rng: Rng, length: number) =>
    Array.from({ length }, () => ALPHANUMERIC[rng.int(0, ALPHANUMERIC.length - 1)]).join('');
const hex = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');

/**
 * The seeded secrets were never shown to anyone: only a hash (of nothing anyone knows) and the last four
 * characters are kept, as after a real rotation. Rotating on /apix gives a secret the user sees once.
 */
function apiSettings(
    rng: Rng,
    midnight: number,
    fields: Pick<PixApiSettings, 'webhook_url' | 'allowed_ips'> & {
        host: string;
        organization: string;
        issuedDaysAgo: number;
        expiresInDays: number;
    },
): PixApiSettings {
    const at = (days: number) => new Date(midnight + days * DAY_MS + 14 * 3_600_000).toISOString();
    return {
        client_id: `${fields.host.split('.')[0]}-${hex(rng, 8)}-${hex(rng, 4)}`,
        secret_hash: hex(rng, 64),
        secret_last4: alnum(rng, 4),
        secret_rotated_at: at(-fields.issuedDaysAgo),
        certificate: {
            subject: `CN=${fields.host}, O=${fields.organization}, C=BR`,
            issuer: 'AC SOLUTI SSL EV G4 (ICP-Brasil)',
            serial: hex(rng, 32).toUpperCase(),
            not_before: at(-fields.issuedDaysAgo),
            not_after: at(fields.expiresInDays),
        },
        webhook_url: fields.webhook_url,
        webhook_last_test: null,
        allowed_ips: fields.allowed_ips,
        updated_at: at(-fields.issuedDaysAgo),
        updated_by: null,
    };
}

export function createPixOrganizations(midnight: number, banks: readonly Bank[]): PixOrganization[] {
    const rng = createRng(ORGANIZATIONS_SEED);
    const bank = banks.find((b) => b.ispb === PORTAL_ISPB);
    const subBrandBase = `${SUB_BRAND_ISPB}0001`;
    return [
        {
            id: 1,
            name: bank?.name ?? 'Banco Digital S.A.',
            trade_name: 'Banco Digital',
            document: bank?.document ?? '',
            ispb: PORTAL_ISPB,
            participation: 'IDRT',
            status: 'active',
            sponsor_ispb: SPONSOR_ISPB,
            settlement_account: { branch: '0001', account: '41873025' },
            daily_funding: 10_000_000,
            // The certificate is near its renewal: the screen shows the warning.
            api: apiSettings(rng, midnight, {
                host: 'pix.bancodigital.com.br',
                organization: bank?.name ?? 'Banco Digital S.A.',
                issuedDaysAgo: 341,
                expiresInDays: 24,
                webhook_url: 'https://api.bancodigital.com.br/webhooks/pix/cobrancas',
                allowed_ips: ['203.0.113.0/28', '198.51.100.24'],
            }),
        },
        {
            id: 2,
            name: 'Banco Digital Pagamentos Instituição de Pagamento Ltda.',
            trade_name: 'BD Pay',
            document: subBrandBase + cnpjCheckDigits(subBrandBase),
            ispb: SUB_BRAND_ISPB,
            participation: 'IDRT',
            status: 'homologation',
            sponsor_ispb: SPONSOR_ISPB,
            settlement_account: { branch: '0001', account: '52904116' },
            daily_funding: 0,
            api: apiSettings(rng, midnight, {
                host: 'pix.bdpay.com.br',
                organization: 'Banco Digital Pagamentos IP Ltda.',
                issuedDaysAgo: 40,
                expiresInDays: 325,
                webhook_url: null,
                allowed_ips: [],
            }),
        },
    ];
}
