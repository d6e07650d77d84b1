import type { Method } from '../http/client';
import type { QueryValue } from '../http/query';

export type Identifier = string | number;

/** What a screen passes to a read or a verb: the record, the body, extra query values. */
export interface CallParams {
    /** The record the call is about (most paths end in it). */
    id?: Identifier;
    /** A plain object is sent as JSON, FormData as multipart. */
    data?: unknown;
    /** Query values of a read (filters, period). */
    query?: Record<string, QueryValue>;
    /** A money-moving call: its confirmation's key (`useConfirmation`), the same on every retry. */
    idempotencyKey?: string;
    /** The screen shows the failure itself (no notice from the error catalogue). */
    quiet?: boolean;
    signal?: AbortSignal;
    /** Uploads: 0–1 as the bytes leave. */
    onProgress?: (fraction: number) => void;
}

/**
 * One call of a resource that is not list/one/create/update/delete: a read (GET) or a verb (approve, pay,
 * cancel, upload...). `answer` reshapes what the API returns into what the screens read.
 */
export interface Operation {
    method: Method;
    path: (params: CallParams) => string;
    /** Query values derived from the params (defaults to `params.query`). */
    query?: (params: CallParams) => Record<string, QueryValue> | undefined;
    /** Moves money: refused without the confirmation's idempotency key. */
    money?: true;
    /** A multipart upload that reports its progress. */
    upload?: true;
    /** The answer is a file (a Blob), not JSON. */
    file?: true;
    /** From the API's body to `data`; defaults to `body.data` when the body is `{ data }`, else the body. */
    answer?: (body: unknown) => unknown;
}

/** Where one react-admin resource lives in the API. */
export interface ResourceEndpoints {
    /** Collection path: GET = list, POST = create. A function when a filter names the parent record. */
    path: string | ((filter: Record<string, unknown>) => string);
    /** Path of one record (GET one, PUT update, DELETE); defaults to `${path}/${id}`. */
    item?: (id: Identifier) => string;
    /** Filters the API knows under another name or shape (and the filter a `path` function consumed). */
    mapFilter?: (filter: Record<string, unknown>) => Record<string, QueryValue>;
    /** Reshapes each record of a list or one record (derived fields, another id). */
    record?: (raw: Record<string, unknown>) => Record<string, unknown>;
    /** Reads and verbs beyond react-admin's own methods, by name. */
    operations?: Record<string, Operation>;
}

export type ResourceMap = Record<string, ResourceEndpoints>;
