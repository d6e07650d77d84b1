import type { Approval } from '../../contract/approvals';

/** An approval as the queues read it (resource `aprovacoes`). */
export interface ApprovalView extends Approval {
    maker_name: string;
}
