import { COLLECTIONS, indexedDbPersistence } from './persistence';

/**
 * Starts reading the stored bank: main.tsx calls it in a chunk of its own, so the read runs while the sandbox's
 * code (handlers, seed) still downloads.
 */
export const readStoredBank = () => {
    performance.mark('sandbox-load-start');
    return indexedDbPersistence(indexedDB).read(COLLECTIONS);
};
