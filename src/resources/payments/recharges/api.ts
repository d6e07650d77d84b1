import type {
    AdministrativeTransferView,
    ManualRechargeView,
    RechargeInvoiceView,
    RechargeSource,
} from '../../../contract/recharges';
import type { AccountView } from '../../accounts';

export type { AdministrativeTransferView, ManualRechargeView, RechargeInvoiceView, RechargeSource };

export const MANUAL_RECHARGES = 'carga-manual';
export const ADMIN_TRANSFERS = 'transferencia-administrativa';
export const TOPUPS = 'recarga-conta';

/** An account found by staff's search: the account's view, and whether it is a sub-account. */
export type FoundAccount = AccountView & { subaccount: boolean };

/** A confirmation's server field errors: those that belong to the form step send it back there. */
export const formFieldsOf = (errors: Record<string, string>, formFields: readonly string[]) =>
    Object.fromEntries(Object.entries(errors).filter(([field]) => formFields.includes(field)));
