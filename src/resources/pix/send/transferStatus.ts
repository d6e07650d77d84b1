import { formatDate } from '../../../domain/dates';
import type { TransferStatus } from './api';

export const POLL_INTERVAL_MS = 1_000;
/** After a minute the receipt stops asking and sends the user to the statement. */
export const POLL_LIMIT_MS = 60_000;

/** Only a transfer under way changes within seconds; approval and schedules take hours or days. */
export const isSettling = (status: TransferStatus) => status === 'processing';

export type PollStep = 'continue' | 'stop' | 'timeout';

/** What to do after a status answer, `elapsedMs` since polling started. */
export function nextPoll(status: TransferStatus, elapsedMs: number): PollStep {
    if (!isSettling(status)) return 'stop';
    return elapsedMs >= POLL_LIMIT_MS ? 'timeout' : 'continue';
}

export interface StatusFacts {
    status: TransferStatus;
    failure_reason?: string | null;
    scheduled_for?: string | null;
}

export const STILL_PROCESSING =
    'O Pix ainda está em processamento. Acompanhe o resultado no extrato Pix: se não for concluído, o valor volta para sua conta.';

/** 'Recusado pelo banco recebedor: conta encerrada.' → 'recusado pelo banco recebedor: conta encerrada'. */
export const reasonClause = (reason: string | null | undefined) => {
    const text = (reason ?? '').trim().replace(/\.+$/, '');
    return text ? text[0].toLowerCase() + text.slice(1) : 'recusado pela instituição do recebedor';
};

/** The one sentence of the receipt's live region. */
export function statusLine(facts: StatusFacts, timedOut = false): string {
    switch (facts.status) {
        case 'processing':
            return timedOut ? STILL_PROCESSING : 'Processando…';
        case 'done':
            return 'Pix realizado';
        case 'failure':
            return `Pix não concluído: ${reasonClause(facts.failure_reason)}, o valor voltou para sua conta`;
        case 'pending_approval':
            return 'Pix enviado para aprovação: o valor será debitado quando o banco aprovar. Nada foi debitado ainda.';
        case 'scheduled':
            return facts.scheduled_for
                ? `Pix agendado para ${formatDate(facts.scheduled_for)}: o valor será debitado nesse dia.`
                : 'Pix agendado.';
        case 'rejected':
            return 'Pix não aprovado pelo banco. Nada foi debitado.';
        case 'canceled':
            return 'Pix cancelado. Nada foi debitado.';
    }
}

export const statusSeverity = (status: TransferStatus): 'success' | 'error' | 'info' | 'warning' => {
    if (status === 'done') return 'success';
    if (status === 'failure' || status === 'rejected') return 'error';
    if (status === 'pending_approval') return 'warning';
    return 'info';
};
