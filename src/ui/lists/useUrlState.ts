import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Filter values kept in the page's URL (`?periodo=7&tipo=in`), so a reload or a copied link opens the same
 * rows. `update` writes several at once; `undefined` leaves a value out. Other query values are kept as they
 * are. A second change made before the page renders again (a click right after a selection) starts from the
 * first one's URL: react-router hands a functional update the URL of the last render, which lost the first.
 */
export const useUrlValues = () => {
    const [params, setParams] = useSearchParams();
    const written = useRef<string | null>(null);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the router rendered a new URL: nothing is pending.
    useEffect(() => {
        written.current = null;
    }, [params]);
    const update = useCallback(
        (patch: Record<string, string | undefined>) =>
            setParams(
                (current) => {
                    const next = new URLSearchParams(written.current ?? current);
                    for (const [key, value] of Object.entries(patch)) {
                        if (value === undefined) next.delete(key);
                        else next.set(key, value);
                    }
                    written.current = next.toString();
                    return next;
                },
                { replace: true },
            ),
        [setParams],
    );
    return [params, update] as const;
};

/** One filter value kept in the URL; the fallback (or an unknown value) is left out of it. */
export const useUrlState = <T extends string>(
    key: string,
    fallback: T,
    accepts: (value: string) => value is T,
): [T, (next: T) => void] => {
    const [params, update] = useUrlValues();
    const raw = params.get(key);
    const value = raw !== null && accepts(raw) ? raw : fallback;
    const set = useCallback(
        (next: T) => update({ [key]: next === fallback ? undefined : next }),
        [key, fallback, update],
    );
    return [value, set];
};
