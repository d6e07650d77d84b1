import { lazyScreen } from '../../components/lazyScreen';
import type { RouteDef } from '../../routes/types';

const ProfilePage = lazyScreen(() => import('./ProfilePage'), 'ProfilePage');

/** This area's slice of the route table: src/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [{ path: '/perfil', title: 'Meu perfil', screen: ProfilePage }];
