import type { TransactionPasswordStatus } from '../contract/transactionPassword';
import {
    lockedMessage,
    TRANSACTION_PASSWORD_MESSAGES as M,
    type PinOwner,
    TRANSACTION_PASSWORD_LOCK_MINUTES,
    TRANSACTION_PASSWORD_MAX_TRIES,
    wrongTriesMessage,
} from '../domain/transactionPassword';
import { sha256 } from './hash';
import type { FieldErrors } from './laravel';
import type { Context } from './route';
import type { BankStore, TransactionPasswordRecord, User } from './types';

/** `salt:pin` hashed: the bank keeps no PIN, and two users with the same PIN have different hashes. */
export const pinHash = (salt: string, pin: string) => sha256(`${salt}:${pin}`);

export const newSalt = () =>
    [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');

export const recordOf = (store: BankStore, userId: number) =>
    store.state.transactionPasswords.find((r) => r.user_id === userId && r.hash !== null);

/** A lock whose time has passed ends, with its count of wrong tries. */
const expireLock = (store: BankStore, record: TransactionPasswordRecord, now: Date) => {
    if (record.locked_until && Date.parse(record.locked_until) <= now.getTime()) {
        store.save('transactionPasswords');
        record.locked_until = null;
        record.wrong_tries = 0;
    }
};

export const statusOf = (store: BankStore, userId: number, now = new Date()): TransactionPasswordStatus => {
    const record = recordOf(store, userId);
    if (!record) return { defined: false, locked_until: null, tries_left: TRANSACTION_PASSWORD_MAX_TRIES };
    if (!record.locked_until)
        return {
            defined: true,
            locked_until: null,
            tries_left: TRANSACTION_PASSWORD_MAX_TRIES - record.wrong_tries,
        };
    // A lock whose time has passed ended with its wrong tries (the next try writes it so).
    const locked = Date.parse(record.locked_until) > now.getTime();
    return {
        defined: true,
        locked_until: locked ? record.locked_until : null,
        tries_left: locked ? 0 : TRANSACTION_PASSWORD_MAX_TRIES,
    };
};

/** What the PIN must not recall: the user's CPF, and the birth date of a natural person. */
export const pinOwner = (store: BankStore, user: User): PinOwner => {
    const person = store.state.persons.find((p) => p.id === user.person_id);
    return { cpf: user.username, birthDate: person?.type === 'natural' ? person.birth_date : null };
};

/**
 * One try of `pin` against the user's PIN: null when right (the wrong tries start again), else the message
 * for the field. A wrong try counts; the last allowed one locks the PIN for TRANSACTION_PASSWORD_LOCK_MINUTES.
 */
export async function tryPin(
    store: BankStore,
    user: User,
    pin: string,
    now = new Date(),
): Promise<string | null> {
    const record = recordOf(store, user.id);
    if (!record) return M.notDefined;
    expireLock(store, record, now);
    if (record.locked_until) return lockedMessage(record.locked_until);
    // Saved only when the count changes: a right PIN at the first try writes nothing.
    if ((await pinHash(record.salt, pin)) === record.hash) {
        if (record.wrong_tries > 0) store.save('transactionPasswords');
        record.wrong_tries = 0;
        return null;
    }
    store.save('transactionPasswords');
    record.wrong_tries += 1;
    const left = TRANSACTION_PASSWORD_MAX_TRIES - record.wrong_tries;
    if (left > 0) return wrongTriesMessage(left);
    record.locked_until = new Date(now.getTime() + TRANSACTION_PASSWORD_LOCK_MINUTES * 60_000).toISOString();
    return lockedMessage(record.locked_until);
}

/** Sets the user's PIN (first one, change or recovery): unlocked, no wrong tries, no pending code. */
export async function setPin(store: BankStore, userId: number, pin: string, now = new Date()) {
    const salt = newSalt();
    const record: TransactionPasswordRecord = {
        user_id: userId,
        salt,
        hash: await pinHash(salt, pin),
        wrong_tries: 0,
        locked_until: null,
        code_hash: null,
        code_expires_at: null,
        code_wrong_tries: 0,
        updated_at: now.toISOString(),
    };
    store.state.transactionPasswords = [
        ...store.state.transactionPasswords.filter((r) => r.user_id !== userId),
        record,
    ];
    store.save('transactionPasswords');
}

/**
 * THE check of the transaction password (`body.password`) that every money-moving call makes before it moves
 * anything. Errors go on `password`; a call that moves money answers 422 with them and moves nothing.
 */
export async function transactionPasswordErrors(ctx: Context): Promise<FieldErrors> {
    const password = typeof ctx.body.password === 'string' ? ctx.body.password : '';
    if (!password) return { password: [M.required] };
    const problem = await tryPin(ctx.store, ctx.user, password);
    return problem ? { password: [problem] } : {};
}
