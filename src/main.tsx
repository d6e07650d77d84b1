import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setApiReady } from './http/client';

// Without VITE_API_URL the sandbox bank answers; with it, this branch and the sandbox leave the bundle. The app
// renders (and loads its first screen) while the sandbox starts: the client holds calls until it is ready.
if (!import.meta.env.VITE_API_URL) {
    // The stored bank is read (small chunk) while the sandbox's own code downloads.
    const stored = import('./sandbox/storedBank').then(({ readStoredBank }) => readStoredBank());
    // A browser without IndexedDB rejects here; startSandbox handles it (a bank in memory) a moment later.
    stored.catch(() => undefined);
    setApiReady(import('./sandbox/browser').then(({ startSandbox }) => startSandbox(stored)));
}
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
