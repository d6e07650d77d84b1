import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    { path: '/cashback', title: 'Cashback', permissions: [P.cashbackUserIndex], menu: { group: 'cashback' } },
    {
        path: '/empreendedores-cashback',
        title: 'Empreendedores do cashback',
        permissions: [P.cashbackUserIndex],
        menu: { group: 'cashback' },
    },
];
