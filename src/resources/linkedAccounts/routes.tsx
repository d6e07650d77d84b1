import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const LinkedAccountPage = lazyScreen(() => import('./LinkedAccountPage'), 'LinkedAccountPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/cadastrar-conta-bancaria',
        title: 'Cadastro de conta bancária',
        permissions: [P.linkedAccountStore],
        menu: { group: 'registrations' },
        screen: LinkedAccountPage,
    },
];
