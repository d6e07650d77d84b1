/**
 * The bytes of the documents sent to the sandbox bank, kept out of localStorage (its quota is a few MB and
 * the seed already uses over a megabyte): in IndexedDB in a browser, in memory elsewhere (node tests). Keys are
 * document uuids, so a reset bank never finds an old file under a reused id. Another browser, or a cleared
 * site data, has the documents' metadata (localStorage) but not their files: `get` then answers null.
 */

export interface StoredFile {
    type: string;
    bytes: ArrayBuffer;
}

export interface FileStore {
    put(key: string, file: StoredFile): Promise<void>;
    get(key: string): Promise<StoredFile | null>;
    clear(): Promise<void>;
}

const DB_NAME = 'sandbox-bank-files';
const STORE = 'files';

const memoryStore = (): FileStore => {
    const files = new Map<string, StoredFile>();
    return {
        put: async (key, file) => {
            files.set(key, file);
        },
        get: async (key) => files.get(key) ?? null,
        clear: async () => files.clear(),
    };
};

const promised = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
    });

const indexedDbStore = (factory: IDBFactory): FileStore => {
    let opening: Promise<IDBDatabase> | null = null;
    const db = () => {
        opening ??= new Promise<IDBDatabase>((resolve, reject) => {
            const request = factory.open(DB_NAME, 1);
            request.onupgradeneeded = () => request.result.createObjectStore(STORE);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => {
                opening = null;
                reject(request.error);
            };
        });
        return opening;
    };
    const files = async (mode: IDBTransactionMode) =>
        (await db()).transaction(STORE, mode).objectStore(STORE);
    return {
        put: async (key, file) => {
            await promised((await files('readwrite')).put(file, key));
        },
        get: async (key) =>
            ((await promised((await files('readonly')).get(key))) as StoredFile | undefined) ?? null,
        clear: async () => {
            await promised((await files('readwrite')).clear());
        },
    };
};

/** IndexedDB when it works; memory when there is none or it refuses (private mode in some browsers). */
const createFileStore = (): FileStore => {
    const memory = memoryStore();
    if (typeof indexedDB === 'undefined') return memory;
    const idb = indexedDbStore(indexedDB);
    return {
        put: (key, file) => idb.put(key, file).catch(() => memory.put(key, file)),
        get: async (key) => (await idb.get(key).catch(() => null)) ?? memory.get(key),
        clear: async () => {
            await Promise.all([idb.clear().catch(() => undefined), memory.clear()]);
        },
    };
};

export const fileStore: FileStore = createFileStore();
