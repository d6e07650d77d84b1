import { lazyScreen } from '../../ui/lazyScreen';
import type { RouteDef } from './types';

const HomePage = lazyScreen(() => import('../HomePage'), 'HomePage');

const ChangePasswordPage = lazyScreen(
    () => import('../../authProvider/public/ChangePasswordPage'),
    'ChangePasswordPage',
);

const RememberUserPage = lazyScreen(
    () => import('../../authProvider/public/RememberUserPage'),
    'RememberUserPage',
);

const SuccessPage = lazyScreen(() => import('../SuccessPage'), 'SuccessPage');

const statusPage = (name: 'NotAuthorizedPage' | 'NotFoundPage') =>
    lazyScreen(() => import('../statusPages'), name);

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const SHELL_ROUTES: RouteDef[] = [
    // Outside the main layout, open (spec 1 §2): the session's public pages and the two error pages.
    { path: '/login', title: 'Entrar', outsideLayout: true, open: true, loggedOutOnly: true },
    {
        path: '/alterarsenha',
        title: 'Alterar senha',
        outsideLayout: true,
        open: true,
        loggedOutOnly: true,
        screen: ChangePasswordPage,
    },
    {
        path: '/user-remember',
        title: 'Recuperar usuário',
        outsideLayout: true,
        open: true,
        screen: RememberUserPage,
    },
    {
        path: '/pages/not-authorized',
        title: 'Acesso não autorizado',
        outsideLayout: true,
        open: true,
        screen: statusPage('NotAuthorizedPage'),
    },
    {
        path: '/pages/error-404',
        title: 'Página não encontrada',
        outsideLayout: true,
        open: true,
        screen: statusPage('NotFoundPage'),
    },
    // Home, and the result page several flows end on.
    { path: '/', title: 'Início', screen: HomePage },
    { path: '/success', title: 'Operação concluída', screen: SuccessPage, notShortcut: true },
];
