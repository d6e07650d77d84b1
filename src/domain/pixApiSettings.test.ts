import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    ALLOWED_IPS_MAX,
    allowedIpsProblems,
    certificateDaysLeft,
    certificateState,
    ipEntryProblem,
    maskSecret,
    splitIpList,
    API_SETTINGS_TEXTS as T,
    webhookUrlProblem,
} from './pixApiSettings';

describe('webhookUrlProblem', () => {
    it.each([
        ['https://api.suaempresa.com.br/webhooks/pix', null],
        ['https://api.suaempresa.com.br:8443/pix?conta=1', null],
        ['https://200.147.67.142/pix', null],
        ['https://[2001:db8::1]/pix', null],
        ['http://api.suaempresa.com.br/pix', T.webhookHttps],
        ['ftp://api.suaempresa.com.br/pix', T.webhookInvalid],
        ['api.suaempresa.com.br/pix', T.webhookInvalid],
        ['https://', T.webhookInvalid],
        ['https://api.empresa.com.br/a b', T.webhookInvalid],
        ['https://usuario:senha@api.empresa.com.br/pix', T.webhookCredentials],
        ['https://localhost/pix', T.webhookPrivate],
        ['https://servidor/pix', T.webhookPrivate],
        ['https://intranet.local/pix', T.webhookPrivate],
        ['https://192.168.0.10/pix', T.webhookPrivate],
        ['https://10.1.2.3/pix', T.webhookPrivate],
        ['https://127.0.0.1/pix', T.webhookPrivate],
        ['https://[::1]/pix', T.webhookPrivate],
        ['https://[fd00::5]/pix', T.webhookPrivate],
        [`https://api.empresa.com.br/${'a'.repeat(500)}`, T.webhookLong],
    ])('%s', (url, problem) => {
        expect(webhookUrlProblem(url)).toBe(problem);
    });

    it('accepts any https URL of a public host name', () => {
        fc.assert(
            fc.property(
                fc.domain().filter((d) => d.includes('.') && !/(^|\.)(local|localhost)$/.test(d)),
                fc.webPath(),
                (domain, path) => webhookUrlProblem(`https://${domain}${path}`) === null,
            ),
        );
    });
});

describe('ipEntryProblem', () => {
    it.each([
        ['203.0.113.7', null],
        ['203.0.113.0/24', null],
        ['198.51.0.0/16', null],
        ['2001:db8::/48', null],
        ['2001:db8:0:0:0:0:0:1', null],
        ['203.0.113.5/24', T.ipNotNetwork('203.0.113.5/24', '203.0.113.0/24')],
        ['198.0.0.0/8', T.ipWide('198.0.0.0/8', 16)],
        ['2001::/16', T.ipWide('2001::/16', 32)],
        ['10.0.0.1', T.ipPrivate('10.0.0.1')],
        ['172.20.1.1', T.ipPrivate('172.20.1.1')],
        ['100.64.0.1', T.ipPrivate('100.64.0.1')],
        ['fe80::1', T.ipPrivate('fe80::1')],
        ['1.2.3', T.ipInvalid('1.2.3')],
        ['256.1.1.1', T.ipInvalid('256.1.1.1')],
        ['01.2.3.4', T.ipInvalid('01.2.3.4')],
        ['203.0.113.0/33', T.ipInvalid('203.0.113.0/33')],
        ['203.0.113.0/24/1', T.ipInvalid('203.0.113.0/24/1')],
        ['exemplo.com.br', T.ipInvalid('exemplo.com.br')],
    ])('%s', (entry, problem) => {
        expect(ipEntryProblem(entry)).toBe(problem);
    });

    it('accepts every public IPv4 address on its own', () => {
        const privateFirst = new Set([0, 10, 127]);
        fc.assert(
            fc.property(
                fc.ipV4().filter((ip) => {
                    const [a, b] = ip.split('.').map(Number);
                    return (
                        !privateFirst.has(a) &&
                        !(a === 100 && b >= 64 && b < 128) &&
                        !(a === 169 && b === 254) &&
                        !(a === 172 && b >= 16 && b < 32) &&
                        !(a === 192 && b === 168)
                    );
                }),
                (ip) => ipEntryProblem(ip) === null,
            ),
        );
    });
});

describe('allowed IP list', () => {
    it('splits lines, commas and spaces', () => {
        expect(splitIpList(' 203.0.113.7\n198.51.100.0/24, 2001:db8::1 ;\n\n')).toEqual([
            '203.0.113.7',
            '198.51.100.0/24',
            '2001:db8::1',
        ]);
    });

    it('reports each entry by position, repetitions, and a list that is too long', () => {
        const problems = allowedIpsProblems(['203.0.113.7', '10.0.0.1', '203.0.113.7']);
        expect([...problems]).toEqual([
            [1, T.ipPrivate('10.0.0.1')],
            [2, T.ipRepeated('203.0.113.7')],
        ]);
        const many = Array.from({ length: ALLOWED_IPS_MAX + 1 }, (_, i) => `203.0.113.${i}`);
        expect(allowedIpsProblems(many).get(-1)).toBe(T.ipTooMany);
        expect(allowedIpsProblems(many.slice(1)).size).toBe(0);
    });
});

describe('secret and certificate', () => {
    it('shows only the last four characters of the secret', () => {
        expect(maskSecret('x9Z2')).toBe('••••••••••••x9Z2');
    });

    it('counts the days to expiry and warns from 30 days before', () => {
        const now = new Date('2026-05-01T12:00:00.000Z');
        expect(certificateDaysLeft('2026-05-31T12:00:00.000Z', now)).toBe(30);
        expect(certificateState('2026-05-31T12:00:00.000Z', now)).toBe('valid');
        expect(certificateState('2026-05-31T11:59:59.000Z', now)).toBe('expiring');
        expect(certificateState('2026-05-01T12:00:00.000Z', now)).toBe('expired');
        expect(certificateDaysLeft('2026-04-29T12:00:00.000Z', now)).toBe(-2);
    });
});
