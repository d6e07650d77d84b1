import { memoryStore, type Store } from 'react-admin';

const KEY = 'session.appState';

const read = (): Record<string, unknown> => {
    try {
        return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    } catch {
        return {};
    }
};

/** One item of react-admin's store as this tab kept it (read before the store exists: start-up prefetch). */
export const storedItem = (key: string): unknown => read()[key];

/**
 * react-admin's store (theme, list parameters, sidebar, ...) kept in sessionStorage, as spec 1 §3 asks for
 * the whole application state: it lives with the tab and is cleared at logout. Store actions swallow
 * storage errors (spec 1 §8): a full or blocked storage only loses persistence, never the action.
 */
export const sessionStorageStore = (): Store => {
    const store = memoryStore(read());
    const persist = () => {
        try {
            const items = store.listItems?.() ?? {};
            if (Object.keys(items).length === 0) sessionStorage.removeItem(KEY);
            else sessionStorage.setItem(KEY, JSON.stringify(items));
        } catch {
            // Persistence is best effort.
        }
    };
    const persisting =
        <A extends unknown[]>(action: (...args: A) => void) =>
        (...args: A) => {
            action(...args);
            persist();
        };
    return {
        ...store,
        setup: persisting(store.setup),
        setItem: persisting(store.setItem),
        removeItem: persisting(store.removeItem),
        removeItems: persisting(store.removeItems),
        reset: persisting(store.reset),
    };
};
