import {
    COLLECTIONS,
    type CollectionName,
    LATER_COLLECTIONS,
    legacyState,
    type Persistence,
    removeLegacyState,
    storageFailure,
} from './persistence';
import { createSeed } from './seed';
import type { BankStore, SandboxState } from './types';

/** Every collection as stored, or null when any is missing (a first run, or a bank of an older shape). */
const readAll = async (persistence: Persistence): Promise<SandboxState | null> =>
    complete(await persistence.read(COLLECTIONS));

const complete = (stored: Partial<SandboxState>): SandboxState | null => {
    const found: Record<string, unknown> = { ...stored };
    for (const [name, empty] of Object.entries(LATER_COLLECTIONS))
        if (!(name in found)) found[name] = empty();
    return COLLECTIONS.every((name) => name in found) ? (found as unknown as SandboxState) : null;
};

/**
 * The sandbox bank's state, in memory. With a persistence (IndexedDB in a browser, shared by the tabs of the
 * profile) each call's changes are stored together when it ends (`call`); without one (node tests) the bank
 * lives in memory only. Demo data only: the portal's own session is never kept here.
 */
export class SandboxStore implements BankStore {
    state: SandboxState;
    private readonly persistence: Persistence | null;
    private changed = new Set<CollectionName>();
    private queue: Promise<unknown> = Promise.resolve();
    /** Told which collections a call stored (the browser passes it on to the other tabs). */
    onStored: (names: CollectionName[]) => void = () => {};

    constructor(persistence: Persistence | null = null, initial?: SandboxState) {
        this.persistence = persistence;
        this.state = initial ?? createSeed(new Date());
    }

    /**
     * The bank kept by `persistence`. On a first run it is the bank an older version left in `legacy`
     * (localStorage), moved over, or else the seed; either is stored at once.
     */
    static async open(
        persistence: Persistence,
        legacy?: Storage,
        read: Promise<Partial<SandboxState>> = persistence.read(COLLECTIONS),
    ): Promise<SandboxStore> {
        const stored = complete(await read);
        if (stored) return new SandboxStore(persistence, stored);
        const store = new SandboxStore(
            persistence,
            (legacy && legacyState(legacy, COLLECTIONS)) || undefined,
        );
        try {
            await store.call(async () => {
                for (const name of COLLECTIONS) store.save(name);
            });
            if (legacy) removeLegacyState(legacy, COLLECTIONS);
        } catch {
            // Nothing could be stored: every call will answer 507 until the browser has room again.
        }
        return store;
    }

    /** Marks a collection as changed by the current call: it is stored when the call ends. */
    save(name: CollectionName) {
        this.changed.add(name);
    }

    /**
     * Runs one call of the bank, one at a time. At its end the collections it marked with `save` are written in
     * one transaction; if that fails, the state goes back to what is stored (what a reload would show: none of
     * the call's changes) and the call fails with 507.
     */
    call<T>(work: () => Promise<T>): Promise<T> {
        const run = this.queue.then(async () => {
            try {
                return await work();
            } finally {
                await this.commit();
            }
        });
        this.queue = run.catch(() => undefined);
        return run;
    }

    private async commit() {
        const names = [...this.changed];
        this.changed.clear();
        if (this.persistence && names.length > 0) {
            try {
                await this.persistence.write(
                    Object.fromEntries(names.map((name) => [name, this.state[name]])),
                );
            } catch (error) {
                this.state = (await readAll(this.persistence).catch(() => null)) ?? createSeed(new Date());
                throw storageFailure(error);
            }
            this.onStored(names);
        }
    }

    /** Another tab stored these collections: read them again, between two calls of this tab. */
    refresh(names: CollectionName[]) {
        const persistence = this.persistence;
        if (!persistence) return Promise.resolve();
        const run = this.queue.then(async () => {
            Object.assign(
                this.state,
                await persistence.read(names.filter((name) => COLLECTIONS.includes(name))),
            );
        });
        this.queue = run.catch(() => undefined);
        return run;
    }

    /** "Redefinir dados de demonstração": back to the seed. */
    reset() {
        this.state = createSeed(new Date());
        for (const name of COLLECTIONS) this.save(name);
    }

    nextId(name: CollectionName): number {
        const rows = this.state[name] as { id?: number }[];
        return rows.reduce((max, row) => Math.max(max, row.id ?? 0), 0) + 1;
    }
}
