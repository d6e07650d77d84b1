import { vi } from 'vitest';

const urlOf = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The bank gets the first `times` POSTs to `path` and does them, but their answers are lost on the way
 * back ("Failed to fetch"). `hold`: the attempt after the lost ones waits for it (to see the "checking" state).
 * `keys` lists the Idempotency-Key of every POST to `path`.
 */
export const loseAnswers = (path: string, times: number, hold?: Promise<void>) => {
    const real = globalThis.fetch;
    const keys: (string | null)[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const isTarget = init?.method === 'POST' && urlOf(input).split('?')[0].endsWith(`/v1/${path}`);
        if (!isTarget) return real(input, init);
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        if (keys.length <= times) {
            await real(input, init);
            throw new TypeError('Failed to fetch');
        }
        if (hold && keys.length === times + 1) await hold;
        return real(input, init);
    });
    return { keys, restore: () => spy.mockRestore() };
};

/** A promise and the function that resolves it. */
export const gate = () => {
    let open = () => {};
    const promise = new Promise<void>((resolve) => {
        open = resolve;
    });
    return { promise, open };
};
