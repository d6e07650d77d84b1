import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    reportHttpFailure,
    resetErrorReportingForTests,
    type SentryLike,
    setSentryLoaderForTests,
} from './errorReporting';
import { HttpError } from './HttpError';

vi.mock('../config', async (importOriginal) => ({
    ...(await importOriginal<typeof import('../config')>()),
    API_HOST: 'api.exemplo.com.br',
}));

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

    it('sends one event with the error code, brand and path template for the production host', async () => {
        const sentry = fakeSentry();
        reportHttpFailure(failure(), `${API}/access/search/cpf?cpf=12345678909&page=1`);
        await vi.waitFor(() => expect(sentry.captureEvent).toHaveBeenCalledTimes(1));
        const event = sentry.captureEvent.mock.calls[0][0];
        expect(event.tags).toMatchObject({
            api_error: 'ACC020-1',
            brand: 'bancodigital',
            'http.status': '500',
        });
        expect(event.contexts?.http).toEqual({ method: 'GET', path: 'access/search/cpf', status: 500 });
        expect(event.message).toBe('HTTP 500 GET access/search/cpf');
        expect(JSON.stringify(event)).not.toMatch(/12345678909|529\.982\.247|abc|curta|bloqueado|query|body/);
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
            defaultIntegrations: false,
            maxBreadcrumbs: 0,
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
