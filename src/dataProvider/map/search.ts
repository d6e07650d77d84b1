import type { QueryValue } from '../../http/query';

/** The list's search box (`q`) is the API's `filter[search]`. */
export const qAsSearch = ({ q, ...rest }: Record<string, unknown>): Record<string, QueryValue> => ({
    ...(rest as Record<string, QueryValue>),
    ...(q === undefined || q === '' ? {} : { search: q as QueryValue }),
});
