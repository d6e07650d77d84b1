import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const MyCardsPage = lazyScreen(() => import('./MyCardsPage'), 'MyCardsPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/m-cartoes',
        title: 'Meus cartões',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: MyCardsPage,
    },
];
