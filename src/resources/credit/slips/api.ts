import type { AccountSummary } from '../../../contract/accounts';
import type { ApprovalSummary } from '../../../contract/approvals';
import type { SlipInstallment, SlipParcel } from '../../../contract/bills';
import type { LaravelPage } from '../../../dataProvider/laravel';
import type { InstallmentStatus, Simulation, SlipParcelStatus } from '../../../domain/slipParcel';
import { request, requestMoney } from '../../../http/client';

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

export const slipsApi = {
    list: async (filter: { status?: SlipParcelStatus }, signal?: AbortSignal) =>
        (
            await request<LaravelPage<SlipParcelView>>('credit/slip', {
                query: { filter, per_page: 500 },
                signal,
            })
        ).body.data,
    installments: async (id: number, signal?: AbortSignal) =>
        (
            await request<LaravelPage<InstallmentView>>(`credit/slip/${id}/installments`, {
                query: { per_page: 100 },
                signal,
            })
        ).body.data,
    /** The bank's offer; its 422s belong on the form's fields, so the notice is left to the caller. */
    simulate: async (input: Omit<SlipRequestInput, 'password'>) =>
        (
            await request<{ data: SlipOffer }>('credit/slip/simulate', {
                method: 'POST',
                body: input,
                quiet: true,
            })
        ).body.data,
    /** A credit request: the confirmation's key, so a retried one is never recorded twice. */
    create: async (input: SlipRequestInput, idempotencyKey: string) =>
        (
            await requestMoney<{ data: SlipParcelView }>('credit/slip', {
                method: 'POST',
                body: input,
                idempotencyKey,
            })
        ).body.data,
};
