/**
 * Rules of an organisation's API Pix integration settings (/apix), shared by the form and the sandbox bank:
 * the charges webhook URL, the allowed IP list, the masked client secret and the mTLS certificate's term.
 * Choices in docs/decisions.md ("Pix staff").
 */

export const WEBHOOK_URL_MAX = 500;
export const ALLOWED_IPS_MAX = 20;
/** The widest ranges accepted: a /0 would let the whole internet in. */
export const MIN_PREFIX = { v4: 16, v6: 32 } as const;
/** From this many days before expiry the certificate is shown as due for renewal. */
export const CERTIFICATE_WARNING_DAYS = 30;
/** Shown in place of the secret: only its last four characters are kept readable. */
export const SECRET_MASK = '••••••••••••';

export const API_SETTINGS_TEXTS = {
    webhookInvalid: 'Informe um endereço completo, como https://api.suaempresa.com.br/webhooks/pix.',
    webhookHttps: 'Use um endereço https://: a API Pix só envia notificações por conexão segura (TLS).',
    webhookLong: `O endereço pode ter no máximo ${WEBHOOK_URL_MAX} caracteres.`,
    webhookCredentials: 'Não coloque usuário ou senha no endereço: a autenticação é feita pelo certificado.',
    webhookPrivate:
        'O endereço precisa ser público na internet: localhost e IPs de rede interna não recebem notificações.',
    webhookMissing: 'Cadastre e salve o endereço do webhook antes de testar.',
    ipInvalid: (entry: string) => `"${entry}" não é um IP nem uma faixa CIDR válida.`,
    ipPrivate: (entry: string) =>
        `"${entry}" é de rede interna: informe os IPs públicos de saída dos seus servidores.`,
    ipWide: (entry: string, min: number) => `A faixa "${entry}" é ampla demais: use no mínimo /${min}.`,
    ipNotNetwork: (entry: string, network: string) =>
        `A faixa "${entry}" não começa no endereço inicial: use ${network}.`,
    ipRepeated: (entry: string) => `"${entry}" está repetido.`,
    ipTooMany: `Informe no máximo ${ALLOWED_IPS_MAX} IPs ou faixas.`,
    organizationUnknown: 'Organização Pix não encontrada.',
} as const;

// ---------------------------------------------------------------- IPv4 / IPv6

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const v4Number = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const v4Text = (n: number) => [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

/** 10/8, 172.16/12, 192.168/16, loopback, link-local, "this network" and carrier-grade NAT. */
const V4_PRIVATE: readonly [string, number][] = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
];

const inV4Range = (ip: number, [network, prefix]: [string, number]) =>
    Math.floor(ip / 2 ** (32 - prefix)) === Math.floor(v4Number(network) / 2 ** (32 - prefix));

export const isPrivateIpv4 = (ip: string) =>
    V4.test(ip) && V4_PRIVATE.some((range) => inV4Range(v4Number(ip), range));

/** A valid IPv6 address (any of its written forms), read with the URL parser. */
function isIpv6(text: string): boolean {
    if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(':')) return false;
    try {
        return new URL(`http://[${text}]/`).hostname.length > 2;
    } catch {
        return false;
    }
}

/** Loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10). */
function isPrivateIpv6(text: string): boolean {
    const canonical = new URL(`http://[${text}]/`).hostname.slice(1, -1).toLowerCase();
    if (canonical === '::1' || canonical === '::') return true;
    const first = Number.parseInt(canonical.split(':')[0] || '0', 16);
    return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** Why an allowed-IP entry is refused, or null: an IPv4 or IPv6 address, or a CIDR range of one. */
export function ipEntryProblem(entry: string): string | null {
    const [address, prefixText, extra] = entry.split('/');
    if (extra !== undefined || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)))
        return API_SETTINGS_TEXTS.ipInvalid(entry);
    if (V4.test(address)) {
        const prefix = prefixText === undefined ? 32 : Number(prefixText);
        if (prefix > 32) return API_SETTINGS_TEXTS.ipInvalid(entry);
        if (isPrivateIpv4(address)) return API_SETTINGS_TEXTS.ipPrivate(entry);
        if (prefix < MIN_PREFIX.v4) return API_SETTINGS_TEXTS.ipWide(entry, MIN_PREFIX.v4);
        const size = 2 ** (32 - prefix);
        const network = Math.floor(v4Number(address) / size) * size;
        if (network !== v4Number(address))
            return API_SETTINGS_TEXTS.ipNotNetwork(entry, `${v4Text(network)}/${prefix}`);
        return null;
    }
    if (isIpv6(address)) {
        const prefix = prefixText === undefined ? 128 : Number(prefixText);
        if (prefix > 128) return API_SETTINGS_TEXTS.ipInvalid(entry);
        if (isPrivateIpv6(address)) return API_SETTINGS_TEXTS.ipPrivate(entry);
        return prefix < MIN_PREFIX.v6 ? API_SETTINGS_TEXTS.ipWide(entry, MIN_PREFIX.v6) : null;
    }
    return API_SETTINGS_TEXTS.ipInvalid(entry);
}

/** The entries typed in the form: one per line, or separated by commas or spaces. */
export const splitIpList = (text: string): string[] =>
    text
        .split(/[\s,;]+/)
        .map((entry) => entry.trim())
        .filter(Boolean);

/** Problems of a whole list by position (its own, a repetition), and of the list (too many) at -1. */
export function allowedIpsProblems(entries: readonly string[]): Map<number, string> {
    const problems = new Map<number, string>();
    if (entries.length > ALLOWED_IPS_MAX) problems.set(-1, API_SETTINGS_TEXTS.ipTooMany);
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
        const key = entry.toLowerCase();
        const problem =
            ipEntryProblem(entry) ?? (seen.has(key) ? API_SETTINGS_TEXTS.ipRepeated(entry) : null);
        if (problem) problems.set(index, problem);
        seen.add(key);
    });
    return problems;
}

// ---------------------------------------------------------------- webhook

const isPublicHost = (hostname: string) => {
    const host = hostname.toLowerCase();
    if (host.startsWith('[')) return !isPrivateIpv6(host.slice(1, -1));
    if (V4.test(host)) return !isPrivateIpv4(host);
    return (
        host.includes('.') && host !== 'localhost' && !host.endsWith('.localhost') && !host.endsWith('.local')
    );
};

/** Why a charges webhook URL is refused, or null. An empty one means "no webhook" and is checked elsewhere. */
export function webhookUrlProblem(raw: string): string | null {
    const text = raw.trim();
    if (text.length > WEBHOOK_URL_MAX) return API_SETTINGS_TEXTS.webhookLong;
    let url: URL;
    try {
        url = new URL(text);
    } catch {
        return API_SETTINGS_TEXTS.webhookInvalid;
    }
    if (url.protocol !== 'https:') {
        return url.protocol === 'http:' ? API_SETTINGS_TEXTS.webhookHttps : API_SETTINGS_TEXTS.webhookInvalid;
    }
    if (!/^https:\/\/[^/?#\s]+/i.test(text) || /\s/.test(text)) return API_SETTINGS_TEXTS.webhookInvalid;
    if (url.username || url.password) return API_SETTINGS_TEXTS.webhookCredentials;
    return isPublicHost(url.hostname) ? null : API_SETTINGS_TEXTS.webhookPrivate;
}

// ---------------------------------------------------------------- secret and certificate

export const maskSecret = (last4: string) => `${SECRET_MASK}${last4}`;

const DAY_MS = 86_400_000;

/** Whole days from now to the certificate's expiry (negative once expired). */
export const certificateDaysLeft = (notAfter: string, now: Date = new Date()) =>
    Math.floor((Date.parse(notAfter) - now.getTime()) / DAY_MS);

export type CertificateState = 'valid' | 'expiring' | 'expired';

export function certificateState(notAfter: string, now: Date = new Date()): CertificateState {
    const days = certificateDaysLeft(notAfter, now);
    if (Date.parse(notAfter) <= now.getTime()) return 'expired';
    return days < CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid';
}
