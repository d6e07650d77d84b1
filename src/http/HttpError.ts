import { HttpError as RaHttpError } from 'react-admin';

export interface FailedRequest {
    method: string;
    path: string;
    query?: Record<string, unknown>;
}

/**
 * Every failed call becomes one of these: status (0 for network failures and malformed answers),
 * the parsed body, and what was asked, so the error catalogue can decide what the user sees.
 * It extends react-admin's HttpError so forms pick up `body.errors` as field errors.
 */
export class HttpError extends RaHttpError {
    readonly request: FailedRequest;
    /** Set once the error catalogue has shown (or deliberately silenced) the user notice. */
    handled = false;

    constructor(message: string, status: number, body: unknown, request: FailedRequest) {
        super(message, status, body);
        this.request = request;
        Object.setPrototypeOf(this, HttpError.prototype);
        this.name = 'HttpError';
    }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
