import type { AccountSummary } from '../../../contract/accounts';
import type { ApprovalSummary } from '../../../contract/approvals';
import type { SlipInstallment, SlipParcel } from '../../../contract/bills';
import type { InstallmentStatus, Simulation, SlipParcelStatus } from '../../../domain/slipParcel';

/** The data provider's resource of installment requests (src/dataProvider/map/credit.ts). */
export const SLIPS = 'parcelamentos';

export interface InstallmentView extends Omit<SlipInstallment, 'status'> {
    status: InstallmentStatus;
}

/** A request as `credit/slip` answers it. */
export interface SlipParcelView extends Omit<SlipParcel, 'installments' | 'status'> {
    status: SlipParcelStatus;
    /** The boleto amount. */
    amount: number;
    installments: InstallmentView[];
    account: AccountSummary | null;
    approval: ApprovalSummary | null;
    bill_payment: { id: number; status: string; paid_at: string | null; authentication: string } | null;
    next_due: { number: number; due_date: string; amount: number; status: InstallmentStatus } | null;
    reject_reason: string | null;
}

export interface SlipOffer {
    boleto: {
        kind: 'bank' | 'convenio';
        bank_code: string | null;
        beneficiary: string;
        due_date: string | null;
        amount: number;
    };
    simulation: Simulation;
}

export interface SlipRequestInput {
    line: string;
    /** Only when the boleto has no amount. */
    amount?: number;
    installments: number;
    account_id: number;
    password: string;
}
