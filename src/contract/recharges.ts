/**
 * Staff's manual recharges (carga manual) and administrative transfers, and the holders' top-up boletos
 * (recarga de conta) (`/v1`, docs/api.md "Recharges"). Money in integer cents; timestamps ISO 8601 UTC.
 */
import type { AccountSummary } from './accounts';
import type { ApprovalSummary } from './approvals';
import type { Invoice } from './invoices';

/**
 * `pending_approval` while it waits for another person (brands with manual-recharge approval), `completed`
 * once credited, `rejected` by the approver, `canceled` by staff while it waited.
 */
export type ManualRechargeStatus = 'pending_approval' | 'completed' | 'rejected' | 'canceled';

/** Staff credit a holder's account from one of the bank's graphic accounts (a promotion, a correction). */
export interface ManualRecharge {
    id: number;
    uuid: string;
    account_id: number;
    /** Cents, positive. */
    amount: number;
    reason: string;
    /** The bank's internal account the money comes from (`access/graphic_account`, source `own`). */
    graphic_account_id: number;
    status: ManualRechargeStatus;
    maker_user_id: number;
    approval_id: number | null;
    /** The holder's `manual_charge` row and the graphic account's own entry, once credited. */
    transaction_id: number | null;
    graphic_entry_id: number | null;
    created_at: string;
    decided_at: string | null;
}

export interface ManualRechargeView extends ManualRecharge {
    account: AccountSummary | null;
    /** CPF or CNPJ of the credited account's holder. */
    holder_document: string | null;
    graphic_account: { id: number; code: string; name: string } | null;
    maker_name: string;
    approval: ApprovalSummary | null;
    reject_reason: string | null;
}

/** A graphic account a manual recharge may come from, with what it holds. */
export interface RechargeSource {
    id: number;
    code: string;
    name: string;
    balance: number;
}

/** Staff move money between two accounts of this bank; both statements show it at once. */
export interface AdministrativeTransfer {
    id: number;
    uuid: string;
    from_account_id: number;
    to_account_id: number;
    amount: number;
    reason: string;
    maker_user_id: number;
    debit_transaction_id: number;
    credit_transaction_id: number;
    created_at: string;
}

export interface AdministrativeTransferView extends AdministrativeTransfer {
    from_account: AccountSummary | null;
    to_account: AccountSummary | null;
    maker_name: string;
}

/** A boleto a holder issues to top up their own account: anyone may pay it; paid, the account is credited. */
export interface RechargeInvoice {
    id: number;
    account_id: number;
    /** The boleto in `invoices` (the holder is its beneficiary and its payer). */
    invoice_id: number;
    created_by: number;
    created_at: string;
}

/** A top-up boleto as the API answers it: the boleto itself, its status as of today (`expired` derived). */
export interface RechargeInvoiceView {
    id: number;
    account_id: number;
    created_at: string;
    invoice: Invoice;
}
