import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../../dataProvider';
import type { PixTransfer, TransferState } from './api';
import type { LiveState } from './receipt';
import { isSettling, nextPoll, POLL_INTERVAL_MS } from './transferStatus';

/**
 * The transfer's state, asked every second while it is processing. Polling stops when it is done or failed,
 * after POLL_LIMIT_MS (`timedOut`), or when the receipt leaves the screen. A failed poll is retried by the next.
 */
export function useTransferStatus(transfer: PixTransfer) {
    const dataProvider = useDataProvider<BankDataProvider>();
    const [state, setState] = useState<LiveState>({
        status: transfer.status,
        settled_at: transfer.settled_at,
        failure_reason: transfer.failure_reason ?? null,
    });
    const [timedOut, setTimedOut] = useState(false);

    useEffect(() => {
        if (!isSettling(transfer.status)) return;
        const controller = new AbortController();
        const started = Date.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const tick = async () => {
            let status = transfer.status;
            try {
                // Quiet: one failed poll is retried by the next.
                const { data: next } = await dataProvider.read<TransferState>('pix-envio', 'status', {
                    id: transfer.id,
                    quiet: true,
                    signal: controller.signal,
                });
                if (controller.signal.aborted) return;
                status = next.status;
                setState({ status, settled_at: next.settled_at, failure_reason: next.failure_reason });
            } catch {
                if (controller.signal.aborted) return;
            }
            const step = nextPoll(status, Date.now() - started);
            if (step === 'timeout') setTimedOut(true);
            if (step === 'continue') timer = setTimeout(tick, POLL_INTERVAL_MS);
        };
        timer = setTimeout(tick, POLL_INTERVAL_MS);
        return () => {
            controller.abort();
            clearTimeout(timer);
        };
    }, [dataProvider, transfer.id, transfer.status]);

    return { state, timedOut };
}
