import type { ApprovalOperation, ApprovalStatus, ApprovalStep } from '../domain/approvals';
import type { BillPaymentStatus } from '../domain/billPayment';
import type { DocumentOwner, DocumentType } from '../domain/documents';
import type { InvoiceStatus } from '../domain/invoice';
import type { ScheduleRow, Simulation, SlipParcelStatus } from '../domain/slipParcel';
import type { LinkedAccount } from './linkedAccountTypes';
import type { PixOrganization } from './pixOrganizationTypes';
import type { PixCollections } from './pixTypes';

/** The sandbox bank's records. Money is integer cents; timestamps ISO 8601 (UTC). */

export interface Address {
    zip: string;
    street: string;
    number: string;
    complement?: string;
    district: string;
    city: string;
    state: string;
}

export type EntityStatus = 'active' | 'pending' | 'rejected' | 'blocked' | 'closed' | 'inactive';

export interface Person {
    id: number;
    uuid: string;
    type: 'natural' | 'legal';
    name: string;
    /** CPF (11 digits) or CNPJ (14 characters, may be alphanumeric), unformatted. */
    document: string;
    email: string;
    /** 11 national digits. */
    phone: string;
    birth_date?: string;
    trade_name?: string;
    address: Address;
    status: EntityStatus;
    created_at: string;
    /** Natural person: mother's name (KYC) and declared monthly income in cents. */
    mother_name?: string;
    monthly_income?: number;
    /** Legal person: legal nature (e.g. 'LTDA', 'MEI', 'EIRELI', 'SA'), monthly revenue (cents), founding date. */
    company_kind?: string;
    monthly_revenue?: number;
    founded_on?: string;
    /** Legal person: partners (QSA) and the attorney (procurador), when there is one. */
    partners?: Partner[];
    attorney?: Attorney | null;
    /** Minor: the responsible adult (a natural person of this bank) and the relationship. */
    responsible?: { person_id: number; relationship: 'mother' | 'father' | 'guardian' };
    /** How the registration came in: self-registration (/registro*), staff (/cadastro-*), or the seed. */
    origin?: 'self' | 'backoffice' | 'seed';
    /** The staff user who registered it (backoffice origin), or null. */
    created_by?: number | null;
    /** The last status decision (approve, block, reject...) and who took it. */
    decided_at?: string | null;
    decided_by?: number | null;
    status_reason?: string | null;
}

/** A partner (sócio) of a legal person, as in its QSA. */
export interface Partner {
    name: string;
    /** CPF, 11 digits. */
    document: string;
    birth_date: string;
    email: string;
    phone: string;
    /** Share of the capital, in basis points (100 % = 10000). */
    share_bp: number;
    /** Administrator partners sign for the company. */
    administrator: boolean;
}

/** The attorney (procurador) who acts for a legal person. */
export interface Attorney {
    name: string;
    document: string;
    email: string;
    phone: string;
    /** Last day of the power of attorney (yyyy-MM-dd). */
    valid_until: string;
}

export interface Bank {
    id: number;
    name: string;
    /** COMPE code, 3 digits. */
    code: string;
    ispb: string;
    document: string;
}

export interface Agency {
    id: number;
    bank_id: number;
    name: string;
    number: string;
    address: Address;
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

export type AccountKind = 'natural_person_account' | 'legal_person_account' | 'savings';

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
}

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

/** A company's payroll employee (`/register-employees`, `payment/payroll/accounts`). */
export interface Employee {
    id: number;
    uuid: string;
    /** The company (legal person) that pays. */
    owner_person_id: number;
    name: string;
    /** CPF, 11 digits. */
    cpf: string;
    email: string;
    /** 11 national digits. */
    phone: string;
    /** Monthly salary in cents. */
    salary: number;
    /** Where the salary goes: an account of this bank, or an account at another institution. */
    destination:
        | { kind: 'internal'; account_id: number }
        | {
              kind: 'external';
              /** ISPB of the Pix participant. */
              bank: string;
              branch_number: string;
              branch_digit: string;
              account_number: string;
              account_digit: string;
              type: 'checking' | 'savings';
          };
    status: 'active' | 'inactive';
    created_at: string;
    updated_at: string;
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

/** One-time SMS codes waiting for their login. */
export interface SmsCode {
    cpf: string;
    code: string;
    expires_at: string;
}

export type NotificationCategory = 'info' | 'warning' | 'transaction' | 'security';

/** A message in one user's notification list (/notifications); staff send them to many users at once. */
export interface Notification {
    id: number;
    /** The recipient. */
    user_id: number;
    title: string;
    body: string;
    category: NotificationCategory;
    /** When the recipient opened it; null while unread. */
    read_at: string | null;
    created_at: string;
    /** The staff user who sent it; null for the bank's own automatic notices. */
    created_by: number | null;
    /** A page of the portal the notice points at (e.g. a receipt), shown as a button under it. */
    link?: { label: string; to: string };
}

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

/** A payer (sacado) of one holder's boletos: each holder keeps their own list. */
export interface Drawee {
    id: number;
    uuid: string;
    /** The issuing holder's person: only they (and staff who open accounts) see this payer. */
    owner_person_id: number;
    name: string;
    /** CPF (11 digits) or CNPJ (14 characters, may be alphanumeric), unformatted. */
    document: string;
    /** '' when not given. */
    email: string;
    /** Mobile (11 digits) or landline (10 digits), national; '' when not given. */
    phone: string;
    address: Address;
    /** Disabled payers stay for the boletos already issued to them, but take no new ones. */
    status: 'active' | 'disabled';
    created_at: string;
    updated_at: string;
}

/** A money-moving operation held for the bank's approval (alçada): /boleto and its double-approval twin. */
export interface Approval {
    id: number;
    uuid: string;
    operation: ApprovalOperation;
    /** The held record's id in its own collection (boleto_payment: billPayments; slip_parcel: slipParcels). */
    reference_id: number;
    /** Cents. */
    amount: number;
    maker_user_id: number;
    /** Different approvers needed: 2 on double-approval brands. */
    required: 1 | 2;
    steps: ApprovalStep[];
    status: ApprovalStatus;
    /** pt-BR label → value, what the queue shows of the operation. */
    summary: Record<string, string>;
    created_at: string;
}

/** A boleto paid (or scheduled, or waiting for approval) from one of the payer's accounts. */
export interface BillPayment {
    id: number;
    uuid: string;
    user_id: number;
    account_id: number;
    kind: 'bank' | 'convenio';
    /** The linha digitável, 47 or 48 digits. */
    line: string;
    barcode: string;
    /** The beneficiary's bank (bank boletos) or the convênio segment. */
    beneficiary: string;
    bank_code: string | null;
    /** Cents. */
    amount: number;
    due_date: string | null;
    /** yyyy-MM-dd when scheduled for a later day; null: paid on the day it was made. */
    payment_date: string | null;
    status: BillPaymentStatus;
    authentication: string;
    transaction_id: number | null;
    approval_id: number | null;
    created_at: string;
    paid_at: string | null;
    /** Why a scheduled payment was not made on its day (status `failed`). */
    failure_reason?: string | null;
    /** Paid by the bank for a boleto parcelamento (`credit/slip`): no account was debited. */
    slip_parcel_id?: number;
}

/** A boleto issued by a holder to one of their payers (cobrança registrada at the portal bank). */
export interface Invoice {
    id: number;
    uuid: string;
    owner_person_id: number;
    /** The account credited when the boleto is paid. */
    account_id: number;
    drawee_id: number;
    /** The payer as on the day of issue: a later change of the payer does not rewrite a boleto. */
    drawee: { name: string; document: string; email: string; address: Address };
    /** The issuer (beneficiário): the account holder. */
    beneficiary: { name: string; document: string };
    /** 11 digits, unique at the bank, and its check digit. */
    our_number: string;
    our_number_dv: string;
    /** The issuer's own reference (seu número / número do documento); '' when not given. */
    your_number: string;
    /** Cents. */
    amount: number;
    issue_date: string;
    due_date: string;
    fine_percent: number;
    interest_percent: number;
    discount_amount: number;
    discount_until: string | null;
    instructions: string;
    installment: { number: number; count: number; group: string } | null;
    /** 44 and 47 digits; a draft has them too, but it cannot be paid until registered. */
    barcode: string;
    line: string;
    /** Stored status: `expired` is derived on reading (domain/invoice effectiveStatus). */
    status: InvoiceStatus;
    paid_amount: number | null;
    paid_at: string | null;
    canceled_at: string | null;
    cancel_reason: string | null;
    batch_id: number | null;
    /** When a CNAB remittance carried it to the registering bank; null until then. */
    remitted_at: string | null;
    created_by: number;
    created_at: string;
    updated_at: string;
}

/** A batch of boletos from a file or the fixed-terms form: drafts until processed (registered). */
export interface InvoiceBatch {
    id: number;
    owner_person_id: number;
    kind: 'file' | 'fixed';
    file_name: string | null;
    status: 'draft' | 'done';
    invoice_count: number;
    /** Cents. */
    total: number;
    created_by: number;
    created_at: string;
    processed_at: string | null;
}

/** One installment of an approved parcelamento: the holder's debt. `overdue` is derived on reading. */
export interface SlipInstallment extends ScheduleRow {
    status: 'open' | 'paid';
    paid_at: string | null;
}

/** A boleto the bank pays in full, to be repaid in installments (`credit/slip`, /hub-slip). */
export interface SlipParcel {
    id: number;
    uuid: string;
    user_id: number;
    /** The holder: the owner of the account. */
    person_id: number;
    /** The holder's account the installments are charged to (nothing moves at approval). */
    account_id: number;
    kind: 'bank' | 'convenio';
    line: string;
    barcode: string;
    beneficiary: string;
    bank_code: string | null;
    boleto_due_date: string | null;
    /** The offer as requested (the boleto amount, IOF, rate, schedule): what the approver decides on. */
    simulation: Simulation;
    status: SlipParcelStatus;
    approval_id: number;
    /** The bank's payment of the boleto, once approved. */
    bill_payment_id: number | null;
    /** Empty until approved; then the simulation's schedule, installment by installment. */
    installments: SlipInstallment[];
    created_at: string;
    decided_at: string | null;
}

/**
 * A holder's document (docs/documents): metadata and a small preview only. The file itself is kept out of
 * localStorage, in sandbox/fileStore.ts (IndexedDB), under the document's uuid.
 */
export interface StoredDocument {
    id: number;
    uuid: string;
    person_id: number;
    type: DocumentType;
    owner: DocumentOwner;
    /** A partner's or the attorney's CPF; null for the holder's own. */
    owner_document: string | null;
    file_name: string;
    mime: string;
    size: number;
    /** The client's JPEG thumbnail (data URL, ≤ 60 KB) of an image; null for a PDF. */
    preview: string | null;
    /** False for the seed's demonstration documents: metadata without a file. */
    has_file: boolean;
    /** Stored status: `processing` is derived on reading (domain/documents effectiveDocumentStatus). */
    status: 'pending' | 'approved' | 'rejected';
    reason: string | null;
    uploaded_by: number | null;
    created_at: string;
    decided_at: string | null;
    decided_by: number | null;
}

/**
 * An imported A1 certificate (docs/certificate): the certificate's fields only. The file and its private key
 * are read once at import and never kept.
 */
export interface StoredCertificate {
    id: number;
    uuid: string;
    person_id: number;
    /** The subject's common name, and the holder's name without the ':DOCUMENT' suffix. */
    subject: string;
    holder_name: string;
    document: string;
    document_type: 'cnpj' | 'cpf';
    issuer: string;
    serial: string;
    not_before: string;
    not_after: string;
    file_name: string;
    imported_at: string;
    imported_by: number;
}

/** The Pix collections are in pixTypes.ts. */
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
    /** Answers of money-moving calls, per user and Idempotency-Key: a retried confirmation gets the first. */
    idempotency: IdempotentAnswer[];
}

/** What the bank answered to one confirmation (`sandbox/idempotency.ts`). */
export interface IdempotentAnswer {
    /** `<user id>:<Idempotency-Key>`. */
    id: string;
    /** Method, path and body of the first request: the key may not be reused for another one. */
    request: string;
    status: number;
    body: unknown;
    created_at: string;
}
