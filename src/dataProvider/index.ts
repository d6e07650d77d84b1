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
import { type RequestOptions, request } from '../http/client';
import { HttpError, isHttpError } from '../http/HttpError';
import { type LaravelPage, listQuery, toFormErrors } from './laravel';
import { type Identifier, RESOURCES, type ResourceEndpoints } from './resources';

const endpoints = (resource: string): ResourceEndpoints => {
    const found = RESOURCES[resource];
    if (!found) throw new Error(`Recurso sem endpoints no mapa: ${resource}`);
    return found;
};
const itemPath = (e: ResourceEndpoints, id: Identifier) => e.item?.(id) ?? `${e.path}/${id}`;

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

export interface VerbParams {
    id: Identifier;
    data?: Record<string, unknown>;
    /** A money-moving verb: its confirmation's key (`useConfirmation`), the same on every retry. */
    idempotencyKey?: string;
}

export interface BankDataProvider extends DataProvider {
    /** A custom verb of the resource map (approve, reject, cancel, ...). */
    verb: (resource: string, verb: string, params: VerbParams) => Promise<{ data: RaRecord }>;
}

export const dataProvider: BankDataProvider = {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
        const e = endpoints(resource);
        const page = await call<LaravelPage<R>>(e.path, {
            query: listQuery(params, e.mapFilter),
            signal: params.signal,
        });
        return { data: page.data, total: page.meta.total };
    },
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
        const e = endpoints(resource);
        return call<{ data: R }>(itemPath(e, params.id), { signal: params.signal });
    },
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
        const e = endpoints(resource);
        const page = await call<LaravelPage<R>>(e.path, {
            query: { filter: { id: params.ids.join(',') }, per_page: params.ids.length },
            signal: params.signal,
        });
        return { data: page.data };
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
        const e = endpoints(resource);
        const page = await call<LaravelPage<R>>(e.path, {
            query: listQuery(
                { ...params, filter: { ...params.filter, [params.target]: params.id } },
                e.mapFilter,
            ),
            signal: params.signal,
        });
        return { data: page.data, total: page.meta.total };
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
        const e = endpoints(resource);
        return call<{ data: R }>(e.path, { method: 'POST', body: params.data });
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
        const e = endpoints(resource);
        return call<{ data: R }>(itemPath(e, params.id), { method: 'PUT', body: params.data });
    },
    updateMany: async (resource, params) => {
        const e = endpoints(resource);
        await Promise.all(
            params.ids.map((id) => call(itemPath(e, id), { method: 'PUT', body: params.data })),
        );
        return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => {
        const e = endpoints(resource);
        await call(itemPath(e, params.id), { method: 'DELETE' });
        return { data: params.previousData ?? ({ id: params.id } as R) };
    },
    deleteMany: async (resource, params) => {
        const e = endpoints(resource);
        await Promise.all(params.ids.map((id) => call(itemPath(e, id), { method: 'DELETE' })));
        return { data: params.ids };
    },
    verb: async (resource, verb, params) => {
        const e = endpoints(resource);
        const target = e.verbs?.[verb];
        if (!target) throw new Error(`Ação ${verb} não existe para ${resource}`);
        const options: RequestOptions = { method: target.method, body: params.data };
        if (params.idempotencyKey !== undefined) options.idempotencyKey = params.idempotencyKey;
        return call(target.path(params.id), options);
    },
};
