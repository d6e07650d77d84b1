/** Pieces of the records' views that several areas answer alike (bill payments, installments, Pix). */
import type { ApprovalStep } from '../domain/approvals';
import type { SandboxStore } from './store';
import type { Approval, SandboxState } from './types';

/** The account a record moves money on, as the portal shows it: branch, number and digit, holder. */
export interface AccountSummary {
    id: number;
    agency: string | null;
    number: string;
    digit: string;
    holder: string | null;
}

/** A record's approval: where it stands, how many approvers it needs, the steps taken. */
export interface ApprovalSummary {
    id: number;
    status: string;
    required: 1 | 2;
    steps: ApprovalStep[];
}

export const accountSummary = (
    state: Pick<SandboxState, 'accounts' | 'agencies' | 'persons'>,
    id: number,
): AccountSummary | null => {
    const account = state.accounts.find((a) => a.id === id);
    const agency = account && state.agencies.find((a) => a.id === account.agency_id);
    const holder = account && state.persons.find((p) => p.id === account.person_id);
    return account
        ? {
              id: account.id,
              agency: agency?.number ?? null,
              number: account.number,
              digit: account.digit,
              holder: holder?.name ?? null,
          }
        : null;
};

export const approvalSummary = (approval: Approval | undefined): ApprovalSummary | null =>
    approval
        ? { id: approval.id, status: approval.status, required: approval.required, steps: approval.steps }
        : null;

/** The bank's own notice to one user (no staff sender), with a button to the page it is about. */
export const notifyUser = (
    store: SandboxStore,
    userId: number,
    notice: { title: string; body: string; link: { label: string; to: string } },
) => {
    store.state.notifications.push({
        id: store.nextId('notifications'),
        user_id: userId,
        title: notice.title,
        body: notice.body,
        category: 'transaction',
        read_at: null,
        created_at: new Date().toISOString(),
        created_by: null,
        link: notice.link,
    });
    store.save('notifications');
};
