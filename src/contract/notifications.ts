/** Notifications (`/v1`): one user's messages. */

export type NotificationCategory = 'info' | 'warning' | 'transaction' | 'security';

/** A message in one user's notification list (/notifications); staff send them to many users at once. */
export interface Notification {
    id: number;
    /** The recipient. */
    user_id: number;
    title: string;
    body: string;
    category: NotificationCategory;
    /** When the recipient opened it; null while unread. */
    read_at: string | null;
    created_at: string;
    /** The staff user who sent it; null for the bank's own automatic notices. */
    created_by: number | null;
    /** A page of the portal the notice points at (e.g. a receipt), shown as a button under it. */
    link?: { label: string; to: string };
}
