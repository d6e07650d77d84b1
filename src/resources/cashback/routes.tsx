import { PERMISSIONS as P } from '../../contract/permissions';
import type { RouteDef } from '../../routes/types';

/** This area's slice of the route table: src/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    { path: '/cashback', title: 'Cashback', permissions: [P.cashbackUserIndex], menu: { group: 'cashback' } },
    {
        path: '/empreendedores-cashback',
        title: 'Empreendedores do cashback',
        permissions: [P.cashbackUserIndex],
        menu: { group: 'cashback' },
    },
];
