import type { GetListParams } from 'react-admin';
import type { QueryValue } from '../http/query';

/** A Laravel paginated list answer. */
export interface LaravelPage<T> {
    data: T[];
    meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/** `page`, `per_page`, `sort=name` / `sort=-name`, `filter[field]=value` (docs/api.md). */
export const listQuery = (
    params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
    mapFilter: (filter: Record<string, unknown>) => Record<string, QueryValue> = (f) =>
        f as Record<string, QueryValue>,
): Record<string, QueryValue> => {
    const query: Record<string, QueryValue> = {};
    if (params.pagination) {
        query.page = params.pagination.page;
        query.per_page = params.pagination.perPage;
    }
    if (params.sort?.field) query.sort = `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`;
    const filter = mapFilter(params.filter ?? {});
    if (Object.keys(filter).length > 0) query.filter = filter;
    return query;
};

/**
 * Laravel 422 `errors: { field: ['texto'], 'address.zip': ['texto'] }` → react-admin's
 * `{ field: 'texto', address: { zip: 'texto' } }`, so each message lands on its input.
 */
export const toFormErrors = (errors: Record<string, string[] | string>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(errors)) {
        const message = Array.isArray(value) ? value[0] : value;
        if (!message) continue;
        const keys = path.split('.');
        let node = out;
        keys.slice(0, -1).forEach((key) => {
            if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
            node = node[key] as Record<string, unknown>;
        });
        node[keys[keys.length - 1]] = message;
    }
    return out;
};
