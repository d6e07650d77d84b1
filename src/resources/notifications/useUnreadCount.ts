import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUnreadCount } from './api';
import { onNotificationsChanged } from './events';

/**
 * The signed-in user's unread count (null until the first answer): asked on mount, every `pollMs` when
 * given, and whenever something announces a change (events.ts). A failed call keeps the last count.
 */
export function useUnreadCount(pollMs?: number): number | null {
    const [count, setCount] = useState<number | null>(null);
    const controllerRef = useRef<AbortController | null>(null);

    const refresh = useCallback(() => {
        controllerRef.current?.abort();
        const controller = new AbortController();
        controllerRef.current = controller;
        fetchUnreadCount(controller.signal).then(
            (fresh) => {
                if (!controller.signal.aborted) setCount(fresh);
            },
            () => undefined,
        );
    }, []);

    useEffect(() => {
        refresh();
        const timer = pollMs ? setInterval(refresh, pollMs) : undefined;
        const unsubscribe = onNotificationsChanged(refresh);
        return () => {
            clearInterval(timer);
            unsubscribe();
            controllerRef.current?.abort();
        };
    }, [refresh, pollMs]);

    return count;
}
