import type { Transaction, TransactionKind } from '../../contract/accounts';
import { BRASILIA_OFFSET_MS, toDateOnlyBrasilia } from '../../domain/dates';
import type { SandboxState } from '../types';
import { reorderLedger } from './ledger';
import { createRng } from './random';
import { DEMO_USERS } from './users';

const DAY_MS = 86_400_000;
/** 23:59:30 in Brasília, from the Brasília midnight that starts the day. */
const LATE_IN_THE_DAY_MS = (23 * 3600 + 59 * 60 + 30) * 1000;

/** 'Pix enviado - Maria Souza' → 'Maria Souza'; descriptions without a party give null. */
const partyOf = (description: string) => {
    const [, party] = /^(?:Estorno - )?[^-]+ - (.+)$/.exec(description) ?? [];
    return party && !/^(cartão|Pix|conta corrente)$/i.test(party) ? party : null;
};

/**
 * The statement's links in the seeded ledger, without changing an amount or a balance: each `reversal` row and the
 * movement it gave back point at each other; each row names its counterparty (from its Pix or boleto
 * payment, else from its description); and on each demo user's own account one movement of a recent day
 * happens at 23:59 Brasília (the next UTC day), to show a day's edge where it matters.
 */
export function linkStatements(
    state: Pick<SandboxState, 'transactions' | 'accounts' | 'pixTransfers' | 'billPayments'>,
    today: Date,
) {
    const byOldId = new Map(state.transactions.map((t) => [t.id, t]));
    // Demo user n is person n.
    const moved = DEMO_USERS.map((_, index) => lateMovementOf(state, index + 1, today)).some(Boolean);
    if (moved) {
        // Ids follow time again (rows of other accounts that evening move up by one); references follow.
        reorderLedger(state, []);
        const idOf = (old: number | null) => (old === null ? null : (byOldId.get(old)?.id ?? null));
        for (const pix of state.pixTransfers) {
            pix.transaction_id = idOf(pix.transaction_id);
            pix.reversal_transaction_id = idOf(pix.reversal_transaction_id);
        }
        for (const bill of state.billPayments) bill.transaction_id = idOf(bill.transaction_id);
    }
    const byId = new Map(state.transactions.map((t) => [t.id, t]));
    for (const pix of state.pixTransfers) {
        const row = pix.transaction_id === null ? undefined : byId.get(pix.transaction_id);
        if (row) {
            row.counterparty = pix.counterparty.name;
            row.counterparty_document = pix.counterparty.document;
        }
        const back = pix.reversal_transaction_id === null ? undefined : byId.get(pix.reversal_transaction_id);
        if (row && back) link(row, back);
    }
    for (const bill of state.billPayments) {
        const row = bill.transaction_id === null ? undefined : byId.get(bill.transaction_id);
        if (!row) continue;
        row.counterparty = bill.beneficiary;
        row.counterparty_document = bill.beneficiary_document ?? null;
    }
    const open = new Map<string, Transaction[]>();
    for (const row of state.transactions) {
        if (row.counterparty === undefined) row.counterparty = partyOf(row.description);
        if (row.status === 'reversed' && !row.reversed_by) {
            const key = `${row.account_id}|${row.description}|${-row.amount}`;
            open.set(key, [...(open.get(key) ?? []), row]);
        }
        if (row.kind === 'reversal' && !row.reversal_of) {
            const key = `${row.account_id}|${row.description.replace(/^Estorno - /, '')}|${row.amount}`;
            const reversed = open.get(key)?.shift();
            if (reversed) link(reversed, row);
        }
    }
}

const link = (reversed: Transaction, reversal: Transaction) => {
    reversed.reversed_by = reversal.id;
    reversal.reversal_of = reversed.id;
};

/**
 * Moves the newest movement of the person's first account made in the portal bank itself (not a Pix or a
 * boleto payment, whose records keep their own time) among the last 20 days to 23:59:30 Brasília of its own
 * day, when the account's next movement is later still: its amount and running balances stay as they were.
 */
function lateMovementOf(
    state: Pick<SandboxState, 'transactions' | 'accounts'>,
    personId: number,
    today: Date,
): boolean {
    const account = state.accounts.filter((a) => a.person_id === personId).sort((a, b) => a.id - b.id)[0];
    if (!account) return false;
    const rows = state.transactions.filter((t) => t.account_id === account.id);
    const since = new Date(today.getTime() - 20 * DAY_MS).toISOString();
    const todayBrasilia = toDateOnlyBrasilia(today);
    for (let index = rows.length - 2; index >= 0 && rows[index].created_at >= since; index--) {
        const row = rows[index];
        if (!/^(Compra no débito|Depósito|Saque|Transferência)/.test(row.description)) continue;
        const day = toDateOnlyBrasilia(new Date(row.created_at));
        const late = new Date(Date.parse(`${day}T00:00:00Z`) + BRASILIA_OFFSET_MS + LATE_IN_THE_DAY_MS);
        if (day >= todayBrasilia || rows[index + 1].created_at <= late.toISOString()) continue;
        row.created_at = late.toISOString();
        return true;
    }
    return false;
}

const BUSY_MOVES: readonly [TransactionKind, number, string][] = [
    ['cash_in', 1, 'Recebimento de vendas - cartão'],
    ['cash_in', 1, 'Pix recebido - {who}'],
    ['payment', -1, 'Pagamento a fornecedor - {who}'],
    ['cash_out', -1, 'Pix enviado - {who}'],
    ['manual_charge', -1, 'Tarifa Pix'],
];
const BUSY_NAMES = [
    'Comercial Andrade',
    'Maria Oliveira',
    'Atacadão Paulista',
    'João Pereira',
    'Distribuidora Sul',
];

/**
 * A busy company's statement: `count` movements over the 12 months before `now`, oldest first, deterministic
 * (the export bench and its demo). Balances run from an opening deposit; a few payments are reversed.
 */
export function busyStatement(count: number, now: Date, accountId = 1): Transaction[] {
    const rng = createRng(count);
    const start = now.getTime() - 365 * DAY_MS;
    const step = (365 * DAY_MS) / (count + 1);
    const rows: Transaction[] = [];
    let balance = 5_000_000;
    rows.push(row(1, accountId, 'cash_in', 'Depósito inicial', balance, balance, start));
    while (rows.length < count) {
        const at = start + rows.length * step;
        const [kind, sign, text] = rng.pick(BUSY_MOVES);
        const amount = sign * (kind === 'manual_charge' ? 150 : rng.int(1_000, 250_000));
        if (balance + amount < 0) continue;
        balance += amount;
        const description = text.replace('{who}', rng.pick(BUSY_NAMES));
        const moved = row(rows.length + 1, accountId, kind, description, amount, balance, at);
        rows.push(moved);
        if (kind === 'payment' && rng.chance(0.01) && rows.length < count) {
            balance -= amount;
            const back = row(
                rows.length + 1,
                accountId,
                'reversal',
                `Estorno - ${description}`,
                -amount,
                balance,
                at + 60_000,
            );
            moved.status = 'reversed';
            link(moved, back);
            rows.push(back);
        }
    }
    return rows;
}

const row = (
    id: number,
    account_id: number,
    kind: TransactionKind,
    description: string,
    amount: number,
    balance_after: number,
    at: number,
): Transaction => ({
    id,
    account_id,
    kind,
    description,
    amount,
    balance_after,
    status: 'transacted',
    created_at: new Date(Math.round(at)).toISOString(),
    counterparty: partyOf(description),
});
