import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/limits-select-account',
        title: 'Seleção de conta para limites',
        permissions: [P.limitAccountCreate],
        menu: { group: 'limits', label: 'Limites da conta' },
    },
    {
        path: '/aprovar-limites',
        title: 'Aprovação de limites',
        permissions: [P.limitBackofficeApprove],
        menu: { group: 'limits' },
    },
    {
        path: '/configurar-limites',
        title: 'Configuração de limites',
        permissions: [P.limitControllerConfigure],
        menu: { group: 'limits' },
    },
    {
        path: '/meus-limites',
        title: 'Meus limites',
        parent: '/limits-select-account',
        permissions: [P.limitAccountCreate],
    },
    {
        path: '/cadastro-limite-banco',
        title: 'Cadastro de limite do banco',
        parent: '/configurar-limites',
        permissions: [P.limitControllerConfigure],
    },
];
