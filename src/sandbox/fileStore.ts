import { committed, database, promised } from './idb';
import { storageFailure } from './persistence';

/**
 * The bytes of the documents sent to the sandbox bank, apart from its collections (a file is written once and
 * read rarely): in IndexedDB in a browser, in memory elsewhere (node tests). Keys are document uuids, so a
 * reset bank never finds an old file under a reused id. Another browser, or a cleared site data, has no file
 * for a document: `get` then answers null.
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

const indexedDbStore = (factory: IDBFactory): FileStore => {
    const db = database(factory, DB_NAME, STORE);
    const files = async (mode: IDBTransactionMode) =>
        (await db()).transaction(STORE, mode).objectStore(STORE);
    return {
        put: async (key, file) => {
            const store = await files('readwrite');
            const done = committed(store.transaction);
            store.put(file, key);
            await done; // a quota error can come with the commit, after the put itself succeeded
        },
        get: async (key) =>
            ((await promised((await files('readonly')).get(key))) as StoredFile | undefined) ?? null,
        clear: async () => {
            await promised((await files('readwrite')).clear());
        },
    };
};

/**
 * IndexedDB when it opens; memory when there is none or it refuses (private mode in some browsers). A write
 * refused by an open database (quota) fails the call (507) instead of keeping the file in this tab only.
 */
const createFileStore = (): FileStore => {
    const memory = memoryStore();
    if (typeof indexedDB === 'undefined') return memory;
    const idb = indexedDbStore(indexedDB);
    let usable: Promise<boolean> | null = null;
    const inIdb = () => {
        usable ??= idb.get('').then(
            () => true,
            () => false,
        );
        return usable;
    };
    return {
        put: async (key, file) => {
            if (!(await inIdb())) return memory.put(key, file);
            await idb.put(key, file).catch((error) => {
                throw storageFailure(error);
            });
        },
        get: async (key) => ((await inIdb()) ? idb.get(key) : memory.get(key)),
        clear: async () => {
            await ((await inIdb()) ? idb.clear() : memory.clear());
        },
    };
};

export const fileStore: FileStore = createFileStore();
