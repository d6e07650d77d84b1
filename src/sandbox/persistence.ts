import { FAVORED_CATEGORIES } from '../domain/payees';
import { committed, database, promised } from './idb';
import { SandboxError } from './laravel';
import { createTransactionPasswords } from './seed/transactionPasswords';
import type { SandboxState } from './types';

export type CollectionName = keyof SandboxState;

export const COLLECTIONS: CollectionName[] = [
    'persons',
    'banks',
    'agencies',
    'accountTypes',
    'accounts',
    'transactions',
    'users',
    'sessions',
    'smsCodes',
    'signupCodes',
    'notifications',
    'cards',
    'drawees',
    'approvals',
    'billPayments',
    'invoices',
    'invoiceBatches',
    'remittances',
    'pixParticipants',
    'pixKeys',
    'pixTransfers',
    'pixCharges',
    'pixFavorites',
    'slipParcels',
    'pixOrganizations',
    'documents',
    'linkedAccounts',
    'certificates',
    'employees',
    'idempotency',
    'statementCorrections',
    'cooperatives',
    'graphicAccounts',
    'graphicEntries',
    'transientEntries',
    'cashOperations',
    'redemptions',
    'transactionPasswords',
    'favoreds',
    'favoredCategories',
    'transfers',
    'manualRecharges',
    'administrativeTransfers',
    'rechargeInvoices',
    'productOrders',
];

/** Collections added after banks were first stored: an older stored bank starts them empty. */
export const LATER_COLLECTIONS: Partial<Record<CollectionName, () => unknown[]>> = {
    idempotency: () => [],
    statementCorrections: () => [],
    cooperatives: () => [],
    graphicAccounts: () => [],
    graphicEntries: () => [],
    transientEntries: () => [],
    cashOperations: () => [],
    redemptions: () => [],
    favoreds: () => [],
    favoredCategories: () => FAVORED_CATEGORIES.map((c) => ({ ...c })),
    transactionPasswords: createTransactionPasswords,
    transfers: () => [],
    manualRecharges: () => [],
    administrativeTransfers: () => [],
    rechargeInvoices: () => [],
    productOrders: () => [],
};

/** Where the sandbox bank's collections are kept between page loads. */
export interface Persistence {
    /** The named collections as stored; a name never stored is absent from the answer. */
    read(names: readonly CollectionName[]): Promise<Partial<SandboxState>>;
    /** Stores these collections together: all of them or, on any failure, none (and rejects). */
    write(collections: Partial<SandboxState>): Promise<void>;
}

/** A call whose changes could not be stored: 507, which the portal's error catalogue shows as unavailable. */
export const storageFailure = (error: unknown) =>
    new SandboxError(507, {
        message: 'Não foi possível gravar os dados no navegador: nada desta operação foi salvo.',
        reason: error instanceof Error ? error.name : String(error),
    });

const DB_NAME = 'sandbox-bank';
const STORE = 'collections';

/**
 * One record per collection, keyed by its name, in one object store: a call's changed collections are put in
 * one readwrite transaction. Records are structured clones, so loading parses no JSON.
 */
export const indexedDbPersistence = (factory: IDBFactory): Persistence => {
    const db = database(factory, DB_NAME, STORE);
    return {
        async read(names) {
            const transaction = (await db()).transaction(STORE, 'readonly');
            const store = transaction.objectStore(STORE);
            const values = await Promise.all(names.map((name) => promised(store.get(name))));
            const found: Record<string, unknown> = {};
            names.forEach((name, i) => {
                if (values[i] !== undefined) found[name] = values[i];
            });
            return found as Partial<SandboxState>;
        },
        async write(collections) {
            const transaction = (await db()).transaction(STORE, 'readwrite');
            const done = committed(transaction);
            try {
                const store = transaction.objectStore(STORE);
                for (const [name, value] of Object.entries(collections)) store.put(value, name);
            } catch (error) {
                // A put that throws (quota, a value that cannot be cloned) must not let the earlier ones commit.
                transaction.abort();
                done.catch(() => undefined);
                throw error;
            }
            await done;
        },
    };
};

const LEGACY_PREFIX = 'sandbox-bank.v1.';

/**
 * The bank as earlier versions kept it, one localStorage key per collection: read once to move it to
 * IndexedDB, then removed (it filled most of the localStorage quota).
 */
export const legacyState = (storage: Storage, names: readonly CollectionName[]): SandboxState | null => {
    const state: Record<string, unknown> = {};
    for (const name of names) {
        const raw = storage.getItem(LEGACY_PREFIX + name);
        if (raw === null) return null;
        try {
            state[name] = JSON.parse(raw);
        } catch {
            return null;
        }
    }
    return state as unknown as SandboxState;
};

export const removeLegacyState = (storage: Storage, names: readonly CollectionName[]) => {
    for (const name of names) storage.removeItem(LEGACY_PREFIX + name);
};
