import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { type CollectionName, indexedDbPersistence } from './persistence';
import { bindStore, setLatency } from './route';
import { SandboxStore } from './store';
import type { SandboxState } from './types';

/** Opens the bank kept in IndexedDB, shared with the other tabs of this browser profile. */
const openStore = async (stored: Promise<Partial<SandboxState>>) => {
    const store = await SandboxStore.open(indexedDbPersistence(indexedDB), localStorage, stored).catch(
        // No IndexedDB at all (some private modes): a bank for this tab only, in memory.
        () => new SandboxStore(null),
    );
    performance.measure('sandbox-state-load', 'sandbox-load-start');
    // Each tab tells the others which collections a call stored; they read those again.
    const channel = new BroadcastChannel('sandbox-bank');
    store.onStored = (names) => channel.postMessage(names);
    channel.onmessage = (event: MessageEvent<CollectionName[]>) => void store.refresh(event.data);
    return store;
};

/**
 * The simulated network time per call: 120 ms, about what a real bank's API takes, unless this browser profile
 * says otherwise in localStorage `sandbox-latency-ms` (the browser tests use 0: they wait for what they check).
 */
const latencyMs = () => {
    try {
        const set = localStorage.getItem('sandbox-latency-ms');
        if (set !== null && /^\d+$/.test(set)) return Number(set);
    } catch {
        // No localStorage (some private modes): the default.
    }
    return 120;
};

/** Starts the sandbox bank in this tab: a service worker answers every `/v1` call from the local store. */
export const startSandbox = async (stored: Promise<Partial<SandboxState>>) => {
    setLatency(latencyMs());
    const [store] = await Promise.all([
        openStore(stored),
        setupWorker(...handlers).start({
            onUnhandledRequest: 'bypass',
            quiet: true,
            serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
        }),
    ]);
    bindStore(store);
    // bench.mjs reads these marks (sandbox start-up).
    performance.mark('sandbox-ready');
};
