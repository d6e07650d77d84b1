/** The signed-in user's transaction password as the bank describes it (`GET access/account_password`). */
export interface TransactionPasswordStatus {
    defined: boolean;
    /** ISO 8601 while locked after too many wrong tries, else null. */
    locked_until: string | null;
    /** Wrong tries left before it locks. */
    tries_left: number;
}

/** `PUT access/account_password`: the first one. */
export interface NewTransactionPassword {
    password: string;
    password_confirmation: string;
}

/** `PUT access/account_password/change`. */
export interface TransactionPasswordChange extends NewTransactionPassword {
    current_password: string;
}

/** `POST access/account_password/send_token`: where the recovery code goes. */
export type RecoveryChannel = 'sms' | 'email';

/** Its answer: the masked address; the sandbox, which has no gateway, also returns the code. */
export interface RecoveryCodeSent {
    message: string;
    destination: string;
    sandbox_code?: string;
}

/** `POST access/account_password/confirm_token`. */
export interface TransactionPasswordRecovery extends NewTransactionPassword {
    token: string;
}
