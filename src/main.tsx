import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const boot = async () => {
    // Without VITE_API_URL the sandbox bank answers; with it, this branch and the sandbox leave the bundle.
    if (!import.meta.env.VITE_API_URL) {
        const { startSandbox } = await import('./sandbox/browser');
        await startSandbox();
    }
    const root = document.getElementById('root');
    if (!root) throw new Error('#root ausente em index.html');
    createRoot(root).render(
        <StrictMode>
            <App />
        </StrictMode>,
    );
};

void boot();
