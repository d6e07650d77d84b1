import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router-dom';
import { appText } from '../../i18n';
import { useUnreadCount } from '../../resources/notifications/useUnreadCount';

/** How often the bell asks the bank for the unread count. */
export const UNREAD_POLL_MS = 60_000;

export const bellLabel = (count: number | null) => {
    if (!count) return appText('app.shell.notifications');
    return appText('app.shell.notifications_unread', { smart_count: count });
};

/**
 * App bar: a bell with the number of unread notifications, refreshed every minute and at once when the
 * notifications page marks something read (pages/notifications/events.ts); it opens /notifications.
 */
export const NotificationsBell = () => {
    const count = useUnreadCount(UNREAD_POLL_MS);
    const label = bellLabel(count);
    return (
        <Tooltip title={label}>
            <IconButton color="inherit" component={Link} to="/notifications" aria-label={label}>
                <Badge badgeContent={count ?? 0} max={99} color="error">
                    <NotificationsIcon />
                </Badge>
            </IconButton>
        </Tooltip>
    );
};
