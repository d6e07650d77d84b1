import { getToken } from '../authProvider/session';
import { currentBrand } from '../brands';
import { API_BASE } from '../config';
import { handleHttpError, userMessageFor, withCatalogueTexts } from './errorCatalogue';
import { reportHttpFailure } from './errorReporting';
import { HttpError, isHttpError } from './HttpError';
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
    /**
     * Money-moving calls: the key of the confirmation this call carries out (`useConfirmation`). Every
     * attempt of one confirmation sends the same key, so the bank answers a retry with its first result.
     */
    idempotencyKey?: string;
    /** Skip the error catalogue (the caller shows the failure itself). */
    quiet?: boolean;
}

/** A money-moving call's options: the confirmation's key is required. */
export type MoneyOptions = RequestOptions & { idempotencyKey: string };

export const MISSING_KEY = 'Chamada que movimenta dinheiro sem a chave (Idempotency-Key) da confirmação.';
export const LOST_RESPONSE = 'Verificando com o banco se a operação foi concluída…';

const isKey = (key: unknown) => typeof key === 'string' && /^[\w-]{16,100}$/.test(key);
const lostResponses = new WeakSet<object>();

/**
 * A money-moving call whose answer never arrived (network failure, unreadable answer): the bank may have
 * done it. Ask again with the same key; the bank answers the first result.
 */
export const isLostResponse = (error: unknown) => isHttpError(error) && lostResponses.has(error);

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
    if ('idempotencyKey' in options && !isKey(options.idempotencyKey)) throw new Error(MISSING_KEY);
    const failed = { method, path, query: options.query as Record<string, unknown> | undefined };
    const fail = (status: number, body: unknown): never => {
        const shown = status === 422 ? withCatalogueTexts(body) : body;
        const error = new HttpError(HANDLED_ERROR_MESSAGE, status, shown, failed);
        // A lost money-moving answer is the confirmation's to explain ("checking"), not a failure notice.
        const lost = status === 0 && options.idempotencyKey !== undefined;
        if (lost) {
            lostResponses.add(error);
            error.message = LOST_RESPONSE;
        } else if (options.quiet) error.message = userMessageFor(error);
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
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
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

/** The one door for money-moving calls: it refuses to send without the confirmation's key. */
export const requestMoney = <T = unknown>(path: string, options: MoneyOptions) => request<T>(path, options);

/**
 * The message react-admin receives for a failure the error catalogue already showed; the app's
 * notification component drops react-admin's second notice for it.
 */
export const HANDLED_ERROR_MESSAGE = 'app.http.handled';
