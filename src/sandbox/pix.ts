import type { Account, Transaction } from '../contract/accounts';
import type { Person } from '../contract/people';
import type { PixBankAccount, PixCharge, PixKey, PixParty, PixTransfer } from '../contract/pix';
import { toDateOnlyBrasilia } from '../domain/dates';
import {
    maskAccountNumber,
    maskPixDocument,
    PIX_REJECT_REASONS,
    PIX_TEXTS,
    type PixAccountType,
    PORTAL_ISPB,
    SETTLEMENT_MS,
} from '../domain/pix';
import { detectPixKeyType, normalizePixKey, type PixKeyType } from '../domain/pixKeys';
import { settleInvoice, unpayableReason } from './invoices';
import { SandboxError } from './laravel';
import { post } from './ledger';
import type { BankStore, SandboxState } from './types';

/*
 * The sandbox bank's Pix core, shared by the pix* handlers and the approvals: who a key points at, the ledger
 * rows of a transfer, and the statuses that change with time (settlement after ~2 s, claims after 30 s,
 * scheduled transfers on their day), applied lazily whenever a Pix call reads the bank.
 */

/** What the views of a transfer read. */
type Directory = Pick<SandboxState, 'persons' | 'agencies' | 'accounts' | 'pixParticipants'>;

export const participantName = (state: Pick<SandboxState, 'pixParticipants'>, ispb: string) =>
    state.pixParticipants.find((p) => p.ispb === ispb)?.name ?? ispb;

export const holderOf = (state: Pick<SandboxState, 'persons'>, account: Account): Person | undefined =>
    state.persons.find((p) => p.id === account.person_id);

/** A portal-bank account as the SPI sees it. */
export function portalBankAccount(state: Pick<SandboxState, 'agencies'>, account: Account): PixBankAccount {
    const agency = state.agencies.find((a) => a.id === account.agency_id);
    const type: PixAccountType = account.kind === 'savings' ? 'savings' : 'checking';
    return {
        ispb: PORTAL_ISPB,
        branch: agency?.number ?? '0001',
        account: `${account.number}${account.digit}`,
        account_type: type,
    };
}

export function partyOfAccount(
    state: Pick<SandboxState, 'persons' | 'agencies'>,
    account: Account,
    key: string | null,
): PixParty {
    const holder = holderOf(state, account);
    return {
        ...portalBankAccount(state, account),
        name: holder?.name ?? 'N/A',
        document: holder?.document ?? '',
        key,
        account_id: account.id,
    };
}

/** What a key points at, or null; `entry` is the dictionary record. */
export function partyOfKey(state: SandboxState, entry: PixKey): PixParty | null {
    if (entry.external) {
        const { reject_code: _, ...holder } = entry.external;
        return { ...holder, key: entry.key, account_id: null };
    }
    const account = state.accounts.find((a) => a.id === entry.account_id);
    return account ? partyOfAccount(state, account, entry.key) : null;
}

/** The active dictionary entry of a canonical key. */
export const activeEntry = (state: SandboxState, key: string) =>
    state.pixKeys.find((k) => k.key === key && k.status === 'active');

/**
 * A typed key in its DICT form, whatever the mask: its detected type, or a mobile for 11 digits that are not
 * a valid CPF. Null when no type reads it.
 */
export function canonicalKey(input: string): { key: string; type: PixKeyType } | null {
    const type = detectPixKeyType(input);
    const key = normalizePixKey(type, input);
    if (key !== null) return { key, type };
    const phone = type === 'CPF' ? normalizePixKey('PHONE', `+55${input.replace(/\D/g, '')}`) : null;
    return phone === null ? null : { key: phone, type: 'PHONE' };
}

/** `POST pix/dictionary/search`'s answer for a key. */
export const searchView = (state: SandboxState, party: PixParty, type: PixKeyType | null) => ({
    key: party.key,
    type,
    name: party.name,
    document_masked: maskPixDocument(party.document),
    ispb: party.ispb,
    participant: participantName(state, party.ispb),
    branch: party.branch,
    account_masked: maskAccountNumber(party.account),
    account_type: party.account_type,
});

export const insufficient = () =>
    new SandboxError(400, { message: 'Operação não realizada.', reason: PIX_TEXTS.insufficient });

/** Where each record's changes are kept. */
export const savePix = (store: BankStore) => {
    for (const name of [
        'accounts',
        'transactions',
        'pixTransfers',
        'pixCharges',
        'pixKeys',
        'invoices',
    ] as const)
        store.save(name);
};

const payerName = (state: SandboxState, transfer: PixTransfer) => {
    const account = state.accounts.find((a) => a.id === transfer.account_id);
    return (account && holderOf(state, account)?.name) ?? 'N/A';
};

/**
 * Sends a transfer now: the debit and `processing`; a payee of the portal bank gets its own record, credited
 * on settlement. Throws (nothing changed) when the balance is short.
 */
export function sendNow(store: BankStore, transfer: PixTransfer, now: Date) {
    const { state } = store;
    const account = state.accounts.find((a) => a.id === transfer.account_id);
    if (!account) throw new SandboxError(404, { message: 'Registro não encontrado.' });
    if (account.balance < transfer.amount) throw insufficient();
    const at = now.toISOString();
    const debit = post(
        store,
        account.id,
        'cash_out',
        `Pix enviado - ${transfer.counterparty.name}`,
        -transfer.amount,
        at,
    );
    transfer.transaction_id = debit.id;
    transfer.status = 'processing';
    transfer.settles_at = new Date(now.getTime() + SETTLEMENT_MS).toISOString();
    const payee = transfer.counterparty.account_id;
    if (payee === null) return;
    const payer = partyOfAccount(state, account, null);
    const incoming: PixTransfer = {
        ...transfer,
        id: nextTransferId(state),
        account_id: payee,
        direction: 'in',
        counterparty: payer,
        user_id: null,
        transaction_id: null,
        approval_id: null,
        scheduled_for: null,
    };
    state.pixTransfers.push(incoming);
    const charge = state.pixCharges.find((c) => c.id === transfer.charge_id);
    if (charge) {
        charge.status = 'completed';
        charge.paid_at = at;
        charge.paid_by_transaction_id = incoming.id;
    }
}

export const nextTransferId = (state: SandboxState) =>
    state.pixTransfers.reduce((max, t) => Math.max(max, t.id), 0) + 1;

/** The SPI's answer: the payee's bank credits (or refuses, and the money comes back). */
function settle(store: BankStore, transfer: PixTransfer) {
    const { state } = store;
    const at = transfer.settles_at ?? new Date().toISOString();
    transfer.settles_at = null;
    transfer.settled_at = at;
    if (transfer.reject_code) {
        transfer.status = 'failure';
        transfer.failure_reason = PIX_REJECT_REASONS[transfer.reject_code];
        const debit = state.transactions.find((t) => t.id === transfer.transaction_id);
        if (debit) debit.status = 'reversed';
        const reversal = post(
            store,
            transfer.account_id,
            'reversal',
            `Estorno - Pix enviado - ${transfer.counterparty.name}`,
            transfer.amount,
            at,
        );
        transfer.reversal_transaction_id = reversal.id;
        return;
    }
    transfer.status = 'done';
    const incoming = state.pixTransfers.find(
        (t) => t.direction === 'in' && t.end_to_end_id === transfer.end_to_end_id,
    );
    if (!incoming) return;
    incoming.status = 'done';
    incoming.settles_at = null;
    incoming.settled_at = at;
    incoming.transaction_id = creditPayee(store, transfer, incoming, at).id;
}

/** A boleto's Pix charge settles the boleto (its issuer is credited by settleInvoice); any other, a credit. */
function creditPayee(store: BankStore, sent: PixTransfer, incoming: PixTransfer, at: string): Transaction {
    const { state } = store;
    const description = `Pix recebido - ${payerName(state, sent)}`;
    const charge = state.pixCharges.find((c) => c.id === sent.charge_id);
    const invoice = charge?.invoice_id ? state.invoices.find((i) => i.id === charge.invoice_id) : undefined;
    if (invoice && invoice.status !== 'draft' && !unpayableReason(invoice)) {
        const credit = settleInvoice(state, invoice, sent.amount, at, store.nextId('transactions'));
        if (credit) {
            // The issuer's statement shows the Pix that paid it; the boleto itself reads paid.
            credit.description = description;
            return credit;
        }
    }
    return post(store, incoming.account_id, 'cash_in', description, sent.amount, at);
}

/** A scheduled transfer on (or after) its day: sent, or failed without moving money when the balance is short. */
function runScheduled(store: BankStore, transfer: PixTransfer, now: Date) {
    const account = store.state.accounts.find((a) => a.id === transfer.account_id);
    if (account && account.balance >= transfer.amount) {
        sendNow(store, transfer, now);
        return;
    }
    transfer.status = 'failure';
    transfer.failure_reason = PIX_TEXTS.scheduledShortfall;
    transfer.settled_at = now.toISOString();
}

/** A claim whose time has come: the donor's entry leaves the dictionary and the claimer's becomes active. */
function completeClaim(state: SandboxState, key: PixKey) {
    const donor = key.claim?.donor_id;
    state.pixKeys = state.pixKeys.filter((k) => k.id !== donor);
    key.status = 'active';
    key.claim = null;
}

/**
 * Applies what time has done since the last call: scheduled transfers due today go out, processing ones past
 * their settlement time settle, claims past 30 s complete. Saves when anything changed.
 */
export function advancePix(store: BankStore, now: Date = new Date()) {
    const { state } = store;
    const today = toDateOnlyBrasilia(now);
    const iso = now.toISOString();
    let changed = false;
    for (const transfer of [...state.pixTransfers]) {
        if (transfer.direction !== 'out') continue;
        if (transfer.status === 'scheduled' && transfer.scheduled_for && transfer.scheduled_for <= today) {
            runScheduled(store, transfer, now);
            changed = true;
        }
        if (transfer.status === 'processing' && transfer.settles_at && transfer.settles_at <= iso) {
            settle(store, transfer);
            changed = true;
        }
    }
    for (const key of state.pixKeys.filter((k) => k.claim && k.claim.completes_at <= iso)) {
        completeClaim(state, key);
        changed = true;
    }
    if (changed) savePix(store);
}

/** The approval queue's view of a held transfer: what an approver reads before deciding. */
export function pixSummary(state: Directory, transfer: PixTransfer): Record<string, string> {
    const account = state.accounts.find((a) => a.id === transfer.account_id);
    const agency = account && state.agencies.find((a) => a.id === account.agency_id);
    const to = transfer.counterparty;
    const summary: Record<string, string> = {
        Recebedor: to.name,
        'CPF/CNPJ': maskPixDocument(to.document),
        Instituição: participantName(state, to.ispb),
        'Agência e conta': `${to.branch} · ${maskAccountNumber(to.account)}`,
    };
    if (to.key) summary['Chave Pix'] = to.key;
    summary.Pagador = (account && holderOf(state, account)?.name) ?? 'N/A';
    summary['Conta de débito'] = account
        ? `${agency?.number ?? '----'} · ${account.number}-${account.digit}`
        : 'N/A';
    if (transfer.description) summary.Mensagem = transfer.description;
    if (transfer.scheduled_for)
        summary['Agendado para'] = transfer.scheduled_for.split('-').reverse().join('/');
    return summary;
}

/** Where a dynamic charge's payload lives (without 'https://'); the sandbox's own host. */
export const chargeLocation = (id: string) => `qr.bancodigital.sandbox/v2/cob/${id.replace(/-/g, '')}`;

/** A charge's status as of now: an active one past its expiry reads expired. */
export const chargeStatus = (charge: PixCharge, now: Date = new Date()) =>
    charge.status === 'active' && charge.expires_at <= now.toISOString() ? 'expired' : charge.status;
