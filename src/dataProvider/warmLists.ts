import type { GetListParams, GetListResult } from 'react-admin';

/** A list's request as react-admin's list makes it: the page, the order, the filter. */
export type ListRequest = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** How long a list fetched ahead waits for its screen; after that the screen asks the bank again. */
export const WARM_FOR_MS = 15_000;

const warm = new Map<string, { until: number; answer: Promise<GetListResult> }>();

/** JSON with sorted keys: the same request has one key however its filter object was built. */
const stable = (value: unknown): string =>
    Array.isArray(value)
        ? `[${value.map(stable).join(',')}]`
        : value !== null && typeof value === 'object'
          ? `{${Object.keys(value)
                .sort()
                .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
                .join(',')}}`
          : JSON.stringify(value);

const keyOf = (resource: string, { pagination, sort, filter }: ListRequest) =>
    stable([resource, pagination, sort, filter ?? {}]);

/** Keeps the answer of a list fetched ahead (at start-up) for the screen that will ask for it. */
export const keepWarm = (
    resource: string,
    request: ListRequest,
    answer: Promise<GetListResult>,
    now = Date.now(),
) => {
    const key = keyOf(resource, request);
    warm.set(key, { until: now + WARM_FOR_MS, answer });
    // A failed fetch ahead is forgotten: the screen asks on its own and shows its own error.
    answer.catch(() => {
        if (warm.get(key)?.answer === answer) warm.delete(key);
    });
};

/** The answer fetched ahead for exactly this request, once: a refresh or a later visit asks the bank again. */
export const takeWarm = (resource: string, request: ListRequest, now = Date.now()) => {
    const key = keyOf(resource, request);
    const found = warm.get(key);
    if (!found) return undefined;
    warm.delete(key);
    return found.until >= now ? found.answer : undefined;
};
