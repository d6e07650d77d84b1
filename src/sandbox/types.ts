import type { Account, AccountType, Agency, Bank, Transaction } from '../contract/accounts';
import type { Approval } from '../contract/approvals';
import type { BillPayment, SlipParcel } from '../contract/bills';
import type { Card } from '../contract/cards';
import type { CashOperation } from '../contract/cashier';
import type { Cooperative } from '../contract/cooperatives';
import type { StoredCertificate, StoredDocument } from '../contract/documents';
import type { Drawee, Invoice, InvoiceBatch } from '../contract/invoices';
import type { GraphicAccount, GraphicEntry, TransientEntry } from '../contract/ledgers';
import type { LinkedAccount } from '../contract/linkedAccounts';
import type { Notification } from '../contract/notifications';
import type { Favored, FavoredCategory } from '../contract/payees';
import type { Employee } from '../contract/payroll';
import type { EntityStatus, Person } from '../contract/people';
import type { PixCharge, PixFavorite, PixKey, PixParticipant, PixTransfer } from '../contract/pix';
import type { PixOrganization } from '../contract/pixOrganizations';
import type { ProductOrder } from '../contract/products';
import type { AdministrativeTransfer, ManualRecharge, RechargeInvoice } from '../contract/recharges';
import type { Redemption } from '../contract/redemptions';
import type { StatementCorrection } from '../contract/statementCorrections';
import type { Transfer } from '../contract/transfers';

/**
 * The sandbox bank's store: its collections of `/v1` records (src/contract/) and the records only the bank
 * keeps (users with their password hashes, sessions, codes, idempotent answers). Money is integer cents;
 * timestamps ISO 8601 (UTC).
 */

export interface User {
    id: number;
    uuid: string;
    person_id: number;
    /** CPF, 11 digits: the login name. */
    username: string;
    /** SHA-256 of the password: no password is stored in the browser. */
    password_hash: string;
    name: string;
    email: string;
    /** Mobile, 11 national digits, where the SMS code goes. */
    phone: string;
    role: string;
    userRole: string;
    permissions: string[];
    two_factor: boolean;
    status: EntityStatus;
    about?: string;
    /** The profile photo as a data URL (at most 256×256). */
    photo?: string;
    /** The terms of use this user accepted (self-registration, or `access/terms_of_use/accept`). */
    terms_accepted?: { version: string; accepted_at: string };
    /** A company's collaborator (`/adicionar-colaborador`): its limited profile; `person_id` is the company. */
    collaborator?: 'consulta' | 'operador';
    /** Who created this access (`/cadastro-acesso`, `/adicionar-colaborador`), and when. */
    created_by?: number | null;
    created_at?: string;
}

export interface Session {
    /** SHA-256 of the session id the token carries in its `sid` claim (the id itself is never stored). */
    id: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    /** Last authenticated call: a session idle for longer than the liveness window no longer blocks a login. */
    last_seen_at: string;
    /** Ended: logout, or displaced when the same user took over the session elsewhere. */
    ended?: 'logout' | 'displaced';
}

/**
 * A registration's confirmation of an e-mail or a mobile (`access/signup/send` and `confirm`): the code sent,
 * then the token proving the address; both kept only as SHA-256 hashes.
 */
export interface SignupCode {
    id: number;
    channel: 'email' | 'cellphone';
    /** The address: lower-case e-mail or the mobile's 11 digits. */
    target: string;
    /** Null once the code was confirmed (or discarded after too many wrong tries). */
    code_hash: string | null;
    code_expires_at: string;
    wrong_attempts: number;
    token_hash: string | null;
    token_expires_at: string | null;
    created_at: string;
}

/**
 * A user's transaction password (sandbox/transactionPassword.ts): its salted hash, the wrong tries in a row and
 * the lock they caused, and the recovery code sent (hashed). No record: the user has not created one yet.
 */
export interface TransactionPasswordRecord {
    user_id: number;
    salt: string;
    /** SHA-256 of `salt:pin`. */
    hash: string | null;
    wrong_tries: number;
    locked_until: string | null;
    code_hash: string | null;
    code_expires_at: string | null;
    code_wrong_tries: number;
    updated_at: string;
}

/** One-time SMS codes waiting for their login. */
export interface SmsCode {
    cpf: string;
    code: string;
    expires_at: string;
}

export interface PixCollections {
    pixParticipants: PixParticipant[];
    pixKeys: PixKey[];
    pixTransfers: PixTransfer[];
    pixCharges: PixCharge[];
    pixFavorites: PixFavorite[];
}

export interface SandboxState extends PixCollections {
    persons: Person[];
    banks: Bank[];
    agencies: Agency[];
    accountTypes: AccountType[];
    accounts: Account[];
    transactions: Transaction[];
    users: User[];
    sessions: Session[];
    smsCodes: SmsCode[];
    /** E-mail and mobile confirmations of registrations in progress (hashed codes and tokens). */
    signupCodes: SignupCode[];
    notifications: Notification[];
    cards: Card[];
    drawees: Drawee[];
    approvals: Approval[];
    billPayments: BillPayment[];
    invoices: Invoice[];
    invoiceBatches: InvoiceBatch[];
    /** CNAB remittance files generated so far (their sequence number, NSA). */
    remittances: {
        id: number;
        owner_person_id: number;
        file_name: string;
        invoice_ids: number[];
        created_at: string;
    }[];
    slipParcels: SlipParcel[];
    /** The portal bank's Pix participant identities (staff screens /selecionar-org-pix, /pix-indireto, /apix). */
    pixOrganizations: PixOrganization[];
    /** Holders' documents (metadata; the files are in sandbox/fileStore.ts). */
    documents: StoredDocument[];
    /** Holders' accounts at other banks (one per holder), each waiting for or past its approval. */
    linkedAccounts: LinkedAccount[];
    /** Holders' imported A1 certificates (their fields, never the file or key). */
    certificates: StoredCertificate[];
    /** Companies' payroll employees (`payment/payroll/accounts`). */
    employees: Employee[];
    /** Staff's reversals and balance corrections, each held for approval (`statement_correction`). */
    statementCorrections: StatementCorrection[];
    /** Answers of money-moving calls, per user and Idempotency-Key: a retried confirmation gets the first. */
    idempotency: IdempotentAnswer[];
    /** Cooperatives registered by the back office, each waiting for or past its approval. */
    cooperatives: Cooperative[];
    /** The institution's internal (graphic) accounts and their own entries (docs/api.md "Ledgers"). */
    graphicAccounts: GraphicAccount[];
    graphicEntries: GraphicEntry[];
    /** Pix held in the transient account for accounts that could not take them. */
    transientEntries: TransientEntry[];
    /** Cash deposits and withdrawals made at the cashier, and their reversals. */
    cashOperations: CashOperation[];
    /** Holders' redemptions (resgates) to their linked accounts, each held for approval. */
    redemptions: Redemption[];
    /** TEDs, internal and digital transfers and payments to payees (sandbox/transfers.ts). */
    transfers: Transfer[];
    /** Users' payees (favorecidos), per person; and their fixed categories (`access/categories`). */
    favoreds: Favored[];
    favoredCategories: FavoredCategory[];
    /** Users' transaction passwords (hashed), wrong tries, locks and recovery codes. */
    transactionPasswords: TransactionPasswordRecord[];
    /** Staff's manual recharges (carga manual), credited at once or held for approval (`manual_recharge`). */
    manualRecharges: ManualRecharge[];
    /** Staff's transfers between two accounts of this bank. */
    administrativeTransfers: AdministrativeTransfer[];
    /** Holders' top-up boletos (the boletos themselves are in `invoices`). */
    rechargeInvoices: RechargeInvoice[];
    /** Phone recharges and prepaid products bought by holders. */
    productOrders: ProductOrder[];
}

/** What the bank answered to one confirmation (`sandbox/idempotency.ts`). */
export interface IdempotentAnswer {
    /** `<user id>:<Idempotency-Key>`. */
    id: string;
    /** SHA-256 of the first request's method, path and body: the key may not be reused for another one. */
    request: string;
    status: number;
    body: unknown;
    created_at: string;
}

/**
 * What the bank's rules (ledger, Pix, slips, views) need of the store, `SandboxStore` in store.ts: its state,
 * new ids and saving a collection. Declared here so that they do not import the store, which imports the seed
 * that uses them.
 */
export interface BankStore {
    state: SandboxState;
    nextId(name: keyof SandboxState): number;
    save(name: keyof SandboxState): void;
}
