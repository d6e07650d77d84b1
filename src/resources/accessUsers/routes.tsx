import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const UserControlPage = lazyScreen(() => import('./UserControlPage'), 'UserControlPage');

const AccessUserCreatePage = lazyScreen(() => import('./AccessUserCreatePage'), 'AccessUserCreatePage');

const CollaboratorsPage = lazyScreen(() => import('./CollaboratorsPage'), 'CollaboratorsPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/controleusuario',
        title: 'Controle de usuários',
        permissions: [P.userIndex],
        menu: { group: 'registrations' },
        screen: UserControlPage,
    },
    {
        path: '/cadastro-acesso',
        title: 'Cadastro de acesso',
        parent: '/controleusuario',
        permissions: [P.userStore],
        screen: AccessUserCreatePage,
    },
    // A company's own collaborators: holders reach it, and /controleusuario (staff) is not its parent.
    {
        path: '/adicionar-colaborador',
        title: 'Adicionar colaborador',
        permissions: [P.collaboratorStore],
        personType: 'legal',
        menu: { group: 'registrations' },
        screen: CollaboratorsPage,
    },
];
