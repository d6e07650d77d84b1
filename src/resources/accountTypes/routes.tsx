import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/tipos-contas',
        title: 'Tipos de conta',
        permissions: [P.accountTypeIndex],
        resource: 'tipos-contas',
    },
];
