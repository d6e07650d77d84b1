import type { PrepaidProvider, ProductOrder, ProviderKind } from '../../../contract/products';
import type { AccountView } from '../../accounts';

export type { PrepaidProvider, ProductOrder, ProviderKind };

export const PURCHASES = 'compras-pre-pagas';

/** The accounts a purchase may debit: the holder's active ones, their own first. */
export const debitAccounts = (accounts: readonly AccountView[]) =>
    accounts.filter((a) => a.status === 'active').sort((a, b) => a.id - b.id);

/** Shopping's sections in the order shown. */
export const PRODUCT_KINDS: readonly Exclude<ProviderKind, 'phone'>[] = [
    'gift_card',
    'game',
    'streaming',
    'transport',
];
