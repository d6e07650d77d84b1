import type { RouteDef } from '../../app/routes/types';
import { lazyScreen } from '../../components/lazyScreen';
import { PERMISSIONS as P } from '../../contract/permissions';

const LinkedAccountPage = lazyScreen(() => import('./LinkedAccountPage'), 'LinkedAccountPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/cadastrar-conta-bancaria',
        title: 'Cadastro de conta bancária',
        permissions: [P.linkedAccountStore],
        screen: LinkedAccountPage,
    },
];
