import type { ResourceMap } from '../types';

/** Notifications (docs/api.md "Notifications"). */
export const notifications: ResourceMap = {
    /** The signed-in user's notifications, newest first (`filter.unread`), and what is done with them. */
    notificacoes: {
        path: 'access/notifications',
        operations: {
            /** `{ count }` of the unread ones. */
            unreadCount: { method: 'GET', path: () => 'access/notifications/unread_count' },
            markRead: { method: 'PUT', path: ({ id }) => `access/notifications/${id}/read` },
            markAllRead: { method: 'PUT', path: () => 'access/notifications/read_all' },
            /** `data`: NewNotification; answers `{ sent }`. */
            send: { method: 'POST', path: () => 'access/notifications' },
        },
    },
    /** Users who may receive a notification (`filter.search`, `filter.role`, `filter.status`). */
    'notificacoes-usuarios': { path: 'access/user' },
};
