import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { bindStore, setLatency } from './route';
import { SandboxStore } from './store';

/** Starts the sandbox bank in this tab: a service worker answers every `/v1` call from the local store. */
export const startSandbox = async () => {
    const store = new SandboxStore();
    bindStore(store);
    setLatency(120);
    window.addEventListener('storage', (event) => store.syncFromStorageEvent(event));
    await setupWorker(...handlers).start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
};
