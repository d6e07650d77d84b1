import { createSeed } from './seed';
import type { SandboxState } from './types';

const PREFIX = 'sandbox-bank.v1.';
const COLLECTIONS: (keyof SandboxState)[] = [
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
];

/**
 * The sandbox bank's state: in memory, written through to localStorage one collection per key, so a reload
 * keeps what the user did and other tabs of the same browser see the same bank (their `storage` events
 * refresh the changed collection). Demo data only: the portal's own session never goes to localStorage.
 */
export class SandboxStore {
    state: SandboxState;
    private readonly storage: Storage | null;

    constructor(
        storage: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
        initial?: SandboxState,
    ) {
        this.storage = storage;
        this.state = initial ?? this.load() ?? this.seed();
    }

    private load(): SandboxState | null {
        if (!this.storage) return null;
        const state: Partial<SandboxState> = {};
        for (const name of COLLECTIONS) {
            const raw = this.storage.getItem(PREFIX + name);
            if (raw === null) return null;
            try {
                (state as Record<string, unknown>)[name] = JSON.parse(raw);
            } catch {
                return null;
            }
        }
        return state as SandboxState;
    }

    private seed(): SandboxState {
        this.state = createSeed(new Date());
        for (const name of COLLECTIONS) this.save(name);
        return this.state;
    }

    /** Persists one collection after a change. */
    save(name: keyof SandboxState) {
        try {
            this.storage?.setItem(PREFIX + name, JSON.stringify(this.state[name]));
        } catch {
            // Storage full or unavailable (private mode): the bank keeps working in memory for this tab.
        }
    }

    /** Another tab changed a collection: take its version. */
    syncFromStorageEvent(event: StorageEvent) {
        if (!event.key?.startsWith(PREFIX) || event.newValue === null) return;
        const name = event.key.slice(PREFIX.length) as keyof SandboxState;
        if (!COLLECTIONS.includes(name)) return;
        try {
            (this.state as unknown as Record<string, unknown>)[name] = JSON.parse(event.newValue);
        } catch {
            // A half-written value from another tab: the next event brings the whole one.
        }
    }

    /** "Redefinir dados de demonstração": back to the seed. */
    reset() {
        this.seed();
    }

    nextId(name: keyof SandboxState): number {
        const rows = this.state[name] as { id?: number }[];
        return rows.reduce((max, row) => Math.max(max, row.id ?? 0), 0) + 1;
    }
}
