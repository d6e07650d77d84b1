import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { bindStore } from './route';
import { createSeed } from './seed';
import { SandboxStore } from './store';
import type { SandboxState } from './types';

/** The same sandbox bank for tests (msw/node), with an in-memory store renewed per test. */
export const sandboxServer = setupServer(...handlers);

let seed: string | null = null;

export const resetSandbox = (): SandboxStore => {
    seed ??= JSON.stringify(createSeed(new Date()));
    const store = new SandboxStore(null, JSON.parse(seed) as SandboxState);
    bindStore(store);
    return store;
};
