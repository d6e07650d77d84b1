import { getToken } from '../authProvider/session';
import { currentBrand } from '../brands';
import { API_BASE } from '../config';
import { handleHttpError, userMessageFor } from './errorCatalogue';
import { reportHttpFailure } from './errorReporting';
import { HttpError } from './HttpError';
import { type QueryValue, serializeQuery } from './query';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const BRAND_HEADER = 'X-Brand';

export interface RequestOptions {
    method?: Method;
    query?: Record<string, QueryValue>;
    /** A plain object is sent as JSON; FormData as multipart. */
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    /** Money-moving calls: a fresh Idempotency-Key header for this attempt. */
    idempotent?: boolean;
    /** Skip the error catalogue (the caller shows the failure itself). */
    quiet?: boolean;
}

export interface HttpResponse<T> {
    status: number;
    headers: Headers;
    body: T;
}

export const apiUrl = (path: string, query?: Record<string, QueryValue>) => {
    const qs = serializeQuery(query);
    return `${API_BASE}/${path.replace(/^\/+/, '')}${qs ? `?${qs}` : ''}`;
};

let apiReady: Promise<unknown> = Promise.resolve();
/** Sandbox mode: calls wait until the sandbox's service worker answers, while the app renders meanwhile. */
export const setApiReady = (ready: Promise<unknown>) => {
    apiReady = ready.catch(() => undefined);
};
/** Resolves once calls can be sent (at once with a real API). */
export const whenApiReady = () => apiReady;

/** The one fetch client: base `<api>/v1`, bearer token and brand header on every call, errors normalized. */
export const request = async <T = unknown>(
    path: string,
    options: RequestOptions = {},
): Promise<HttpResponse<T>> => {
    const method = options.method ?? 'GET';
    const url = apiUrl(path, options.query);
    const failed = { method, path, query: options.query as Record<string, unknown> | undefined };
    const fail = (status: number, body: unknown): never => {
        const error = new HttpError(HANDLED_ERROR_MESSAGE, status, body, failed);
        if (options.quiet) error.message = userMessageFor(error);
        else handleHttpError(error);
        reportHttpFailure(error, url);
        throw error;
    };

    const headers = new Headers({
        Accept: 'application/json',
        [BRAND_HEADER]: currentBrand().id,
        ...options.headers,
    });
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (options.idempotent) headers.set('Idempotency-Key', crypto.randomUUID());
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
        body = options.body;
    } else if (options.body !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
        await apiReady;
        response = await fetch(url, {
            method,
            headers,
            body,
            signal: options.signal,
        });
    } catch (cause) {
        if (options.signal?.aborted) throw cause;
        return fail(0, { reason: 'network', detail: String(cause) });
    }

    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
        try {
            parsed = JSON.parse(text);
        } catch {
            if (response.ok) return fail(0, { reason: 'malformed', status: response.status });
            parsed = { message: text.slice(0, 500) };
        }
    }
    if (!response.ok) return fail(response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed as T };
};

/**
 * The message react-admin receives for a failure the error catalogue already showed; the app's
 * notification component drops react-admin's second notice for it.
 */
export const HANDLED_ERROR_MESSAGE = 'app.http.handled';
