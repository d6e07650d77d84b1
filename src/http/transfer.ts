import { getToken } from '../authProvider/session';
import { currentBrand } from '../brands';
import { apiUrl, BRAND_HEADER, HANDLED_ERROR_MESSAGE, whenApiReady } from './client';
import { handleHttpError, userMessageFor } from './errorCatalogue';
import { reportHttpFailure } from './errorReporting';
import { HttpError } from './HttpError';

/**
 * File transfers beside client.ts's JSON calls: a multipart upload that reports its progress (fetch cannot,
 * XMLHttpRequest can), and a file download as a Blob. Same headers, same HttpError and error catalogue.
 */

const authHeaders = (): Record<string, string> => {
    const token = getToken();
    return {
        Accept: 'application/json',
        [BRAND_HEADER]: currentBrand().id,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
};

const failure = (
    method: string,
    path: string,
    url: string,
    status: number,
    body: unknown,
    quiet?: boolean,
) => {
    const error = new HttpError(HANDLED_ERROR_MESSAGE, status, body, { method, path });
    if (quiet) error.message = userMessageFor(error);
    else handleHttpError(error);
    reportHttpFailure(error, url);
    return error;
};

const parse = (text: string): unknown => {
    try {
        return text ? JSON.parse(text) : null;
    } catch {
        return { message: text.slice(0, 500) };
    }
};

export interface UploadOptions {
    /** 0–1 as the bytes leave (called with 1 once all are sent). */
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    quiet?: boolean;
}

/** POSTs a multipart form and answers the parsed JSON; failures become an HttpError, as `request` does. */
export const uploadWithProgress = async <T>(
    path: string,
    form: FormData,
    options: UploadOptions = {},
): Promise<T> => {
    await whenApiReady();
    const url = apiUrl(path);
    return new Promise<T>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
        xhr.upload.addEventListener('progress', (event) => {
            if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
        });
        xhr.upload.addEventListener('load', () => options.onProgress?.(1));
        xhr.addEventListener('load', () => {
            const body = parse(xhr.responseText);
            if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
            else reject(failure('POST', path, url, xhr.status, body, options.quiet));
        });
        xhr.addEventListener('error', () =>
            reject(failure('POST', path, url, 0, { reason: 'network' }, options.quiet)),
        );
        xhr.addEventListener('abort', () => reject(new DOMException('Envio cancelado.', 'AbortError')));
        options.signal?.addEventListener('abort', () => xhr.abort());
        xhr.send(form);
    });
};

/** GETs a file as a Blob (with its content type); a failure's JSON answer becomes the HttpError's body. */
export const requestFile = async (path: string, options: { signal?: AbortSignal; quiet?: boolean } = {}) => {
    await whenApiReady();
    const url = apiUrl(path);
    let response: Response;
    try {
        response = await fetch(url, { headers: authHeaders(), signal: options.signal });
    } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw failure('GET', path, url, 0, { reason: 'network', detail: String(cause) }, options.quiet);
    }
    if (!response.ok)
        throw failure('GET', path, url, response.status, parse(await response.text()), options.quiet);
    return response.blob();
};
