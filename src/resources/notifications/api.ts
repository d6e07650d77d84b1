import type { Notification, NotificationCategory } from '../../contract/notifications';
import type { Recipients } from '../../domain/notifications';

/** A notification as `GET access/notifications` answers it (resource `notificacoes`). */
export type NotificationItem = Notification;

/** A user as the recipient search (`GET access/user`, resource `notificacoes-usuarios`) answers it. */
export interface UserSummary {
    uuid: string;
    id: number;
    name: string;
    userRole: string;
}

export interface NewNotification {
    title: string;
    body: string;
    category: NotificationCategory;
    recipients: Recipients;
    role?: string;
    user_ids?: number[];
}
