import type { QueryValue } from '../http/query';

export type Identifier = string | number;

/** Where one react-admin resource lives in the API. */
export interface ResourceEndpoints {
    /** Collection path: GET = list, POST = create. */
    path: string;
    /** Path of one record (GET one, PUT update, DELETE); defaults to `${path}/${id}`. */
    item?: (id: Identifier) => string;
    /** Filters the API knows under another name or shape. */
    mapFilter?: (filter: Record<string, unknown>) => Record<string, QueryValue>;
    /** Custom verbs: approve, reject, cancel... each a method and a path for one record. */
    verbs?: Record<string, { method: 'POST' | 'PUT' | 'DELETE'; path: (id: Identifier) => string }>;
}

/**
 * The resource map: react-admin resource → endpoints; the one place a backend's differences live.
 * Resource names are the spec's route paths (react-admin derives URLs from them): `tipos-contas`.
 */
/** The list's search box (`q`) is the API's `filter[search]`. */
const qAsSearch = ({ q, ...rest }: Record<string, unknown>): Record<string, QueryValue> => ({
    ...(rest as Record<string, QueryValue>),
    search: q as QueryValue,
});

export const RESOURCES: Record<string, ResourceEndpoints> = {
    'tipos-contas': {
        path: 'access/account_type',
        mapFilter: qAsSearch,
    },
    sacados: {
        path: 'payment/drawee',
        mapFilter: qAsSearch,
        verbs: { disable: { method: 'PUT', path: (id) => `payment/drawee/${id}/disable` } },
    },
};
