import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { RouteDef } from '../../app/routes/types';
import { PERMISSIONS as P } from '../../contract/permissions';
import { lazyScreen } from '../../ui/lazyScreen';

const MyAccountPage = lazyScreen(() => import('./MyAccountPage'), 'MyAccountPage');

const AccountControlPage = lazyScreen(() => import('./AccountControlPage'), 'AccountControlPage');

/** This area's slice of the route table: src/app/routes/table.tsx joins the slices in side-menu order. */
export const routes: RouteDef[] = [
    {
        path: '/minha-conta',
        title: 'Minha conta',
        permissions: [P.accountMyAccountShow],
        menu: { group: null, icon: AccountBalanceWalletOutlined },
        screen: MyAccountPage,
    },
    {
        path: '/m-controleconta',
        title: 'Controle da conta',
        parent: '/minha-conta',
        permissions: [P.accountMyAccountShow],
        screen: AccountControlPage,
    },
    {
        path: '/account-dash',
        title: 'Painel de contas',
        permissions: [P.accessDashboardIndex],
        menu: { group: 'dashboards' },
        screen: lazyScreen(() => import('./dashboards/AccountDashboardPage'), 'AccountDashboardPage'),
    },
    {
        path: '/registration-dash',
        title: 'Painel de cadastros',
        permissions: [P.accessDashboardIndex],
        menu: { group: 'dashboards' },
        screen: lazyScreen(
            () => import('./dashboards/RegistrationDashboardPage'),
            'RegistrationDashboardPage',
        ),
    },
];
