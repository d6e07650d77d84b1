import { afterAll, beforeAll } from 'vitest';

/**
 * vitest 4.1's jsdom shim hands a FormData's files to Node's fetch by reading jsdom's internal `_buffer`, which
 * jsdom 29 calls `_bytes`: without this alias every uploaded file reaches the sandbox as the text "undefined".
 * Browsers are not affected. (The same alias as in ProfilePage.test.tsx, for the tests that upload files.)
 */
export const withReadableJsdomFiles = () => {
    let aliased: object | null = null;
    beforeAll(() => {
        const blob = new Blob();
        const impl = Object.getOwnPropertySymbols(blob).map((symbol) => (blob as never)[symbol])[0];
        const proto = impl ? (Object.getPrototypeOf(impl) as object) : null;
        if (!proto || '_buffer' in proto) return;
        Object.defineProperty(proto, '_buffer', {
            configurable: true,
            get(this: { _bytes?: Uint8Array }) {
                return this._bytes;
            },
        });
        aliased = proto;
    });
    afterAll(() => {
        if (aliased) delete (aliased as { _buffer?: unknown })._buffer;
    });
};
