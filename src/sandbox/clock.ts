import { advanceBills } from './handlers/bills';
import { advanceProducts } from './handlers/products';
import { advancePix } from './pix';
import { advanceSlips } from './slips';
import type { SandboxStore } from './store';
import { advanceTransfers } from './transfers';

/**
 * The sandbox bank has no scheduler: whatever time has made due since the last call (Pix settlement and
 * schedules, scheduled boleto payments, installments, scheduled transfers and TEDs after hours) is applied
 * when an account is read.
 */
export function advanceClock(store: SandboxStore, now: Date = new Date()) {
    advancePix(store, now);
    advanceBills(store, now);
    advanceSlips(store, now);
    advanceTransfers(store, now);
    advanceProducts(store, now);
}
