import type { ComponentType } from 'react';
import { lazyScreen } from '../components/lazyScreen';

export interface OutsideLayoutRoute {
    path: string;
    title: string;
    screen: ComponentType;
    /** Reachable without a session (spec 1 §2). */
    open: boolean;
    /** A logged-in user visiting it is sent to `/` (spec 1 §2: /login and /alterarsenha). */
    loggedOutOnly?: boolean;
}

const ChangePasswordPage = lazyScreen(
    () => import('../authProvider/public/ChangePasswordPage'),
    'ChangePasswordPage',
);
const RememberUserPage = lazyScreen(
    () => import('../authProvider/public/RememberUserPage'),
    'RememberUserPage',
);
const statusPage = (name: 'NotAuthorizedPage' | 'NotFoundPage' | 'RegistrationComingSoonPage') =>
    lazyScreen(() => import('../pages/statusPages'), name);
const Registration = statusPage('RegistrationComingSoonPage');

/** Routes outside the main layout (besides /login, which react-admin serves). */
export const OUTSIDE_LAYOUT_ROUTES: OutsideLayoutRoute[] = [
    {
        path: '/alterarsenha',
        title: 'Alterar senha',
        screen: ChangePasswordPage,
        open: true,
        loggedOutOnly: true,
    },
    { path: '/user-remember', title: 'Recuperar usuário', screen: RememberUserPage, open: true },
    { path: '/registro', title: 'Abra sua conta', screen: Registration, open: true },
    { path: '/registro-pf', title: 'Abra sua conta pessoa física', screen: Registration, open: true },
    { path: '/registro-pj', title: 'Abra sua conta pessoa jurídica', screen: Registration, open: true },
    { path: '/registro-menor', title: 'Abra a conta de um menor', screen: Registration, open: true },
    {
        path: '/registro-empreendedor',
        title: 'Abra sua conta de empreendedor',
        screen: Registration,
        open: true,
    },
    {
        path: '/pages/not-authorized',
        title: 'Acesso não autorizado',
        screen: statusPage('NotAuthorizedPage'),
        open: true,
    },
    {
        path: '/pages/error-404',
        title: 'Página não encontrada',
        screen: statusPage('NotFoundPage'),
        open: true,
    },
];
