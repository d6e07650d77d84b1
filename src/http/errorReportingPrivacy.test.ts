import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    minimalEvent,
    pathTemplate,
    REMOVED,
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

type SentryOptions = NonNullable<Parameters<SentryLike['init']>[0]>;
type SentryEvent = Parameters<SentryLike['captureEvent']>[0];

/** Everything that identifies a person in the event below; none of it may leave the browser. */
const PERSONAL = [
    'Maria Helena',
    'maria.souza@exemplo.com.br',
    '21998765432',
    '(21) 99876-5432',
    '529.982.247-25',
    '52998224725',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '11.222.333/0001-81',
    '4567801',
    '5162 9200 1234 5678',
    'sk_live_51Habc',
    'sessao=abc123',
    'eyJhbGciOiJIUzI1NiJ9',
    'Av. Paulista',
    '189.45.1.20',
];

/** A realistic event as the SDK would build it around a failure, with personal data in every corner. */
const realisticEvent = (): SentryEvent => ({
    event_id: 'a1b2c3',
    timestamp: 1_764_000_000,
    platform: 'javascript',
    level: 'error',
    release: 'portal@2.94.35',
    environment: 'production',
    message: 'HTTP 422 GET access/search/cpf/52998224725 Maria Helena',
    tags: { api_error: 'ACC020-1', brand: 'bancodigital', 'http.status': '422', holder: 'Maria Helena' },
    contexts: {
        http: {
            method: 'get',
            path: 'access/person/52998224725/accounts?q=Maria Helena&email=maria.souza@exemplo.com.br',
            query: { q: 'Maria Helena', cnpj: '12.ABC.345/01DE-35' },
            status: 422,
            body: { message: 'Conta 4567801 de Maria Helena', errors: { phone: ['21998765432'] } },
        },
        browser: { name: 'Chrome' },
        culture: { timezone: 'America/Sao_Paulo' },
    },
    request: {
        url: 'https://portal.exemplo.com.br/holders?holder=52998224725&q=Maria Helena',
        method: 'GET',
        headers: {
            Cookie: 'sessao=abc123',
            Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
            'X-Api-Key': 'sk_live_51Habc',
        },
        cookies: { sessao: 'abc123' },
        query_string: 'q=Maria Helena&cpf=529.982.247-25',
        data: { card: '5162 9200 1234 5678', cnpj: '11.222.333/0001-81' },
    },
    user: {
        id: '52998224725',
        email: 'maria.souza@exemplo.com.br',
        ip_address: '189.45.1.20',
        username: 'Maria Helena',
    },
    extra: { phone: '(21) 99876-5432', address: 'Av. Paulista, 1000', account: '4567801' },
    breadcrumbs: [
        { category: 'navigation', data: { from: '/', to: '/holders?q=Maria Helena' } },
        { category: 'ui.click', message: 'button "Pagar R$ 10,00 a Maria Helena"' },
        { category: 'console', message: 'cartão 5162 9200 1234 5678 recusado' },
        {
            category: 'fetch',
            data: { url: 'https://api.exemplo.com.br/v1/access/search/cpf?cpf=52998224725' },
        },
    ],
    exception: {
        values: [
            {
                type: 'TypeError',
                value: 'Cannot read e-mail maria.souza@exemplo.com.br of CNPJ 12ABC34501DE35',
                stacktrace: {
                    frames: [
                        {
                            filename: 'https://portal.exemplo.com.br/assets/index-abc.js?cpf=52998224725',
                            function: 'payBoleto',
                            lineno: 10,
                            colno: 20,
                            in_app: true,
                        },
                        {
                            filename: 'https://portal.exemplo.com.br/holders?q=Maria Helena',
                            function: 'onClick',
                            lineno: 1,
                            colno: 2,
                        },
                    ],
                },
            },
        ],
    },
    sdk: { name: 'sentry.javascript.react', version: '11.12.0', settings: { infer_ip: 'auto' } },
    sdkProcessingMetadata: { normalizedRequest: { url: 'x' } },
});

describe('what an error report carries', () => {
    afterEach(() => {
        vi.unstubAllEnvs();
        resetErrorReportingForTests();
    });

    it.each([
        ['access/person/52998224725/accounts', 'access/person/{id}/accounts'],
        ['/access/search/cpf/529.982.247-25?cpf=x', 'access/search/cpf/{id}'],
        ['drawee/drawee/12ABC34501DE35', 'drawee/drawee/{id}'],
        ['pix/dictionary/key/maria.souza@exemplo.com.br', 'pix/dictionary/key/{id}'],
        ['access/account_type', 'access/account_type'],
        ['access/user/9f8e7d6c-aaaa-bbbb-cccc-0123456789ab/edit', 'access/user/{id}/edit'],
    ])('path %s → %s', (path, template) => {
        expect(pathTemplate(path)).toBe(template);
    });

    it('keeps only method, path template, status, code, brand and release of a realistic event', () => {
        const sent = minimalEvent(realisticEvent());
        expect(sent).toEqual({
            event_id: 'a1b2c3',
            timestamp: 1_764_000_000,
            platform: 'javascript',
            level: 'error',
            release: 'portal@2.94.35',
            environment: 'production',
            sdk: { name: 'sentry.javascript.react', version: '11.12.0', settings: { infer_ip: 'never' } },
            type: undefined,
            message: 'HTTP 422 GET access/person/{id}/accounts',
            contexts: { http: { method: 'GET', path: 'access/person/{id}/accounts', status: 422 } },
            fingerprint: ['http-failure', 'ACC020-1', '422'],
            tags: { api_error: 'ACC020-1', brand: 'bancodigital', 'http.status': '422' },
            exception: {
                values: [
                    {
                        type: 'TypeError',
                        value: REMOVED,
                        stacktrace: {
                            frames: [
                                {
                                    filename: 'https://portal.exemplo.com.br/assets/index-abc.js',
                                    function: 'payBoleto',
                                    lineno: 10,
                                    colno: 20,
                                    in_app: true,
                                },
                                {
                                    filename: REMOVED,
                                    function: 'onClick',
                                    lineno: 1,
                                    colno: 2,
                                    in_app: undefined,
                                },
                            ],
                        },
                    },
                ],
            },
            sdkProcessingMetadata: { normalizedRequest: { url: 'x' } },
        });
        const { sdkProcessingMetadata: _, ...leaving } = sent;
        const text = JSON.stringify(leaving);
        for (const value of PERSONAL) expect(text).not.toContain(value);
    });

    it('runs every event through it before sending, and collects no breadcrumbs', async () => {
        vi.stubEnv('VITE_SENTRY_DSN', 'https://chave@o1.ingest.sentry.io/1');
        const module = {
            init: vi.fn<SentryLike['init']>(),
            captureEvent: vi.fn<SentryLike['captureEvent']>(),
        };
        setSentryLoaderForTests(async () => module);
        const failure = new HttpError(
            'app.http.handled',
            404,
            { message: 'Titular Maria Helena não encontrado', email: 'maria.souza@exemplo.com.br' },
            { method: 'GET', path: 'access/person/52998224725', query: { q: 'Maria Helena' } },
        );
        reportHttpFailure(failure, 'https://api.exemplo.com.br/v1/access/person/52998224725?q=Maria');
        await vi.waitFor(() => expect(module.captureEvent).toHaveBeenCalledTimes(1));
        const reported = JSON.stringify(module.captureEvent.mock.calls[0][0]);
        expect(reported).toContain('HTTP 404 GET access/person/{id}');
        for (const value of [...PERSONAL, 'Maria']) expect(reported).not.toContain(value);

        const options = module.init.mock.calls[0][0] as SentryOptions;
        expect(options).toMatchObject({ defaultIntegrations: false, maxBreadcrumbs: 0 });
        expect(
            options.beforeBreadcrumb?.({ category: 'navigation', data: { to: '/holders?q=Maria' } }),
        ).toBeNull();
        const sent = JSON.stringify(options.beforeSend?.(realisticEvent() as never, {}));
        for (const value of PERSONAL) expect(sent).not.toContain(value);
    });
});
