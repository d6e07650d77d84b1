import { effectivePermissions } from '../../authProvider/permissions';
import type { SessionUser } from '../../authProvider/session';
import type { AccountKind, Transaction } from '../../contract/accounts';
import type { EntityStatus } from '../../contract/people';
import { PERMISSIONS } from '../../contract/permissions';
import type { LaravelPage } from '../../dataProvider/laravel';
import { maskCpf } from '../../domain/cpf';
import { formatDocument } from '../../domain/document';
import { request } from '../../http/client';
import type { Period } from '../../ui/period';

/** An account as `GET access/persons/{id}/accounts` answers it. */
export interface AccountView {
    id: number;
    person_id: number;
    kind: AccountKind;
    number: string;
    digit: string;
    status: EntityStatus;
    /** Cents. */
    balance: number;
    bank: { id: number; code: string; name: string } | null;
    agency: { id: number; number: string; name: string } | null;
    account_type: { id: number; code: string; name: string } | null;
    holder: { name: string; type: 'natural' | 'legal'; document: string } | null;
}

export interface AccountBalance {
    account_id: number;
    balance: number;
    updated_at: string;
}

export interface StaffSummary {
    pending_registrations: number;
    active_accounts: number;
    blocked_accounts: number;
    total_balance: number;
}

export type Movement = Transaction;

/** '0001 · 12345-6': agency, then account number and check digit. */
export const accountLabel = (account: AccountView) =>
    `${account.agency?.number ?? '----'} · ${account.number}-${account.digit}`;

export const kindLabel = (kind: AccountKind) => (kind === 'savings' ? 'Conta poupança' : 'Conta corrente');

/** CPF masked as Pix shows it (***.456.789-**); a company's CNPJ is public and goes in full. */
export const maskedDocument = (holder: NonNullable<AccountView['holder']>) =>
    holder.type === 'natural' ? `CPF ${maskCpf(holder.document)}` : `CNPJ ${formatDocument(holder.document)}`;

/** What "Copiar dados da conta" puts on the clipboard: the details someone needs to send a Pix or TED. */
export const accountShareText = (account: AccountView) =>
    [
        `Banco: ${account.bank ? `${account.bank.code} - ${account.bank.name}` : 'N/A'}`,
        `Agência: ${account.agency?.number ?? 'N/A'}`,
        `Conta: ${account.number}-${account.digit} (${kindLabel(account.kind)})`,
        `Titular: ${account.holder?.name ?? 'N/A'}`,
        account.holder ? maskedDocument(account.holder) : null,
    ]
        .filter(Boolean)
        .join('\n');

export const isStaff = (user: SessionUser | null) =>
    effectivePermissions(user?.permissions).has(PERMISSIONS.accountCreate);

export const fetchAccounts = async (personId: number, signal?: AbortSignal) =>
    (await request<{ data: AccountView[] }>(`access/persons/${personId}/accounts`, { signal })).body.data;

export const fetchBalance = async (accountId: number, signal?: AbortSignal) =>
    (
        await request<{ data: AccountBalance }>('payment/transaction/balance', {
            query: { account: accountId },
            signal,
        })
    ).body.data;

export type { Period };

export const fetchStatementPage = async (
    accountId: number,
    page: number,
    perPage: number,
    period?: Period,
    signal?: AbortSignal,
) =>
    (
        await request<LaravelPage<Movement>>('payment/transaction/statement', {
            query: {
                account: accountId,
                page,
                per_page: perPage,
                filter: period ? { ...period } : undefined,
            },
            signal,
        })
    ).body;

const PERIOD_PAGE_SIZE = 500;
const MAX_PERIOD_PAGES = 40;

/** Every movement of the period, newest first: the table, the totals and the CSV all read this one list. */
export const fetchStatementPeriod = async (accountId: number, period: Period, signal?: AbortSignal) => {
    const rows: Movement[] = [];
    for (let page = 1; page <= MAX_PERIOD_PAGES; page++) {
        const answer = await fetchStatementPage(accountId, page, PERIOD_PAGE_SIZE, period, signal);
        rows.push(...answer.data);
        if (page >= answer.meta.last_page) break;
    }
    return rows;
};

export const fetchStaffSummary = async (signal?: AbortSignal) =>
    (await request<{ data: StaffSummary }>('access/detailing/account', { signal })).body.data;

/** Credits and debits of a list of movements, in cents (debits as a positive number). */
export const totalsOf = (rows: readonly Movement[]) => {
    let credits = 0;
    let debits = 0;
    for (const row of rows) {
        if (row.amount >= 0) credits += row.amount;
        else debits -= row.amount;
    }
    return { credits, debits };
};
