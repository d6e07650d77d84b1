import { formatDate } from '../../../domain/dates';
import { textOf } from '../../../i18n';
import type { TransferStatus } from './api';
import { pixSendMessages } from './messages';

const t = textOf(pixSendMessages);

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

export const STILL_PROCESSING = t('pix_send.status_line.still_processing');

/** 'Recusado pelo banco recebedor: conta encerrada.' → 'recusado pelo banco recebedor: conta encerrada'. */
export const reasonClause = (reason: string | null | undefined) => {
    const text = (reason ?? '').trim().replace(/\.+$/, '');
    return text ? text[0].toLowerCase() + text.slice(1) : t('pix_send.status_line.refused');
};

/** The one sentence of the receipt's live region. */
export function statusLine(facts: StatusFacts, timedOut = false): string {
    switch (facts.status) {
        case 'processing':
            return timedOut
                ? t('pix_send.status_line.still_processing')
                : t('pix_send.status_line.processing');
        case 'done':
            return t('pix_send.status_line.done');
        case 'failure':
            return t('pix_send.status_line.failure', { reason: reasonClause(facts.failure_reason) });
        case 'pending_approval':
            return t('pix_send.status_line.pending_approval');
        case 'scheduled':
            return facts.scheduled_for
                ? t('pix_send.status_line.scheduled_for', { date: formatDate(facts.scheduled_for) })
                : t('pix_send.status_line.scheduled');
        case 'rejected':
            return t('pix_send.status_line.rejected');
        case 'canceled':
            return t('pix_send.status_line.canceled');
    }
}

export const statusSeverity = (status: TransferStatus): 'success' | 'error' | 'info' | 'warning' => {
    if (status === 'done') return 'success';
    if (status === 'failure' || status === 'rejected') return 'error';
    if (status === 'pending_approval') return 'warning';
    return 'info';
};
