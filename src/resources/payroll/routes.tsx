import { lazyScreen } from '../../components/lazyScreen';
import { PERMISSIONS as P } from '../../contract/permissions';
import type { RouteDef } from '../../routes/types';

const EmployeesPage = lazyScreen(() => import('./EmployeesPage'), 'EmployeesPage');

/** This area's slice of the route table: src/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/register-employees',
        title: 'Cadastro de funcionários da folha',
        permissions: [P.payrollStore],
        personType: 'legal',
        screen: EmployeesPage,
    },
];
