import { getToken } from '../authProvider/session';
import type { Account } from '../contract/accounts';
import { isHttpError } from '../http/HttpError';
import { DEMO_TRANSACTION_PASSWORD, type DemoUserKey } from '../sandbox/seed/users';
import { state } from './bank';
import { signIn } from './session';
import { call } from './signupCalls';

/** Helpers of the sandbox tests that sign in through the app: switching users, the Pix calls and records. */

export { call, type Failure, failure, refusal, state } from './signupCalls';

/** Ends the current session on the bank, as the portal's logout does; an expired one is already over. */
const signOut = async () => {
    if (!getToken()) return;
    try {
        await call('login/out', { method: 'POST' });
    } catch (error) {
        if (!isHttpError(error) || error.status !== 401) throw error;
    }
};

/** Signs the demo user in through the app's login, after signing the current one out (see `holder`). */
export const switchUser = async (key: DemoUserKey) => {
    await signOut();
    return signIn(key);
};

/**
 * Signs the demo user in, after signing the current one out as a person switching users would (a session
 * left open would make the next login of that user ask for a take-over), and answers their person and main
 * (checking) account.
 */
export const holder = async (key: DemoUserKey) => {
    const user = await switchUser(key);
    const record = state().users.find((u) => u.username === user.username);
    if (!record) throw new Error(`usuário ${key} sem registro`);
    const account = state().accounts.find(
        (a) => a.person_id === record.person_id && a.status === 'active' && a.kind !== 'savings',
    ) as Account;
    return { user: record, person: record.person_id, account };
};

export { balanceOf, ledgerOf } from './bank';

export interface TransferAnswer {
    data: {
        id: number;
        status: string;
        amount: number;
        end_to_end_id: string;
        failure_reason: string | null;
        settled_at: string | null;
        recipient: { name: string; document_masked: string; participant: string };
        approval: { id: number; status: string } | null;
    };
}

/** `POST pix/debit/transaction` with the password and a new confirmation's Idempotency-Key. */
export const sendPix = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    call<TransferAnswer>('pix/debit/transaction', {
        method: 'POST',
        body: { password: DEMO_TRANSACTION_PASSWORD, ...body },
        ...(headers === undefined ? { idempotencyKey: crypto.randomUUID() } : {}),
        headers,
    });

export const statusOf = (id: number) =>
    call<{ data: { status: string; settled_at: string | null; failure_reason: string | null } }>(
        `pix/debit/transaction/${id}/status`,
    ).then((answer) => answer.data);
