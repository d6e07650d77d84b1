import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './App';
import { setApiReady } from './http/client';

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
preloadFirstScreen(location);
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
