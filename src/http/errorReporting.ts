import { currentBrand } from '../brands';
import { API_HOST, PRODUCT_VERSION } from '../config';
import { isValidCpf, maskCpf } from '../domain/cpf';
import { errorCodeFor } from './errorCodes';
import type { HttpError } from './HttpError';

export const REMOVED = '[removido]';

const SENSITIVE = 'pass(?:word)?|senha|token|secret|authorization|code|otp|cvv|pin';
const SENSITIVE_KEY = new RegExp(SENSITIVE, 'i');
/** `?token=…` / `&senha=…` inside a URL-like string. */
const SENSITIVE_PARAM = new RegExp(`([?&;][^=&#\\s]*(?:${SENSITIVE})[^=&#\\s]*=)[^&#\\s]*`, 'gi');
/** A CPF standing on its own: not glued to other letters or digits (so hex ids and longer numbers stay). */
const CPF_CANDIDATE = /(?<![0-9A-Za-z])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![0-9A-Za-z])/g;
const BEARER = /\bBearer\s+[\w\-.~+/]+=*/gi;
const JWT = /(?<![\w-])ey[\w-]+\.[\w-]+\.[\w-]+/g;

const scrubText = (text: string): string =>
    text
        .replace(BEARER, `Bearer ${REMOVED}`)
        .replace(JWT, REMOVED)
        .replace(SENSITIVE_PARAM, `$1${REMOVED}`)
        .replace(CPF_CANDIDATE, (match) => (isValidCpf(match) ? maskCpf(match) : match));

const scrubNumber = (value: number): number | string => {
    if (!Number.isSafeInteger(value)) return value;
    const text = String(value);
    const clean = scrubText(text);
    return clean === text ? value : clean;
};

const scrubIn = (value: unknown, ancestors: Set<object>): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (typeof value === 'number') return scrubNumber(value);
    if (value === null || typeof value !== 'object' || value instanceof Date) return value;
    if (ancestors.has(value)) return '[circular]';
    ancestors.add(value);
    const clean = Array.isArray(value)
        ? value.map((item) => scrubIn(item, ancestors))
        : Object.fromEntries(
              Object.entries(value).map(([key, item]) => [
                  scrubText(key),
                  SENSITIVE_KEY.test(key) ? REMOVED : scrubIn(item, ancestors),
              ]),
          );
    ancestors.delete(value);
    return clean;
};

/**
 * A scrubbed copy: values under sensitive keys become '[removido]'; valid CPFs, bearer tokens, JWTs and
 * sensitive URL parameters are masked inside every string. The input is never changed; cycles become
 * '[circular]'.
 */
export const scrub = (value: unknown): unknown => scrubIn(value, new Set());

/** The part of `@sentry/react` used here; a type only, the module itself is loaded on demand. */
export type SentryLike = Pick<typeof import('@sentry/react'), 'init' | 'captureEvent'>;
type SentryOptions = NonNullable<Parameters<SentryLike['init']>[0]>;
type SentryEvent = Parameters<SentryLike['captureEvent']>[0];

// sdkProcessingMetadata holds SDK internals and is stripped before the event leaves the browser.
const scrubEvent: NonNullable<SentryOptions['beforeSend']> = (event) => ({
    ...(scrub(event) as typeof event),
    sdkProcessingMetadata: event.sdkProcessingMetadata,
});

const scrubBreadcrumb: NonNullable<SentryOptions['beforeBreadcrumb']> = (breadcrumb) =>
    breadcrumb.category === 'fetch' || breadcrumb.category === 'xhr'
        ? null
        : (scrub(breadcrumb) as typeof breadcrumb);

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
            beforeSend: scrubEvent,
            beforeBreadcrumb: scrubBreadcrumb,
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
    const { method, path, query } = error.request;
    const code = errorCodeFor(method, path);
    return scrub({
        message: `HTTP ${error.status} ${method} ${path}`,
        level: 'error',
        fingerprint: ['http-failure', code, String(error.status)],
        tags: { api_error: code, brand: currentBrand().id, 'http.status': String(error.status) },
        contexts: { http: { method, path, query: query ?? {}, status: error.status, body: error.body } },
    }) as SentryEvent;
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
