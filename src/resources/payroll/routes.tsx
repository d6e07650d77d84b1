import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const EmployeesPage = lazyScreen(() => import('./EmployeesPage'), 'EmployeesPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/register-employees',
        title: 'Cadastro de funcionários da folha',
        permissions: [P.payrollStore],
        personType: 'legal',
        menu: { group: 'registrations' },
        screen: EmployeesPage,
    },
];
