/** Payment cards (`/v1`). */

export type CardBrand = 'visa' | 'mastercard' | 'elo';
export type CardKind = 'debit' | 'prepaid' | 'virtual';
export type CardStatus = 'active' | 'blocked' | 'canceled';

/** A payment card of an account. The bank never stores nor sends the full number: only its last four digits. */
export interface Card {
    id: number;
    uuid: string;
    account_id: number;
    /** As embossed: upper case, no accents, middle names shortened. */
    holder_name: string;
    brand: CardBrand;
    kind: CardKind;
    last4: string;
    /** 1–12. */
    expiry_month: number;
    /** Four digits. */
    expiry_year: number;
    status: CardStatus;
    contactless: boolean;
    online_purchases: boolean;
    international: boolean;
    /** Cents. */
    monthly_limit: number;
    /** Cents spent in the current month. */
    spent_this_month: number;
    created_at: string;
}
