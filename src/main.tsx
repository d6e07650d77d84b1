import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startFirstScreen } from './App';
import { setApiReady } from './http/client';

/** How long a reload waits for its first screen's code before drawing the page's placeholder instead. */
const FIRST_SCREEN_WAIT_MS = 400;
/** Once the code is here, how long it may wait more for the rows of a list fetched ahead. */
const FIRST_ROWS_WAIT_MS = 150;

// Without VITE_API_URL the sandbox bank answers; with it, this branch and the sandbox leave the bundle. The app
// renders (and loads its first screen) while the sandbox starts: the client holds calls until it is ready.
// import.meta.glob, not import(): Vite resolves it at build time, while the type check does not need the files,
// so a real-API copy without src/sandbox/ still type-checks (scripts/check-without-sandbox.mjs).
if (!import.meta.env.VITE_API_URL) {
    const storedBank = import.meta.glob<{ readStoredBank: () => Promise<object> }>('./sandbox/storedBank.ts');
    const sandbox = import.meta.glob<{ startSandbox: (stored: Promise<object>) => Promise<unknown> }>(
        './sandbox/browser.ts',
    );
    // The stored bank is read (small chunk) while the sandbox's own code downloads.
    const stored = storedBank['./sandbox/storedBank.ts']().then(({ readStoredBank }) => readStoredBank());
    // A browser without IndexedDB rejects here; startSandbox handles it (a bank in memory) a moment later.
    stored.catch(() => undefined);
    setApiReady(sandbox['./sandbox/browser.ts']().then(({ startSandbox }) => startSandbox(stored)));
}
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
const startup = startFirstScreen(location);
const render = () =>
    createRoot(root).render(
        <StrictMode>
            <App startup={startup} />
        </StrictMode>,
    );
// On a reload with a session the first drawing waits (a moment at most) for the layout's and the screen's code,
// and then briefly for the rows of a list fetched ahead: drawn with them, the page is drawn once, instead of a
// placeholder first and the page again once the code or the rows are here.
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
if (startup) {
    const { code, rows } = startup;
    const codeThenRows = code.then(() => rows && Promise.race([rows, delay(FIRST_ROWS_WAIT_MS)]));
    void Promise.race([codeThenRows, delay(FIRST_SCREEN_WAIT_MS)]).then(render, render);
} else render();
