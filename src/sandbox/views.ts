/** Pieces of the records' views that several areas answer alike (bill payments, installments, Pix). */
import type { AccountSummary } from '../contract/accounts';
import type { Approval, ApprovalSummary } from '../contract/approvals';
import type { BankStore, SandboxState } from './types';

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
    store: BankStore,
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
