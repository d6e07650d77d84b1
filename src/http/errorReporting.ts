import { currentBrand } from '../brands';
import { API_HOST, PRODUCT_VERSION } from '../config';
import { ERROR_CODE_AREAS, errorCodeFor } from './errorCodes';
import type { HttpError } from './HttpError';

export const REMOVED = '[removido]';

/** The words of the API's paths (the error-code table): any other segment is an id, a document or a key. */
const PATH_WORDS = new Set(
    ERROR_CODE_AREAS.flatMap(({ endpoints }) => endpoints.flatMap((endpoint) => endpoint.split('/'))).filter(
        (segment) => segment !== '{id}',
    ),
);

/** 'access/person/123/accounts?q=Maria' → 'access/person/{id}/accounts': no query, no ids, no documents. */
export const pathTemplate = (path: string): string =>
    path
        .replace(/[?#].*$/s, '')
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map((segment) => (PATH_WORDS.has(segment) ? segment : '{id}'))
        .join('/');

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const methodOf = (method: unknown) => {
    const upper = String(method).toUpperCase();
    return METHODS.has(upper) ? upper : 'OTHER';
};
const KEPT_TAGS = ['api_error', 'brand', 'http.status'];

/** The part of `@sentry/react` used here; a type only, the module itself is loaded on demand. */
export type SentryLike = Pick<typeof import('@sentry/react'), 'init' | 'captureEvent'>;
type SentryOptions = NonNullable<Parameters<SentryLike['init']>[0]>;
type SentryEvent = Parameters<SentryLike['captureEvent']>[0];

type StackFrame = NonNullable<
    NonNullable<NonNullable<SentryEvent['exception']>['values']>[number]['stacktrace']
>['frames'];

/** A frame's code location only; a file that is not the app's script (a page URL, a query) is removed. */
const codeFrames = (frames: StackFrame) =>
    frames?.map(({ filename, function: name, lineno, colno, in_app }) => {
        const file = filename?.replace(/[?#].*$/s, '');
        return {
            filename: file && /\.(?:m?js|tsx?)$/.test(file) ? file : REMOVED,
            function: name,
            lineno,
            colno,
            in_app,
        };
    });

/**
 * What leaves the browser (docs/error-reporting.md): the method, the path template, the status, the error
 * code, the brand and the release, and for an exception its type and code locations. Everything else (user,
 * request with its headers, cookies and query, extra, breadcrumbs, bodies, exception messages) is dropped,
 * because no pattern can recognise every name, e-mail, account or card number that may be in it.
 */
export const minimalEvent = (event: SentryEvent): SentryEvent => {
    const http = event.contexts?.http as Record<string, unknown> | undefined;
    const request = http && {
        method: methodOf(http.method),
        path: pathTemplate(String(http.path ?? '')),
        status: Number(http.status) || 0,
    };
    const tags = Object.fromEntries(
        Object.entries(event.tags ?? {}).filter(
            ([key, value]) => KEPT_TAGS.includes(key) && /^[\w.-]*$/.test(String(value)),
        ),
    );
    return {
        event_id: event.event_id,
        timestamp: event.timestamp,
        platform: event.platform,
        level: event.level,
        release: event.release,
        environment: event.environment,
        sdk: event.sdk && {
            name: event.sdk.name,
            version: event.sdk.version,
            settings: { infer_ip: 'never' },
        },
        type: event.type,
        ...(request && {
            message: `HTTP ${request.status} ${request.method} ${request.path}`,
            contexts: { http: request },
            fingerprint: ['http-failure', String(tags.api_error ?? ''), String(request.status)],
        }),
        tags,
        ...(event.exception?.values && {
            exception: {
                values: event.exception.values.map((value) => ({
                    type: value.type,
                    value: REMOVED,
                    stacktrace: value.stacktrace && { frames: codeFrames(value.stacktrace.frames) },
                })),
            },
        }),
        // SDK internals, stripped by the SDK itself before the event is sent.
        sdkProcessingMetadata: event.sdkProcessingMetadata,
    };
};

const beforeSend: NonNullable<SentryOptions['beforeSend']> = (event) => minimalEvent(event) as typeof event;

/** SDK 11 replaced `sendDefaultPii` with these (permissive by default): no IP, cookies, headers or bodies. */
const NO_DEFAULT_PII: SentryOptions['dataCollection'] = {
    userInfo: false,
    cookies: false,
    httpHeaders: false,
    httpBodies: [],
    urlQueryParams: false,
    graphQL: { document: false, variables: false },
    stackFrameVariables: false,
};

const realLoader = (): Promise<SentryLike> => import('@sentry/react');
let loader = realLoader;
let sentry: Promise<SentryLike> | null = null;

const loadSentry = (dsn: string): Promise<SentryLike> => {
    sentry ??= loader().then((module) => {
        module.init({
            dsn,
            release: `portal@${PRODUCT_VERSION}`,
            environment: import.meta.env.MODE,
            dataCollection: NO_DEFAULT_PII,
            // Only the HTTP failures reported below: no global error handlers, breadcrumbs or page context.
            defaultIntegrations: false,
            maxBreadcrumbs: 0,
            beforeBreadcrumb: () => null,
            beforeSend,
        });
        return module;
    });
    sentry.catch(() => {
        sentry = null;
    });
    return sentry;
};

const hostOf = (url: string): string | null => {
    try {
        return new URL(url).host;
    } catch {
        return null;
    }
};

const dsn = (): string | undefined => (import.meta.env.VITE_SENTRY_DSN as string | undefined) || undefined;

const eventFor = (error: HttpError): SentryEvent => {
    const method = methodOf(error.request.method);
    const path = pathTemplate(error.request.path);
    const code = errorCodeFor(method, error.request.path);
    return minimalEvent({
        level: 'error',
        tags: { api_error: code, brand: currentBrand().id, 'http.status': String(error.status) },
        contexts: { http: { method, path, status: error.status } },
    });
};

/** Sends a failure against the production API to Sentry (spec 1 §8); never throws, never on the sandbox. */
export const reportHttpFailure = (error: HttpError, url: string): void => {
    const configured = dsn();
    if (!configured || API_HOST === null || hostOf(url) !== API_HOST) return;
    const event = eventFor(error);
    loadSentry(configured)
        .then((module) => module.captureEvent(event))
        .catch(() => undefined);
};

export const setSentryLoaderForTests = (next: () => Promise<SentryLike>): void => {
    loader = next;
    sentry = null;
};

export const resetErrorReportingForTests = (): void => {
    loader = realLoader;
    sentry = null;
};
