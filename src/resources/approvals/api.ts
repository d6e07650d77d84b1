import type { Approval } from '../../contract/approvals';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { ApprovalOperation } from '../../domain/approvals';
import { request, requestMoney } from '../../http/client';

export interface ApprovalView extends Approval {
    maker_name: string;
}

const data = <T>(answer: { body: { data: T } }) => answer.body.data;

/** Deciding moves money on the final approval: every retry of one decision carries its key. */
export const approvalsApi = {
    pending: async (operation: ApprovalOperation, signal?: AbortSignal) =>
        (
            await request<LaravelPage<ApprovalView>>('payment/approvals', {
                query: { filter: { operation, status: 'pending_approval' }, per_page: 100 },
                signal,
            })
        ).body.data,
    approve: (id: number, idempotencyKey: string) =>
        requestMoney<{ data: ApprovalView }>(`payment/approvals/${id}/approve`, {
            method: 'POST',
            idempotencyKey,
        }).then(data),
    reject: (id: number, reason: string, idempotencyKey: string) =>
        requestMoney<{ data: ApprovalView }>(`payment/approvals/${id}/reject`, {
            method: 'POST',
            body: { reason },
            idempotencyKey,
        }).then(data),
};
