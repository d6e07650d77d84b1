import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { BankDataProvider } from '../../dataProvider';
import { onNotificationsChanged } from './events';

const params = { quiet: true };
/** The count's react-query key (the same `useRead('notificacoes', 'unreadCount', { quiet: true })` has). */
export const UNREAD_COUNT_KEY = ['notificacoes', 'read', 'unreadCount', params];

/**
 * The signed-in user's unread count (null until the first answer): asked on mount, every `pollMs` when
 * given, and whenever something announces a change (events.ts). A failed call keeps the last count. Quiet:
 * it runs in the background, and a failure there is no reason for a notice (the screen's own calls still
 * show theirs). The query is `useRead('notificacoes', 'unreadCount', { quiet: true })` plus the polling.
 */
export function useUnreadCount(pollMs?: number): number | null {
    const dataProvider = useDataProvider<BankDataProvider>();
    const query = useQuery({
        queryKey: UNREAD_COUNT_KEY,
        queryFn: ({ signal }) =>
            dataProvider
                .read<{ count: number }>('notificacoes', 'unreadCount', { ...params, signal })
                .then(({ data }) => data),
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
