/** Payees (favorecidos) of the `/v1` contract (docs/api.md "Payees"): `access/favored`, `access/categories`. */

import type { BankAccountKind, TransferParty } from './transfers';

export type { BankAccountKind };
export type FavoredStatus = 'active' | 'blocked';

/**
 * A person's saved counterparty: an account at this bank or at another one. Its bank and account are a transfer's
 * other side (COMPE code '' for a Pix-only participant); a payment copies them into the transfer.
 */
export interface Favored extends TransferParty {
    id: number;
    /** The holder (person) who registered it: a payee is seen only by its owner's users. */
    person_id: number;
    /** '' when the bank uses none. */
    agency_digit: string;
    category_id: number | null;
    favorite: boolean;
    nickname: string;
    email: string;
    /** A blocked payee cannot be paid. */
    status: FavoredStatus;
    created_at: string;
    updated_at: string;
}

/** One of the fixed payee categories (`access/categories`). */
export interface FavoredCategory {
    id: number;
    name: string;
}

/** Body of `POST access/favored` and `PUT access/favored/{id}`. */
export type FavoredInput = Pick<
    Favored,
    | 'name'
    | 'document'
    | 'bank_code'
    | 'bank_ispb'
    | 'agency'
    | 'agency_digit'
    | 'account'
    | 'account_digit'
    | 'account_kind'
    | 'category_id'
    | 'nickname'
    | 'email'
> & { favorite?: boolean };
