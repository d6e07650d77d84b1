/**
 * Sandbox handler tests run in Node, without a DOM: the session and the sandbox bank read the Web Storage API,
 * which Node 20 lacks, so each file gets two in-memory storages.
 */
class MemoryStorage implements Storage {
    private items = new Map<string, string>();
    get length() {
        return this.items.size;
    }
    clear() {
        this.items.clear();
    }
    getItem(key: string) {
        return this.items.get(key) ?? null;
    }
    key(index: number) {
        return [...this.items.keys()][index] ?? null;
    }
    removeItem(key: string) {
        this.items.delete(key);
    }
    setItem(key: string, value: string) {
        this.items.set(key, String(value));
    }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new MemoryStorage() });
}
