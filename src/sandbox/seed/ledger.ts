import type { SandboxState } from '../types';

/**
 * Ledger rows were appended out of time order: ids follow time again, as everywhere else in the ledger, and
 * the running balances of the accounts touched (and their balances) are redone.
 */
export function reorderLedger(
    state: Pick<SandboxState, 'transactions' | 'accounts'>,
    accountIds: Iterable<number>,
) {
    state.transactions.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    state.transactions.forEach((t, index) => {
        t.id = index + 1;
    });
    for (const id of accountIds) {
        const account = state.accounts.find((a) => a.id === id);
        if (!account) continue;
        let balance = 0;
        for (const t of state.transactions) {
            if (t.account_id !== id) continue;
            balance += t.amount;
            t.balance_after = balance;
        }
        account.balance = balance;
    }
}
