import { useEffect } from 'react';
import { readKey, useRead } from '../../dataProvider/hooks';
import { onNotificationsChanged } from './events';

const params = { quiet: true };
/** The count's react-query key (to set it after "Marcar todas como lidas"). */
export const UNREAD_COUNT_KEY = readKey('notificacoes', 'unreadCount', params);

/**
 * The signed-in user's unread count (null until the first answer): asked on mount, every `pollMs` when
 * given, and whenever something announces a change (events.ts). A failed call keeps the last count. Quiet:
 * it runs in the background, and a failure there is no reason for a notice (the screen's own calls still
 * show theirs).
 */
export function useUnreadCount(pollMs?: number): number | null {
    const query = useRead<{ count: number }>('notificacoes', 'unreadCount', params, {
        refetchInterval: pollMs,
    });
    const { refetch } = query;
    useEffect(
        () =>
            onNotificationsChanged(() => {
                void refetch();
            }),
        [refetch],
    );
    return query.data?.count ?? null;
}
