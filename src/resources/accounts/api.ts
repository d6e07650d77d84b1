import { effectivePermissions } from '../../authProvider/permissions';
import type { SessionUser } from '../../authProvider/session';
import type { AccountKind, Transaction } from '../../contract/accounts';
import type { EntityStatus } from '../../contract/people';
import { PERMISSIONS } from '../../contract/permissions';
import { maskCpf } from '../../domain/cpf';
import { formatDocument } from '../../domain/document';
import { textOf } from '../../i18n';
import type { Period } from '../../ui/period';
import { accountMessages } from './messages';

const t = textOf(accountMessages);

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

export const kindLabel = (kind: AccountKind) =>
    kind === 'savings' ? t('accounts.kind.savings') : t('accounts.kind.checking');

/** CPF masked as Pix shows it (***.456.789-**); a company's CNPJ is public and goes in full. */
export const maskedDocument = (holder: NonNullable<AccountView['holder']>) =>
    holder.type === 'natural' ? `CPF ${maskCpf(holder.document)}` : `CNPJ ${formatDocument(holder.document)}`;

/** What "Copiar dados da conta" puts on the clipboard: the details someone needs to send a Pix or TED. */
export const accountShareText = (account: AccountView) =>
    [
        t('accounts.share.bank', {
            bank: account.bank
                ? t('accounts.share.bank_value', { code: account.bank.code, name: account.bank.name })
                : t('accounts.share.not_available'),
        }),
        t('accounts.share.agency', { agency: account.agency?.number ?? t('accounts.share.not_available') }),
        t('accounts.share.account', {
            account: `${account.number}-${account.digit}`,
            kind: kindLabel(account.kind),
        }),
        t('accounts.share.holder', { name: account.holder?.name ?? t('accounts.share.not_available') }),
        account.holder ? maskedDocument(account.holder) : null,
    ]
        .filter(Boolean)
        .join('\n');

export const isStaff = (user: SessionUser | null) =>
    effectivePermissions(user?.permissions).has(PERMISSIONS.accountCreate);

export type { Period };

/** The most rows one page of the statement brings when a whole period is read. */
export const PERIOD_PAGE_SIZE = 500;
/** A period longer than this many pages stops there (20,000 movements). */
export const MAX_PERIOD_PAGES = 40;

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
