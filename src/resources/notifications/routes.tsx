import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const NotificationsPage = lazyScreen(() => import('./NotificationsPage'), 'NotificationsPage');

const CreateNotificationPage = lazyScreen(() => import('./CreateNotificationPage'), 'CreateNotificationPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/notifications',
        title: 'Notificações',
        menu: { group: null, icon: NotificationsOutlined },
        screen: NotificationsPage,
    },
    {
        path: '/create-notifications',
        title: 'Nova notificação',
        parent: '/notifications',
        permissions: [P.notificationStore],
        screen: CreateNotificationPage,
    },
];
