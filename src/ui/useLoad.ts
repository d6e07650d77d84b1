import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> =
    | { status: 'loading'; data?: undefined; retry: () => void }
    | { status: 'error'; data?: undefined; error: unknown; retry: () => void }
    | { status: 'ready'; data: T; retry: () => void };

/**
 * Runs `load` whenever `key` changes (null: nothing to load yet) and on `retry`. A newer run, or leaving the
 * page, aborts the one under way. Failures were already shown by the http layer's notice: the caller only
 * renders its inline "could not load" state.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
    const loadRef = useRef(load);
    loadRef.current = load;
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<
        { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T }
    >({
        status: 'loading',
    });

    // Each retry is a new run of the same key.
    const run = key === null ? null : `${key}#${attempt}`;

    useEffect(() => {
        setState({ status: 'loading' });
        if (run === null) return;
        const controller = new AbortController();
        loadRef.current(controller.signal).then(
            (data) => {
                if (!controller.signal.aborted) setState({ status: 'ready', data });
            },
            (error: unknown) => {
                if (!controller.signal.aborted) setState({ status: 'error', error });
            },
        );
        return () => controller.abort();
    }, [run]);

    const retry = useCallback(() => setAttempt((n) => n + 1), []);
    return { ...state, retry } as Load<T>;
}
