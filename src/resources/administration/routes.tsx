import PercentOutlined from '@mui/icons-material/PercentOutlined';
import { CONTROLLER } from '../../app/routes/audiences';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/taxas-e-tarifas',
        title: 'Taxas e tarifas',
        permissions: [P.taxAndFeeIndex],
        menu: { group: null, icon: PercentOutlined },
    },
    {
        path: '/perfis',
        title: 'Perfis',
        permissions: [P.roleIndex],
        roles: CONTROLLER,
        menu: { group: 'administrative' },
    },
    {
        path: '/tariffs',
        title: 'Tarifas',
        permissions: [P.tariffIndex],
        roles: CONTROLLER,
        menu: { group: 'administrative' },
    },
    {
        path: '/configurar-perfil',
        title: 'Configuração de perfil',
        parent: '/perfis',
        permissions: [P.roleUpdate],
        roles: CONTROLLER,
    },
];
