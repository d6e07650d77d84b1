/** Banks, agencies, account types, accounts and their ledger (`/v1`). Money in integer cents; ISO 8601 UTC. */
import type { Address, EntityStatus } from './people';

export type InstitutionStatus = 'active' | 'inactive';

/** One line of a hierarchy institution's history: who did what, when, and which fields changed. */
export interface InstitutionEvent {
    at: string;
    user: string;
    action: 'created' | 'updated' | 'account_opened' | 'agency_opened';
    /** Fields changed (`updated`), or the new child's label (`account_opened`, `agency_opened`). */
    detail?: string;
}

export interface Bank {
    id: number;
    name: string;
    /** COMPE code, 3 digits. */
    code: string;
    ispb: string;
    document: string;
    /**
     * The white label whose hierarchy (/bancos, /lojas, /montadora) holds it; absent for the market's other
     * banks (Pix participants, linked accounts), which are in no hierarchy. The fields below are the hierarchy's.
     */
    brand?: string;
    trade_name?: string;
    email?: string;
    phone?: string;
    address?: Address;
    status?: InstitutionStatus;
    created_at?: string;
    updated_at?: string;
    /** Oldest first. */
    history?: InstitutionEvent[];
}

export interface Agency {
    id: number;
    bank_id: number;
    name: string;
    number: string;
    address: Address;
    /** Modulo-11 check digit of `number` (the hierarchy's agencies). */
    digit?: string;
    phone?: string;
    status?: InstitutionStatus;
    created_at?: string;
    updated_at?: string;
    history?: InstitutionEvent[];
}

export type AccountTypeCode =
    | 'common'
    | 'universal'
    | 'employee'
    | 'goal'
    | 'whitelabel'
    | 'courtesy'
    | 'benefit'
    | 'cashback'
    | 'coverage'
    | 'pos'
    | 'cashier'
    | 'agency'
    | 'federation'
    | 'sale'
    | 'pix_custody'
    | 'transient'
    | 'reservation'
    | 'bank'
    | 'fomento'
    | 'security';

export interface AccountType {
    id: number;
    name: string;
    code: AccountTypeCode;
    description: string;
    /** Monthly maintenance fee in cents. */
    monthly_fee: number;
    active: boolean;
    created_at: string;
    updated_at: string;
}

/** Spec 2 §3's person and account kinds. */
export type AccountKind =
    | 'natural_person_account'
    | 'legal_person_account'
    | 'savings'
    | 'digital_account'
    | 'access_card'
    | 'convention'
    | 'agency_account'
    | 'bank_account';

export interface Account {
    id: number;
    uuid: string;
    person_id: number;
    bank_id: number;
    agency_id: number;
    account_type_id: number;
    kind: AccountKind;
    number: string;
    digit: string;
    /** Current balance in cents: the sum of its transactions. */
    balance: number;
    status: EntityStatus;
    created_at: string;
}

export type TransactionKind = 'payment' | 'cash_out' | 'cash_in' | 'reversal' | 'manual_charge';

export interface Transaction {
    id: number;
    account_id: number;
    kind: TransactionKind;
    description: string;
    /** Signed cents: credits positive, debits negative. */
    amount: number;
    /** Balance after this transaction, in cents. */
    balance_after: number;
    status: 'transacted' | 'reversed';
    created_at: string;
    /** Who is on the other side (a Pix's payee or payer, a boleto's beneficiary), when the bank knows. */
    counterparty?: string | null;
    /** The counterparty's CPF or CNPJ, digits only (a person's is shown masked). */
    counterparty_document?: string | null;
    /** A `reversal` row: the movement it gives back. */
    reversal_of?: number | null;
    /** A reversed movement (status `reversed`): the `reversal` row that gave it back. */
    reversed_by?: number | null;
}

/** The account a record moves money on, as the portal shows it: branch, number and digit, holder. */
export interface AccountSummary {
    id: number;
    agency: string | null;
    number: string;
    digit: string;
    holder: string | null;
}
