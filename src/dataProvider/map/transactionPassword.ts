import type { ResourceMap } from '../types';

/** The signed-in user's transaction password (docs/api.md "Transaction password"). Never cached: no reads of it. */
export const transactionPassword: ResourceMap = {
    'senha-transacao': {
        path: 'access/account_password',
        operations: {
            /** `{ defined, locked_until, tries_left }`. */
            status: { method: 'GET', path: () => 'access/account_password' },
            /** `data` `{ password, password_confirmation }`: the first one; the new status. */
            create: { method: 'PUT', path: () => 'access/account_password' },
            /** `data` `{ current_password, password, password_confirmation }`: the new status. */
            change: { method: 'PUT', path: () => 'access/account_password/change' },
            /** `data` `{ channel: 'sms' | 'email' }`: `{ message, destination, sandbox_code? }`. */
            sendToken: { method: 'POST', path: () => 'access/account_password/send_token' },
            /** `data` `{ token, password, password_confirmation }`: the new status, unlocked. */
            confirmToken: { method: 'POST', path: () => 'access/account_password/confirm_token' },
        },
    },
};
