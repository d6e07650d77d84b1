/**
 * Prepaid products: phone recharges and the Shopping catalogue (`GET prepaidmarket/providers`, `POST
 * payment/product/transact`; docs/api.md "Prepaid products"). Money in integer cents.
 */

export type ProviderKind = 'phone' | 'gift_card' | 'game' | 'streaming' | 'transport';

/** An operator or a product's provider, with the values it sells. */
export interface PrepaidProvider {
    id: string;
    name: string;
    kind: ProviderKind;
    /** Cents, ascending: the only amounts it sells. */
    values: number[];
}

/** `processing` until the provider answers; `failure` ("Falha na Operadora"): the money came back. */
export type ProductOrderStatus = 'processing' | 'transacted' | 'failure';

export interface ProductOrder {
    id: number;
    uuid: string;
    account_id: number;
    provider_id: string;
    provider_name: string;
    kind: ProviderKind;
    amount: number;
    /** A phone recharge's mobile, 11 digits; null for other products. */
    phone: string | null;
    /** The code or PIN the holder redeems (products), once transacted. */
    pin: string | null;
    /** The operator's authentication of a phone recharge, once transacted. */
    authentication: string | null;
    status: ProductOrderStatus;
    failure_reason: string | null;
    debit_transaction_id: number;
    refund_transaction_id: number | null;
    created_by: number;
    created_at: string;
    settled_at: string | null;
}
