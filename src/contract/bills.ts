/** Boleto payments and boleto parcelamentos (`credit/slip`) of the `/v1` contract. Money in integer cents. */

/** `failed`: a scheduled payment that could not be made on its day (nothing was debited). */
export type BillPaymentStatus = 'paid' | 'pending_approval' | 'scheduled' | 'rejected' | 'failed';

/** Who borrows: a person (CPF) or a company (CNPJ); the daily IOF differs. */
export type Borrower = 'natural' | 'legal';
export type SlipParcelStatus = 'pending_approval' | 'approved' | 'rejected';

export interface ScheduleRow {
    number: number;
    due_date: string;
    /** The installment: interest + amortization. */
    amount: number;
    interest: number;
    amortization: number;
    /** What is still owed after this installment. */
    balance: number;
}

/** The offer for a boleto amount and a number of installments, as simulated and as stored. */
export interface Simulation {
    request_date: string;
    borrower: Borrower;
    /** The boleto the bank pays. */
    amount: number;
    iof: number;
    /** amount + iof: the Price table's principal. */
    financed: number;
    monthly_rate_bp: number;
    installments: number;
    /** The fixed installment (every row but possibly the last). */
    installment_amount: number;
    last_installment_amount: number;
    interest_total: number;
    /** Sum of the installments. */
    total: number;
    /** Percentages with two decimals (3.12 is 3,12 %). */
    annual_rate_percent: number;
    cet_monthly_percent: number;
    cet_annual_percent: number;
    first_due_date: string;
    schedule: ScheduleRow[];
}

/**
 * What the register charges for a boleto on the day it is paid: the discount up to its date; after the due
 * date the fine once plus interest per day. Cents; `days_late` 0 when on time.
 */
export interface BillCharges {
    /** Face value. */
    amount: number;
    discount: number;
    fine: number;
    interest: number;
    total: number;
    days_late: number;
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
    /**
     * The beneficiary's name as the register (CIP) answers it. Payments made before the lookup named the
     * beneficiary hold the bank ('341 - Itaú Unibanco S.A.') or the convênio segment here.
     */
    beneficiary: string;
    /** The beneficiary's CPF or CNPJ, digits only (absent on older payments). */
    beneficiary_document?: string | null;
    bank_code: string | null;
    /** Cents: what was debited (the register's total on the day). */
    amount: number;
    /** The breakdown of `amount` when the register has the boleto's terms (face value, discount, fine, interest). */
    charges?: BillCharges | null;
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
