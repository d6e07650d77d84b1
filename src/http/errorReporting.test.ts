import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cpfFromSeed, formatCpf } from '../domain/cpf';
import {
    REMOVED,
    reportHttpFailure,
    resetErrorReportingForTests,
    type SentryLike,
    scrub,
    setSentryLoaderForTests,
} from './errorReporting';
import { HttpError } from './HttpError';

vi.mock('../config', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../config')>()),
    API_HOST: 'api.exemplo.com.br',
}));

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl_-x';

describe('scrub', () => {
    it.each([
        ['a password', { password: 'hunter2', name: 'Ana' }, { password: REMOVED, name: 'Ana' }],
        [
            'sensitive keys',
            { senha: 1, accessToken: 'a', client_secret: 'b', Authorization: 'c' },
            { senha: REMOVED, accessToken: REMOVED, client_secret: REMOVED, Authorization: REMOVED },
        ],
        [
            'codes and pins',
            { sms_code: '1234', otp: '9', cvv: '123', pin: '0000', page: 2 },
            { sms_code: REMOVED, otp: REMOVED, cvv: REMOVED, pin: REMOVED, page: 2 },
        ],
        ['a whole object under a sensitive key', { token: { value: 'x' } }, { token: REMOVED }],
        [
            'nested objects',
            { user: { profile: { senha: 'x', city: 'Recife' } } },
            { user: { profile: { senha: REMOVED, city: 'Recife' } } },
        ],
        [
            'arrays',
            [{ token: 'a' }, 'texto', [{ pass: 'b' }]],
            [{ token: REMOVED }, 'texto', [{ pass: REMOVED }]],
        ],
        ['a valid CPF', '12345678909', '***.456.789-**'],
        [
            'a valid CPF as a number',
            { document: 12345678909, amount: 42 },
            { document: '***.456.789-**', amount: 42 },
        ],
        [
            'a formatted CPF in a sentence',
            'O CPF 529.982.247-25 não existe.',
            'O CPF ***.982.247-** não existe.',
        ],
        ['a CPF in a query', 'cpf=12345678909&page=1', 'cpf=***.456.789-**&page=1'],
        ['a CPF used as a key', { '12345678909': true }, { '***.456.789-**': true }],
        ['an invalid CPF', 'conta 12345678900', 'conta 12345678900'],
        ['a repeated-digit CPF', '111.111.111-11', '111.111.111-11'],
        ['a longer number', 'boleto 123456789090', 'boleto 123456789090'],
        ['a CNPJ', '11.222.333/0001-81', '11.222.333/0001-81'],
        ['a hex id', 'f12345678909abcdef0123456789abcd', 'f12345678909abcdef0123456789abcd'],
        ['a JWT', `sessão ${JWT} expirada`, `sessão ${REMOVED} expirada`],
        ['a bearer token', 'Authorization: Bearer abc123.def', `Authorization: Bearer ${REMOVED}`],
        [
            'a sensitive URL parameter',
            'https://p.br/redefinir?token=abc&page=2',
            `https://p.br/redefinir?token=${REMOVED}&page=2`,
        ],
        ['dotted names', 'api.exemplo.com.br v2.94.35', 'api.exemplo.com.br v2.94.35'],
        ['plain values', [null, undefined, true, 3.5], [null, undefined, true, 3.5]],
    ])('scrubs %s', (_, input, expected) => {
        expect(scrub(input)).toEqual(expected);
    });

    it('never changes its input', () => {
        const input = { password: 'x', list: [{ cpf: '12345678909' }], when: new Date(0) };
        const before = structuredClone(input);
        scrub(input);
        expect(input).toEqual(before);
    });

    it('replaces cycles and keeps shared branches', () => {
        const shared = { cpf: '12345678909' };
        const looped: Record<string, unknown> = { name: 'a', shared, again: shared };
        looped.self = looped;
        const clean = scrub(looped);
        expect(clean).toEqual({
            name: 'a',
            shared: { cpf: '***.456.789-**' },
            again: { cpf: '***.456.789-**' },
            self: '[circular]',
        });
        expect(() => JSON.stringify(clean)).not.toThrow();
    });

    it('leaves no valid CPF readable in a string that contains it', () => {
        const separator = fc.constantFrom(' ', ':', '=', '/', '"', ',', '(', '\n', '.', '-', '_');
        fc.assert(
            fc.property(
                fc.nat(),
                fc.boolean(),
                fc.string(),
                separator,
                separator,
                fc.string(),
                (seed, formatted, before, left, right, after) => {
                    const digits = cpfFromSeed(seed);
                    const cpf = formatted ? formatCpf(digits) : digits;
                    const clean = scrub(`${before}${left}${cpf}${right}${after}`) as string;
                    expect(clean).not.toContain(digits);
                    expect(clean).not.toContain(formatCpf(digits));
                },
            ),
        );
    });
});

type SentryOptions = NonNullable<Parameters<SentryLike['init']>[0]>;

const DSN = 'https://chave@o1.ingest.sentry.io/1';
const API = 'https://api.exemplo.com.br/v1';

const fakeSentry = () => {
    const module = { init: vi.fn<SentryLike['init']>(), captureEvent: vi.fn<SentryLike['captureEvent']>() };
    const loader = vi.fn(async () => module);
    setSentryLoaderForTests(loader);
    return { ...module, loader };
};

const failure = () =>
    new HttpError(
        'app.http.handled',
        500,
        { message: 'CPF 529.982.247-25 bloqueado', token: 'abc', errors: { senha: ['curta'] } },
        { method: 'GET', path: 'access/search/cpf', query: { cpf: '12345678909', page: 1 } },
    );

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('reportHttpFailure', () => {
    beforeEach(() => {
        resetErrorReportingForTests();
        vi.stubEnv('VITE_SENTRY_DSN', DSN);
    });
    afterEach(() => {
        vi.unstubAllEnvs();
        resetErrorReportingForTests();
    });

    it('sends nothing, and loads nothing, without a DSN', async () => {
        vi.stubEnv('VITE_SENTRY_DSN', '');
        const sentry = fakeSentry();
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        await settle();
        expect(sentry.loader).not.toHaveBeenCalled();
    });

    it('sends nothing for another host', async () => {
        const sentry = fakeSentry();
        reportHttpFailure(failure(), 'http://localhost:5173/sandbox-api/v1/access/search/cpf');
        reportHttpFailure(failure(), 'https://outra.exemplo.com.br/v1/access/search/cpf');
        await settle();
        expect(sentry.loader).not.toHaveBeenCalled();
    });

    it('sends one scrubbed event with the error code and brand for the production host', async () => {
        const sentry = fakeSentry();
        reportHttpFailure(failure(), `${API}/access/search/cpf?cpf=12345678909&page=1`);
        await vi.waitFor(() => expect(sentry.captureEvent).toHaveBeenCalledTimes(1));
        const event = sentry.captureEvent.mock.calls[0][0];
        expect(event.tags).toMatchObject({
            api_error: 'ACC020-1',
            brand: 'bancodigital',
            'http.status': '500',
        });
        expect(event.contexts?.http).toEqual({
            method: 'GET',
            path: 'access/search/cpf',
            query: { cpf: '***.456.789-**', page: 1 },
            status: 500,
            body: { message: 'CPF ***.982.247-** bloqueado', token: REMOVED, errors: { senha: REMOVED } },
        });
        expect(JSON.stringify(event)).not.toMatch(/12345678909|529\.982\.247-25|abc|curta/);
    });

    it('loads and initialises the SDK once', async () => {
        const sentry = fakeSentry();
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        await vi.waitFor(() => expect(sentry.captureEvent).toHaveBeenCalledTimes(2));
        expect(sentry.loader).toHaveBeenCalledTimes(1);
        expect(sentry.init).toHaveBeenCalledTimes(1);
        expect(sentry.init.mock.calls[0][0]).toMatchObject({
            dsn: DSN,
            release: 'portal@2.94.35',
            environment: import.meta.env.MODE,
            dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
        });
    });

    it('swallows a failed SDK load and tries again next time', async () => {
        const loader = vi.fn(() => Promise.reject(new Error('offline')));
        setSentryLoaderForTests(loader);
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        await settle();
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        await settle();
        expect(loader).toHaveBeenCalledTimes(2);
    });

    it('scrubs every event again and drops fetch and xhr breadcrumbs', async () => {
        const sentry = fakeSentry();
        reportHttpFailure(failure(), `${API}/access/search/cpf`);
        await vi.waitFor(() => expect(sentry.init).toHaveBeenCalled());
        const { beforeSend, beforeBreadcrumb } = sentry.init.mock.calls[0][0] as SentryOptions;
        const internals = { sdkState: new Map() };
        const event = {
            type: undefined,
            request: { url: 'https://portal.br/redefinir?token=abc' },
            extra: { cpf: '12345678909' },
            sdkProcessingMetadata: internals,
        };
        expect(beforeSend?.(event, {})).toEqual({
            type: undefined,
            request: { url: `https://portal.br/redefinir?token=${REMOVED}` },
            extra: { cpf: '***.456.789-**' },
            sdkProcessingMetadata: internals,
        });
        expect(beforeBreadcrumb?.({ category: 'fetch', data: { url: `${API}/x` } })).toBeNull();
        expect(beforeBreadcrumb?.({ category: 'xhr' })).toBeNull();
        expect(beforeBreadcrumb?.({ category: 'navigation', data: { to: '/p?cpf=12345678909' } })).toEqual({
            category: 'navigation',
            data: { to: '/p?cpf=***.456.789-**' },
        });
    });

    it('never reports from the sandbox', async () => {
        vi.resetModules();
        vi.doMock('../config', async (importOriginal) => ({
            ...(await importOriginal<typeof import('../config')>()),
            API_HOST: null,
        }));
        const sandboxed = await import('./errorReporting');
        const loader = vi.fn(async () => ({ init: vi.fn(), captureEvent: vi.fn() }));
        sandboxed.setSentryLoaderForTests(loader);
        sandboxed.reportHttpFailure(failure(), 'http://localhost:3000/sandbox-api/v1/access/search/cpf');
        await settle();
        expect(loader).not.toHaveBeenCalled();
        vi.doUnmock('../config');
    });
});

describe('the Sentry SDK', () => {
    it('is never imported statically', () => {
        const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
            query: '?raw',
            import: 'default',
            eager: true,
        });
        const staticImport =
            /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]@sentry\/|^\s*import\s*['"]@sentry\//m;
        const offenders = Object.keys(sources).filter((file) => staticImport.test(sources[file]));
        expect(Object.keys(sources).length).toBeGreaterThan(10);
        expect(offenders).toEqual([]);
    });
});
