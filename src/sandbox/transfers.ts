import type { Account } from '../contract/accounts';
import type { EarlierTransfer, Transfer, TransferParty } from '../contract/transfers';
import { PORTAL_ISPB } from '../domain/pix';
import { isDue, REPEAT_WINDOW_MINUTES, TRANSFER_TEXTS } from '../domain/transfers';
import { PORTAL_BANK_CODE } from './invoices';
import { post } from './ledger';
import { holderOf, participantName } from './pix';
import type { BankStore, SandboxState } from './types';

/*
 * The sandbox bank's transfer engine (docs/api.md "Transfers"), shared by the transfer handlers, the payees'
 * payments and the clock: the ledger rows of a transfer and the scheduled ones that run on their day.
 */

type Directory = Pick<SandboxState, 'persons' | 'agencies' | 'pixParticipants'>;

/** An account of this bank as the other side of a transfer. */
export function partyOfPortalAccount(state: Directory, account: Account): TransferParty {
    const holder = holderOf(state, account);
    return {
        name: holder?.name ?? 'N/A',
        document: holder?.document ?? '',
        bank_code: PORTAL_BANK_CODE,
        bank_ispb: PORTAL_ISPB,
        bank_name: participantName(state, PORTAL_ISPB),
        agency: state.agencies.find((a) => a.id === account.agency_id)?.number ?? '0001',
        account: account.number,
        account_digit: account.digit,
        account_kind: account.kind === 'savings' ? 'savings' : 'checking',
    };
}

export const saveTransfers = (store: BankStore) => {
    for (const name of ['accounts', 'transactions', 'transfers'] as const) store.save(name);
};

const label = (transfer: Transfer) => (transfer.kind === 'ted' ? 'TED' : 'Transferência');

/** Why the debited or credited account cannot take the transfer now; null when both can. */
function blocker(state: SandboxState, transfer: Transfer): string | null {
    const from = state.accounts.find((a) => a.id === transfer.account_id);
    if (from?.status !== 'active') return TRANSFER_TEXTS.accountNotActive;
    if (from.balance < transfer.amount + transfer.fee) return TRANSFER_TEXTS.scheduledShortfall;
    if (transfer.to_account_id === null) return null;
    const to = state.accounts.find((a) => a.id === transfer.to_account_id);
    return to?.status === 'active' ? null : TRANSFER_TEXTS.portalAccountInactive;
}

/**
 * Moves the money of a transfer now: the debit, the TED fee (a tariff row, mirrored by the fee-income graphic
 * account) and, for an account of this bank, the credit. The caller has checked the balance; saves nothing.
 */
export function settleTransfer(store: BankStore, transfer: Transfer, now: Date) {
    const { state } = store;
    const at = now.toISOString();
    const to = transfer.counterparty;
    const debit = post(
        store,
        transfer.account_id,
        'cash_out',
        `${label(transfer)} enviada - ${to.name}`,
        -transfer.amount,
        at,
    );
    Object.assign(debit, { counterparty: to.name, counterparty_document: to.document });
    transfer.transaction_id = debit.id;
    if (transfer.fee > 0)
        transfer.fee_transaction_id = post(
            store,
            transfer.account_id,
            'manual_charge',
            `Tarifa TED - ${to.name}`,
            -transfer.fee,
            at,
        ).id;
    if (transfer.to_account_id !== null) {
        const from = state.accounts.find((a) => a.id === transfer.account_id);
        const payer = from && holderOf(state, from);
        const credit = post(
            store,
            transfer.to_account_id,
            'cash_in',
            `Transferência recebida - ${payer?.name ?? 'N/A'}`,
            transfer.amount,
            at,
        );
        Object.assign(credit, {
            counterparty: payer?.name ?? null,
            counterparty_document: payer?.document ?? null,
        });
        transfer.credit_transaction_id = credit.id;
    }
    transfer.status = 'transacted';
    transfer.settled_at = at;
}

/** Runs the scheduled transfers that are due; a short balance (or an account no longer active) fails it, nothing moves. */
export function advanceTransfers(store: BankStore, now: Date = new Date()) {
    const { state } = store;
    let changed = false;
    const due = state.transfers
        .filter((t) => t.status === 'scheduled' && isDue(t.kind, t.payment_date, now))
        .sort((a, b) => a.id - b.id);
    for (const transfer of due) {
        const problem = blocker(state, transfer);
        if (problem) {
            transfer.status = 'failure';
            transfer.failure_reason = problem;
        } else settleTransfer(store, transfer, now);
        changed = true;
    }
    if (changed) saveTransfers(store);
}

/** What makes two transfers "the same one": the debited account, the destination account, amount and day. */
export type RepeatKey = Pick<Transfer, 'account_id' | 'amount' | 'payment_date'> & {
    counterparty: Pick<TransferParty, 'bank_code' | 'agency' | 'account' | 'account_digit'>;
};

const LIVE: readonly Transfer['status'][] = ['scheduled', 'processing', 'transacted', 'pending_approval'];

/**
 * The transfers identical to `order` made or scheduled in the last REPEAT_WINDOW_MINUTES and not canceled or
 * failed, newest first (two tabs, a reload: docs/decisions.md). A payee, a digital transfer and a typed account
 * all resolve to the destination's bank, agency, account and digit, so they are compared the same way.
 */
export function earlierTransfers(state: SandboxState, order: RepeatKey, now: Date): EarlierTransfer[] {
    const since = now.getTime() - REPEAT_WINDOW_MINUTES * 60_000;
    const to = order.counterparty;
    return state.transfers
        .filter(
            (t) =>
                t.account_id === order.account_id &&
                t.amount === order.amount &&
                t.payment_date === order.payment_date &&
                LIVE.includes(t.status) &&
                Date.parse(t.created_at) >= since &&
                t.counterparty.bank_code === to.bank_code &&
                t.counterparty.agency === to.agency &&
                t.counterparty.account === to.account &&
                t.counterparty.account_digit === to.account_digit,
        )
        .sort((a, b) => b.id - a.id)
        .map(({ id, origin, amount, status, payment_date, created_at }) => ({
            id,
            origin,
            amount,
            status,
            payment_date,
            created_at,
        }));
}
