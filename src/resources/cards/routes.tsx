import { lazyScreen } from '../../components/lazyScreen';
import { PERMISSIONS as P } from '../../contract/permissions';
import type { RouteDef } from '../../routes/types';

const MyCardsPage = lazyScreen(() => import('./MyCardsPage'), 'MyCardsPage');

/** This area's slice of the route table: src/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/m-cartoes',
        title: 'Meus cartões',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: MyCardsPage,
    },
];
