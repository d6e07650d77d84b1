import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setApiReady } from './http/client';

// Without VITE_API_URL the sandbox bank answers; with it, this branch and the sandbox leave the bundle. The app
// renders (and loads its first screen) while the sandbox starts: the client holds calls until it is ready.
if (!import.meta.env.VITE_API_URL) {
    setApiReady(import('./sandbox/browser').then(({ startSandbox }) => startSandbox()));
}
const root = document.getElementById('root');
if (!root) throw new Error('#root ausente em index.html');
createRoot(root).render(
    <StrictMode>
        <App />
    </StrictMode>,
);
