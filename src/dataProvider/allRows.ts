import { useQuery } from '@tanstack/react-query';
import { type DataProvider, type RaRecord, type SortPayload, useDataProvider } from 'react-admin';

/** A page of 100 rows; at most 40 pages are read. */
const PAGE = 100;
const MAX_PAGES = 40;
/** The API's own order (newest first, the bank first...): no sort asked. */
const API_ORDER: SortPayload = { field: '', order: 'ASC' };

export interface AllRowsOptions {
    sort?: SortPayload;
    perPage?: number;
    signal?: AbortSignal;
}

/** Every row of a list through the data provider, page after page, in order (a whole list comes at once). */
export const readAllRows = async <T extends RaRecord>(
    dataProvider: DataProvider,
    resource: string,
    filter: Record<string, unknown>,
    { sort = API_ORDER, perPage = PAGE, signal }: AllRowsOptions = {},
): Promise<T[]> => {
    const rows: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, total } = await dataProvider.getList<T>(resource, {
            filter,
            sort,
            pagination: { page, perPage },
            signal,
        });
        rows.push(...data);
        if (data.length < perPage || rows.length >= (total ?? 0)) break;
    }
    return rows;
};

/**
 * Every row of a filter, as one read (the totals, the exports and the list read the same rows). Its cache
 * entry starts with the resource, so a change to the resource reads it again. `key`: more of what names the
 * read (a counter that forces a new one).
 */
export const useAllRows = <T extends RaRecord>(
    resource: string,
    filter: Record<string, unknown> | null,
    options: Omit<AllRowsOptions, 'signal'> = {},
    key: unknown = null,
) => {
    const dataProvider = useDataProvider();
    return useQuery({
        queryKey: [resource, 'all', filter, options, key],
        queryFn: ({ signal }) => readAllRows<T>(dataProvider, resource, filter ?? {}, { ...options, signal }),
        enabled: filter !== null,
    });
};
