import type { Transaction, TransactionKind } from '../contract/accounts';
import { SandboxError } from './laravel';
import type { BankStore } from './types';

/** Appends a ledger row and moves the balance; the caller saves. */
export function post(
    store: BankStore,
    accountId: number,
    kind: TransactionKind,
    description: string,
    amount: number,
    at: string,
): Transaction {
    const account = store.state.accounts.find((a) => a.id === accountId);
    if (!account) throw new SandboxError(404, { message: 'Registro não encontrado.' });
    account.balance += amount;
    const transaction: Transaction = {
        id: store.nextId('transactions'),
        account_id: accountId,
        kind,
        description,
        amount,
        balance_after: account.balance,
        status: 'transacted',
        created_at: at,
    };
    store.state.transactions.push(transaction);
    return transaction;
}
