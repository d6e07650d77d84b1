import { getQuery, parseQueryFromLocation, type SortPayload } from 'react-admin';

/**
 * What a react-admin list screen shows first, declared once for the screen and for the start-up prefetch
 * (src/app/routes/preload.ts): its resource, default order and page size, and how it reads the URL.
 */
export interface ListPrefetch {
    /** The route of the screen. */
    path: string;
    resource: string;
    sort: SortPayload;
    perPage: number;
    /**
     * true: the list keeps its filters, order and page in the URL and in the session's store (react-admin's
     * default). false: neither (`disableSyncWithLocation` and `storeKey={false}`); it starts from its defaults.
     */
    syncWithLocation: boolean;
    /** The list's `filterDefaultValues`, from the URL's query. */
    filterDefaultValues?: (search: URLSearchParams) => Record<string, unknown>;
}

/**
 * The getList request the list will make on its first render, computed as react-admin does (`getQuery`):
 * the URL's list parameters, else the ones stored for this list, else the defaults.
 */
export const firstListRequest = (list: ListPrefetch, search: string, stored: unknown) => {
    const query = getQuery({
        queryFromLocation: list.syncWithLocation ? parseQueryFromLocation({ search }) : {},
        params: list.syncWithLocation ? stored : {},
        filterDefaultValues: list.filterDefaultValues?.(new URLSearchParams(search)),
        sort: list.sort,
        perPage: list.perPage,
    });
    return {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: query.filter ?? {},
    };
};
