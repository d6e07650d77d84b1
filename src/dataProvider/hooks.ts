import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider, CallParams } from './index';

/**
 * A read of the resource map beyond list/one (react-admin's custom-method pattern: `useQuery` over the data
 * provider). `null` params: nothing to read yet (the query waits, in its loading state).
 */
export const useRead = <T>(
    resource: string,
    name: string,
    params: Omit<CallParams, 'signal'> | null = {},
    options: { refetchInterval?: number; staleTime?: number } = {},
): UseQueryResult<T> => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useQuery({
        queryKey: readKey(resource, name, params),
        queryFn: ({ signal }) =>
            dataProvider.read<T>(resource, name, { ...params, signal }).then(({ data }) => data),
        enabled: params !== null,
        ...options,
    });
};

/** The query key of a read, to refresh it or set its answer after a verb. */
export const readKey = (resource: string, name: string, params: Omit<CallParams, 'signal'> | null = {}) =>
    [resource, 'read', name, params] as const;

/** A verb of the resource map (approve, pay, cancel...) through react-query's `useMutation`. */
export const useVerb = <T = unknown>(resource: string, name: string) => {
    const dataProvider = useDataProvider<BankDataProvider>();
    return useMutation({
        mutationFn: (params: CallParams = {}) =>
            dataProvider.verb<T>(resource, name, params).then(({ data }) => data),
        // A verb's body may hold a transaction password: react-query forgets it as soon as the screen is gone,
        // not five minutes later (its default).
        gcTime: 0,
    });
};

/** The three states a screen renders (loading, failed with a retry, ready), from a react-query read. */
export type Load<T> =
    | { status: 'loading'; data?: undefined; retry: () => void }
    | { status: 'error'; data?: undefined; error: unknown; retry: () => void }
    | { status: 'ready'; data: T; retry: () => void };

interface QueryLike<T> {
    status: UseQueryResult<T>['status'];
    data?: T;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
}

/**
 * A query as `Load`: a failed read that is being retried shows as loading again. A failure was already
 * shown by the http layer's notice; the screen only renders its inline "could not load" state.
 */
export const asLoad = <T>(query: QueryLike<T>): Load<T> => {
    const retry = () => void query.refetch();
    if (query.status === 'success') return { status: 'ready', data: query.data as T, retry };
    if (query.status === 'error' && !query.isFetching) return { status: 'error', error: query.error, retry };
    return { status: 'loading', retry };
};

/** Several reads a screen shows together, as one state with one retry (the first failure wins). */
export const allLoaded = <T extends Record<string, unknown>>(
    loads: {
        [K in keyof T]: Load<T[K]>;
    },
): Load<T> => {
    const all = Object.values(loads) as Load<unknown>[];
    const retry = () => {
        for (const load of all) load.retry();
    };
    const failed = all.find((load) => load.status === 'error');
    if (failed?.status === 'error') return { status: 'error', error: failed.error, retry };
    if (all.some((load) => load.status === 'loading')) return { status: 'loading', retry };
    const data = Object.fromEntries(
        Object.entries(loads).map(([key, load]) => [key, (load as Load<unknown>).data]),
    );
    return { status: 'ready', data: data as T, retry };
};
