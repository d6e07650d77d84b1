import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const SubaccountPage = lazyScreen(() => import('./SubaccountPage'), 'SubaccountPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/cadastro-conta',
        title: 'Cadastro de conta',
        permissions: [P.accountCreate],
        menu: { group: 'accountOpening', label: 'Conta adicional' },
        screen: SubaccountPage,
    },
];
