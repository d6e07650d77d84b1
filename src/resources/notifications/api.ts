import type { Notification, NotificationCategory } from '../../contract/notifications';
import type { LaravelPage } from '../../dataProvider/laravel';
import type { Recipients } from '../../domain/notifications';
import { request } from '../../http/client';

/** A notification as `GET access/notifications` answers it. */
export type NotificationItem = Notification;

/** A user as the recipient search (`GET access/user`) answers it. */
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

export const fetchNotifications = async (
    page: number,
    perPage: number,
    unreadOnly: boolean,
    signal?: AbortSignal,
) =>
    (
        await request<LaravelPage<NotificationItem>>('access/notifications', {
            query: { page, per_page: perPage, filter: unreadOnly ? { unread: true } : undefined },
            signal,
        })
    ).body;

/**
 * The unread count for the app bar's bell. Quiet: it runs in the background every minute, and a failure
 * there is no reason for a notice (the screen's own calls still show theirs).
 */
export const fetchUnreadCount = async (signal?: AbortSignal) =>
    (
        await request<{ data: { count: number } }>('access/notifications/unread_count', {
            signal,
            quiet: true,
        })
    ).body.data.count;

export const markRead = (id: number) =>
    request<{ data: NotificationItem }>(`access/notifications/${id}/read`, { method: 'PUT' });

export const markAllRead = () =>
    request<{ data: { updated: number } }>('access/notifications/read_all', { method: 'PUT' });

export const sendNotification = async (body: NewNotification) =>
    (await request<{ data: { sent: number } }>('access/notifications', { method: 'POST', body })).body.data
        .sent;

export const searchUsers = async (search: string, signal?: AbortSignal) =>
    (
        await request<LaravelPage<UserSummary>>('access/user', {
            query: { filter: { search, status: 'active' }, sort: 'name', per_page: 20 },
            signal,
        })
    ).body.data;

/** How many active users there are, all of them or those of one role (the page's total). */
export const countUsers = async (role?: string) =>
    (
        await request<LaravelPage<UserSummary>>('access/user', {
            query: { filter: role ? { role, status: 'active' } : { status: 'active' }, per_page: 1 },
        })
    ).body.meta.total;
