/** The sandbox bank's IndexedDB plumbing, shared by its state (persistence.ts) and its files (fileStore.ts). */

export const promised = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
    });

/** Settles when the transaction commits; rejects when it aborts (a quota error arrives this way). */
export const committed = (transaction: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onabort = () =>
            reject(transaction.error ?? new DOMException('Transação abortada', 'AbortError'));
        transaction.onerror = () => reject(transaction.error);
    });

/** Opens (once) a database of one object store, keys given by the caller; a failed open is tried again later. */
export const database = (factory: IDBFactory, name: string, store: string) => {
    let opening: Promise<IDBDatabase> | null = null;
    return () => {
        opening ??= new Promise<IDBDatabase>((resolve, reject) => {
            const request = factory.open(name, 1);
            request.onupgradeneeded = () => request.result.createObjectStore(store);
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => {
                opening = null;
                reject(request.error);
            };
        });
        return opening;
    };
};
