import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { RouteDef } from '../../app/routes/types';
import { lazyScreen } from '../../ui/lazyScreen';

const ProfilePage = lazyScreen(() => import('./ProfilePage'), 'ProfilePage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/perfil',
        title: 'Meu perfil',
        menu: { group: null, icon: PersonOutlined },
        screen: ProfilePage,
    },
];
