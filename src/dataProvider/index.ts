import type {
    CreateParams,
    DataProvider,
    DeleteParams,
    GetListParams,
    GetManyParams,
    GetManyReferenceParams,
    GetOneParams,
    RaRecord,
    UpdateParams,
} from 'react-admin';
import { MISSING_KEY, type RequestOptions, request } from '../http/client';
import { HttpError, isHttpError } from '../http/HttpError';
import { type LaravelPage, listQuery, toFormErrors } from './laravel';
import type { CallParams, Identifier, Operation, ResourceEndpoints, ResourceMap } from './types';
import { keepWarm, type ListRequest, takeWarm } from './warmLists';

export type { CallParams, Identifier } from './types';
export { type ListRequest, WARM_FOR_MS } from './warmLists';

/**
 * The resource map loads with the first call, not with the login page: every area's paths are of no use
 * before someone signs in, and they would weigh on the first page's bundle.
 */
let resourceMap: Promise<ResourceMap> | undefined;
const loadResourceMap = () => {
    resourceMap ??= import('./resources').then(
        (module) => module.RESOURCES,
        (failure: unknown) => {
            // A chunk that failed to arrive (a new deploy, a lost connection) is asked for again next call.
            resourceMap = undefined;
            throw failure;
        },
    );
    return resourceMap;
};
const endpoints = async (resource: string): Promise<ResourceEndpoints> => {
    const found = (await loadResourceMap())[resource];
    if (!found) throw new Error(`Recurso sem endpoints no mapa: ${resource}`);
    return found;
};
/** Starts loading the resource map before the first call (a reload with a session: the screen's call follows). */
export const preloadResourceMap = () => void loadResourceMap().catch(() => undefined);

const listPath = (e: ResourceEndpoints, filter: Record<string, unknown> = {}) =>
    typeof e.path === 'function' ? e.path(filter) : e.path;
const itemPath = (e: ResourceEndpoints, id: Identifier) => e.item?.(id) ?? `${listPath(e)}/${id}`;
const operation = async (resource: string, name: string): Promise<Operation> => {
    const found = (await endpoints(resource)).operations?.[name];
    if (!found) throw new Error(`Operação ${name} não existe para ${resource}`);
    return found;
};
/** `{ data }` answers give their data; other bodies are the data. */
const unwrap = (body: unknown) =>
    body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
const shape = <R>(e: ResourceEndpoints, raw: R): R =>
    e.record ? (e.record(raw as Record<string, unknown>) as R) : raw;

/** 422 field errors reshaped for react-admin forms; any other failure passes through untouched. */
const call = async <T>(path: string, options?: RequestOptions): Promise<T> => {
    try {
        return (await request<T>(path, options)).body;
    } catch (error) {
        const errors = isHttpError(error) ? (error.body as { errors?: unknown } | null)?.errors : undefined;
        if (isHttpError(error) && error.status === 422 && errors && typeof errors === 'object') {
            const reshaped = new HttpError(
                error.message,
                422,
                { ...(error.body as object), errors: toFormErrors(errors as Record<string, string[]>) },
                error.request,
            );
            reshaped.handled = error.handled;
            throw reshaped;
        }
        throw error;
    }
};

const fetchList = async <R extends RaRecord>(resource: string, params: GetListParams) => {
    const e = await endpoints(resource);
    const page = await call<LaravelPage<R>>(listPath(e, params.filter), {
        query: listQuery(params, e.mapFilter),
        signal: params.signal,
    });
    // Some lists come whole, without `meta`: react-admin pages them.
    return { data: page.data.map((row) => shape(e, row)), total: page.meta?.total ?? page.data.length };
};

/**
 * Fetches a list ahead of its screen (a reload: the URL says which list and which page), so the request runs
 * while the screen's code loads; the screen's identical request then takes this answer. Returns the answer.
 */
export const prefetchList = (resource: string, request: ListRequest) => {
    const answer = fetchList(resource, request);
    keepWarm(resource, request, answer);
    return answer;
};

/**
 * Takes the answer of a list fetched ahead out of the warm store, for a caller that keeps it itself (the query
 * cache at start-up): left there, a later refresh of the same list within 15 s would get it again, stale.
 */
export const claimPrefetchedList = (resource: string, request: ListRequest) =>
    void takeWarm(resource, request);

/** Runs one operation of the resource map (see `Operation`). */
const run = async (resource: string, name: string, params: CallParams): Promise<unknown> => {
    const op = await operation(resource, name);
    if (op.money && !params.idempotencyKey) throw new Error(MISSING_KEY);
    const path = op.path(params);
    const query = op.query ? op.query(params) : params.query;
    if (op.upload) {
        const { uploadWithProgress } = await import('../http/transfer');
        const body = await uploadWithProgress(path, params.data as FormData, {
            onProgress: params.onProgress,
            signal: params.signal,
            quiet: params.quiet,
        });
        return op.answer ? op.answer(body) : unwrap(body);
    }
    if (op.file) {
        const { requestFile } = await import('../http/transfer');
        return requestFile(path, { signal: params.signal, quiet: params.quiet });
    }
    const options: RequestOptions = { method: op.method, signal: params.signal };
    if (query) options.query = query;
    if (params.data !== undefined) options.body = params.data;
    if (params.quiet) options.quiet = true;
    if (params.idempotencyKey !== undefined) options.idempotencyKey = params.idempotencyKey;
    // Verbs' screens read Laravel's 422 `errors` as the API sent them (serverFieldErrors), so no reshaping here.
    const body = (await request<unknown>(path, options)).body;
    return op.answer ? op.answer(body) : unwrap(body);
};

export interface BankDataProvider extends DataProvider {
    /** A read of the resource map beyond list/one (a summary, a lookup, a file): `useRead`. */
    read: <T = unknown>(resource: string, name: string, params?: CallParams) => Promise<{ data: T }>;
    /** A verb of the resource map (approve, pay, cancel, upload...): `useVerb`, through `useMutation`. */
    verb: <T = unknown>(resource: string, name: string, params?: CallParams) => Promise<{ data: T }>;
}

export const dataProvider: BankDataProvider = {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
        (takeWarm(resource, params) as Promise<{ data: R[]; total: number }> | undefined) ??
        fetchList<R>(resource, params),
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
        const e = await endpoints(resource);
        const { data } = await call<{ data: R }>(itemPath(e, params.id), { signal: params.signal });
        return { data: shape(e, data) };
    },
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
        const e = await endpoints(resource);
        const page = await call<LaravelPage<R>>(listPath(e), {
            query: { filter: { id: params.ids.join(',') }, per_page: params.ids.length },
            signal: params.signal,
        });
        return { data: page.data.map((row) => shape(e, row)) };
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
        const e = await endpoints(resource);
        const filter = { ...params.filter, [params.target]: params.id };
        const page = await call<LaravelPage<R>>(listPath(e, filter), {
            query: listQuery({ ...params, filter }, e.mapFilter),
            signal: params.signal,
        });
        return { data: page.data.map((row) => shape(e, row)), total: page.meta?.total ?? page.data.length };
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
        const e = await endpoints(resource);
        return call<{ data: R }>(listPath(e, params.data), { method: 'POST', body: params.data });
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
        const e = await endpoints(resource);
        return call<{ data: R }>(itemPath(e, params.id), { method: 'PUT', body: params.data });
    },
    updateMany: async (resource, params) => {
        const e = await endpoints(resource);
        await Promise.all(
            params.ids.map((id) => call(itemPath(e, id), { method: 'PUT', body: params.data })),
        );
        return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
        const e = await endpoints(resource);
        await call(itemPath(e, params.id), { method: 'DELETE' });
        return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource, params) => {
        const e = await endpoints(resource);
        await Promise.all(params.ids.map((id) => call(itemPath(e, id), { method: 'DELETE' })));
        return { data: params.ids };
    },
    read: async <T>(resource: string, name: string, params: CallParams = {}) => {
        if ((await operation(resource, name)).method !== 'GET')
            throw new Error(`${name} de ${resource} não é leitura`);
        return { data: (await run(resource, name, params)) as T };
    },
    verb: async <T>(resource: string, name: string, params: CallParams = {}) => ({
        data: (await run(resource, name, params)) as T,
    }),
};
