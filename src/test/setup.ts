import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetStyleSheets, speedUpJsdom } from './fastJsdom';

// The first visit of a screen compiles its chunk, which on a busy machine outlasts the default wait. This is an
// upper bound, not a delay: a passing test never waits for it.
configure({ asyncUtilTimeout: 15_000 });

// vitest 4.1's jsdom shim hands a FormData's files to Node's fetch by reading jsdom's internal `_buffer`, which
// jsdom 29 calls `_bytes`: without this alias every uploaded file reaches the sandbox as the text "undefined".
// Browsers are not affected.
const probe = new Blob();
const blobImpl = Object.getOwnPropertySymbols(probe).map((symbol) => (probe as never)[symbol])[0];
const blobProto = blobImpl ? (Object.getPrototypeOf(blobImpl) as object) : null;
if (blobProto && !('_buffer' in blobProto)) {
    Object.defineProperty(blobProto, '_buffer', {
        configurable: true,
        get(this: { _bytes?: Uint8Array }) {
            return this._bytes;
        },
    });
}

speedUpJsdom();

// Testing Library registers its unmount-after-each hook when it is first imported: once per worker when files
// share their modules, so every file registers it here.
// The page's address goes back to '/' too: react-admin's own router keeps its place, and list and statement
// filters, in the URL, and files of a worker share one window. Emotion's style sheets go too (fastJsdom.ts).
afterEach(() => {
    cleanup();
    forgetStyleSheets();
    window.history.replaceState(null, '', '/');
});
