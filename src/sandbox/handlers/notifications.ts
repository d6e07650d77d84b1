import type { Notification, NotificationCategory } from '../../contract/notifications';
import { PERMISSIONS } from '../../contract/permissions';
import { checkNotification, NOTIFICATION_MESSAGES, type Recipients } from '../../domain/notifications';
import { assertValid, filtersOf, json, notFound, paginate } from '../laravel';
import { type Context, route } from '../route';
import type { User } from '../types';

/**
 * Each user's notifications (/notifications, the app bar's bell) and the staff form that sends them
 * (/create-notifications). The form picks recipients with the user list (`GET access/user`, users.ts).
 */

const str = (value: unknown) => (typeof value === 'string' ? value : '');

const newestFirst = (a: Notification, b: Notification) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

const own = (ctx: Context) => ctx.store.state.notifications.filter((n) => n.user_id === ctx.user.id);

/** One of the signed-in user's notifications; someone else's is 404, as if it did not exist. */
const ownNotification = (ctx: Context): Notification => {
    const notification = ctx.store.state.notifications.find(
        (n) => String(n.id) === ctx.params.id && n.user_id === ctx.user.id,
    );
    if (!notification) throw notFound();
    return notification;
};

const activeUsers = (ctx: Context) => ctx.store.state.users.filter((u) => u.status === 'active');

const userIdsOf = (value: unknown): number[] | null =>
    Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(value)] : null;

/** The users a valid request reaches; 422 when the role has nobody or an id is unknown. */
const recipientsOf = (ctx: Context, recipients: Recipients): User[] => {
    const users = activeUsers(ctx);
    if (recipients === 'all') return users;
    if (recipients === 'role') {
        // As the user list counts a role (GET access/user): a company's collaborators are not its role's.
        const reached = users.filter((u) => u.role === ctx.body.role && !u.collaborator);
        assertValid(reached.length === 0 ? { role: [NOTIFICATION_MESSAGES.roleEmpty] } : {});
        return reached;
    }
    const ids = userIdsOf(ctx.body.user_ids) ?? [];
    const reached = users.filter((u) => ids.includes(u.id));
    assertValid(reached.length !== ids.length ? { user_ids: [NOTIFICATION_MESSAGES.usersUnknown] } : {});
    return reached;
};

const send = (ctx: Context) => {
    const draft = {
        title: str(ctx.body.title),
        body: str(ctx.body.body),
        category: str(ctx.body.category),
        recipients: str(ctx.body.recipients),
        role: str(ctx.body.role),
        user_ids: userIdsOf(ctx.body.user_ids) ?? [],
    };
    // An unreadable user_ids counts as none chosen.
    const errors = checkNotification(draft);
    assertValid(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
    const reached = recipientsOf(ctx, draft.recipients as Recipients);
    const { notifications } = ctx.store.state;
    let id = ctx.store.nextId('notifications');
    const now = new Date().toISOString();
    for (const user of reached) {
        notifications.push({
            id: id++,
            user_id: user.id,
            title: draft.title.trim(),
            body: draft.body.trim(),
            category: draft.category as NotificationCategory,
            read_at: null,
            created_at: now,
            created_by: ctx.user.id,
        });
    }
    ctx.store.save('notifications');
    return json({ data: { sent: reached.length } }, 201);
};

const signedIn = { permission: 'authenticated' } as const;

export const notificationHandlers = [
    // The user's own, newest first; `filter[unread]=true` keeps the unread ones.
    route('get', 'access/notifications', signedIn, (ctx) => {
        const unread = filtersOf(ctx.url).unread === 'true';
        const rows = own(ctx)
            .filter((n) => !unread || n.read_at === null)
            .sort(newestFirst);
        return paginate(rows, ctx.url, []);
    }),
    route('get', 'access/notifications/unread_count', signedIn, (ctx) => ({
        data: { count: own(ctx).filter((n) => n.read_at === null).length },
    })),
    route('put', 'access/notifications/read_all', signedIn, (ctx) => {
        const now = new Date().toISOString();
        let updated = 0;
        for (const n of own(ctx)) {
            if (n.read_at !== null) continue;
            n.read_at = now;
            updated++;
        }
        ctx.store.save('notifications');
        return { data: { updated } };
    }),
    route('put', 'access/notifications/:id/read', signedIn, (ctx) => {
        const notification = ownNotification(ctx);
        // Reading it again keeps the first reading time.
        notification.read_at ??= new Date().toISOString();
        ctx.store.save('notifications');
        return { data: notification };
    }),
    route('post', 'access/notifications', { permission: PERMISSIONS.notificationStore }, send),
];
